import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';

/**
 * A part of a text page that opens its editor when clicked, with the hover
 * hint of spec §2.6 ('Click to Edit', 'Edit Section') shown over it on hover
 * and on keyboard focus.
 */
export function EditableArea({ hint, name, onEdit, children }: { hint: string; name: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={`${hint}: ${name}`}
      onClick={onEdit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onEdit();
        }
      }}
      sx={{
        position: 'relative',
        p: 2,
        borderRadius: 1,
        border: '1px dashed transparent',
        cursor: 'pointer',
        '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'action.hover', outline: 'none' },
        '&:hover .hint, &:focus-visible .hint': { opacity: 1 },
      }}
    >
      <Box
        className="hint"
        aria-hidden
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 12,
          opacity: 0,
          transition: 'opacity 120ms',
          pointerEvents: 'none',
        }}
      >
        <EditIcon sx={{ fontSize: 14 }} />
        {hint}
      </Box>
      {children}
    </Box>
  );
}

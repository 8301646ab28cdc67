import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One style field in the builder's panel: its label above the control, and a
 * group named after it so "Text colour › Transparent" is one thing for a
 * screen reader (and for a test) even when a block has several colours.
 */
export function FieldGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ mb: 1 }}>
      <Typography id={id} variant="caption" component="div" sx={{ fontWeight: 600, color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

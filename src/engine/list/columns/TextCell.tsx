import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CellProps } from './CellProps';

export const TextCell = ({ field, value }: CellProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  if (value == null || value === '') return null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (!field.column?.copy) return <>{text}</>;
  const copy = (event: MouseEvent) => {
    event.stopPropagation();
    void navigator.clipboard?.writeText(text).then(() => notify('engine.list.cell.copied', { type: 'info' }));
  };
  const label = translate('engine.list.cell.copy', { name: field.label });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{text}</span>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={copy}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};

import { Box, Stack } from '@mui/material';
import type { CellProps } from './CellProps';

export const ColorCell = ({ value }: CellProps) => {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 20, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', background: value }} />
      <span>{value}</span>
    </Stack>
  );
};

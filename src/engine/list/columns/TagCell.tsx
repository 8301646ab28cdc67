import { Chip, Stack } from '@mui/material';
import type { CellProps } from './CellProps';

/** One chip per value, coloured by the column's scheme (published green, archived red...). */
export const TagCell = ({ field, value }: CellProps) => {
  const values = (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).map(String);
  const scheme = field.column?.colorScheme ?? {};
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {values.map((v) => (
        <Chip key={v} size="small" color={scheme[v] ?? 'default'} label={field.options?.find((o) => o.value === v)?.label ?? v} />
      ))}
    </Stack>
  );
};

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ViewProps } from './types';

/** A list of strings (tags, keywords) as chips. */
export function ArrayTagView({ field, value }: ViewProps) {
  const items = Array.isArray(value) ? value : [value];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item, index) => {
        const text = String(item);
        return <Chip key={`${text}-${index}`} size="small" label={field.options?.find((o) => o.value === text)?.label ?? text} />;
      })}
    </Stack>
  );
}

import Chip from '@mui/material/Chip';
import type { ViewProps } from './types';

/** One value as a chip, coloured by the field's column colour scheme when it has one. */
export function TagView({ field, value }: ViewProps) {
  const text = String(value);
  const label = field.options?.find((o) => o.value === text)?.label ?? text;
  return <Chip size="small" label={label} color={field.column?.colorScheme?.[text] ?? 'default'} />;
}

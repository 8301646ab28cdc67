import Typography from '@mui/material/Typography';
import type { ViewProps } from './types';

/** A text as it is, or a word the server writes (a sale's customer "Guest") in the chosen language. */
export function TextView({ field, value }: ViewProps) {
  const text = String(value);
  return (
    <Typography component="span" variant="body2">
      {field.options?.find((o) => o.value === text)?.label ?? text}
    </Typography>
  );
}

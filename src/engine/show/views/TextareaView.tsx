import Typography from '@mui/material/Typography';
import type { ViewProps } from './types';

/** Long text with its line breaks kept. */
export function TextareaView({ value }: ViewProps) {
  return (
    <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
      {String(value)}
    </Typography>
  );
}

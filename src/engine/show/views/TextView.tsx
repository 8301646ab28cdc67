import Typography from '@mui/material/Typography';
import type { ViewProps } from './types';

export function TextView({ value }: ViewProps) {
  return (
    <Typography component="span" variant="body2">
      {String(value)}
    </Typography>
  );
}

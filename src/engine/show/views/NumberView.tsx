import Typography from '@mui/material/Typography';
import { useLocaleState } from 'react-admin';
import type { ViewProps } from './types';

export function NumberView({ value }: ViewProps) {
  const [locale] = useLocaleState();
  const number = Number(value);
  return (
    <Typography component="span" variant="body2">
      {Number.isFinite(number) ? number.toLocaleString(locale === 'bn' ? 'bn-BD' : 'en-US') : String(value)}
    </Typography>
  );
}

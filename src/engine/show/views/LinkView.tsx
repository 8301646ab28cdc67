import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { isLink, linkText } from '../../fields/link/linkText';
import type { ViewProps } from './types';

export function LinkView({ value }: ViewProps) {
  const translate = useTranslate();
  if (!isLink(value)) return null;
  return (
    <Typography component="span" variant="body2">
      {linkText(value, translate)}
    </Typography>
  );
}

import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import type { ViewProps } from './types';

export function FileView({ value }: ViewProps) {
  const translate = useTranslate();
  const url = String(value);
  const name = decodeURIComponent(url.split('/').pop() || url);
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" download variant="body2" aria-label={translate('engine.show.download', { name })}>
      {name}
    </Link>
  );
}

import Link from '@mui/material/Link';
import type { ViewProps } from './types';

export function ExternalLinkView({ value }: ViewProps) {
  const url = String(value);
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2">
      {url}
    </Link>
  );
}

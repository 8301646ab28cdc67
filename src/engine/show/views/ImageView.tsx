import Box from '@mui/material/Box';
import type { ViewProps } from './types';

export function ImageView({ field, value }: ViewProps) {
  const label = field.label;
  return <Box component="img" src={String(value)} alt={label} sx={{ maxWidth: 240, maxHeight: 240, objectFit: 'contain', borderRadius: 1 }} />;
}

import Box from '@mui/material/Box';
import type { ViewProps } from './types';
import { useFieldLabel } from '../../fields/useFieldLabel';

export function ImageView({ field, value }: ViewProps) {
  const label = useFieldLabel(field);
  return <Box component="img" src={String(value)} alt={label} sx={{ maxWidth: 240, maxHeight: 240, objectFit: 'contain', borderRadius: 1 }} />;
}

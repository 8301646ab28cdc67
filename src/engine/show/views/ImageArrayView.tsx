import Box from '@mui/material/Box';
import type { ViewProps } from './types';

export function ImageArrayView({ field, value }: ViewProps) {
  const label = field.label;
  const urls = (Array.isArray(value) ? value : [value]).map(String);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {urls.map((url, index) => (
        <Box
          key={`${url}-${index}`}
          component="img"
          src={url}
          alt={`${label} ${index + 1}`}
          sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1 }}
        />
      ))}
    </Box>
  );
}

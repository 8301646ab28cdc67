import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ViewProps } from './types';

export function ColorView({ value }: ViewProps) {
  const translate = useTranslate();
  const color = String(value);
  const transparent = color === 'transparent';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          background: transparent ? 'repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 50% / 8px 8px' : color,
        }}
      />
      <Typography component="span" variant="body2">
        {transparent ? translate('engine.form.color.transparent') : color}
      </Typography>
    </Stack>
  );
}

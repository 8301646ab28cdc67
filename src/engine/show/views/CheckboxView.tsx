import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslate } from 'react-admin';
import type { ViewProps } from './types';

export function CheckboxView({ value }: ViewProps) {
  const translate = useTranslate();
  const on = value === true || value === 'true';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {on ? <CheckBoxIcon color="primary" fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
      <Typography component="span" variant="body2">
        {translate(on ? 'engine.show.yes' : 'engine.show.no')}
      </Typography>
    </Stack>
  );
}

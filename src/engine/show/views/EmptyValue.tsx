import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** What a field without a value shows. */
export function EmptyValue() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate('engine.show.empty')}
    </Typography>
  );
}

import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const ResultCount = () => {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  if (isPending || total == null) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {translate('engine.list.result_count', { smart_count: total })}
    </Typography>
  );
};

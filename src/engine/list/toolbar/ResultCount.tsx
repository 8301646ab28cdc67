import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useListTotal } from './useListTotal';

export const ResultCount = () => {
  const translate = useTranslate();
  const total = useListTotal();
  if (!total) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {translate(total.more ? 'engine.list.result_count_more' : 'engine.list.result_count', { smart_count: total.count })}
    </Typography>
  );
};

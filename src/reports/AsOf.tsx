import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../shop';

/** "As of 10:42 AM" (the day too when it is not today's): when a widget's figures were read. */
export function AsOf({ at }: { at: string | undefined }) {
  const translate = useTranslate();
  const dates = useFormatDate();
  if (!at) return null;
  const sameDay = dates.date(at) === dates.date(new Date());
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-as-of>
      {translate('reports.as_of', { when: sameDay ? dates.time(at) : dates.dateTime(at) })}
    </Typography>
  );
}

import Typography from '@mui/material/Typography';
import { useFormatDate } from '../../../shop';
import type { ViewProps } from './types';

/** `2026-11-22 04:05 PM` in the shop's time zone; a plain date stays a date. */
export function DateView({ value }: ViewProps) {
  const format = useFormatDate();
  const text = String(value);
  return (
    <Typography component="span" variant="body2">
      {/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : format.dateTime(text)}
    </Typography>
  );
}

import { useMemo } from 'react';
import { formatDate, formatDateTime, formatTime } from '../../common/dates';
import { useShop } from './useShop';

type DateInput = Date | string | null | undefined;

export interface DateFormatters {
  /** `2026-11-22` */
  date(value: DateInput): string;
  /** `04:05 PM` */
  time(value: DateInput): string;
  /** `2026-11-22 04:05 PM` */
  dateTime(value: DateInput): string;
}

/** Dates as spec §9 writes them, in the shop's time zone; empty for a missing value. */
export function useFormatDate(): DateFormatters {
  const { timeZone } = useShop();
  return useMemo(
    () => ({
      date: (value) => (value ? formatDate(value, timeZone) : ''),
      time: (value) => (value ? formatTime(value, timeZone) : ''),
      dateTime: (value) => (value ? formatDateTime(value, timeZone) : ''),
    }),
    [timeZone],
  );
}

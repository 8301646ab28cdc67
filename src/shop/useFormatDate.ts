import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatTime } from '../../common/dates';
import { useLocalDigits } from './useLocalDigits';
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

/**
 * Dates as spec §9 writes them, in the shop's time zone; empty for a missing
 * value. In Bangla, with Bangla digits and AM/PM translated.
 */
export function useFormatDate(): DateFormatters {
  const { timeZone } = useShop();
  const translate = useTranslate();
  const digits = useLocalDigits();
  return useMemo(() => {
    const am = translate('app.time.am');
    const pm = translate('app.time.pm');
    const local = (text: string) => digits(text.replace(/\b(AM|PM)$/, (period) => (period === 'AM' ? am : pm)));
    return {
      date: (value) => (value ? local(formatDate(value, timeZone)) : ''),
      time: (value) => (value ? local(formatTime(value, timeZone)) : ''),
      dateTime: (value) => (value ? local(formatDateTime(value, timeZone)) : ''),
    };
  }, [timeZone, translate, digits]);
}

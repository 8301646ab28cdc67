import type { DashboardPeriod, ResolvedPeriod } from '../../../common/wire/reports';
import { formatDate } from '../../../common/dates';
import { fieldError, msg } from '../../engine/errors';

/** Days as `YYYY-MM-DD` in the shop's time zone; arithmetic on them is done at UTC noon, free of any offset. */
const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => fromUtc(toUtc(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
export const isRealDay = (day: string): boolean => fromUtc(toUtc(day)) === day;

/** The longest range a report or the dashboard answers (a leap year). */
export const MAX_DAYS = 366;

/** A checked `from`–`to` range with the previous range of the same length before it. */
export function rangeOf(from: string, to: string, timeZone: string): ResolvedPeriod {
  if (!isRealDay(from)) throw fieldError('from', msg('not_calendar_day'));
  if (!isRealDay(to)) throw fieldError('to', msg('not_calendar_day'));
  const length = daysBetween(from, to) + 1;
  if (length < 1) throw fieldError('to', msg('before_from'));
  if (length > MAX_DAYS) throw fieldError('to', msg('range_too_long', { max: MAX_DAYS }));
  return { from, to, timeZone, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/** The dashboard's period switch as days of the shop's calendar (`now` for tests). */
export function periodOf(period: DashboardPeriod, timeZone: string, custom: { from?: string; to?: string }, now = new Date()): ResolvedPeriod {
  const today = formatDate(now, timeZone);
  switch (period) {
    case 'today':
      return rangeOf(today, today, timeZone);
    case 'yesterday':
      return rangeOf(addDays(today, -1), addDays(today, -1), timeZone);
    case '7d':
      return rangeOf(addDays(today, -6), today, timeZone);
    case '30d':
      return rangeOf(addDays(today, -29), today, timeZone);
    case 'month': {
      // This month so far, against the same days of the month before.
      const first = `${today.slice(0, 8)}01`;
      const range = rangeOf(first, today, timeZone);
      const prevFirst = `${addDays(first, -1).slice(0, 8)}01`;
      const prevTo = addDays(prevFirst, Math.min(daysBetween(first, today), daysBetween(prevFirst, addDays(first, -1))));
      return { ...range, previousFrom: prevFirst, previousTo: prevTo };
    }
    case 'custom':
      if (!custom.from) throw fieldError('from', msg('required_with_custom'));
      if (!custom.to) throw fieldError('to', msg('required_with_custom'));
      return rangeOf(custom.from, custom.to, timeZone);
  }
}

/** % change of a figure against the previous one, one decimal; null without a previous figure. */
export const changeOf = (value: number | null, previous: number | null): number | null =>
  value === null || previous === null || previous === 0 ? null : Math.round(((value - previous) * 1000) / Math.abs(previous)) / 10;

/** a / b in %, one decimal; null when b is 0. */
export const percent = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a * 1000) / b) / 10);

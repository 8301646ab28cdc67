import { formatDate } from '../../common/dates';

/**
 * Days of the shop's calendar (Asia/Dhaka unless the settings say otherwise),
 * written `YYYY-MM-DD` as the reports' wire takes them. Arithmetic is on the
 * calendar date itself (UTC noon), so a browser in another time zone or a
 * daylight-saving change never shifts a day.
 */
export type Day = string;

/** Today in the shop's time zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): Day => formatDate(now, timeZone);

const asDate = (day: Day) => new Date(`${day}T12:00:00Z`);
const asDay = (date: Date): Day => date.toISOString().slice(0, 10);

export function addDays(day: Day, days: number): Day {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A well-formed day that exists on the calendar (not 2026-02-30). */
export const isDay = (text: string | null | undefined): text is Day => !!text && DAY.test(text) && asDay(asDate(text)) === text;

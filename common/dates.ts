/**
 * Dates are stored as instants and shown in the shop's time zone as
 * `YYYY-MM-DD` and `hh:mm A` (spec §9). Used by the admin app and by exports.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

/** One formatter per time zone: building one costs far more than using it (a long list formats hundreds of dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(value: Date | string, timeZone: string): Record<string, string> {
  const date = typeof value === 'string' ? new Date(value) : value;
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(date)) out[p.type] = p.value;
  return out;
}

export function isValidDate(value: Date | string): boolean {
  const date = typeof value === 'string' ? new Date(value) : value;
  return !Number.isNaN(date.getTime());
}

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Offsets kept per zone and UTC day; past this many the map starts again (an export of years of rows). */
const MAX_OFFSETS = 20_000;
const offsets = new Map<string, number | null>();

/** The zone's offset from UTC at an instant, in ms, read from the formatter (to the minute, as it shows). */
function offsetAt(ms: number, timeZone: string): number {
  const p = parts(new Date(ms), timeZone);
  const hour = (Number(p.hour) % 12) + (p.dayPeriod.toUpperCase() === 'PM' ? 12 : 0);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hour, Number(p.minute)) - Math.floor(ms / MINUTE) * MINUTE;
}

/**
 * An instant's wall clock in the zone, or undefined where the formatter must
 * say it (the day's clocks change, a year outside 1000-9999). Asking Intl
 * for every date cost an export of 100,000 rows about a second; a zone's
 * offset is the same all day on almost every day, so it is asked twice per
 * UTC day (at its start and its end) and the rest is arithmetic.
 */
function wallClock(date: Date, timeZone: string): Date | undefined {
  const ms = date.getTime();
  const day = Math.floor(ms / DAY);
  const key = `${timeZone} ${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > MAX_OFFSETS) offsets.clear();
    const start = offsetAt(day * DAY, timeZone);
    offset = start === offsetAt((day + 1) * DAY - MINUTE, timeZone) ? start : null;
    offsets.set(key, offset);
  }
  if (offset === null) return undefined;
  const wall = new Date(ms + offset);
  const year = wall.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? wall : undefined;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** How long the shop's day (its midnight in the zone) had run at an instant, in ms. */
export function sinceDayStart(value: Date, timeZone = DEFAULT_TIME_ZONE): number {
  const wall = value.getTime() + offsetAt(value.getTime(), timeZone);
  return ((wall % DAY) + DAY) % DAY;
}

/** `2026-11-22` in the shop's time zone. */
export function formatDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  if (!isValidDate(value)) return '';
  const wall = wallClock(typeof value === 'string' ? new Date(value) : value, timeZone);
  if (wall) return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
  const p = parts(value, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `04:05 PM` in the shop's time zone. */
export function formatTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  if (!isValidDate(value)) return '';
  const wall = wallClock(typeof value === 'string' ? new Date(value) : value, timeZone);
  if (wall) {
    const hour = wall.getUTCHours();
    return `${two(hour % 12 || 12)}:${two(wall.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  const p = parts(value, timeZone);
  return `${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}

export function formatDateTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  if (!isValidDate(value)) return '';
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

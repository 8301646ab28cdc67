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

/** `2026-11-22` in the shop's time zone. */
export function formatDate(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  if (!isValidDate(value)) return '';
  const p = parts(value, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `04:05 PM` in the shop's time zone. */
export function formatTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  if (!isValidDate(value)) return '';
  const p = parts(value, timeZone);
  return `${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}

export function formatDateTime(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  if (!isValidDate(value)) return '';
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

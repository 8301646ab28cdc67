/**
 * No SMS between 00:00 and 08:00 in the shop's time zone (Asia/Dhaka by
 * default, the settings' time zone): a message due then is held until 08:00.
 */
export const QUIET_UNTIL_HOUR = 8;

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** When a message due at `at` may go: undefined when it may go now, else that day's 08:00 in the time zone. */
export function quietUntil(at: Date, timeZone: string): Date | undefined {
  const w = wallClock(at, timeZone);
  if (w.h >= QUIET_UNTIL_HOUR) return undefined;
  // The zone's offset at this instant (the wall clock read as if UTC, less the instant).
  const offset = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(at.getTime() / 1000) * 1000;
  return new Date(Date.UTC(w.y, w.m - 1, w.d, QUIET_UNTIL_HOUR) - offset);
}

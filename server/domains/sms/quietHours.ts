import { sinceDayStart } from '../../../common/dates';

/**
 * No SMS between 00:00 and 08:00 in the shop's time zone (Asia/Dhaka by
 * default, the settings' time zone): a message due then is held until 08:00.
 */
export const QUIET_UNTIL_HOUR = 8;

const QUIET_MS = QUIET_UNTIL_HOUR * 3_600_000;

/**
 * When a message due at `at` may go: undefined when it may go now, else that
 * day's 08:00 in the time zone. Asked for every SMS queued and every batch
 * sent, so it reads the clock through common/dates' formatter kept per zone
 * (building an Intl formatter each time was a measurable share of an online
 * order's CPU).
 */
export function quietUntil(at: Date, timeZone: string): Date | undefined {
  const since = sinceDayStart(at, timeZone);
  return since >= QUIET_MS ? undefined : new Date(at.getTime() - since + QUIET_MS);
}

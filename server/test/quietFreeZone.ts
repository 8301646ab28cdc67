/**
 * A time zone where it is now between 08:00 and 23:00, so no SMS is held for
 * quiet hours (server/domains/sms/quietHours.ts) whatever the time a test
 * runs: tests about sending put it in the settings; quiet hours are another test's.
 */
export function quietFreeZone(): string {
  const hour = new Date().getUTCHours();
  // Etc/GMT-N is UTC+N. Pick the offset that puts the local hour at 12.
  const offset = (((12 - hour) % 24) + 24) % 24;
  const east = offset > 12 ? offset - 24 : offset;
  return east === 0 ? 'UTC' : east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`;
}

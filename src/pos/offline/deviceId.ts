/**
 * This till's own id (issue 25), kept in the browser: the server gives blocks
 * of receipt numbers to it, and an offline sale names it. Made once, on the
 * first visit, and kept in local storage (shared by the browser's tabs, which
 * are one till).
 */
export const DEVICE_KEY = 'pos.device';

const random = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID().replace(/-/g, '') : Math.random().toString(36).slice(2) + Date.now().toString(36);

export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const kept = storage.getItem(DEVICE_KEY);
  // The server's DeviceId: 8 to 64 of A-Z, a-z, 0-9, _ and -.
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = `till-${random().slice(0, 24)}`;
  storage.setItem(DEVICE_KEY, made);
  return made;
}

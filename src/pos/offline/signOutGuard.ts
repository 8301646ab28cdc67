import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { unsentClose } from '../shift/unsentClose';
import { POS_DB_NAME } from './db';
import { tillDb } from './posDb';
import { waitingCount } from './queue';

/** The event the authProvider sends when it refuses a sign-out; the layout shows it (useSignOutRefusedNotice). */
const REFUSED_EVENT = 'pos:signout-refused';
/** The same for a shift's close kept on the till: its detail is the shift's number. */
const CLOSE_KEPT_EVENT = 'pos:signout-refused-close';

/**
 * How many offline sales this browser still has to send (issue 25): signing
 * out is refused while any wait, as the till cannot send them signed out. 0
 * when this browser never opened the till's store.
 */
export async function waitingSalesOnThisDevice(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  // Do not make the till's database in a browser that never sold offline.
  if (typeof indexedDB.databases === 'function' && !(await indexedDB.databases()).some((d) => d.name === POS_DB_NAME)) return 0;
  const opening = tillDb();
  return opening ? waitingCount(await opening) : 0;
}

/** Tells the page why the sign-out did not happen. */
export function announceSignOutRefused(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(REFUSED_EVENT, { detail: count }));
}

/**
 * The number of a shift closed on this till while offline and not sent yet
 * (issue 36), or null. Signing out waits for it too: the server takes the
 * close only from the cashier who counted it (or a manager), so sent by the
 * next cashier it would be refused and the count lost.
 */
export function closeKeptOnThisDevice(): string | null {
  return typeof localStorage === 'undefined' ? null : (unsentClose()?.number ?? null);
}

export function announceCloseKept(number: string): void {
  window.dispatchEvent(new CustomEvent<string>(CLOSE_KEPT_EVENT, { detail: number }));
}

/** Shows the refusal as a notification, wherever the user is in the app. */
export function useSignOutRefusedNotice(): void {
  const notify = useNotify();
  useEffect(() => {
    const show = (event: Event) =>
      notify('pos.offline.signout_refused', { type: 'warning', messageArgs: { smart_count: (event as CustomEvent<number>).detail } });
    const showClose = (event: Event) =>
      notify('shifts.till.signout_close_kept', { type: 'warning', messageArgs: { number: (event as CustomEvent<string>).detail } });
    window.addEventListener(REFUSED_EVENT, show);
    window.addEventListener(CLOSE_KEPT_EVENT, showClose);
    return () => {
      window.removeEventListener(REFUSED_EVENT, show);
      window.removeEventListener(CLOSE_KEPT_EVENT, showClose);
    };
  }, [notify]);
}

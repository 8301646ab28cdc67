import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { POS_DB_NAME } from './db';
import { tillDb } from './posDb';
import { waitingCount } from './queue';

/** The event the authProvider sends when it refuses a sign-out; the layout shows it (useSignOutRefusedNotice). */
const REFUSED_EVENT = 'pos:signout-refused';

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

/** Shows the refusal as a notification, wherever the user is in the app. */
export function useSignOutRefusedNotice(): void {
  const notify = useNotify();
  useEffect(() => {
    const show = (event: Event) =>
      notify('pos.offline.signout_refused', { type: 'warning', messageArgs: { smart_count: (event as CustomEvent<number>).detail } });
    window.addEventListener(REFUSED_EVENT, show);
    return () => window.removeEventListener(REFUSED_EVENT, show);
  }, [notify]);
}

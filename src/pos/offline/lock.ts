/**
 * One writer per device (issue 25): the tab that holds the Web Lock
 * `pos-queue` is the one that sends the queue; another tab of the till sells
 * too (its sales go into the same IndexedDB queue) but says the till is open
 * elsewhere and waits for the lock, taking over when that tab closes or dies
 * (the browser releases a dead tab's locks).
 */
export const QUEUE_LOCK = 'pos-queue';

/** The part of navigator.locks used here (a test passes its own). */
export interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

export const browserLocks = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LockManagerLike) : null;

/**
 * Holds the queue's lock until `signal` aborts: `onChange(true)` once this
 * tab is the writer, `onChange(false)` while another tab holds it.
 */
export function holdQueueLock(locks: LockManagerLike, signal: AbortSignal, onChange: (writer: boolean) => void): void {
  const holdUntilAborted = () =>
    new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  void locks
    .request(QUEUE_LOCK, { ifAvailable: true }, async (lock) => {
      if (lock === null) {
        onChange(false);
        // Wait in line: when the other tab goes, this one becomes the writer.
        await locks
          .request(QUEUE_LOCK, { signal }, async () => {
            onChange(true);
            await holdUntilAborted();
          })
          .catch(() => undefined);
        return;
      }
      onChange(true);
      await holdUntilAborted();
    })
    .catch(() => undefined);
}

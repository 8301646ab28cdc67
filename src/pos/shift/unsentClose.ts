import type { DenominationCounts } from '../../../common/shifts';
import type { CloseShiftInput, ShiftRecord } from '../../../common/wire/shifts';
import { statusOf } from '../offline/sendSale';

/** Local storage key of a shift closed while offline and not yet sent (one per till: one open shift per till). */
export const UNSENT_CLOSE_KEY = 'pos.shift.unsentClose';
/** Local storage key of the last close sent from the kept one: its Z report waits on the till to be printed. */
export const CLOSE_SENT_KEY = 'pos.shift.closeSent';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A close counted on the till while offline. */
export interface UnsentClose {
  shift: string;
  /** The shift's number as the till knew it (`…` for a shift also opened offline). */
  number: string;
  counted: DenominationCounts;
  /** When the drawer was counted, on the till's clock: the server closes at the time it receives it. */
  countedAt: string;
}

/** A kept close the server has taken: the till offers its Z report. */
export interface SentClose {
  shift: string;
  number: string;
}

// Local storage tells other tabs through its `storage` event, but not the tab that wrote it.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever this tab keeps, sends or drops a close. */
export function onUnsentCloseChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A kept value from its stored text; null when none or unreadable. */
export function parseKept<T extends UnsentClose | SentClose>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function read<T extends UnsentClose | SentClose>(key: string, storage: Storage): T | null {
  const kept = parseKept<T>(storage.getItem(key));
  if (!kept) storage.removeItem(key);
  return kept;
}

/** Keeps a close counted offline, to send once the shift's sales are sent. */
export function keepUnsentClose(close: UnsentClose, storage: Storage = localStorage): void {
  storage.setItem(UNSENT_CLOSE_KEY, JSON.stringify(close));
  changed();
}

export const unsentClose = (storage: Storage = localStorage): UnsentClose | null => read<UnsentClose>(UNSENT_CLOSE_KEY, storage);

export const closeSent = (storage: Storage = localStorage): SentClose | null => read<SentClose>(CLOSE_SENT_KEY, storage);

/** The cashier has seen the Z report of the close sent (or opened a new shift). */
export function forgetCloseSent(storage: Storage = localStorage): void {
  storage.removeItem(CLOSE_SENT_KEY);
  changed();
}

export type CloseSent =
  | { kind: 'none' }
  /** Sales of the shift are still in the queue: the close waits for them. */
  | { kind: 'waiting' }
  | { kind: 'sent'; shift: ShiftRecord }
  | { kind: 'refused'; number: string; message: string }
  | { kind: 'retry' };

/**
 * Sends the close counted offline, once (issue 36), after every queued sale
 * of its shift: the server's expected cash is summed from the payments it
 * holds, and it refuses a close while the till still holds sales of the
 * shift. The same count sent again after a lost answer is answered with the
 * same closed shift, so a retry never closes twice. A refusal (4xx other than
 * 401 and 429: a cash movement awaits a manager, the shift was closed
 * elsewhere) drops it, for the cashier to count again; no answer or a 5xx:
 * `retry`.
 */
export async function sendUnsentClose(
  send: (shift: string, body: CloseShiftInput) => Promise<ShiftRecord>,
  waitingOf: (shift: string) => Promise<readonly string[]>,
  storage: Storage = localStorage,
): Promise<CloseSent> {
  const kept = unsentClose(storage);
  if (!kept) return { kind: 'none' };
  if ((await waitingOf(kept.shift)).length > 0) return { kind: 'waiting' };
  try {
    const shift = await send(kept.shift, { counted: kept.counted, offlineWaiting: [] });
    storage.removeItem(UNSENT_CLOSE_KEY);
    storage.setItem(CLOSE_SENT_KEY, JSON.stringify({ shift: shift._id, number: shift.number } satisfies SentClose));
    changed();
    return { kind: 'sent', shift };
  } catch (e) {
    const status = statusOf(e);
    if (status !== null && status >= 400 && status < 500 && status !== 401 && status !== 429) {
      storage.removeItem(UNSENT_CLOSE_KEY);
      changed();
      return { kind: 'refused', number: kept.number, message: e instanceof Error && e.message ? e.message : `HTTP ${status}` };
    }
    return { kind: 'retry' };
  }
}

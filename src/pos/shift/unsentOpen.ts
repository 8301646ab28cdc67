import type { OpenShiftInput, ShiftRecord } from '../../../common/wire/shifts';
import { statusOf } from '../offline/sendSale';

/** Local storage key of a shift opened while offline and not yet sent (one per till: one open shift per till). */
export const UNSENT_OPEN_KEY = 'pos.shift.unsent';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps a shift opened offline, to send before the sales that name it. */
export function keepUnsentOpen(body: OpenShiftInput & { id: string }, storage: Storage = localStorage): void {
  storage.setItem(UNSENT_OPEN_KEY, JSON.stringify(body));
}

export function unsentOpen(storage: Storage = localStorage): (OpenShiftInput & { id: string }) | null {
  const kept = storage.getItem(UNSENT_OPEN_KEY);
  if (!kept) return null;
  try {
    return JSON.parse(kept) as OpenShiftInput & { id: string };
  } catch {
    storage.removeItem(UNSENT_OPEN_KEY);
    return null;
  }
}

/** What the till shows for a shift it opened offline until the server numbers it. */
export function offlineShift(body: OpenShiftInput & { id: string }, cashierName: string, openingFloat: number, at = new Date()): ShiftRecord {
  return {
    _id: body.id,
    number: '…',
    device: body.device,
    location: body.location ?? '',
    cashier: null,
    cashierName,
    status: 'open',
    openedAt: at.toISOString(),
    closedAt: null,
    floatCounts: body.float,
    openingFloat,
    countedCounts: null,
    countedCash: null,
    countedByName: null,
    expectedCash: null,
    difference: null,
    differenceApproval: null,
    approvedByName: null,
    approvalNote: null,
  };
}

export type OpenSent = 'none' | 'sent' | 'refused' | 'retry';

/**
 * Sends the shift opened offline, once (issue 36): the till made its id, so
 * sending it again after a lost answer is answered with the same shift. Sent
 * before the waiting sales, so they go into it. A refusal (another shift was
 * opened on this till meanwhile) drops it: its sales are still written,
 * outside any shift (server/domains/shifts/tillShift.ts). No answer or a 5xx:
 * `retry`, and the sales wait with it.
 */
export async function sendUnsentOpen(send: (body: OpenShiftInput) => Promise<unknown>, storage: Storage = localStorage): Promise<OpenSent> {
  const body = unsentOpen(storage);
  if (!body) return 'none';
  try {
    await send(body);
    storage.removeItem(UNSENT_OPEN_KEY);
    return 'sent';
  } catch (e) {
    const status = statusOf(e);
    if (status !== null && status >= 400 && status < 500 && status !== 401 && status !== 429) {
      storage.removeItem(UNSENT_OPEN_KEY);
      return 'refused';
    }
    return 'retry';
  }
}

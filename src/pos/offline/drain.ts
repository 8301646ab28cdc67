import type { OrderInput } from '../../../common/wire/orders';
import type { PosDb } from './db';
import { salesIn, settle } from './queue';
import type { QueuedSale } from './sale';

/** What one attempt to send a sale came to. */
export type SendOutcome =
  /** 2xx: the order (the first one's, when the server replays it). */
  | { kind: 'sent'; orderId: string; shortfalls?: { name: string; qty: number }[] }
  /** A 4xx other than 409: the server will never take it as it is. */
  | { kind: 'refused'; message: string }
  /** No answer, a 5xx or a 409 (busy): try again later. */
  | { kind: 'retry' };

export type SendSale = (body: OrderInput, idempotencyKey: string) => Promise<SendOutcome>;

export interface DrainResult {
  sent: QueuedSale[];
  failed: QueuedSale[];
  /** Stopped at a sale to retry later (the connection is still down, say). */
  stopped: boolean;
}

/** The body sent for a queued sale: its order with `offline` (the prices the till charged, and the snapshot they came from). */
export const offlineBody = (sale: QueuedSale): OrderInput => ({
  ...sale.order,
  offline: {
    device: sale.device,
    number: sale.number,
    soldAt: sale.soldAt,
    ...(sale.snapshot ? { snapshot: sale.snapshot } : {}),
    ...(sale.terms?.length ? { terms: sale.terms } : {}),
    ...(sale.vatBase ? { vatBase: sale.vatBase } : {}),
  },
});

/**
 * Sends the waiting sales oldest first, each with its own Idempotency-Key and
 * `offline` (issue 25). A sale is marked sent only on a 2xx answer; a 4xx
 * other than 409 marks it failed with the server's message; anything else
 * leaves it waiting and stops (the next try starts from it again, so the
 * order of sending is kept). Run it while holding the queue's lock
 * (lock.ts); the server still makes one order of a sale sent twice.
 */
export async function drain(db: PosDb, send: SendSale): Promise<DrainResult> {
  const result: DrainResult = { sent: [], failed: [], stopped: false };
  for (const sale of await salesIn(db, 'waiting')) {
    let outcome: SendOutcome;
    try {
      outcome = await send(offlineBody(sale), sale.idempotencyKey);
    } catch {
      outcome = { kind: 'retry' };
    }
    if (outcome.kind === 'retry') {
      await settle(db, sale.number, { attempted: true });
      result.stopped = true;
      return result;
    }
    if (outcome.kind === 'sent') {
      const patch = { state: 'sent' as const, orderId: outcome.orderId, ...(outcome.shortfalls?.length ? { shortfalls: outcome.shortfalls } : {}) };
      await settle(db, sale.number, { ...patch, attempted: true });
      result.sent.push({ ...sale, ...patch });
    } else {
      await settle(db, sale.number, { state: 'failed', error: outcome.message, attempted: true });
      result.failed.push({ ...sale, state: 'failed', error: outcome.message });
    }
  }
  return result;
}

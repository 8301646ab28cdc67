import type { PosDb } from './db';
import { smallestOf } from './numbers';
import type { QueuedSale, ReceiptView } from './sale';

/** No receipt number left on this device: it needs the connection once to get a block. */
export class NoReceiptNumbers extends Error {
  constructor() {
    super('pos.offline.no_numbers');
  }
}

let counter = 0;
const newKey = (): string => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Queues a sale made offline and gives it its final receipt number, in one
 * transaction over the numbers and the sales: the number is taken from the
 * device's block and the sale written together, or neither (a tab killed
 * mid-way leaves no half sale and no number lost or used twice).
 */
export async function queueSale(
  db: PosDb,
  sale: { order: QueuedSale['order']; receipt: ReceiptView; terms?: QueuedSale['terms']; vatBase?: QueuedSale['vatBase']; snapshot?: string; soldAt?: Date },
): Promise<QueuedSale> {
  const tx = db.transaction(['numbers', 'sales'], 'readwrite');
  const numbers = tx.objectStore('numbers');
  const number = smallestOf(await numbers.getAllKeys());
  if (!number) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new NoReceiptNumbers();
  }
  const entry = await numbers.get(number);
  const soldAt = sale.soldAt ?? new Date();
  const queued: QueuedSale = {
    number,
    device: entry?.device ?? '',
    soldAt: soldAt.toISOString(),
    // Oldest first across tabs: the time of the sale, then a counter for two in one millisecond.
    seq: soldAt.getTime() * 1000 + (counter++ % 1000),
    idempotencyKey: newKey(),
    order: sale.order,
    receipt: sale.receipt,
    ...(sale.terms ? { terms: sale.terms } : {}),
    ...(sale.vatBase ? { vatBase: sale.vatBase } : {}),
    ...(sale.snapshot ? { snapshot: sale.snapshot } : {}),
    state: 'waiting',
    attempts: 0,
  };
  await numbers.delete(number);
  await tx.objectStore('sales').add(queued);
  await tx.done;
  return queued;
}

/**
 * Adds sales exported from another till (a manager's import): each keeps its
 * number, device and key, so the server makes one order of it however many
 * times it is sent. A sale this device already holds is left as it is.
 */
export async function importSales(db: PosDb, sales: readonly QueuedSale[]): Promise<number> {
  const tx = db.transaction('sales', 'readwrite');
  let added = 0;
  for (const sale of sales) {
    if (await tx.store.get(sale.number)) continue;
    await tx.store.add({ ...sale, state: 'waiting', attempts: 0, error: undefined });
    added++;
  }
  await tx.done;
  return added;
}

/** The sales in a state, oldest first. */
export async function salesIn(db: PosDb, state: QueuedSale['state']): Promise<QueuedSale[]> {
  return db.getAllFromIndex('sales', 'byState', IDBKeyRange.bound([state, -Infinity], [state, Infinity]));
}

/** The receipt numbers of a shift's sales still waiting to be sent: its close waits for them (issue 36). */
export async function waitingOfShift(db: PosDb, shift: string): Promise<string[]> {
  return (await salesIn(db, 'waiting')).filter((sale) => sale.order.shift === shift).map((sale) => sale.number);
}

export async function waitingCount(db: PosDb): Promise<number> {
  return db.countFromIndex('sales', 'byState', IDBKeyRange.bound(['waiting', -Infinity], ['waiting', Infinity]));
}

/**
 * Records the outcome of sending a sale, only if it is still waiting: a sale
 * another tab has already marked is not overwritten.
 */
export async function settle(
  db: PosDb,
  number: string,
  patch: Partial<Pick<QueuedSale, 'state' | 'orderId' | 'shortfalls' | 'error'>> & { attempted?: boolean },
): Promise<void> {
  const tx = db.transaction('sales', 'readwrite');
  const sale = await tx.store.get(number);
  if (sale && sale.state === 'waiting') {
    const { attempted, ...rest } = patch;
    await tx.store.put({ ...sale, ...rest, attempts: sale.attempts + (attempted ? 1 : 0) });
  }
  await tx.done;
}

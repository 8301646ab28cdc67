import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openPosDb, type PosDb } from './db';
import { drain, offlineBody, type SendOutcome } from './drain';
import { topUpNumbers, unusedNumbers } from './numbers';
import { importSales, NoReceiptNumbers, queueSale, salesIn, waitingCount } from './queue';
import type { QueuedSale, ReceiptView } from './sale';
import { FakeOrderServer } from './testing/fakeTill';

/*
 * The till's queue of offline sales (issue 25) on a real IndexedDB
 * implementation (fake-indexeddb): numbers from the device's block, sales
 * kept across a reload, sent oldest first, marked sent only on a 2xx.
 */

const receipt: ReceiptView = {
  lines: [{ name: 'Shirt', qty: 1, unitPrice: 500, totalPrice: 500 }],
  subTotal: 500,
  vat: 0,
  discount: 0,
  shipping: 0,
  rounding: 0,
  total: 500,
  paid: 500,
  change: 0,
  location: 'Main',
};
const order = (id = 'p1'): QueuedSale['order'] => ({ cart: { items: [{ _id: id, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 500, customer: 'guest' });
const block = (from: number, n: number) => Array.from({ length: n }, (_, i) => `S-${String(from + i).padStart(6, '0')}`);

let name = 0;
const open: PosDb[] = [];
async function fresh(): Promise<{ db: PosDb; dbName: string }> {
  const dbName = `queue-test-${name++}`;
  const db = await openPosDb(dbName);
  open.push(db);
  return { db, dbName };
}
afterEach(() => open.splice(0).forEach((db) => db.close()));

describe('receipt numbers', () => {
  it('tops up below the low mark, and a sale takes the smallest number, final on the spot', async () => {
    const { db } = await fresh();
    const asked: number[] = [];
    await topUpNumbers(db, 'till-test-1', async (_device, count) => {
      asked.push(count);
      return block(120, 3);
    });
    expect(asked).toEqual([200]);
    const first = await queueSale(db, { order: order(), receipt });
    const second = await queueSale(db, { order: order(), receipt });
    expect([first.number, second.number]).toEqual(['S-000120', 'S-000121']);
    expect(first.device).toBe('till-test-1');
    expect(await unusedNumbers(db)).toBe(1);
  });

  it('sends with each sale its device, its number and the snapshot it was priced from, kept across a reload (issue 34)', async () => {
    const { db, dbName } = await fresh();
    await topUpNumbers(db, 'till-test-2', async () => block(300, 2));
    const terms = [{ _id: 'p1', listPrice: 500, unitPrice: 450, vat: 0 }];
    const sale = await queueSale(db, { order: order(), receipt, terms, snapshot: 'abc123' });
    db.close();
    const reopened = await openPosDb(dbName);
    open.push(reopened);
    const [kept] = await salesIn(reopened, 'waiting');
    expect(offlineBody(kept).offline).toEqual({ device: 'till-test-2', number: sale.number, soldAt: sale.soldAt, snapshot: 'abc123', terms });
  });

  it('refuses a sale when the device has no number left, and writes nothing', async () => {
    const { db } = await fresh();
    await expect(queueSale(db, { order: order(), receipt })).rejects.toBeInstanceOf(NoReceiptNumbers);
    expect(await waitingCount(db)).toBe(0);
  });

  it('does not ask for a block while enough numbers are left', async () => {
    const { db } = await fresh();
    await topUpNumbers(db, 'till-test-1', async () => block(1, 60));
    let asked = false;
    await topUpNumbers(db, 'till-test-1', async () => {
      asked = true;
      return [];
    });
    expect(asked).toBe(false);
  });
});

describe('the VAT base of an offline sale (issue 33)', () => {
  it('is kept with the sale and sent with it, so the server writes the order on the base its receipt was priced on', async () => {
    const { db } = await fresh();
    await topUpNumbers(db, 'till-test-1', async () => block(300, 2));
    const onDiscounted = await queueSale(db, { order: order(), receipt, vatBase: 'discounted' });
    const before = await queueSale(db, { order: order(), receipt });
    expect(offlineBody(onDiscounted).offline).toMatchObject({ number: 'S-000300', vatBase: 'discounted' });
    expect(offlineBody(before).offline).not.toHaveProperty('vatBase');
  });
});

describe('drain', () => {
  it('keeps waiting sales across a reload and sends them oldest first, each with its own key and offline', async () => {
    const { db, dbName } = await fresh();
    await topUpNumbers(db, 'till-test-1', async () => block(1, 3));
    const a = await queueSale(db, { order: order('a'), receipt, soldAt: new Date('2026-11-27T10:00:00Z') });
    const b = await queueSale(db, { order: order('b'), receipt, soldAt: new Date('2026-11-27T09:00:00Z') });
    db.close();
    const reopened = await openPosDb(dbName);
    open.push(reopened);
    expect(await waitingCount(reopened)).toBe(2);
    const sent: { number: string; key: string; soldAt: string }[] = [];
    const result = await drain(reopened, async (body, key) => {
      sent.push({ number: body.offline!.number, key, soldAt: body.offline!.soldAt });
      return { kind: 'sent', orderId: `o-${body.offline!.number}` };
    });
    expect(sent).toEqual([
      { number: b.number, key: b.idempotencyKey, soldAt: '2026-11-27T09:00:00.000Z' },
      { number: a.number, key: a.idempotencyKey, soldAt: '2026-11-27T10:00:00.000Z' },
    ]);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(result.sent.map((s) => s.number)).toEqual([b.number, a.number]);
    expect(await waitingCount(reopened)).toBe(0);
    expect((await salesIn(reopened, 'sent')).map((s) => s.orderId).sort()).toEqual([`o-${a.number}`, `o-${b.number}`]);
  });

  it('leaves a sale waiting on a network error, a 5xx or a 409, and stops there to keep the order', async () => {
    for (const outcome of ['throw', 'retry'] as const) {
      const { db } = await fresh();
      await topUpNumbers(db, 'till-test-1', async () => block(1, 2));
      await queueSale(db, { order: order('a'), receipt });
      await queueSale(db, { order: order('b'), receipt });
      let calls = 0;
      const result = await drain(db, async (): Promise<SendOutcome> => {
        calls++;
        if (outcome === 'throw') throw new TypeError('Failed to fetch');
        return { kind: 'retry' };
      });
      expect(calls).toBe(1);
      expect(result.stopped).toBe(true);
      expect(await waitingCount(db)).toBe(2);
      expect((await salesIn(db, 'waiting'))[0].attempts).toBe(1);
    }
  });

  it('marks a sale the server refuses (a 4xx) failed with its message, and goes on with the next', async () => {
    const { db } = await fresh();
    await topUpNumbers(db, 'till-test-1', async () => block(1, 2));
    const a = await queueSale(db, { order: order('a'), receipt, soldAt: new Date(Date.now() - 1000) });
    await queueSale(db, { order: order('b'), receipt });
    const result = await drain(db, async (body) =>
      body.offline!.number === a.number ? { kind: 'refused', message: 'offline.soldAt: too old' } : { kind: 'sent', orderId: 'o-2' },
    );
    expect(result.failed.map((s) => s.error)).toEqual(['offline.soldAt: too old']);
    expect((await salesIn(db, 'failed'))[0]).toMatchObject({ number: a.number, error: 'offline.soldAt: too old' });
    expect((await salesIn(db, 'sent')).length).toBe(1);
  });

  it('keeps the shortfalls the server lists, so the cashier sees which sale it was', async () => {
    const { db } = await fresh();
    await topUpNumbers(db, 'till-test-1', async () => block(1, 1));
    const a = await queueSale(db, { order: order('a'), receipt });
    const result = await drain(db, async () => ({ kind: 'sent', orderId: 'o-1', shortfalls: [{ name: 'Shirt', qty: 2 }] }));
    expect(result.sent[0]).toMatchObject({ number: a.number, shortfalls: [{ name: 'Shirt', qty: 2 }] });
    expect((await salesIn(db, 'sent'))[0].shortfalls).toEqual([{ name: 'Shirt', qty: 2 }]);
  });
});

describe('export and import', () => {
  it('an imported file sends the same sales, which the server makes one order each, however often it is imported', async () => {
    const server = new FakeOrderServer();
    const { db: dead } = await fresh();
    await topUpNumbers(dead, 'till-dead-1', async () => block(500, 2));
    await queueSale(dead, { order: order('a'), receipt });
    await queueSale(dead, { order: order('b'), receipt });
    // The dead till sent its first sale before it died; the file still holds both.
    await drain(dead, async (body, key) => (body.offline!.number === 'S-000500' ? server.handle(body, key) : { kind: 'retry' }));
    const file = JSON.parse(JSON.stringify(await salesIn(dead, 'waiting').then(async (w) => [...w, ...(await salesIn(dead, 'sent'))]))) as QueuedSale[];

    const { db: other } = await fresh();
    expect(await importSales(other, file)).toBe(2);
    expect(await importSales(other, file)).toBe(0);
    await drain(other, async (body, key) => server.handle(body, key));
    expect([...server.orders.keys()].sort()).toEqual(['S-000500', 'S-000501']);
    expect((await salesIn(other, 'sent')).map((s) => s.device)).toEqual(['till-dead-1', 'till-dead-1']);
  });
});

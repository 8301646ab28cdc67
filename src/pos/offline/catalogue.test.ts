import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PosCatalogue, PosCatalogueProduct } from '../../../common/wire/posCatalogue';
import { lessSold, saveCatalogue, tillCatalogue } from './catalogue';
import { openPosDb, type PosDb } from './db';
import { drain } from './drain';
import { topUpNumbers } from './numbers';
import { queueSale } from './queue';
import type { QueuedSale, ReceiptView } from './sale';

/*
 * Issue 25: offline, the till sells from its snapshot less what its waiting
 * sales sold, so it does not sell a unit twice; the snapshot itself stays as
 * the server gave it (it is not rewritten for each sale).
 */

const product = (id: string, stock: number, variations: { _id: string; stock: number }[] = []): PosCatalogueProduct => ({
  _id: id,
  name: id,
  sku: id,
  barcode: `29${id}`,
  type: variations.length ? 'variable' : 'simple',
  price: 500,
  vat: 0,
  stock,
  image: null,
  isDiscount: false,
  discountType: null,
  discount: null,
  variations: variations.map((v) => ({ ...v, name: v._id, price: 500, sku: null, barcode: `30${v._id}` })),
});
const snapshot: PosCatalogue = {
  location: { _id: 'main', name: 'Main' },
  takenAt: '2026-11-27T10:00:00.000Z',
  version: 'v1',
  products: [
    product('shirt', 3),
    product('panjabi', 5, [
      { _id: 'm', stock: 2 },
      { _id: 'l', stock: 3 },
    ]),
  ],
  coupons: [],
  customers: [],
  shop: { deliveryInsideDhaka: 60, deliveryOutsideDhaka: 120, cashRounding: false, timeZone: 'Asia/Dhaka' },
};
const receipt: ReceiptView = { lines: [], subTotal: 0, vat: 0, discount: 0, shipping: 0, rounding: 0, total: 0, paid: 0, change: 0, location: 'Main' };
const sale = (items: QueuedSale['order']['cart']['items']): QueuedSale['order'] => ({
  cart: { items },
  paymentMethod: 'cash',
  paidAmount: 1000,
  customer: 'guest',
});
const stockOf = (c: PosCatalogue | null) => c?.products.map((p) => [p._id, p.stock, ...p.variations.map((v) => v.stock)]);

let n = 0;
const open: PosDb[] = [];
afterEach(() => open.splice(0).forEach((db) => db.close()));

describe('the till’s stock offline', () => {
  it('is the snapshot less what was sold, a variant’s and its product’s, never below zero, leaving the snapshot as it was', () => {
    const after = lessSold(snapshot, [
      { _id: 'shirt', qty: 5 },
      { _id: 'panjabi', variant: 'm', qty: 1 },
      { _id: 'panjabi', variant: 'l', qty: 2 },
    ]);
    expect(stockOf(after)).toEqual([
      ['shirt', 0],
      ['panjabi', 2, 1, 1],
    ]);
    expect(stockOf(snapshot)).toEqual([
      ['shirt', 3],
      ['panjabi', 5, 2, 3],
    ]);
    expect(lessSold(snapshot, [])).toBe(snapshot);
  });

  it('after a reload is the kept snapshot less the sales still waiting; a sale sent no longer counts against it', async () => {
    const db = await openPosDb(`catalogue-test-${n++}`);
    open.push(db);
    await saveCatalogue(db, snapshot);
    await topUpNumbers(db, 'till-catalogue-1', async () => ['S-000101', 'S-000102']);
    await queueSale(db, { order: sale([{ _id: 'shirt', qty: 1 }]), receipt });
    await queueSale(db, { order: sale([{ _id: 'panjabi', variant: 'l', qty: 1 }]), receipt });
    expect(stockOf(await tillCatalogue(db))).toEqual([
      ['shirt', 2],
      ['panjabi', 4, 2, 2],
    ]);
    // The first is sent: the server's stock has it, and the next snapshot will.
    let calls = 0;
    await drain(db, async () => (calls++ === 0 ? { kind: 'sent', orderId: 'o1' } : { kind: 'retry' }));
    expect(stockOf(await tillCatalogue(db))).toEqual([
      ['shirt', 3],
      ['panjabi', 4, 2, 2],
    ]);
    expect(stockOf(await tillCatalogue(db, null))).toBeUndefined();
  });
});

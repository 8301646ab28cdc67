import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPoisha } from '../../common/money';
import {
  categories,
  customers,
  exchanges,
  locations,
  orderReturns,
  orders,
  payments,
  products,
  productVariants,
  roles,
  stockLevels,
  storeCreditEntries,
  users,
} from '../domains/schema';
import { moveStock } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { createTestApp, type TestApp } from './harness';
import { pdfText } from './pdfText';
import { invoiceDataOf } from '../domains/orders/orderRecord';
import { receiptMail } from '../domains/orders/receiptMail';

/*
 * Issue 36: an exchange. Lines of a sale given back and other items taken
 * instead, in one document and one transaction: the return (an order_returns
 * row), a new till sale, and the settlement bridged by the `exchange` method.
 */

let t: TestApp;
let cashier: string;
let uttara: string;
let categoryId: string;
let shift: string;
const db = () => t.database.db;
const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

/** A kurti in sizes, each with its price and stock at Uttara. */
async function kurti(sizes: Record<string, { price: number; stock: number }>) {
  const sku = `EX-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await db()
    .insert(products)
    .values({
      name: `Exchange kurti ${sku}`,
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2400000000000 + Math.floor(Math.random() * 1e11)),
      searchText: sku,
      categoryId,
      status: 'published',
      type: 'variable',
      price: 1000,
      cost: 500,
      stock: 0,
    })
    .returning();
  const ids: Record<string, string> = {};
  for (const [position, [name, v]] of Object.entries(sizes).entries()) {
    const [row] = await db()
      .insert(productVariants)
      .values({
        productId: p.id,
        position,
        name,
        price: v.price,
        cost: v.price / 2,
        stock: 0,
        barcode: String(2500000000000 + Math.floor(Math.random() * 1e11)),
      })
      .returning();
    ids[name] = row.id;
    if (v.stock > 0) await moveStock(db(), [{ productId: p.id, variantId: row.id, locationId: uttara, qty: v.stock, kind: 'opening', name }]);
  }
  return { id: p.id, size: ids };
}

const stockOf = async (variant: string) =>
  (
    await db()
      .select({ s: stockLevels.stock })
      .from(stockLevels)
      .where(and(eq(stockLevels.itemId, variant), eq(stockLevels.locationId, uttara)))
  )[0]?.s ?? 0;
const count = async (table: typeof exchanges | typeof orders | typeof orderReturns | typeof payments) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0].n;
const expectedCash = async () => (await get(cashier, `/api/shifts/${shift}/report`)).json().figures.expectedCash as number;

/** A till sale of one unit of a size, paid in cash, with a customer or a guest. */
async function sell(item: { id: string }, variant: string, customer = 'guest', qty = 1) {
  const res = await post(cashier, '/api/orders', { cart: { items: [{ _id: item.id, variant, qty }] }, paymentMethod: 'cash', customer, shift });
  expect(res.statusCode, res.body).toBe(201);
  const order = (await get(cashier, `/api/orders/${res.json()._id}`)).json();
  return { id: order._id as string, number: order.number as string, line: order.items[0]._id as string };
}

const exchange = (orderId: string, body: Record<string, unknown>) => post(cashier, `/api/orders/${orderId}/exchanges`, { shift, ...body });
const paymentsOf = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId))).map((p) => ({
    method: p.method,
    amount: p.amount,
    kind: p.kind,
    change: p.changeGiven,
  }));

beforeAll(async () => {
  t = await createTestApp();
  const [cat] = await db().insert(categories).values({ name: 'Exchanges', slug: 'exchanges-test' }).returning();
  categoryId = cat.id;
  [{ id: uttara }] = await db().insert(locations).values({ name: 'Uttara Exchanges', kind: 'shop' }).returning({ id: locations.id });
  const [role] = await db()
    .insert(roles)
    .values({
      name: 'Exchange till',
      permissions: ['pos:use', 'orders:create', 'orders:show', 'return:create', 'shifts:use', 'exchanges:list', 'exchanges:show'],
    })
    .returning();
  await db()
    .insert(users)
    .values({ name: 'Rupa', email: 'rupa@example.com', passwordHash: await hashPassword('exchange-pass-1'), roleId: role.id, locationId: uttara });
  cashier = await t.login('rupa@example.com', 'exchange-pass-1');
  shift = (await post(cashier, '/api/shifts/open', { device: 'exchange-till-1', float: { '1000': 1 } })).json()._id;
});
afterAll(() => t.close());

describe('POST orders/{id}/exchanges', () => {
  it('S for M, the customer paying the difference in cash with change: S back on the shelf, M out, bridged payments, the figures', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1200, stock: 5 } });
    const sale = await sell(item, item.size.S);
    const cash0 = await expectedCash();
    const res = await exchange(sale.id, {
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] },
      payments: [{ method: 'cash', amount: 500 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { exchange: doc, order, newOrder } = res.json();
    expect(doc).toMatchObject({
      number: expect.stringMatching(/^X-\d{6}$/),
      orderNumber: sale.number,
      newOrderNumber: newOrder.number,
      returnedValue: 1000,
      newTotal: 1200,
      balance: 200,
      settlement: { bridged: 1000, payments: [{ method: 'cash', amount: 200 }], change: 300, refund: null },
      userName: 'Rupa',
      locationId: uttara,
      shiftId: shift,
    });
    expect(doc.returnedLines).toMatchObject([{ qty: 1, amount: 1000 }]);
    expect(doc.newLines).toMatchObject([{ variantName: 'M', qty: 1, amount: 1200 }]);
    expect([await stockOf(item.size.S), await stockOf(item.size.M)]).toEqual([5, 4]);
    expect(order.items[0].returnedQty).toBe(1);
    expect(newOrder).toMatchObject({ total: 1200, paid: 1200 });
    expect(await paymentsOf(sale.id)).toEqual(
      expect.arrayContaining([
        { method: 'cash', amount: 1000, kind: 'payment', change: 0 },
        { method: 'exchange', amount: -1000, kind: 'refund', change: 0 },
      ]),
    );
    expect((await paymentsOf(newOrder._id)).sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'cash', amount: 200, kind: 'payment', change: 300 },
      { method: 'exchange', amount: 1000, kind: 'payment', change: 0 },
    ]);
    // The returns list counts it, and the drawer holds the 200 kept (the 300 of change never was cash in it).
    const [ret] = await db().select().from(orderReturns).where(eq(orderReturns.orderId, sale.id));
    expect(ret).toMatchObject({ refund: 1000, refundMethod: 'exchange', qty: 1 });
    expect(toPoisha(await expectedCash()) - toPoisha(cash0)).toBe(20_000);
    // The document is a resource: listed and shown.
    expect((await get(cashier, `/api/exchanges?search=${doc.number}`)).json().doc).toHaveLength(1);
    expect((await get(cashier, `/api/exchanges/${doc._id}`)).statusCode).toBe(200);
  });

  it('the shop owes: refunded in cash out of the drawer, or onto the customer’s store credit; refused without a refund method', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1200, stock: 5 } });
    const sale = await sell(item, item.size.M);
    const body = { lines: [{ line: sale.line, qty: 1 }], cart: { items: [{ _id: item.id, variant: item.size.S, qty: 1 }] } };
    const none = await exchange(sale.id, body);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ field: 'refundMethod', code: 'exchange_refund_method' });
    const cash0 = await expectedCash();
    const res = await exchange(sale.id, { ...body, refundMethod: 'cash' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().exchange).toMatchObject({
      returnedValue: 1200,
      newTotal: 1000,
      balance: -200,
      settlement: { bridged: 1000, refund: { method: 'cash', amount: 200 } },
    });
    expect(await paymentsOf(sale.id)).toEqual(
      expect.arrayContaining([
        { method: 'exchange', amount: -1000, kind: 'refund', change: 0 },
        { method: 'cash', amount: -200, kind: 'refund', change: 0 },
      ]),
    );
    expect(toPoisha(await expectedCash()) - toPoisha(cash0)).toBe(-20_000);

    const [buyer] = await db().insert(customers).values({ name: 'Shirin', phone: '01755500011' }).returning();
    const theirs = await sell(item, item.size.M, buyer.id);
    const credited = await exchange(theirs.id, {
      lines: [{ line: theirs.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.S, qty: 1 }] },
      refundMethod: 'store_credit',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const number = credited.json().exchange.number;
    expect((await db().select().from(customers).where(eq(customers.id, buyer.id)))[0].storeCredit).toBe(200);
    expect(await db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, buyer.id))).toMatchObject([
      { reason: 'exchange', amount: 200, balanceAfter: 200, exchangeNumber: number, orderNumber: theirs.number },
    ]);
    // A guest's sale has no one to credit.
    const guest = await sell(item, item.size.M);
    const refused = await exchange(guest.id, { lines: [{ line: guest.line, qty: 1 }], cart: body.cart, refundMethod: 'store_credit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'refundMethod', code: 'store_credit_no_customer' });
  });

  it('the customer pays the difference with their store credit: the ledger row names the exchange', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1300, stock: 5 } });
    const [buyer] = await db().insert(customers).values({ name: 'Laila', phone: '01755500022' }).returning();
    const first = await sell(item, item.size.M, buyer.id);
    // 1300 back onto credit for a 1000 S: 300 of credit.
    const credited = await exchange(first.id, {
      lines: [{ line: first.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.S, qty: 1 }] },
      refundMethod: 'store_credit',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const sale = await sell(item, item.size.S, buyer.id);
    const short = await exchange(sale.id, {
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 2 }] },
      payments: [{ method: 'store_credit', amount: 1600 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0]).toMatchObject({ field: 'payments.0.method', code: 'store_credit_short' });
    const res = await exchange(sale.id, {
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] },
      payments: [{ method: 'store_credit', amount: 300 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { exchange: doc } = res.json();
    expect(doc).toMatchObject({ balance: 300, settlement: { payments: [{ method: 'store_credit', amount: 300 }], change: 0 } });
    expect((await db().select().from(customers).where(eq(customers.id, buyer.id)))[0].storeCredit).toBe(0);
    const ledger = await db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, buyer.id));
    expect(ledger.map((e) => [e.reason, e.amount, e.exchangeNumber]).sort((a, b) => Number(b[1]) - Number(a[1]))).toEqual([
      ['exchange', 300, credited.json().exchange.number],
      ['exchange', -300, doc.number],
    ]);
  });

  it('the new order, its invoice, the emailed receipt and the Mushak-6.3 show both sides and the balance, each way', async () => {
    const owner = await t.login();
    expect((await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { vatRegistration: '000123456-0101' } })).statusCode).toBe(200);
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1200, stock: 5 } });
    const sale = await sell(item, item.size.S);
    const res = await exchange(sale.id, {
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] },
      payments: [{ method: 'cash', amount: 200 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { exchange: doc, newOrder } = res.json();
    const order = (await get(cashier, `/api/orders/${newOrder._id}`)).json();
    expect(order.exchange).toMatchObject({ number: doc.number, orderNumber: sale.number, returnedValue: 1000, balance: 200 });
    expect(order.exchange.returnedLines).toMatchObject([{ variantName: 'S', qty: 1, amount: 1000 }]);
    // The sale the lines came back from is no exchange's new side.
    expect((await get(cashier, `/api/orders/${sale.id}`)).json().exchange).toBeNull();

    const invoice = pdfText((await post(cashier, '/api/orders/export/invoice', { id: newOrder._id })).rawPayload, { layout: true });
    expect(invoice).toContain(`Given back in exchange ${doc.number}, from invoice ${sale.number}`);
    expect(invoice).toMatch(/\(S\)\s+1\s+৳ 1,000\.00/);
    expect(invoice).toMatch(/\(M\)\s+1\s+৳ 1,200\.00\s+৳ 1,200\.00/);
    expect(invoice).toMatch(/Returned in exchange \(-\)\s+৳ 1,000\.00/);
    expect(invoice).toMatch(/Balance paid by the customer\s+৳ 200\.00/);
    expect((await receiptMail(invoiceDataOf(order, t.app.shop))).text).toContain('Balance paid by the customer: ৳ 200.00');

    const mushak = pdfText((await post(cashier, '/api/orders/export/invoice', { id: newOrder._id, form: 'mushak-6.3', lang: 'en' })).rawPayload, {
      layout: true,
    });
    expect(mushak).toMatch(/Net payable\s+1,200\.00/);
    expect(mushak).toContain(`Exchange ${doc.number}: the goods above are supplied in exchange for goods returned from invoice ${sale.number}`);
    expect(mushak).toMatch(new RegExp(`Returned in exchange ${doc.number} \\(-\\)\\s+1,000\\.00`));
    expect(mushak).toMatch(/Balance paid after the exchange\s+200\.00/);
    const bangla = pdfText((await post(cashier, '/api/orders/export/invoice', { id: newOrder._id, form: 'mushak-6.3', lang: 'bn' })).rawPayload);
    expect(bangla).toContain(`বিনিময়ে ফেরত ${doc.number} (-)`);
    expect(bangla).toContain(`চালানপত্র ${sale.number} এর ফেরত পণ্যের বিনিময়ে`);
    expect(bangla).toContain('১,০০০.০০');

    // The other way: the shop pays back 200 in cash.
    const bigger = await sell(item, item.size.M);
    const back = await exchange(bigger.id, {
      lines: [{ line: bigger.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.S, qty: 1 }] },
      refundMethod: 'cash',
    });
    expect(back.statusCode, back.body).toBe(201);
    const refundInvoice = pdfText((await post(cashier, '/api/orders/export/invoice', { id: back.json().newOrder._id })).rawPayload, { layout: true });
    expect(refundInvoice).toMatch(/Balance paid back \(Cash\)\s+৳ 200\.00/);
    const refundMushak = pdfText(
      (await post(cashier, '/api/orders/export/invoice', { id: back.json().newOrder._id, form: 'mushak-6.3', lang: 'en' })).rawPayload,
      { layout: true },
    );
    expect(refundMushak).toMatch(/Balance refunded after the exchange\s+200\.00/);
  });

  it('sent again with its Idempotency-Key, after a lost answer or twice at once, is made once and answered the same; another body with the key is 409', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1200, stock: 5 } });
    const sale = await sell(item, item.size.S, 'guest', 2);
    const body = {
      shift,
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] },
      payments: [{ method: 'cash', amount: 200 }],
    };
    const send = (key: string, payload: unknown = body) =>
      t.call(cashier, {
        method: 'POST',
        url: `/api/orders/${sale.id}/exchanges`,
        payload: payload as Record<string, unknown>,
        headers: { 'idempotency-key': key },
      });
    const before = await count(exchanges);
    const [a, b] = await Promise.all([send('exchange-key-0001'), send('exchange-key-0001')]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([201, 201]);
    expect(a.json().exchange._id).toBe(b.json().exchange._id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    const again = await send('exchange-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().exchange._id).toBe(a.json().exchange._id);
    expect(await count(exchanges)).toBe(before + 1);
    // One unit came back, one M went out: not two.
    expect([await stockOf(item.size.S), await stockOf(item.size.M)]).toEqual([4, 4]);
    const other = await send('exchange-key-0001', { ...body, payments: [{ method: 'cash', amount: 500 }] });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('key_reused');
    // A new key is a new exchange: the second unit.
    expect((await send('exchange-key-0002')).statusCode).toBe(201);
    expect(await count(exchanges)).toBe(before + 2);
  });

  it('an even exchange takes no money: the bridge alone', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1000, stock: 5 } });
    const sale = await sell(item, item.size.S);
    const res = await exchange(sale.id, { lines: [{ line: sale.line, qty: 1 }], cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().exchange).toMatchObject({ balance: 0, settlement: { bridged: 1000, payments: [], change: 0, refund: null } });
    expect(await paymentsOf(res.json().newOrder._id)).toEqual([{ method: 'exchange', amount: 1000, kind: 'payment', change: 0 }]);
  });

  it('refuses more than is left to return, or a difference the payments do not cover, with nothing written', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1500, stock: 5 } });
    const sale = await sell(item, item.size.S);
    const before = [
      await count(exchanges),
      await count(orders),
      await count(orderReturns),
      await count(payments),
      await stockOf(item.size.S),
      await stockOf(item.size.M),
    ];
    const tooMany = await exchange(sale.id, { lines: [{ line: sale.line, qty: 2 }], cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toMatchObject({ field: 'lines.0.qty', code: 'return_too_many' });
    const unpaid = await exchange(sale.id, {
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] },
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().errors[0]).toMatchObject({ field: 'payments', code: 'exchange_payments_short' });
    const after = [
      await count(exchanges),
      await count(orders),
      await count(orderReturns),
      await count(payments),
      await stockOf(item.size.S),
      await stockOf(item.size.M),
    ];
    expect(after).toEqual(before);
  });

  it('needs orders:create besides return:create', async () => {
    const item = await kurti({ S: { price: 1000, stock: 5 }, M: { price: 1000, stock: 5 } });
    const sale = await sell(item, item.size.S);
    const [role] = await db()
      .insert(roles)
      .values({ name: 'Returns only', permissions: ['pos:use', 'orders:show', 'return:create'] })
      .returning();
    await db()
      .insert(users)
      .values({ name: 'Mita', email: 'mita@example.com', passwordHash: await hashPassword('exchange-pass-2'), roleId: role.id, locationId: uttara });
    const mita = await t.login('mita@example.com', 'exchange-pass-2');
    const res = await post(mita, `/api/orders/${sale.id}/exchanges`, {
      lines: [{ line: sale.line, qty: 1 }],
      cart: { items: [{ _id: item.id, variant: item.size.M, qty: 1 }] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('twenty exchanges racing for the last unit of a size: exactly one wins, the stock never below nothing, the losers leave nothing', async () => {
    const item = await kurti({ S: { price: 1000, stock: 20 }, L: { price: 1000, stock: 1 } });
    const sales = [];
    for (let i = 0; i < 20; i++) sales.push(await sell(item, item.size.S));
    const before = [await count(exchanges), await count(orderReturns)];
    const answers = await Promise.all(
      sales.map((s) => exchange(s.id, { lines: [{ line: s.line, qty: 1 }], cart: { items: [{ _id: item.id, variant: item.size.L, qty: 1 }] } })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await stockOf(item.size.L)).toBe(0);
    expect(await stockOf(item.size.S)).toBe(1);
    expect([await count(exchanges), await count(orderReturns)]).toEqual([before[0] + 1, before[1] + 1]);
  });
});

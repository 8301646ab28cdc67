import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poisha, sumPoisha, toPoisha } from '../../common/money';
import { categories, customers, orders, payments, products, roles, storeCreditEntries, users } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { changeCredit } from '../domains/storeCredit';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 36: a customer's store credit. A balance on the customer (never below
 * nothing) kept by a ledger of its own; a refund may go to it, a till sale with
 * the customer may spend it (online only), and twenty sales spending the same
 * credit at once pass exactly as many times as it covers.
 */

let t: TestApp;
let owner: string;
let cashier: string;
let categoryId: string;
const db = () => t.database.db;

async function product(price: number, stock = 1000) {
  const sku = `SC-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await db()
    .insert(products)
    .values({
      name: `Credit kurti ${sku}`,
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2300000000000 + Math.floor(Math.random() * 1e11)),
      searchText: sku,
      categoryId,
      status: 'published',
      price,
      cost: price / 2,
      stock,
    })
    .returning();
  await reconcileStock(db(), { productId: p.id, kind: 'opening' });
  return p.id;
}

let phones = 0;
async function customer(credit = 0) {
  const [c] = await db()
    .insert(customers)
    .values({ name: `Nasrin ${phones}`, phone: `0171${String(1000000 + phones++).slice(-7)}` })
    .returning();
  if (credit > 0)
    await changeCredit(db(), { customerId: c.id, amount: poisha(credit * 100), reason: 'adjustment', userId: (await ownerId())!, note: 'opening' });
  return c.id;
}
const ownerId = async () => (await db().select({ id: users.id }).from(users).limit(1))[0]?.id;

const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const balanceOf = async (id: string) => toPoisha(String((await db().select({ b: customers.storeCredit }).from(customers).where(eq(customers.id, id)))[0].b));
const ledgerOf = (id: string) => db().select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, id));
const stockOf = async (id: string) => (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0].s;
const orderCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
  )[0].n;

const sale = (item: string, qty: number, customerId: string, pay: { method: string; amount: number }[]) =>
  post(cashier, '/api/orders', { cart: { items: [{ _id: item, qty }] }, customer: customerId, paymentMethod: pay[0].method, payments: pay });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await db().insert(categories).values({ name: 'Credit', slug: 'credit-test' }).returning();
  categoryId = cat.id;
  const [role] = await db()
    .insert(roles)
    .values({ name: 'Credit till', permissions: ['pos:use', 'orders:create', 'orders:show', 'orders:list', 'return:create', 'customers:list'] })
    .returning();
  await db()
    .insert(users)
    .values({ name: 'Credit Till', email: 'credit@example.com', passwordHash: await hashPassword('credit-pass-123'), roleId: role.id });
  cashier = await t.login('credit@example.com', 'credit-pass-123');
});
afterAll(() => t.close());

describe('store credit', () => {
  it('a refund to store credit credits the customer, with a ledger row; an order without a customer cannot', async () => {
    const item = await product(1000);
    const buyer = await customer();
    const placed = (await sale(item, 2, buyer, [{ method: 'cash', amount: 2000 }])).json();
    const record = (await t.call(cashier, { method: 'GET', url: `/api/orders/${placed._id}` })).json();
    const res = await post(cashier, `/api/orders/${placed._id}/returns`, { lines: [{ line: record.items[0]._id, qty: 1 }], refundMethod: 'store_credit' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toBe(1000);
    expect(await balanceOf(buyer)).toBe(100_000);
    const ledger = await ledgerOf(buyer);
    expect(ledger).toMatchObject([
      { reason: 'refund', amount: 1000, balanceAfter: 1000, orderId: placed._id, orderNumber: placed.number, userName: 'Credit Till' },
    ]);
    const refunds = await db().select().from(payments).where(eq(payments.orderId, placed._id));
    expect(refunds.find((p) => p.kind === 'refund')).toMatchObject({ method: 'store_credit', amount: -1000 });

    const guest = (await post(cashier, '/api/orders', { cart: { items: [{ _id: item, qty: 1 }] }, customer: 'guest', paymentMethod: 'cash' })).json();
    const guestRecord = (await t.call(cashier, { method: 'GET', url: `/api/orders/${guest._id}` })).json();
    const refused = await post(cashier, `/api/orders/${guest._id}/returns`, {
      lines: [{ line: guestRecord.items[0]._id, qty: 1 }],
      refundMethod: 'store_credit',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('refundMethod');
    expect((await t.call(cashier, { method: 'GET', url: `/api/orders/${guest._id}` })).json().items[0].returnedQty).toBe(0);
  });

  it('pays a sale with store credit, alone or in a split: debited in the sale, a ledger row naming the order', async () => {
    const item = await product(600);
    const buyer = await customer(1000);
    const res = await sale(item, 1, buyer, [{ method: 'store_credit', amount: 600 }]);
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(buyer)).toBe(40_000);
    const split = await sale(item, 1, buyer, [
      { method: 'store_credit', amount: 400 },
      { method: 'cash', amount: 500 },
    ]);
    expect(split.statusCode).toBe(201);
    expect(split.json()).toMatchObject({ total: 600, paid: 600, change: 300 });
    expect(await balanceOf(buyer)).toBe(0);
    const ledger = (await ledgerOf(buyer)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['adjustment', 1000, 1000],
      ['sale', -600, 400],
      ['sale', -400, 0],
    ]);
    expect(ledger[1].orderNumber).toBe(res.json().number);
    const paid = await db().select().from(payments).where(eq(payments.orderId, split.json()._id));
    expect(paid.map((p) => [p.method, p.amount]).sort()).toEqual([
      ['cash', 200],
      ['store_credit', 400],
    ]);
    // The ledger is a read-only list, filtered by customer, with the customers' permission.
    const list = await t.call(cashier, { method: 'GET', url: `/api/store-credit?customer=${buyer}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().doc).toHaveLength(3);
    expect((await t.call(owner, { method: 'GET', url: `/api/customers/${buyer}` })).json().storeCredit).toBe(0);
  });

  it('refuses a sale the balance does not cover, or without a customer, or offline; nothing is written', async () => {
    const item = await product(1000);
    const buyer = await customer(400);
    const [orders0, stock0] = [await orderCount(), await stockOf(item)];
    const short = await sale(item, 1, buyer, [{ method: 'store_credit', amount: 1000 }]);
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0]).toMatchObject({ field: 'payments.0.method', code: 'store_credit_short' });
    const guest = await sale(item, 1, 'guest', [{ method: 'store_credit', amount: 1000 }]);
    expect(guest.statusCode).toBe(400);
    expect(guest.json().errors[0]).toMatchObject({ field: 'paymentMethod', code: 'store_credit_no_customer' });
    const device = 'till-credit-1';
    const block = (await post(cashier, '/api/orders/receipt-numbers', { device, count: 1 })).json();
    const offline = await post(cashier, '/api/orders', {
      cart: { items: [{ _id: item, qty: 1 }] },
      customer: buyer,
      paymentMethod: 'store_credit',
      offline: { device, number: block.numbers[0], soldAt: new Date().toISOString() },
    });
    expect(offline.statusCode).toBe(400);
    expect(offline.json().errors[0]).toMatchObject({ field: 'paymentMethod', code: 'store_credit_offline' });
    expect([await orderCount(), await stockOf(item)]).toEqual([orders0, stock0]);
    expect(await balanceOf(buyer)).toBe(40_000);
    expect(await ledgerOf(buyer)).toHaveLength(1);
    // Not a later payment either: store credit is spent at the till.
    const placed = (await sale(item, 1, buyer, [{ method: 'cash', amount: 0 }])).json();
    const later = await post(owner, `/api/orders/${placed._id}/payments`, { method: 'store_credit', amount: 100 });
    expect(later.statusCode).toBe(400);
  });

  it('twenty sales spending the same credit at once: exactly as many pass as it covers, never below nothing, the ledger sums to the balance', async () => {
    const item = await product(300);
    const buyer = await customer(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sale(item, 1, buyer, [{ method: 'store_credit', amount: 300 }])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const balance = await balanceOf(buyer);
    expect(balance).toBe(10_000);
    const ledger = await ledgerOf(buyer);
    expect(ledger).toHaveLength(4);
    expect(sumPoisha(ledger.map((e) => toPoisha(e.amount)))).toBe(balance);
    expect(ledger.every((e) => e.balanceAfter >= 0)).toBe(true);
    const spent = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(sql`${payments.method} = 'store_credit' and ${payments.orderId} in (select id from orders where customer_id = ${buyer})`);
    expect(spent[0].n).toBe(3);
  });

  it('a customer whose credit has a ledger cannot be deleted: the ledger is money owed, kept with who and why', async () => {
    const holder = await customer(150);
    const res = await t.call(owner, { method: 'DELETE', url: `/api/customers/${holder}` });
    expect(res.statusCode).toBe(409);
    expect(await balanceOf(holder)).toBe(15000);
    expect(await ledgerOf(holder)).toHaveLength(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, locations, orders, payments, products, roles, stockLevels, stockMovements, users } from '../domains/schema';
import { ROLES } from '../seed/demo';
import { moveStock } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 34, "each shop keeps to its own": staff see and act on their own
 * location's orders, returns, payments, held carts, stock and transfers;
 * `orders:any-location` lifts that.
 *
 * | Attack                                                    | Before                   | Now                          |
 * |-----------------------------------------------------------|--------------------------|------------------------------|
 * | Dhanmondi cashier refunds an Uttara sale (৳879.75 cash)   | 201, unit into Uttara    | 403 other_location, nothing  |
 * | A return taken at Dhanmondi (with the permission)         | stock back into Uttara   | into Dhanmondi, ledger names |
 * |                                                           | refund under Uttara      | it, refund in its payments   |
 * | Cashier lists / reads / prints / exports other's orders   | 200 with every shop's    | own only; other's id 404     |
 * | GET products?location=<other shop>                        | 200, that shop's stock   | 403                          |
 * | Pick up (DELETE) another till's held cart                 | 200                      | 403; not listed              |
 * | Sending warehouse's storekeeper receives into a shop      | 200                      | 403; the shop's staff 200    |
 */

let t: TestApp;
let owner: string;
let dhanmondi: string;
let uttara: string;
let tejgaon: string;
let categoryId: string;
const tokens: Record<string, string> = {};

const db = () => t.database.db;
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const CASHIER = ROLES.find(([name]) => name === 'Cashier')![2];

async function userWith(key: string, permissions: string[], locationId: string | null) {
  const email = `${key.toLowerCase()}@scope.example.com`;
  const [role] = await db()
    .insert(roles)
    .values({ name: `Scope ${key}`, permissions })
    .returning();
  await db()
    .insert(users)
    .values({ name: key, email, passwordHash: await hashPassword('scope-pass-123'), roleId: role.id, locationId });
  tokens[key] = await t.login(email, 'scope-pass-123');
}

async function product(name: string, price: number, at: Record<string, number>) {
  const sku = `LS-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await db()
    .insert(products)
    .values({
      name,
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2900000000000 + Math.floor(Math.random() * 1e11)),
      searchText: name.toLowerCase(),
      categoryId,
      status: 'published',
      price,
      cost: 400,
      stock: 0,
      type: 'simple',
    })
    .returning();
  await moveStock(
    db(),
    Object.entries(at).map(([locationId, qty]) => ({ productId: p.id, variantId: null, locationId, qty, kind: 'opening' as const, name })),
  );
  return p;
}

const levelAt = async (locationId: string, itemId: string) =>
  (
    await db()
      .select({ s: stockLevels.stock })
      .from(stockLevels)
      .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.itemId, itemId)))
  )[0]?.s ?? 0;

/** An order sold at Uttara by its cashier: one unit at ৳879.75, paid in cash. */
async function uttaraSale(name = 'Uttara saree') {
  const p = await product(name, 879.75, { [uttara]: 3, [dhanmondi]: 3 });
  const res = await call(tokens.uttaraCashier, 'POST', '/api/orders', {
    cart: { items: [{ _id: p.id, qty: 1 }] },
    paymentMethod: 'cash',
    paidAmount: 879.75,
    customer: 'guest',
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = (await call(owner, 'GET', `/api/orders/${res.json()._id}`)).json() as { _id: string; number: string; total: number; items: { _id: string }[] };
  return { product: p, order };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await db().insert(categories).values({ name: 'Location scope', slug: 'location-scope' }).returning();
  categoryId = cat.id;
  [{ id: dhanmondi }] = await db().select({ id: locations.id }).from(locations);
  const made = await db()
    .insert(locations)
    .values([
      { name: 'Uttara Shop', kind: 'shop' },
      { name: 'Tejgaon Warehouse', kind: 'warehouse' },
    ])
    .returning({ id: locations.id, name: locations.name });
  uttara = made.find((l) => l.name === 'Uttara Shop')!.id;
  tejgaon = made.find((l) => l.name === 'Tejgaon Warehouse')!.id;
  await userWith('dhanmondiCashier', CASHIER, dhanmondi);
  await userWith('uttaraCashier', CASHIER, uttara);
  await userWith('dhanmondiManager', [...CASHIER, 'orders:any-location'], dhanmondi);
  const store = ['transfers:list', 'transfers:show', 'transfers:create', 'transfers:edit', 'transfers:send', 'transfers:receive', 'inventory:list'];
  await userWith('tejgaonStorekeeper', store, tejgaon);
  await userWith('uttaraStorekeeper', store, uttara);
});
afterAll(() => t.close());

describe('returns', () => {
  it('refuses a cashier’s refund of another shop’s sale, and changes nothing', async () => {
    const { product: p, order } = await uttaraSale();
    const res = await call(tokens.dhanmondiCashier, 'POST', `/api/orders/${order._id}/returns`, {
      lines: [{ line: order.items[0]._id, qty: 1 }],
      refundMethod: 'cash',
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/another location/i);
    expect([await levelAt(uttara, p.id), await levelAt(dhanmondi, p.id)]).toEqual([2, 3]);
    const refunds = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order._id), eq(payments.kind, 'refund')));
    expect(refunds).toEqual([]);
    const [row] = await db().select({ refunded: orders.refunded }).from(orders).where(eq(orders.id, order._id));
    expect(row.refunded).toBe(0);
  });

  it('takes a return at the taker’s location: the unit back there, the ledger naming it, the refund in that till’s payments', async () => {
    const { product: p, order } = await uttaraSale('Uttara panjabi');
    const res = await call(tokens.dhanmondiManager, 'POST', `/api/orders/${order._id}/returns`, {
      lines: [{ line: order.items[0]._id, qty: 1 }],
      refundMethod: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toBe(879.75);
    expect([await levelAt(uttara, p.id), await levelAt(dhanmondi, p.id)]).toEqual([2, 4]);
    const moves = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order._id), eq(stockMovements.kind, 'return')));
    expect(moves).toMatchObject([{ qty: 1, locationId: dhanmondi }]);
    // The refund is Dhanmondi's money out: its cashier's payments list shows it, Uttara's does not.
    const refundsSeenBy = async (token: string) =>
      ((await call(token, 'GET', `/api/payments?kind=refund&search=${order.number}`)).json().doc as { amount: number }[]).map((r) => r.amount);
    expect(await refundsSeenBy(tokens.dhanmondiCashier)).toEqual([-879.75]);
    expect(await refundsSeenBy(tokens.uttaraCashier)).toEqual([]);
    // The return itself is listed at Dhanmondi, where it was taken.
    const returnsSeenBy = async (token: string) => {
      const res = await call(token, 'GET', `/api/return?search=${order.number}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().doc as unknown[]).length;
    };
    expect([await returnsSeenBy(tokens.dhanmondiCashier), await returnsSeenBy(tokens.uttaraCashier)]).toEqual([1, 0]);
    // Uttara's sale payment stays Uttara's.
    const salesSeenBy = async (token: string) =>
      ((await call(token, 'GET', `/api/payments?kind=payment&search=${order.number}`)).json().doc as unknown[]).length;
    expect([await salesSeenBy(tokens.uttaraCashier), await salesSeenBy(tokens.dhanmondiCashier)]).toEqual([1, 0]);
  });

  it('lets a cashier take a return of their own shop’s sale', async () => {
    const { product: p, order } = await uttaraSale('Uttara kurti');
    const res = await call(tokens.uttaraCashier, 'POST', `/api/orders/${order._id}/returns`, {
      lines: [{ line: order.items[0]._id, qty: 1 }],
      refundMethod: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await levelAt(uttara, p.id)).toBe(3);
  });
});

describe('orders', () => {
  it('lists, counts, sums, reads, prints and exports only the cashier’s own location’s orders', async () => {
    const { order } = await uttaraSale('Uttara lungi');
    const listed = async (token: string) =>
      ((await call(token, 'GET', `/api/orders?search=${order.number}`)).json().doc as { _id: string }[]).map((o) => o._id);
    expect(await listed(tokens.dhanmondiCashier)).toEqual([]);
    expect(await listed(tokens.uttaraCashier)).toEqual([order._id]);
    expect(await listed(tokens.dhanmondiManager)).toEqual([order._id]);
    expect(await listed(owner)).toEqual([order._id]);
    expect((await call(tokens.dhanmondiCashier, 'GET', `/api/orders/get/count?search=${order.number}`)).json().count).toBe(0);
    expect((await call(tokens.uttaraCashier, 'GET', `/api/orders/get/count?search=${order.number}`)).json().count).toBe(1);
    expect((await call(tokens.dhanmondiCashier, 'GET', `/api/orders/get/sum/total?search=${order.number}`)).json().total).toBe(0);
    expect((await call(tokens.dhanmondiCashier, 'GET', `/api/orders/${order._id}`)).statusCode).toBe(404);
    expect((await call(tokens.uttaraCashier, 'GET', `/api/orders/${order._id}`)).statusCode).toBe(200);
    expect((await call(tokens.dhanmondiCashier, 'POST', '/api/orders/export/invoice', { id: order._id })).statusCode).toBe(404);
    expect((await call(tokens.uttaraCashier, 'POST', '/api/orders/export/invoice', { id: order._id })).statusCode).toBe(200);
  });

  it('exports only the own location’s orders', async () => {
    const { order } = await uttaraSale('Uttara shawl');
    const exported = async (token: string) => {
      const res = await call(token, 'POST', `/api/orders/export/csv?search=${order.number}`, { fields: ['number', 'customerName'] });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.includes(order.number);
    };
    // The Cashier holds no orders:export; a till lead at Dhanmondi who does.
    await userWith('dhanmondiLead', [...CASHIER, 'orders:export'], dhanmondi);
    expect(await exported(tokens.dhanmondiLead)).toBe(false);
    expect(await exported(owner)).toBe(true);
  });

  it('refuses to move or take a payment on another location’s order', async () => {
    const { order } = await uttaraSale('Uttara tops');
    await userWith('dhanmondiEditor', [...CASHIER, 'orders:edit'], dhanmondi);
    const moved = await call(tokens.dhanmondiEditor, 'PUT', `/api/orders/${order._id}/status`, { status: 'cancelled' });
    expect(moved.statusCode, moved.body).toBe(403);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(row.status).not.toBe('cancelled');
  });
});

describe('stock', () => {
  it('refuses another shop’s stock in the products list, and answers the own shop’s', async () => {
    const p = await product('Stock kameez', 900, { [uttara]: 7, [dhanmondi]: 2 });
    const other = await call(tokens.dhanmondiCashier, 'GET', `/api/products?location=${uttara}&search=stock kameez`);
    expect(other.statusCode, other.body).toBe(403);
    const own = await call(tokens.dhanmondiCashier, 'GET', `/api/products?location=${dhanmondi}&search=stock kameez`);
    expect(own.statusCode).toBe(200);
    expect(own.json().doc.find((r: { _id: string }) => r._id === p.id).stock).toBe(2);
    const lifted = await call(tokens.dhanmondiManager, 'GET', `/api/products?location=${uttara}&search=stock kameez`);
    expect(lifted.json().doc.find((r: { _id: string }) => r._id === p.id).stock).toBe(7);
  });
});

describe('held carts', () => {
  it('lists and picks up a till’s held carts at its location only', async () => {
    const p = await product('Held orna', 500, { [uttara]: 5, [dhanmondi]: 5 });
    const held = await call(tokens.uttaraCashier, 'POST', '/api/orders/held', { cart: { items: [{ _id: p.id, qty: 1 }] }, label: 'Uttara parked' });
    expect(held.statusCode, held.body).toBe(201);
    const id = held.json()._id as string;
    const listedBy = async (token: string) => ((await call(token, 'GET', '/api/orders/held')).json() as { _id: string }[]).some((h) => h._id === id);
    expect([await listedBy(tokens.dhanmondiCashier), await listedBy(tokens.uttaraCashier), await listedBy(tokens.dhanmondiManager)]).toEqual([
      false,
      true,
      true,
    ]);
    const taken = await call(tokens.dhanmondiCashier, 'DELETE', `/api/orders/held/${id}`);
    expect(taken.statusCode, taken.body).toBe(403);
    expect(await listedBy(tokens.uttaraCashier)).toBe(true);
    expect((await call(tokens.uttaraCashier, 'DELETE', `/api/orders/held/${id}`)).statusCode).toBe(200);
  });
});

describe('transfers', () => {
  it('lets only the destination’s staff receive a transfer', async () => {
    const p = await product('Transfer jeans', 1200, { [tejgaon]: 10 });
    const made = await call(tokens.tejgaonStorekeeper, 'POST', '/api/transfers', { from: tejgaon, to: uttara, lines: [{ product: p.id, qty: 4 }] });
    expect(made.statusCode, made.body).toBe(201);
    const tr = made.json() as { _id: string; lines: { _id: string }[] };
    expect((await call(tokens.tejgaonStorekeeper, 'POST', `/api/transfers/${tr._id}/send`)).statusCode).toBe(200);
    const byOrigin = await call(tokens.tejgaonStorekeeper, 'PUT', `/api/transfers/${tr._id}/receive`, { lines: [{ _id: tr.lines[0]._id, received: 4 }] });
    expect(byOrigin.statusCode, byOrigin.body).toBe(403);
    expect((await call(tokens.tejgaonStorekeeper, 'PUT', `/api/inventories/transfer/product/bulk/${tr._id}`)).statusCode).toBe(403);
    expect(await levelAt(uttara, p.id)).toBe(0);
    const byDestination = await call(tokens.uttaraStorekeeper, 'PUT', `/api/transfers/${tr._id}/receive`, { lines: [{ _id: tr.lines[0]._id, received: 4 }] });
    expect(byDestination.statusCode, byDestination.body).toBe(200);
    expect(await levelAt(uttara, p.id)).toBe(4);
  });

  it('keeps a shop’s transfers from staff of other locations', async () => {
    const p = await product('Transfer hoodie', 1500, { [tejgaon]: 10 });
    const made = await call(owner, 'POST', '/api/transfers', { from: tejgaon, to: uttara, lines: [{ product: p.id, qty: 1 }] });
    const id = made.json()._id as string;
    await userWith(
      'dhanmondiStorekeeper',
      ['transfers:list', 'transfers:show', 'transfers:create', 'transfers:edit', 'transfers:send', 'transfers:receive'],
      dhanmondi,
    );
    const k = tokens.dhanmondiStorekeeper;
    expect(((await call(k, 'GET', '/api/transfers')).json().doc as { _id: string }[]).some((r) => r._id === id)).toBe(false);
    expect((await call(k, 'GET', `/api/transfers/${id}`)).statusCode).toBe(404);
    expect((await call(k, 'GET', `/api/transfers/${id}/products`)).statusCode).toBe(404);
    expect((await call(k, 'POST', `/api/transfers/${id}/send`)).statusCode).toBe(403);
    // Nor make one between two other locations.
    expect((await call(k, 'POST', '/api/transfers', { from: tejgaon, to: uttara, lines: [{ product: p.id, qty: 1 }] })).statusCode).toBe(403);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskReason } from '../../common/fraudRisk';
import { auditLog } from '../domains/audit/tables/audit';
import { locations, orders, roles, stockLevels, users } from '../domains/schema';
import { ROLES } from '../seed/demo';
import { hashPassword } from '../domains/accounts/passwords';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

/*
 * The intake view of online orders (issue 38): the `order-intake` list of the online shop's and the
 * customers' messages' orders still waiting (pending or placed), its row calls (confirm, hold, cancel)
 * and booking's refusal of a held or pending one. Online orders are made as the till makes a message's
 * order (`source: 'message'`), then given an online order's columns directly where a test needs them.
 */

let t: TestApp;
let owner: string;
let productId: string;
let mainLocation: string;
let otherLocation: string;
const tokens: Record<string, string> = {};

const db = () => t.database.db;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const ADDRESS = { name: 'Rafiq Islam', email: 'rafiq@example.com', phone: '01812345678', street: 'House 3, Road 7, Mirpur', city: 'Dhaka', postalCode: '1216' };

const REASON: RiskReason = { code: 'returned', orders: 5, finished: 4, returned: 2, cancelled: 0 };

type OrderRow = typeof orders.$inferSelect;

/** A message's order typed in at the till (two units), then given what the test says of an online order. */
async function intakeOrder(set: Partial<OrderRow> = {}) {
  const res = await call(owner, 'POST', '/api/orders', {
    cart: { items: [{ _id: productId, qty: 2 }] },
    paymentMethod: 'cash',
    paidAmount: 0,
    customer: 'guest',
    address: ADDRESS,
    status: 'order-placed',
    source: 'message',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { _id, number } = res.json() as { _id: string; number: string };
  if (Object.keys(set).length > 0) await db().update(orders).set(set).where(eq(orders.id, _id));
  return { id: _id, number };
}

/** A till sale: never in the intake view. */
async function tillOrder() {
  const res = await call(owner, 'POST', '/api/orders', {
    cart: { items: [{ _id: productId, qty: 1 }] },
    paymentMethod: 'cash',
    paidAmount: 0,
    customer: 'guest',
    address: ADDRESS,
    status: 'order-placed',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; number: string };
}

const listed = async (token: string, query = '') => {
  const res = await call(token, 'GET', `/api/order-intake?limit=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc as Record<string, unknown>[];
};
const numbersOf = (docs: Record<string, unknown>[]) => docs.map((d) => d.number);
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const stockHere = async () =>
  (
    await db()
      .select({ s: stockLevels.stock })
      .from(stockLevels)
      .where(and(eq(stockLevels.locationId, mainLocation), eq(stockLevels.itemId, productId)))
  )[0].s;

async function userWith(key: string, permissions: string[], locationId: string | null) {
  const email = `${key.toLowerCase()}@intake.example.com`;
  const [role] = await db()
    .insert(roles)
    .values({ name: `Intake ${key}`, permissions })
    .returning();
  await db()
    .insert(users)
    .values({ name: key, email, passwordHash: await hashPassword('intake-pass-123'), roleId: role.id, locationId });
  tokens[key] = await t.login(email, 'intake-pass-123');
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  productId = await stockedProduct(db(), {
    name: 'Jamdani saree',
    slug: 'jamdani-intake',
    sku: 'JS-I',
    barcode: '2000000000383',
    price: 2500,
    cost: 1400,
    stock: 40,
  });
  [{ id: mainLocation }] = await db().select({ id: locations.id }).from(locations);
  [{ id: otherLocation }] = await db().insert(locations).values({ name: 'Uttara Shop', kind: 'shop' }).returning({ id: locations.id });
  const cashier = ROLES.find(([name]) => name === 'Cashier')![2];
  await userWith('otherCashier', [...cashier, 'orders:edit'], otherLocation);
  await userWith('stockkeeper', ['products:list', 'inventory:list'], mainLocation);
});
afterAll(() => t.close());

describe('the intake list', () => {
  it('lists only the online shop’s and the messages’ orders still pending or placed, with what staff decide on', async () => {
    const till = await tillOrder();
    const message = await intakeOrder();
    const web = await intakeOrder({
      source: 'web',
      status: 'pending',
      phoneVerified: false,
      riskBand: 'high',
      riskReason: REASON,
      hold: 'risk',
      advanceDue: 120,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const confirmed = await intakeOrder({ status: 'confirmed' });
    const cancelled = await intakeOrder({ status: 'cancelled' });

    const docs = await listed(owner);
    const numbers = numbersOf(docs);
    expect(numbers).toEqual(expect.arrayContaining([message.number, web.number]));
    expect(numbers).not.toContain(till.number);
    expect(numbers).not.toContain(confirmed.number);
    expect(numbers).not.toContain(cancelled.number);

    const row = docs.find((d) => d.number === web.number)!;
    expect(row).toMatchObject({
      source: 'web',
      status: 'pending',
      phoneCheck: 'no',
      riskBand: 'high',
      riskReason: REASON,
      hold: 'risk',
      advanceDue: 120,
      paid: 0,
      customerPhone: '01812345678',
    });
    // The fewest units left at the order's location among its lines: the one product's stock there now.
    expect(row.stockLeft).toBe(await stockHere());
    expect(docs.find((d) => d.number === message.number)).toMatchObject({ source: 'message', phoneCheck: 'not-asked', hold: null, advanceDue: 0 });
  });

  it('filters by source, hold and risk', async () => {
    const held = await intakeOrder({ hold: 'staff', holdReason: 'Asked twice for the price', riskBand: 'medium' });
    const byHold = await listed(owner, '&hold=staff');
    expect(numbersOf(byHold)).toContain(held.number);
    expect(byHold.every((d) => d.hold === 'staff')).toBe(true);
    const bySource = await listed(owner, '&source=web');
    expect(bySource.length).toBeGreaterThan(0);
    expect(bySource.every((d) => d.source === 'web')).toBe(true);
    const byStatus = await listed(owner, '&status=pending');
    expect(byStatus.every((d) => d.status === 'pending')).toBe(true);
    const byRisk = await listed(owner, '&riskBand=medium');
    expect(numbersOf(byRisk)).toContain(held.number);
    expect(byRisk.every((d) => d.riskBand === 'medium')).toBe(true);
  });

  it('shows a cashier only their own location’s orders, and refuses their change of another’s (403)', async () => {
    const here = await intakeOrder();
    expect(numbersOf(await listed(tokens.otherCashier))).not.toContain(here.number);
    const res = await call(tokens.otherCashier, 'POST', `/api/order-intake/${here.id}/confirm`);
    expect(res.statusCode, res.body).toBe(403);
    expect((await orderOf(here.id)).status).toBe('order-placed');
  });

  it('is refused to a user without the orders’ permissions (403)', async () => {
    expect((await call(tokens.stockkeeper, 'GET', '/api/order-intake')).statusCode).toBe(403);
    const order = await intakeOrder();
    expect((await call(tokens.stockkeeper, 'POST', `/api/order-intake/${order.id}/confirm`)).statusCode).toBe(403);
    expect((await call(tokens.stockkeeper, 'POST', `/api/order-intake/${order.id}/hold`, { reason: 'x' })).statusCode).toBe(403);
  });
});

describe('confirm', () => {
  it('confirms a held pending order: the hold lifted, no expiry, the phone counted as verified, out of the list', async () => {
    const order = await intakeOrder({
      source: 'web',
      status: 'pending',
      phoneVerified: false,
      hold: 'risk',
      riskBand: 'high',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await call(owner, 'POST', `/api/order-intake/${order.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: order.id, status: 'confirmed', hold: null, holdReason: null, phoneVerified: true });
    const row = await orderOf(order.id);
    expect(row).toMatchObject({ status: 'confirmed', hold: null, expiresAt: null, phoneVerified: true });
    expect(numbersOf(await listed(owner))).not.toContain(order.number);
    const entries = await db().select().from(auditLog).where(eq(auditLog.recordId, order.id));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['status', 'confirm']));

    // Confirmed already: no longer the intake's to change.
    const again = await call(owner, 'POST', `/api/order-intake/${order.id}/confirm`);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'intake_not_open', params: { status: 'confirmed' } });
  });

  it('answers 404 for a till sale and an unknown id', async () => {
    const till = await tillOrder();
    expect((await call(owner, 'POST', `/api/order-intake/${till._id}/confirm`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/api/order-intake/00000000-0000-4000-8000-000000000000/confirm')).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/api/order-intake/not-an-id/confirm')).statusCode).toBe(404);
    expect((await orderOf(till._id)).status).toBe('order-placed');
  });
});

describe('hold', () => {
  it('holds an order with the staff’s reason', async () => {
    const order = await intakeOrder();
    const res = await call(owner, 'POST', `/api/order-intake/${order.id}/hold`, { reason: '  Customer asked to wait until Friday ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hold: 'staff', holdReason: 'Customer asked to wait until Friday', status: 'order-placed' });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, order.id), eq(auditLog.action, 'hold')));
    expect(entry.changes).toEqual([
      { field: 'hold', before: null, after: 'staff' },
      { field: 'holdReason', before: null, after: 'Customer asked to wait until Friday' },
    ]);
  });

  it('refuses a missing, empty or too long reason (400 naming the field), and a confirmed order (409)', async () => {
    const order = await intakeOrder();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await call(owner, 'POST', `/api/order-intake/${order.id}/hold`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.map((e: { field: string }) => e.field)).toEqual(['reason']);
    }
    expect((await orderOf(order.id)).hold).toBeNull();
    await db().update(orders).set({ status: 'confirmed' }).where(eq(orders.id, order.id));
    const res = await call(owner, 'POST', `/api/order-intake/${order.id}/hold`, { reason: 'Too late' });
    expect(res.statusCode, res.body).toBe(409);
    expect((await orderOf(order.id)).hold).toBeNull();
  });
});

describe('cancel', () => {
  it('cancels with a reason, gives the stock back and keeps the reason in the audit log', async () => {
    const before = await stockHere();
    const order = await intakeOrder();
    expect(await stockHere()).toBe(before - 2);
    const missing = await call(owner, 'POST', `/api/order-intake/${order.id}/cancel`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);

    const res = await call(owner, 'POST', `/api/order-intake/${order.id}/cancel`, { reason: 'Customer changed their mind' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockHere()).toBe(before);
    const entries = await db().select().from(auditLog).where(eq(auditLog.recordId, order.id));
    expect(entries.find((e) => e.action === 'cancel')?.changes).toEqual([{ field: 'cancelReason', after: 'Customer changed their mind' }]);
    expect(entries.find((e) => e.action === 'status')?.changes).toEqual([{ field: 'status', before: 'order-placed', after: 'cancelled' }]);

    const again = await call(owner, 'POST', `/api/order-intake/${order.id}/cancel`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(await stockHere()).toBe(before);
  });
});

describe('booking with a courier', () => {
  const book = (ids: string[]) => call(owner, 'POST', '/api/deliveries/book', { orders: ids, courier: 'manual' });

  it('refuses a held order and a pending one, naming why, and books them once confirmed', async () => {
    const held = await intakeOrder({ hold: 'staff', holdReason: 'Address to check' });
    const pending = await intakeOrder({ source: 'web', status: 'pending', phoneVerified: false });
    const res = await book([held.id, pending.id]);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { order: string; ok: boolean; code?: string; error?: string }[];
    expect(res.json()).toMatchObject({ booked: 0, failed: 2 });
    expect(results.find((r) => r.order === held.id)).toMatchObject({ ok: false, code: 'delivery_held', error: 'The order is held: Address to check' });
    expect(results.find((r) => r.order === pending.id)).toMatchObject({
      ok: false,
      code: 'delivery_waiting',
      error: 'The order is waiting for the phone code or the advance',
    });
    expect((await orderOf(held.id)).status).toBe('order-placed');

    // The booking dialog's quotes say the same before any courier is asked.
    const quotes = await call(owner, 'POST', '/api/deliveries/quotes', { orders: [held.id] });
    expect(quotes.statusCode, quotes.body).toBe(200);
    expect(quotes.json().orders[0].error).toBe('The order is held: Address to check');

    for (const o of [held, pending]) expect((await call(owner, 'POST', `/api/order-intake/${o.id}/confirm`)).statusCode).toBe(200);
    const booked = await book([held.id, pending.id]);
    expect(booked.json(), booked.body).toMatchObject({ booked: 2, failed: 0 });
  });

  it('still books a till’s pending phone order', async () => {
    const till = await intakeOrder({ source: 'till', status: 'pending' });
    const res = await book([till.id]);
    expect(res.json(), res.body).toMatchObject({ booked: 1 });
  });
});

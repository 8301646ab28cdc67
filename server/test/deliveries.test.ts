import { and, eq } from 'drizzle-orm';
import { ZERO } from '../../common/money';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../domains/audit/tables/audit';
import { courierEvents, deliveries, orders, products, roles, settings, smsMessages, stockMovements, users } from '../domains/schema';
import { ROLES } from '../seed/demo';
import { hashPassword } from '../domains/accounts/passwords';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import { SteadfastCourier } from '../domains/deliveries/couriers/steadfast';
import type { Couriers } from '../domains/deliveries/couriers';
import { startFakeSteadfast, type FakeSteadfast } from './fakeSteadfast';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let fake: FakeSteadfast;
let owner: string;
let cashier: string;
let productId: string;

const HOOK_TOKEN = 'hook-secret-0123456789';

const ADDRESS = {
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '+880 1712-345678',
  street: 'House 12, Road 4, Dhanmondi',
  city: 'Dhaka',
  postalCode: '1209',
};

const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });

/** A phone order at the till: two units, with an address unless told otherwise, paid `paid` taka in advance. */
async function phoneOrder(opts: { address?: typeof ADDRESS | null; paid?: number } = {}) {
  const address = opts.address === undefined ? ADDRESS : opts.address;
  const res = await post(owner, '/api/orders', {
    cart: { items: [{ _id: productId, qty: 2 }] },
    paymentMethod: 'bkash',
    paidAmount: opts.paid ?? 0,
    customer: 'guest',
    ...(address ? { address } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; number: string; total: number; paid: number };
}

const orderOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const deliveryOf = async (orderId: string) => (await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)))[0];
const stock = async () => (await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, productId)))[0].s;
const cancelMoves = async (orderId: string) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.kind, 'cancel')));
const book = (token: string, ids: string[], courier = 'manual') => post(token, '/api/deliveries/book', { orders: ids, courier });
const move = (token: string, id: string, status: string, collected?: number) =>
  post(token, `/api/deliveries/${id}/status`, { status, ...(collected === undefined ? {} : { collected }) });

beforeAll(async () => {
  fake = await startFakeSteadfast();
  const couriers: Couriers = new Map([
    ['manual', manualCourier],
    ['steadfast', new SteadfastCourier({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, timeoutMs: 2000, webhookToken: HOOK_TOKEN })],
  ]);
  t = await createTestApp({ couriers });
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Eid panjabi',
    slug: 'eid-panjabi-d',
    sku: 'EP-D',
    barcode: '2000000000017',
    price: 1500,
    cost: 800,
    stock: 1000,
  });
  // The demo's Cashier, with exactly the demo's permissions.
  const cashierPerms = ROLES.find(([name]) => name === 'Cashier')![2];
  const [role] = await t.database.db.insert(roles).values({ name: 'Demo cashier', permissions: cashierPerms }).returning();
  await t.database.db
    .insert(users)
    .values({ name: 'Cashier One', email: 'cashier@example.com', passwordHash: await hashPassword('cashier-pass-123'), roleId: role.id });
  cashier = await t.login('cashier@example.com', 'cashier-pass-123');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('booking with the manual courier', () => {
  it('collects what is still due, takes the recipient from the address and the items from the lines, and sends the order out', async () => {
    const order = await phoneOrder({ paid: 500 });
    const res = await book(cashier, [order._id]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      booked: 1,
      failed: 0,
      results: [{ order: order._id, orderNumber: order.number, ok: true, status: 'booked', codAmount: order.total - 500 }],
    });
    const d = await deliveryOf(order._id);
    expect(d).toMatchObject({
      courier: 'manual',
      status: 'booked',
      codAmount: order.total - 500,
      recipientName: 'Nusrat Jahan',
      recipientPhone: '01712345678',
      recipientAddress: 'House 12, Road 4, Dhanmondi, Dhaka, 1209',
      recipientCity: 'Dhaka',
      itemDescription: 'Eid panjabi ×2',
      bookingError: null,
    });
    expect(d.bookedAt).toBeInstanceOf(Date);
    expect((await orderOf(order._id)).status).toBe('out-for-delivery');
    // The orders list shows the parcel's status.
    const listed = (await t.call(owner, { method: 'GET', url: `/api/orders?search=${order.number}` })).json().doc;
    expect(listed.map((o: { number: string; deliveryStatus: string | null }) => [o.number, o.deliveryStatus])).toEqual([[order.number, 'booked']]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'deliveries'), eq(auditLog.recordId, d.id)));
    expect(audit.map((a) => a.action)).toEqual(['book']);
    expect(audit[0].userName).toBe('Cashier One');
  });

  it('refuses per order with its reason and books the rest', async () => {
    const good = await phoneOrder();
    const noAddress = await phoneOrder({ address: null });
    const cancelled = await phoneOrder();
    expect((await t.call(owner, { method: 'PUT', url: `/api/orders/${cancelled._id}/status`, payload: { status: 'cancelled' } })).statusCode).toBe(200);
    const twice = await phoneOrder();
    expect((await book(owner, [twice._id])).json().booked).toBe(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await book(owner, [noAddress._id, good._id, cancelled._id, twice._id, unknown]);
    expect(res.statusCode).toBe(200);
    const { booked, failed, results } = res.json();
    expect({ booked, failed }).toEqual({ booked: 1, failed: 4 });
    expect(results.map((r: { ok: boolean; code?: string }) => [r.ok, r.code ?? null])).toEqual([
      [false, 'delivery_no_address'],
      [true, null],
      [false, 'delivery_order_status'],
      [false, 'delivery_live'],
      [false, 'delivery_no_order'],
    ]);
    expect(results[2].error).toBe('The order is cancelled: only an order still to deliver is booked');
    expect(results[3].error).toBe('The order already has a delivery (booked)');
    expect(await deliveryOf(noAddress._id)).toBeUndefined();
    expect((await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, twice._id))).length).toBe(1);
  });

  it('books an order once when two people book it at the same moment', async () => {
    const order = await phoneOrder();
    const answers = await Promise.all([book(owner, [order._id]), book(cashier, [order._id]), book(owner, [order._id])]);
    const outcomes = answers.map((a) => a.json().results[0]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.code)).toEqual(['delivery_live', 'delivery_live']);
    expect(await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, order._id))).toHaveLength(1);
    expect((await orderOf(order._id)).status).toBe('out-for-delivery');
  });

  it('checks the body: ids, a known courier, nothing written on a bad one', async () => {
    const order = await phoneOrder();
    for (const body of [{ orders: [] }, { orders: ['x'] }, { orders: [order._id], courier: 'pigeon' }, { orders: [order._id], extra: 1 }]) {
      const res = await post(owner, '/api/deliveries/book', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await deliveryOf(order._id)).toBeUndefined();
  });
});

describe('the delivery status moves the order', () => {
  it('delivered: the order is delivered then completed in one go, the courier collected what was due', async () => {
    const order = await phoneOrder({ paid: 200 });
    const { results } = (await book(owner, [order._id])).json();
    const id = results[0].delivery;
    expect((await move(owner, id, 'picked-up')).json()).toMatchObject({ status: 'picked-up', orderStatus: 'out-for-delivery' });
    const res = await move(owner, id, 'delivered');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ _id: id, status: 'delivered', courierStatus: null, orderStatus: 'completed' });
    const d = await deliveryOf(order._id);
    expect(d.collected).toBe(order.total - 200);
    expect(d.deliveredAt).toBeInstanceOf(Date);
    const orderAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.recordId, order._id), eq(auditLog.action, 'status')));
    expect(orderAudit.map((a) => a.changes[0].after)).toEqual(['out-for-delivery', 'delivered', 'completed']);
    const deliveryAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'deliveries'), eq(auditLog.recordId, id)));
    expect(deliveryAudit.map((a) => a.action)).toEqual(['book', 'status', 'status']);
  });

  it('texts the customer when the rider takes the parcel and when it is delivered, once each, with the settings switches on', async () => {
    const db = t.database.db;
    await db.update(settings).set({ smsOnHandedToCourier: true, smsOnDelivered: true });
    try {
      const order = await phoneOrder();
      const id = (await book(owner, [order._id])).json().results[0].delivery;
      expect((await move(owner, id, 'in-transit')).statusCode).toBe(200);
      expect((await move(owner, id, 'delivered')).statusCode).toBe(200);
      const texts = () => db.select().from(smsMessages).where(eq(smsMessages.orderId, order._id));
      // Each text is written queued with the move, then sent by the job queue: wait for both to be sent.
      const settled = (rows: { status: string }[]) => rows.length === 2 && rows.every((m) => m.status === 'logged' || m.status === 'held');
      const end = Date.now() + 20_000;
      while (!settled(await texts()) && Date.now() < end) {
        t.app.jobs.wake();
        await new Promise((r) => setTimeout(r, 100));
      }
      const sent = await texts();
      expect(sent.map((m) => m.kind).sort()).toEqual(['delivered', 'handed-to-courier']);
      expect(sent.every((m) => m.phone === '01712345678' && m.text.includes(order.number))).toBe(true);
      // The log gateway never claims delivery; between 00:00 and 08:00 in Dhaka the messages wait.
      expect(sent.every((m) => m.status === 'logged' || m.status === 'held')).toBe(true);
    } finally {
      await db.update(settings).set({ smsOnHandedToCourier: false, smsOnDelivered: false });
    }
  });

  it('partly delivered: the order is delivered; more collected than due is refused', async () => {
    const order = await phoneOrder();
    const id = (await book(owner, [order._id])).json().results[0].delivery;
    const over = await move(owner, id, 'partly-delivered', order.total + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({ field: 'collected', code: 'delivery_collected_over' });
    expect((await deliveryOf(order._id)).status).toBe('booked');
    const res = await move(owner, id, 'partly-delivered', 1500);
    expect(res.json()).toMatchObject({ status: 'partly-delivered', orderStatus: 'delivered' });
    expect((await deliveryOf(order._id)).collected).toBe(1500);
  });

  it('refuses a move the model does not allow, and a repeat changes nothing', async () => {
    const order = await phoneOrder();
    const id = (await book(owner, [order._id])).json().results[0].delivery;
    await move(owner, id, 'delivered');
    const back = await move(owner, id, 'returned');
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('delivery_move');
    expect((await move(owner, id, 'delivered')).json()).toMatchObject({ status: 'delivered', orderStatus: 'completed' });
    expect((await move(owner, '00000000-0000-4000-8000-000000000000', 'delivered')).statusCode).toBe(404);
    expect((await move(owner, 'nope', 'delivered')).statusCode).toBe(404);
  });

  it('returned: the order is cancelled and its stock goes back once, however many times it is reported', async () => {
    const before = await stock();
    const order = await phoneOrder();
    expect(await stock()).toBe(before - 2);
    const id = (await book(owner, [order._id])).json().results[0].delivery;
    await move(owner, id, 'in-transit');
    expect((await move(owner, id, 'returned')).json()).toMatchObject({ status: 'returned', orderStatus: 'cancelled' });
    expect((await move(owner, id, 'returned')).statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect((await cancelMoves(order._id)).map((m) => m.qty)).toEqual([2]);
    expect((await deliveryOf(order._id)).stockReturnedAt).toBeInstanceOf(Date);
  });

  it('returned reported twice at once: the stock goes back once', async () => {
    const before = await stock();
    const order = await phoneOrder();
    const id = (await book(owner, [order._id])).json().results[0].delivery;
    const answers = await Promise.all([move(owner, id, 'returned'), move(owner, id, 'returned'), move(owner, id, 'returned')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await stock()).toBe(before);
    expect(await cancelMoves(order._id)).toHaveLength(1);
  });

  it('a cancelled delivery leaves the order to be booked again', async () => {
    const order = await phoneOrder();
    const id = (await book(owner, [order._id])).json().results[0].delivery;
    expect((await move(owner, id, 'cancelled')).json().status).toBe('cancelled');
    // The order is out for delivery (it cannot go back): booking it again is refused by the order's status, not by the old delivery.
    const again = (await book(owner, [order._id])).json().results[0];
    expect(again.code).toBe('delivery_order_status');
  });
});

describe('booking with Steadfast', () => {
  it('books many in one bulk call; the one refused keeps its reason, the others are booked with their codes', async () => {
    const [a, b, c] = [await phoneOrder(), await phoneOrder(), await phoneOrder()];
    // Steadfast already holds b's number as an invoice (booked on their panel): they refuse it.
    await new SteadfastCourier({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url }).book([
      { invoice: b.number, recipientName: 'X', recipientPhone: '01711111111', recipientAddress: 'Somewhere', codAmount: ZERO },
    ]);
    fake.requests.length = 0;
    const res = await book(owner, [a._id, b._id, c._id], 'steadfast');
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(['/create_order/bulk-order']);
    const { booked, failed, results } = res.json();
    expect({ booked, failed }).toEqual({ booked: 2, failed: 1 });
    expect(results[0]).toMatchObject({ ok: true, status: 'booked', trackingCode: expect.stringMatching(/^SF/), consignmentId: expect.stringMatching(/^\d+$/) });
    expect(results[1]).toMatchObject({ ok: false, error: 'Steadfast refused this parcel' });
    const refused = await deliveryOf(b._id);
    expect(refused).toMatchObject({ status: 'pending', bookingError: 'Steadfast refused this parcel', courier: 'steadfast' });
    expect((await orderOf(b._id)).status).toBe('confirmed');
    expect((await orderOf(a._id)).status).toBe('out-for-delivery');
    expect((await deliveryOf(a._id)).courierStatus).toBe('in_review');
    const failedAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, refused.id), eq(auditLog.action, 'book-failed')));
    expect(failedAudit).toHaveLength(1);
    // Booking it again retries on the same delivery rather than making another.
    const retry = (await book(owner, [b._id], 'steadfast')).json();
    expect(retry.results[0]).toMatchObject({ ok: false, delivery: refused.id });
    expect((await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, b._id))).length).toBe(1);
  });

  it('moves with what Steadfast says when asked, keeping its word; staff cannot move it by hand', async () => {
    const order = await phoneOrder();
    const d = (await book(owner, [order._id], 'steadfast')).json().results[0];
    expect((await move(owner, d.delivery, 'delivered')).statusCode).toBe(409);
    fake.consignments.get(d.consignmentId)!.status = 'hold';
    expect((await post(owner, `/api/deliveries/${d.delivery}/refresh`, {})).json()).toMatchObject({
      status: 'in-transit',
      courierStatus: 'hold',
      orderStatus: 'out-for-delivery',
    });
    fake.consignments.get(d.consignmentId)!.status = 'unknown';
    expect((await post(owner, `/api/deliveries/${d.delivery}/refresh`, {})).json()).toMatchObject({ status: 'in-transit', courierStatus: 'unknown' });
    fake.consignments.get(d.consignmentId)!.status = 'delivered_approval_pending';
    expect((await post(owner, `/api/deliveries/${d.delivery}/refresh`, {})).json()).toMatchObject({ status: 'delivered', orderStatus: 'completed' });
  });

  it('a parcel Steadfast cancels comes back: stock back once even when asked twice at once', async () => {
    const before = await stock();
    const order = await phoneOrder();
    const d = (await book(owner, [order._id], 'steadfast')).json().results[0];
    fake.consignments.get(d.consignmentId)!.status = 'cancelled';
    const answers = await Promise.all([post(owner, `/api/deliveries/${d.delivery}/refresh`, {}), post(owner, `/api/deliveries/${d.delivery}/refresh`, {})]);
    expect(answers.map((a) => a.json().status)).toEqual(['returned', 'returned']);
    expect(await stock()).toBe(before);
    expect(await cancelMoves(order._id)).toHaveLength(1);
  });

  it('a courier that does not answer is a 409 with the reason, not a server error', async () => {
    const order = await phoneOrder();
    const d = (await book(owner, [order._id], 'steadfast')).json().results[0];
    fake.delayMs = 2500;
    try {
      const res = await post(owner, `/api/deliveries/${d.delivery}/refresh`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/did not answer within 2 s/);
    } finally {
      fake.delayMs = 0;
    }
  });
});

describe('Steadfast’s webhook', () => {
  const hook = (payload: Record<string, unknown>, token: string | null = HOOK_TOKEN) =>
    t.app.inject({ method: 'POST', url: '/api/deliveries/webhooks/steadfast', payload, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const event = (consignmentId: string, status: string, extra: Record<string, unknown> = {}) => ({
    notification_type: 'delivery_status',
    consignment_id: Number(consignmentId),
    invoice: 'x',
    status,
    cod_amount: 0,
    delivery_charge: 60,
    tracking_message: 'Updated',
    updated_at: '2026-11-26 18:00:00',
    ...extra,
  });

  it('refuses a wrong or missing secret and changes nothing', async () => {
    const order = await phoneOrder();
    const d = (await book(owner, [order._id], 'steadfast')).json().results[0];
    for (const token of ['wrong', null, '']) {
      const res = await hook(event(d.consignmentId, 'delivered'), token);
      expect(res.statusCode, String(token)).toBe(401);
    }
    expect((await deliveryOf(order._id)).status).toBe('booked');
    expect(await t.database.db.select().from(courierEvents).where(eq(courierEvents.deliveryId, d.delivery))).toHaveLength(0);
  });

  it('applies a delivered push once: the collected cash and fee kept, the order completed; a repeat is received and ignored', async () => {
    const order = await phoneOrder({ paid: 100 });
    const d = (await book(owner, [order._id], 'steadfast')).json().results[0];
    const push = event(d.consignmentId, 'Delivered', { cod_amount: order.total - 100 });
    const first = await hook(push);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: 'Webhook received successfully.' });
    expect(await deliveryOf(order._id)).toMatchObject({ status: 'delivered', courierStatus: 'delivered', collected: order.total - 100, courierFee: 60 });
    expect((await orderOf(order._id)).status).toBe('completed');
    const again = await hook(push);
    expect(again.json()).toEqual({ status: 'success', message: 'Already received' });
    expect(await t.database.db.select().from(courierEvents).where(eq(courierEvents.deliveryId, d.delivery))).toHaveLength(1);
  });

  it('a cancelled parcel pushed twice at once, and again later, puts the stock back once', async () => {
    const before = await stock();
    const order = await phoneOrder();
    const d = (await book(owner, [order._id], 'steadfast')).json().results[0];
    const answers = await Promise.all([hook(event(d.consignmentId, 'cancelled')), hook(event(d.consignmentId, 'cancelled'))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await hook(event(d.consignmentId, 'cancelled', { updated_at: '2026-11-27 09:00:00' }))).statusCode).toBe(200);
    expect(await stock()).toBe(before);
    expect(await cancelMoves(order._id)).toHaveLength(1);
    expect((await orderOf(order._id)).status).toBe('cancelled');
  });

  it('answers 404 for an unknown consignment or courier, 400 for a body that is not theirs', async () => {
    expect((await hook(event('999999', 'delivered'))).statusCode).toBe(404);
    expect((await hook({ hello: 'world' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/deliveries/webhooks/manual', payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/deliveries/webhooks/pigeon', payload: {} })).statusCode).toBe(404);
  });
});

describe('the deliveries list, edit and permissions', () => {
  it('lists with filters by status and courier, and edits a manual delivery’s tracking code but not Steadfast’s', async () => {
    const order = await phoneOrder();
    const id = (await book(owner, [order._id])).json().results[0].delivery;
    const list = await t.call(owner, { method: 'GET', url: '/api/deliveries?status=booked&courier=manual&limit=100' });
    expect(list.statusCode, list.body).toBe(200);
    const docs = list.json().doc as { _id: string; status: string; courier: string; canDeliver: boolean }[];
    expect(docs.some((r) => r._id === id)).toBe(true);
    expect(docs.every((r) => r.status === 'booked' && r.courier === 'manual' && r.canDeliver)).toBe(true);
    const edit = await t.call(owner, { method: 'PUT', url: `/api/deliveries/${id}`, payload: { trackingCode: 'RIDER-0042' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await deliveryOf(order._id)).trackingCode).toBe('RIDER-0042');
    const sf = (await book(owner, [(await phoneOrder())._id], 'steadfast')).json().results[0];
    const refused = await t.call(owner, { method: 'PUT', url: `/api/deliveries/${sf.delivery}`, payload: { trackingCode: 'X' } });
    expect(refused.statusCode).toBe(409);
    expect((await t.call(owner, { method: 'GET', url: '/api/deliveries?flying=1' })).statusCode).toBe(400);
  });

  it('lets the demo Cashier book, list and show, but not move a status, edit or print', async () => {
    const order = await phoneOrder();
    const id = (await book(cashier, [order._id])).json().results[0].delivery;
    expect((await t.call(cashier, { method: 'GET', url: '/api/deliveries' })).statusCode).toBe(200);
    expect((await t.call(cashier, { method: 'GET', url: `/api/deliveries/${id}` })).statusCode).toBe(200);
    expect((await move(cashier, id, 'delivered')).statusCode).toBe(403);
    expect((await t.call(cashier, { method: 'PUT', url: `/api/deliveries/${id}`, payload: { trackingCode: 'X' } })).statusCode).toBe(403);
    expect((await post(cashier, '/api/deliveries/labels', { ids: [id] })).statusCode).toBe(403);
    expect((await deliveryOf(order._id)).status).toBe('booked');
  });
});

describe('parcel labels', () => {
  it('prints one PDF for the booked deliveries: shop, recipient, address, phone, COD, order, courier and the code', async () => {
    const a = await phoneOrder({ paid: 100 });
    const b = await phoneOrder({ address: { ...ADDRESS, name: 'রহিম উদ্দিন', phone: '01811000000' } });
    const { results } = (await book(owner, [a._id], 'steadfast')).json();
    const manual = (await book(owner, [b._id])).json().results[0];
    const delivered = await phoneOrder();
    const done = (await book(owner, [delivered._id])).json().results[0].delivery;
    await move(owner, done, 'delivered');
    const res = await post(owner, '/api/deliveries/labels', { ids: [results[0].delivery, manual.delivery, done] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="parcel_labels_\d{12}\.pdf"$/);
    const file = join(t.dataDir, 'labels.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    for (const part of [
      'Rangdhonu Fashion',
      `Order ${a.number}`,
      'Steadfast',
      'Nusrat Jahan',
      '01712345678',
      'House 12, Road 4, Dhanmondi, Dhaka, 1209',
      `Tracking ${results[0].trackingCode}`,
      `Consignment ${results[0].consignmentId}`,
    ]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(/COD ৳\s?[\d,]+\.\d\d/);
    expect(text).toContain(`Order ${b.number}`);
    expect(text).toContain('রহিম উদ্দিন');
    expect(text).toContain('Manual (own rider)');
    // The delivered parcel has no label.
    expect(text).not.toContain(`Order ${delivered.number}`);
    const none = await post(owner, '/api/deliveries/labels', { ids: [done] });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('delivery_labels_none');
  });
});

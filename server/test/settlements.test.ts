import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, courierSettlements, deliveries, orders, payments, products, roles, users } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { hasPermission } from '../../common/permissions';
import { ROLES } from '../seed/demo';
import { createTestApp, type TestApp } from './harness';

/**
 * Cash-on-delivery settlement (issue 22). Orders are placed through the real
 * POS call as cash on delivery (nothing paid); their deliveries are written
 * straight into `deliveries` as the deliveries module would leave them once a
 * courier reported them delivered (that module is built beside this one; at
 * merge these rows come from its API instead).
 */

let t: TestApp;
let owner: string;
let cashier: string;
let manager: string;
let productId: string;
let serial = 0;

const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

interface Parcel {
  delivery: string;
  order: string;
  number: string;
  total: number;
}

/** A cash-on-delivery order of `qty` units (৳1,250 each), and its delivery in the state given. */
async function parcel(opts: { courier?: string; status?: string; collected?: number; qty?: number } = {}): Promise<Parcel> {
  const placed = await post(owner, '/api/orders', {
    cart: { items: [{ _id: productId, qty: opts.qty ?? 1 }] },
    paymentMethod: 'cash',
    paidAmount: 0,
    customer: 'guest',
    status: 'out-for-delivery',
    address: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711000001', street: 'House 3, Road 2', city: 'Dhaka', postalCode: '1209' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { _id: order, number, total } = placed.json() as { _id: string; number: string; total: number };
  const status = opts.status ?? 'delivered';
  const delivered = status === 'delivered' || status === 'partly-delivered';
  serial += 1;
  const [row] = await t.database.db
    .insert(deliveries)
    .values({
      orderId: order,
      orderNumber: number,
      courier: opts.courier ?? 'steadfast',
      consignmentId: `C${serial}`,
      trackingCode: `TRK${serial}`,
      status,
      codAmount: total,
      collected: delivered ? (opts.collected ?? total) : 0,
      recipientName: 'Rahim Uddin',
      recipientPhone: '01711000001',
      recipientAddress: 'House 3, Road 2, Dhaka',
      deliveredAt: delivered ? new Date() : null,
    })
    .returning({ id: deliveries.id });
  return { delivery: row.id, order, number, total };
}

const orderOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = async (id: string) => t.database.db.select().from(payments).where(eq(payments.orderId, id));
const settlementCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(courierSettlements))[0].n);
const settlementOf = async (delivery: string) =>
  (await t.database.db.select({ s: deliveries.settlementId }).from(deliveries).where(eq(deliveries.id, delivery)))[0].s;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Saree', slug: 'saree-cod' }).returning();
  const [p] = await t.database.db
    .insert(products)
    .values({
      name: 'Jamdani saree',
      slug: 'jamdani-cod',
      sku: 'JAM-COD',
      barcode: '2000000009991',
      categoryId: cat.id,
      status: 'published',
      price: 1250,
      cost: 700,
      stock: 500,
      type: 'simple',
    })
    .returning();
  productId = p.id;
  await reconcileStock(t.database.db, { productId, kind: 'opening' });
  const [till] = await t.database.db
    .insert(roles)
    .values({ name: 'Till', permissions: ['pos:use', 'orders:create', 'orders:list', 'orders:show', 'payments:list'] })
    .returning();
  const [boss] = await t.database.db
    .insert(roles)
    .values({ name: 'Floor manager', permissions: ['courier-settlements:*', 'courier-dues:*', 'orders:show'] })
    .returning();
  await t.database.db.insert(users).values([
    { name: 'Till One', email: 'till@example.com', passwordHash: await hashPassword('till-pass-123'), roleId: till.id },
    { name: 'Mita Manager', email: 'mita@example.com', passwordHash: await hashPassword('mita-pass-123'), roleId: boss.id },
  ]);
  cashier = await t.login('till@example.com', 'till-pass-123');
  manager = await t.login('mita@example.com', 'mita-pass-123');
});
afterAll(() => t.close());

describe('POST courier-settlements', () => {
  it('pays each covered order its collected cash, moves paid and payment state, and keeps the figures', async () => {
    const a = await parcel();
    const b = await parcel({ qty: 2 });
    expect((await orderOf(a.order)).paymentState).toBe('unpaid');
    const res = await post(manager, '/api/courier-settlements', {
      courier: 'steadfast',
      deliveryIds: [a.delivery, b.delivery],
      fees: 120.5,
      reference: 'SF-INV-778',
      notes: 'Weekly payout',
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s.number).toMatch(/^CS-\d{6}$/);
    // Each order's total (goods and the Dhaka delivery charge) was collected; ৳120.50 of fees kept.
    const collected = a.total + b.total;
    expect(s).toMatchObject({ courier: 'steadfast', reference: 'SF-INV-778', collected, fees: 120.5, remitted: collected - 120.5, userName: 'Mita Manager' });
    expect(s.deliveries.map((d: { orderNumber: string }) => d.orderNumber).sort()).toEqual([a.number, b.number].sort());

    for (const p of [a, b]) {
      const order = await orderOf(p.order);
      expect(order).toMatchObject({ paid: p.total, paymentState: 'paid' });
      const paid = await paymentsOf(p.order);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        method: 'cash',
        kind: 'payment',
        amount: p.total,
        reference: `COD ${s.number} · Steadfast · SF-INV-778`,
        cashierName: 'Mita Manager',
      });
      expect(await settlementOf(p.delivery)).toBe(s._id);
    }
    // The order page shows the payment, as any later payment.
    const page = (await get(owner, `/api/orders/${a.order}`)).json();
    expect(page.payments).toMatchObject([{ method: 'cash', amount: a.total }]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'courier-settlements'), eq(auditLog.recordId, s._id)));
    expect(audit).toMatchObject([{ action: 'create', label: s.number, userName: 'Mita Manager' }]);
    // Listed and shown by the engine, with the orders it paid.
    const listed = (await get(manager, `/api/courier-settlements?search=${s.number}`)).json();
    expect(listed.doc).toMatchObject([{ number: s.number, parcels: 2, collected, fees: 120.5, remitted: collected - 120.5 }]);
    expect(listed.doc[0].orders.sort()).toEqual([a.number, b.number].sort());
    expect((await get(manager, `/api/courier-settlements/${s._id}/deliveries`)).json()).toMatchObject({ number: s.number, remitted: collected - 120.5 });
  });

  it('takes fees per delivery, keeping each as the delivery’s courier fee', async () => {
    const a = await parcel({ courier: 'manual' });
    const b = await parcel({ courier: 'manual' });
    const res = await post(manager, '/api/courier-settlements', {
      courier: 'manual',
      deliveryIds: [a.delivery, b.delivery],
      deliveryFees: [
        { delivery: a.delivery, fee: 60 },
        { delivery: b.delivery, fee: 70.25 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ collected: a.total + b.total, fees: 130.25, remitted: a.total + b.total - 130.25 });
    const fees = await t.database.db
      .select({ id: deliveries.id, fee: deliveries.courierFee })
      .from(deliveries)
      .where(eq(deliveries.settlementId, res.json()._id));
    expect(Object.fromEntries(fees.map((f) => [f.id, f.fee]))).toEqual({ [a.delivery]: 60, [b.delivery]: 70.25 });
  });

  it('pays a partly delivered parcel what it collected: the order is partly paid', async () => {
    const p = await parcel({ status: 'partly-delivered', qty: 2, collected: 1250 });
    const res = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [p.delivery] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ collected: 1250, fees: 0, remitted: 1250 });
    expect(await orderOf(p.order)).toMatchObject({ paid: 1250, paymentState: 'partly-paid' });
  });

  it('is 409 naming the delivery already settled, and writes nothing for the others', async () => {
    const first = await parcel();
    const fresh = await parcel();
    const one = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [first.delivery] });
    expect(one.statusCode).toBe(201);
    const before = await settlementCount();
    const again = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [fresh.delivery, first.delivery], fees: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`These deliveries cannot be settled: ${first.number}`);
    expect(again.json().errors).toEqual([
      expect.objectContaining({
        field: 'deliveryIds.1',
        code: 'settlement_already_settled',
        message: `${first.number}: already settled in ${one.json().number}`,
      }),
    ]);
    expect(await settlementCount()).toBe(before);
    expect(await settlementOf(fresh.delivery)).toBeNull();
    expect(await paymentsOf(fresh.order)).toHaveLength(0);
    expect(await orderOf(first.order)).toMatchObject({ paid: first.total });
  });

  it('is 409 for another courier’s parcel, one not delivered, and an unknown id, each named', async () => {
    const other = await parcel({ courier: 'manual' });
    const moving = await parcel({ status: 'in-transit' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [other.delivery, moving.delivery, unknown] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'deliveryIds.0', message: `${other.number}: was sent with Manual (own rider), not this courier` }),
      expect.objectContaining({ field: 'deliveryIds.1', message: `${moving.number}: is in-transit, not delivered` }),
      expect.objectContaining({ field: 'deliveryIds.2', message: 'is not a delivery' }),
    ]);
    expect(await settlementOf(other.delivery)).toBeNull();
  });

  it('is 400 when the fees are more than the cash collected, and nothing is written', async () => {
    const p = await parcel();
    const before = await settlementCount();
    const res = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [p.delivery], fees: p.total + 0.01 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'fees', message: `cannot be more than the cash collected (${p.total.toFixed(2)})` })]);
    expect(await settlementCount()).toBe(before);
    expect(await settlementOf(p.delivery)).toBeNull();
    expect(await orderOf(p.order)).toMatchObject({ paid: 0, paymentState: 'unpaid' });
    // Fees equal to the cash are a payout of nothing, which a courier may send.
    const all = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [p.delivery], fees: p.total });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({ remitted: 0 });
  });

  it('is 400 for fees given twice, a fee for a delivery it does not cover, or a bad body', async () => {
    const p = await parcel();
    const q = await parcel();
    const twice = await post(manager, '/api/courier-settlements', {
      courier: 'steadfast',
      deliveryIds: [p.delivery],
      fees: 5,
      deliveryFees: [{ delivery: p.delivery, fee: 5 }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ field: 'fees' });
    const outside = await post(manager, '/api/courier-settlements', {
      courier: 'steadfast',
      deliveryIds: [p.delivery],
      deliveryFees: [{ delivery: q.delivery, fee: 5 }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({ field: 'deliveryFees.0.delivery' });
    const empty = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [] });
    expect(empty.statusCode).toBe(400);
    const negative = await post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [p.delivery], fees: -1 });
    expect(negative.statusCode).toBe(400);
    expect(await settlementOf(p.delivery)).toBeNull();
  });

  it('lets one of several payouts racing for the same parcel win; the order is paid once', async () => {
    const p = await parcel();
    const others = await Promise.all([parcel(), parcel(), parcel()]);
    const before = await settlementCount();
    const answers = await Promise.all(
      others.map((o) => post(manager, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [o.delivery, p.delivery] })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(await settlementCount()).toBe(before + 1);
    expect(await paymentsOf(p.order)).toHaveLength(1);
    expect(await orderOf(p.order)).toMatchObject({ paid: p.total, paymentState: 'paid' });
    const winner = answers.find((a) => a.statusCode === 201)!.json();
    expect(await settlementOf(p.delivery)).toBe(winner._id);
    // The losers' other parcels are still owed.
    const losers = others.filter((o) => !winner.deliveries.some((d: { _id: string }) => d._id === o.delivery));
    expect(losers).toHaveLength(2);
    for (const o of losers) expect(await settlementOf(o.delivery)).toBeNull();
  });

  it('is 403 without courier-settlements:create, and its lists without their permissions', async () => {
    const p = await parcel();
    const res = await post(cashier, '/api/courier-settlements', { courier: 'steadfast', deliveryIds: [p.delivery] });
    expect(res.statusCode).toBe(403);
    expect((await get(cashier, '/api/courier-settlements')).statusCode).toBe(403);
    expect((await get(cashier, '/api/courier-dues')).statusCode).toBe(403);
    expect((await get(cashier, '/api/courier-dues/by-courier')).statusCode).toBe(403);
    expect(await settlementOf(p.delivery)).toBeNull();
    // Not editable or deletable by anyone: the path has no such method (405, issue 35).
    const s = (await get(owner, '/api/courier-settlements?limit=1')).json().doc[0];
    expect((await t.call(owner, { method: 'DELETE', url: `/api/courier-settlements/${s._id}` })).statusCode).toBe(405);
    expect((await t.call(owner, { method: 'PUT', url: `/api/courier-settlements/${s._id}`, payload: { fees: 0 } })).statusCode).toBe(405);
  });
});

describe('the demo roles', () => {
  it('let the Manager record and read payouts and the owed list, and not the Cashier', () => {
    const held = (name: string) => ROLES.find(([role]) => role === name)![2];
    for (const action of ['list', 'show', 'create', 'export']) {
      expect(hasPermission(held('Manager'), 'courier-settlements', action)).toBe(true);
      expect(hasPermission(held('Cashier'), 'courier-settlements', action)).toBe(false);
    }
    expect(hasPermission(held('Manager'), 'courier-dues', 'list')).toBe(true);
    expect(hasPermission(held('Cashier'), 'courier-dues', 'list')).toBe(false);
  });
});

describe('GET courier-dues (owed by couriers)', () => {
  it('lists only delivered parcels with cash not yet paid out, with each courier’s total', async () => {
    const owed = await parcel({ courier: 'redx' });
    const owed2 = await parcel({ courier: 'redx', qty: 3 });
    const moving = await parcel({ courier: 'redx', status: 'in-transit' });
    const returned = await parcel({ courier: 'redx', status: 'returned' });
    const listed = await get(manager, '/api/courier-dues?courier=redx&sort=orderNumber');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    expect(list.doc.map((d: { orderNumber: string }) => d.orderNumber)).toEqual([owed.number, owed2.number]);
    const all = owed.total + owed2.total;
    expect(list.doc[0]).toMatchObject({ courier: 'redx', collected: owed.total, courierOwes: all, trackingCode: expect.stringMatching(/^TRK/) });
    expect((await get(manager, '/api/courier-dues/get/sum/collected?courier=redx')).json()).toMatchObject({ total: all });
    expect((await get(manager, '/api/courier-dues/by-courier')).json()).toContainEqual({ courier: 'redx', parcels: 2, owed: all });
    // What is not owed is not there, even by id.
    for (const p of [moving, returned]) expect((await get(manager, `/api/courier-dues?_id_in=${p.delivery}`)).json().doc).toEqual([]);

    const paid = await post(manager, '/api/courier-settlements', { courier: 'redx', deliveryIds: [owed.delivery], fees: 50 });
    expect(paid.statusCode).toBe(201);
    const after = (await get(manager, '/api/courier-dues?courier=redx')).json();
    expect(after.doc).toMatchObject([{ orderNumber: owed2.number, courierOwes: owed2.total }]);
    expect((await get(manager, '/api/courier-dues/by-courier')).json()).toContainEqual({ courier: 'redx', parcels: 1, owed: owed2.total });
  });
});

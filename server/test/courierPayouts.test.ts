import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CourierName } from '../../common/deliveryStatus';
import type { PayoutDifference } from '../../common/payoutDifferences';
import type { Courier } from '../domains/deliveries/couriers';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import { courierPayouts, courierSettlements, deliveries, jobs, orders, payments } from '../domains/schema';
import { pathaoOn, steadfastOn } from './fakeCouriers';
import { startFakePathao, type FakePathao } from './fakePathao';
import { startFakeSteadfast, type FakeSteadfast } from './fakeSteadfast';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

/**
 * Settling from the couriers' own payouts (issue 37): Steadfast's payments and
 * Pathao's invoices, read from the fakes of their APIs, matched against
 * deliveries written as the deliveries module leaves them once delivered.
 */

const HOOK_SECRET = 'pathao-hook-secret-payouts';
let t: TestApp;
let steadfast: FakeSteadfast;
let pathao: FakePathao;
let owner: string;
let productId: string;
let serial = 0;
let paymentId = 9000;

interface Parcel {
  delivery: string;
  order: string;
  number: string;
  /** The order's total, in taka: what the courier was to collect. */
  total: number;
  consignment: string;
}

/** A cash-on-delivery order (৳1,250 a unit) and its delivery with the courier, delivered `hoursAgo` hours ago. */
async function parcel(opts: { courier?: CourierName; status?: string; hoursAgo?: number; courierFee?: number; consignment?: string } = {}): Promise<Parcel> {
  const placed = await t.call(owner, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      cart: { items: [{ _id: productId, qty: 1 }] },
      paymentMethod: 'cash',
      paidAmount: 0,
      customer: 'guest',
      status: 'out-for-delivery',
      address: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711000001', street: 'House 3, Road 2', city: 'Dhaka', postalCode: '1209' },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { _id: order, number, total } = placed.json() as { _id: string; number: string; total: number };
  const status = opts.status ?? 'delivered';
  const delivered = status === 'delivered' || status === 'partly-delivered';
  const consignment = opts.consignment ?? String(7_000_000 + ++serial);
  const [row] = await t.database.db
    .insert(deliveries)
    .values({
      orderId: order,
      orderNumber: number,
      courier: opts.courier ?? 'steadfast',
      consignmentId: consignment,
      trackingCode: `TRK${consignment}`,
      status,
      codAmount: total,
      collected: delivered ? total : 0,
      courierFee: opts.courierFee ?? null,
      recipientName: 'Rahim Uddin',
      recipientPhone: '01711000001',
      recipientAddress: 'House 3, Road 2, Dhaka',
      deliveredAt: delivered ? new Date(Date.now() - (opts.hoursAgo ?? 1) * 3_600_000) : null,
    })
    .returning({ id: deliveries.id });
  return { delivery: row.id, order, number, total, consignment };
}

/** A Steadfast payment of the parcels, each paid `cash` (its total unless told), ৳60 charge and 1 % COD fee. */
function pay(lines: { p: Parcel; cash?: number; charge?: number }[]): string {
  const id = ++paymentId;
  const consignments = lines.map(({ p, cash, charge }) => ({
    consignment_id: Number(p.consignment),
    invoice: p.number,
    cod_amount: cash ?? p.total,
    delivery_charge: charge ?? 60,
    cod_charge: Math.round((cash ?? p.total) * 0.01 * 100) / 100,
  }));
  const amount = consignments.reduce((a, c) => a + c.cod_amount - c.delivery_charge - (c.cod_charge ?? 0), 0);
  steadfast.payments.push({ id, amount: Math.round(amount * 100) / 100, status: 'paid', created_at: new Date().toISOString(), consignments });
  return String(id);
}

const read = (courier?: string) => t.call(owner, { method: 'POST', url: '/api/deliveries/payouts/read', payload: courier ? { courier } : {} });
const payoutOf = async (courier: string, externalId: string) =>
  (
    await t.database.db
      .select()
      .from(courierPayouts)
      .where(sql`${courierPayouts.courier} = ${courier} and ${courierPayouts.externalId} = ${externalId}`)
  )[0];
const deliveryOf = async (id: string) => (await t.database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0];
const orderOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const settlementCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(courierSettlements))[0].n);
const kinds = (d: PayoutDifference[]) => d.map((x) => [x.kind, x.orderNumber]);

/** Waits until the payout reads and status refreshes due now are done (the read at start, a signal's). */
async function jobsDone(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [busy] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.queue} in ('courier-payouts', 'courier-status') and ${jobs.status} in ('waiting', 'active') and ${jobs.runAt} <= now()`);
    if (Number(busy.n) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the payout read did not finish');
}

beforeAll(async () => {
  steadfast = await startFakeSteadfast();
  pathao = await startFakePathao();
  const couriers = new Map<CourierName, Courier>([
    ['manual', manualCourier],
    ['steadfast', steadfastOn(steadfast, { timeoutMs: 1000 })],
    ['pathao', pathaoOn(pathao, { timeoutMs: 1000, webhookSecret: HOOK_SECRET })],
  ]);
  t = await createTestApp({ couriers, jobs: { pollMs: 50 } });
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Jamdani saree',
    slug: 'jamdani-payouts',
    sku: 'JAM-PAY',
    barcode: '2000000009984',
    price: 1250,
    cost: 700,
    stock: 500,
  });
  // The read at start runs first, so each test's reads are its own.
  await jobsDone();
});
afterAll(async () => {
  await t.close();
  await steadfast.close();
  await pathao.close();
});
beforeEach(() => {
  steadfast.delayMs = 0;
  steadfast.failPayments = 0;
});

describe('Steadfast’s payouts', () => {
  it('a payout with every parcel right makes one settlement, pays each order, and lists no difference', async () => {
    const a = await parcel();
    const b = await parcel();
    const id = pay([{ p: a }, { p: b }]);
    const before = await settlementCount();
    const res = await read('steadfast');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.couriers).toEqual([{ courier: 'steadfast', read: 1, matched: 1, error: null }]);
    expect(answer.matched).toMatchObject([{ courier: 'steadfast', externalId: id, differences: 0 }]);
    expect(answer.matched[0].settlementNumber).toMatch(/^CS-\d{6}$/);
    expect(await settlementCount()).toBe(before + 1);
    const payout = await payoutOf('steadfast', id);
    expect(payout.differences).toEqual([]);
    expect(payout.settlementId).not.toBeNull();
    const [s] = await t.database.db.select().from(courierSettlements).where(eq(courierSettlements.id, payout.settlementId!));
    // Fees: ৳60 and 1 % of each ৳total per parcel.
    const fee = (p: Parcel) => 60 + Math.round(p.total * 0.01 * 100) / 100;
    expect(s).toMatchObject({ courier: 'steadfast', reference: id, collected: a.total + b.total, fees: fee(a) + fee(b), userName: 'Shop Owner' });
    for (const p of [a, b]) {
      expect(await orderOf(p.order)).toMatchObject({ paid: p.total, paymentState: 'paid' });
      expect((await deliveryOf(p.delivery)).courierFee).toBe(fee(p));
      expect((await deliveryOf(p.delivery)).settlementId).toBe(s.id);
    }
  });

  it('a parcel paid short is settled for what arrived, and listed with both amounts', async () => {
    const a = await parcel();
    const short = await parcel();
    const id = pay([{ p: a }, { p: short, cash: short.total - 200 }]);
    await read('steadfast');
    const payout = await payoutOf('steadfast', id);
    expect(payout.differences).toEqual([
      { kind: 'short', consignmentId: short.consignment, orderNumber: short.number, expected: short.total, actual: short.total - 200 },
    ]);
    expect(payout.differenceCount).toBe(1);
    const order = await orderOf(short.order);
    expect(order).toMatchObject({ paid: short.total - 200, paymentState: 'partly-paid' });
    const paid = await t.database.db.select().from(payments).where(eq(payments.orderId, short.order));
    expect(paid.map((x) => x.amount)).toEqual([short.total - 200]);
  });

  it('a parcel an earlier payout settled, or listed twice, is charged twice and not paid again', async () => {
    const a = await parcel();
    const b = await parcel();
    pay([{ p: a }]);
    await read('steadfast');
    const id = pay([{ p: a }, { p: b }, { p: b }]);
    await read('steadfast');
    const payout = await payoutOf('steadfast', id);
    expect(kinds(payout.differences)).toEqual([
      ['charged_twice', a.number],
      ['charged_twice', b.number],
    ]);
    expect((await orderOf(a.order)).paid).toBe(a.total);
    expect((await orderOf(b.order)).paid).toBe(b.total);
  });

  it('a consignment the shop has no delivery for is unknown; a fee other than the one expected is listed', async () => {
    const a = await parcel({ courierFee: 60 });
    const id = pay([{ p: a, charge: 80 }, { p: { ...a, consignment: '99999991', number: 'NOT-OURS' } }]);
    await read('steadfast');
    const payout = await payoutOf('steadfast', id);
    expect(payout.differences).toEqual([
      { kind: 'fee', consignmentId: a.consignment, orderNumber: a.number, expected: 60, actual: 80 },
      { kind: 'unknown', consignmentId: '99999991', orderNumber: 'NOT-OURS', expected: null, actual: a.total },
    ]);
    expect((await deliveryOf(a.delivery)).settlementId).toBe(payout.settlementId);
  });

  it('read twice, a payout is matched once; two reads at once make one settlement', async () => {
    const a = await parcel();
    const id = pay([{ p: a }]);
    const before = await settlementCount();
    const [one, two] = await Promise.all([read('steadfast'), read('steadfast')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const matched = [...one.json().matched, ...two.json().matched].filter((m: { externalId: string }) => m.externalId === id);
    expect(matched).toHaveLength(1);
    const again = await read('steadfast');
    expect(again.json().matched).toEqual([]);
    expect(await settlementCount()).toBe(before + 1);
    expect((await orderOf(a.order)).paid).toBe(a.total);
    const rows = await t.database.db.select().from(courierPayouts).where(eq(courierPayouts.externalId, id));
    expect(rows).toHaveLength(1);
  });

  it('a courier that fails is answered with its reason, and nothing is recorded', async () => {
    const a = await parcel();
    const id = pay([{ p: a }]);
    steadfast.failPayments = 1;
    const res = await read('steadfast');
    expect(res.statusCode).toBe(200);
    expect(res.json().couriers[0]).toMatchObject({ courier: 'steadfast', read: 0, matched: 0 });
    expect(res.json().couriers[0].error).toMatch(/500/);
    expect(await payoutOf('steadfast', id)).toBeUndefined();
    steadfast.delayMs = 1500;
    const slow = await read('steadfast');
    expect(slow.json().couriers[0].error).toMatch(/did not answer/);
    steadfast.delayMs = 0;
    await read('steadfast');
    expect((await payoutOf('steadfast', id)).settlementId).not.toBeNull();
  });

  it('lists a delivered parcel left out of a payout two days later as missing, not one delivered since', async () => {
    const old = await parcel({ hoursAgo: 72 });
    const fresh = await parcel({ hoursAgo: 2 });
    const a = await parcel();
    const id = pay([{ p: a }]);
    await read('steadfast');
    const payout = await payoutOf('steadfast', id);
    expect(kinds(payout.differences)).toEqual([['missing', old.number]]);
    expect(payout.differences[0]).toMatchObject({ expected: old.total, actual: null });
    expect((await deliveryOf(old.delivery)).settlementId).toBeNull();
    expect((await deliveryOf(fresh.delivery)).settlementId).toBeNull();
    // Paid at last: settled, no longer missing from later payouts.
    pay([{ p: old }, { p: fresh }]);
    await read('steadfast');
    expect((await deliveryOf(old.delivery)).settlementId).not.toBeNull();
  });

  it('a parcel whose order was paid meanwhile is left owed and said, and the rest of the payout is settled', async () => {
    const a = await parcel();
    const paidByHand = await parcel();
    await t.database.db.update(orders).set({ paid: paidByHand.total, paymentState: 'paid' }).where(eq(orders.id, paidByHand.order));
    const id = pay([{ p: a }, { p: paidByHand }]);
    const res = await read('steadfast');
    expect(res.json().couriers[0].error).toBeNull();
    const payout = await payoutOf('steadfast', id);
    expect(payout.differences).toEqual([
      { kind: 'not_payable', consignmentId: paidByHand.consignment, orderNumber: paidByHand.number, expected: 0, actual: paidByHand.total },
    ]);
    expect((await deliveryOf(a.delivery)).settlementId).toBe(payout.settlementId);
    expect((await deliveryOf(paidByHand.delivery)).settlementId).toBeNull();
    expect((await orderOf(paidByHand.order)).paid).toBe(paidByHand.total);
  });

  it('a payment Steadfast has not made yet (its status says processing) is not read until it is', async () => {
    const a = await parcel();
    const id = pay([{ p: a }]);
    const payment = steadfast.payments.find((p) => String(p.id) === id)!;
    payment.status = 'processing';
    await read('steadfast');
    expect(await payoutOf('steadfast', id)).toBeUndefined();
    expect(steadfast.requests.some((r) => r.path === `/payments/${id}`)).toBe(false);
    payment.status = 'paid';
    await read('steadfast');
    expect((await payoutOf('steadfast', id)).settlementId).not.toBeNull();
  });

  it('needs the permission of recording a settlement, and knows only couriers with payouts', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/deliveries/payouts/read', payload: {} });
    expect(anon.statusCode).toBe(401);
    expect((await read('manual')).statusCode).toBe(404);
  });

  it('the list of payouts shows each with its differences', async () => {
    const res = await t.call(owner, { method: 'GET', url: '/api/courier-payouts?sort=-paidAt' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { doc: { externalId: string; differenceCount: number; differenceList: string }[] };
    expect(body.doc.length).toBeGreaterThan(0);
    const differing = body.doc.find((p) => p.differenceCount > 0)!;
    expect(JSON.parse(differing.differenceList)).toHaveLength(differing.differenceCount);
  });
});

describe('the courier-payouts job', () => {
  it('reads at start and queues the next read, one per six-hour slot across processes', async () => {
    const queued = () =>
      t.database.db
        .select({ key: jobs.key, runAt: jobs.runAt, status: jobs.status, error: jobs.lastError })
        .from(jobs)
        .where(sql`${jobs.queue} = 'courier-payouts' and ${jobs.key} like 'every:%'`)
        .orderBy(jobs.runAt);
    let rows = await queued();
    for (let i = 0; i < 100 && rows[0]?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await queued();
    }
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ['done', null],
      ['waiting', null],
    ]);
    const [first, next] = rows;
    expect(next.runAt.getTime() - first.runAt.getTime()).toBe(6 * 3_600_000);
    expect(next.key).toBe(`every:${next.runAt.toISOString()}`);
  });
});

describe('Pathao’s payouts', () => {
  /** A Pathao parcel booked and delivered in the fake as in the shop. */
  async function pathaoParcel(): Promise<Parcel> {
    const id = `DP${String(++serial).padStart(6, '0')}X`;
    const p = await parcel({ courier: 'pathao', consignment: id });
    pathao.orders.set(id, { merchantOrderId: p.number, status: 'Delivered', amountToCollect: p.total, updatedAt: '2026-12-05 10:00:00' });
    return p;
  }

  const signal = async (consignment: string) => {
    const call = pathao.webhookCall(consignment, 'order.paid', HOOK_SECRET);
    const res = await t.app.inject({ method: 'POST', url: '/api/deliveries/webhooks/pathao', headers: call.headers, payload: call.payload });
    expect(res.statusCode, res.body).toBe(202);
  };

  it('an order.paid signal reads Pathao’s API and groups the parcels of one invoice into one payout', async () => {
    const a = await pathaoParcel();
    const b = await pathaoParcel();
    for (const p of [a, b]) Object.assign(pathao.orders.get(p.consignment)!, { status: 'Payment_Invoice', invoiceId: 'INV-PT-1' });
    pathao.orders.get(b.consignment)!.paid = { collected: b.total - 100, deliveryFee: 60, codFee: 12.5 };
    await signal(a.consignment);
    await jobsDone();
    const payout = await payoutOf('pathao', 'INV-PT-1');
    expect(payout).toBeDefined();
    expect(payout.lines.map((l) => l.consignmentId).sort()).toEqual([a.consignment, b.consignment].sort());
    expect(payout.differences).toEqual([{ kind: 'short', consignmentId: b.consignment, orderNumber: b.number, expected: b.total, actual: b.total - 100 }]);
    expect(await orderOf(a.order)).toMatchObject({ paid: a.total, paymentState: 'paid' });
    expect((await orderOf(b.order)).paid).toBe(b.total - 100);
    expect((await deliveryOf(b.delivery)).courierFee).toBe(72.5);
    // Read again: matched once.
    const before = await settlementCount();
    await read('pathao');
    expect(await settlementCount()).toBe(before);
  });

  it('a forged order.paid for a parcel Pathao’s API says is unpaid records nothing', async () => {
    const p = await pathaoParcel();
    const before = await settlementCount();
    await signal(p.consignment);
    await jobsDone();
    expect(await settlementCount()).toBe(before);
    expect(await payoutOf('pathao', 'INV-FORGED')).toBeUndefined();
    expect((await deliveryOf(p.delivery)).settlementId).toBeNull();
    expect((await orderOf(p.order)).paid).toBe(0);
  });
});

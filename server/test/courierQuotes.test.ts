import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAnswer, QuoteOption } from '../../common/wire/courierQuotes';
import type { Couriers } from '../domains/deliveries/couriers';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import { jobs } from '../domains/schema';
import { pathaoOn, redxOn, steadfastOn } from './fakeCouriers';
import { startFakePathao, type FakePathao } from './fakePathao';
import { startFakeRedx, type FakeRedx } from './fakeRedx';
import { startFakeSteadfast, type FakeSteadfast } from './fakeSteadfast';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let pathao: FakePathao;
let redx: FakeRedx;
let steadfast: FakeSteadfast;
let owner: string;
let productId: string;

const DHAKA = '47';
const DHANMONDI = 'm47-dhanmondi';
const GULSHAN = 'm47-gulshan';
const ADDRESS = { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678', street: 'House 12, Road 4', city: 'Dhaka', postalCode: '1209' };

const db = () => t.database.db;
const post = (url: string, payload: Record<string, unknown>, token = owner) => t.call(token, { method: 'POST', url, payload });
const quotes = async (orders: string[]) => {
  const res = await post('/api/deliveries/quotes', { orders });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as QuoteAnswer).orders;
};
const optionOf = (options: QuoteOption[], courier: string) => options.find((o) => o.courier === courier)!;
const settings = async (payload: Record<string, unknown>) => t.call(owner, { method: 'PUT', url: '/api/settings', payload });

async function orderIn(thana: string | undefined, district = DHAKA, qty = 1): Promise<string> {
  const res = await post('/api/orders', {
    cart: { items: [{ _id: productId, qty }] },
    paymentMethod: 'bkash',
    paidAmount: 0,
    customer: 'guest',
    address: { ...ADDRESS, district, ...(thana ? { thana } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}

/** Past parcels with a courier to a thana, each of an order of its own: `delivered` delivered, the rest returned, ended `daysAgo` days ago. */
async function history(courier: string, thana: string, delivered: number, returned: number, daysAgo = 3) {
  const outcomes = [...Array<string>(delivered).fill('delivered'), ...Array<string>(returned).fill('returned')];
  for (const status of outcomes) {
    const orderId = await orderIn(thana);
    const ended = sql`now() - make_interval(days => ${daysAgo})`;
    await db()
      .execute(sql`insert into deliveries (order_id, order_number, courier, status, recipient_name, recipient_phone, recipient_address, delivered_at, returned_at)
      select id, number, ${courier}, ${status}, 'Test', '01712345678', 'Dhaka', ${status === 'delivered' ? ended : null}, ${status === 'returned' ? ended : null}
      from orders where id = ${orderId}`);
  }
}

async function readsDone(): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const open = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.queue, 'courier-areas'));
    if (open.length > 0 && open.every((j) => j.status === 'done')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('courier-areas jobs did not finish');
}

beforeAll(async () => {
  pathao = await startFakePathao();
  redx = await startFakeRedx();
  steadfast = await startFakeSteadfast();
  pathao.zones[1].push({ zone_id: 52, zone_name: 'Dhanmondi' });
  pathao.areas[52] = [{ area_id: 520, area_name: 'Road 27', home_delivery_available: true, pickup_available: true }];
  const couriers: Couriers = new Map([
    ['manual', manualCourier],
    ['steadfast', steadfastOn(steadfast)],
    ['pathao', pathaoOn(pathao, { timeoutMs: 500 })],
    ['redx', redxOn(redx)],
  ]);
  t = await createTestApp({ couriers, jobs: { pollMs: 20 } });
  owner = await t.login();
  productId = await stockedProduct(db(), {
    name: 'Eid panjabi',
    slug: 'eid-panjabi-q',
    sku: 'EP-Q',
    barcode: '2000000000048',
    price: 1500,
    cost: 800,
    stock: 100,
  });
  await readsDone();
});
afterAll(async () => {
  await t?.close();
  await pathao?.close();
  await redx?.close();
  await steadfast?.close();
});

describe('quotes for an order to deliver (issue 37)', () => {
  it('lists each courier with its own price, Steadfast by the rate card, the own rider unpriced, and suggests the cheapest untried one', async () => {
    const [q] = await quotes([await orderIn(DHANMONDI)]);
    // ৳1,500 and ৳60 delivery inside Dhaka, nothing paid: ৳1,560 to collect.
    expect(q).toMatchObject({ district: DHAKA, thana: DHANMONDI, codAmount: 1560 });
    expect(q.options.map((o) => o.courier)).toEqual(['manual', 'steadfast', 'pathao', 'redx']);
    expect(optionOf(q.options, 'pathao')).toMatchObject({ reachable: true, source: 'courier', charge: 60, codCharge: 15.6, deliveredRate: null });
    expect(optionOf(q.options, 'redx')).toMatchObject({ reachable: true, source: 'courier', charge: 60, codCharge: 0 });
    // The rate card's defaults: ৳60 inside Dhaka city, 1 % of the cash.
    expect(optionOf(q.options, 'steadfast')).toMatchObject({ reachable: true, source: 'rate-card', charge: 60, codCharge: 15.6 });
    expect(optionOf(q.options, 'manual')).toMatchObject({ reachable: true, source: 'none', charge: null });
    expect(q.suggestion).toEqual({ courier: 'redx', reason: { code: 'cheapest_untried', params: { rate: 80 } } });
    // Pathao was asked its price plan with the mapped city and zone.
    expect(pathao.requests.filter((r) => r.path.endsWith('/price-plan')).at(-1)!.body).toMatchObject({ recipient_city: 1, recipient_zone: 52 });
  });

  it('suggests the cheapest courier that delivers often enough to the district, from the last 90 days of parcels', async () => {
    const order = await orderIn(DHANMONDI);
    // RedX returned most of the shop's Dhaka parcels; Pathao delivered 9 of 10 (to another thana: the rate is the district's); Steadfast's only parcels ended 100 days ago.
    await history('redx', DHANMONDI, 1, 5);
    await history('pathao', GULSHAN, 9, 1);
    await history('steadfast', DHANMONDI, 10, 0, 100);
    const [q] = await quotes([order]);
    expect(optionOf(q.options, 'redx')).toMatchObject({ delivered: 1, finished: 6, deliveredRate: 17 });
    expect(optionOf(q.options, 'pathao')).toMatchObject({ delivered: 9, finished: 10, deliveredRate: 90 });
    expect(optionOf(q.options, 'steadfast')).toMatchObject({ delivered: 0, finished: 0, deliveredRate: null });
    expect(q.suggestion).toEqual({ courier: 'pathao', reason: { code: 'cheapest_above', params: { rate: 80 } } });

    // A minimum of 95 % no courier reaches: the untried Steadfast is suggested before a proven-poor one.
    expect((await settings({ courierMinDeliveredRate: 95 })).statusCode).toBe(200);
    expect((await quotes([order]))[0].suggestion).toEqual({ courier: 'steadfast', reason: { code: 'cheapest_untried', params: { rate: 95 } } });
    await settings({ courierMinDeliveredRate: 80 });
  });

  it('says a courier without a mapping for the thana cannot reach it, and never suggests it', async () => {
    const [q] = await quotes([await orderIn(GULSHAN)]);
    expect(optionOf(q.options, 'pathao')).toMatchObject({
      reachable: false,
      charge: null,
      code: 'delivery_area_unmapped',
      note: 'Pathao has no delivery area for Gulshan, Dhaka: map it in Courier areas before booking with Pathao',
    });
    expect(optionOf(q.options, 'redx')).toMatchObject({ reachable: true, charge: 60 });
    expect(q.suggestion?.courier).not.toBe('pathao');
  });

  it('follows the courier fixed for the district, and prices outside Dhaka at the outside rate', async () => {
    const res = await settings({ courierPickRule: 'fixed', courierByDistrict: [{ district: DHAKA, courier: 'steadfast' }] });
    expect(res.statusCode, res.body).toBe(200);
    const dhaka = await orderIn(DHANMONDI);
    // Savar is an upazila of Dhaka district: outside the city.
    const savar = await orderIn('u365');
    const [inCity, outside] = await quotes([dhaka, savar]);
    expect(inCity.suggestion).toEqual({ courier: 'steadfast', reason: { code: 'fixed', params: { district: DHAKA } } });
    expect(optionOf(outside.options, 'steadfast')).toMatchObject({ source: 'rate-card', charge: 120 });
    await settings({ courierPickRule: 'cheapest', courierByDistrict: [] });
  });

  it('keeps the other couriers’ prices when one does not answer in time, saying so on its row', async () => {
    pathao.delayMs = 2000;
    try {
      const [q] = await quotes([await orderIn(DHANMONDI)]);
      expect(optionOf(q.options, 'pathao')).toMatchObject({ source: 'none', charge: null });
      expect(optionOf(q.options, 'pathao').note).toMatch(/^Pathao could not price it: /);
      expect(optionOf(q.options, 'redx')).toMatchObject({ source: 'courier', charge: 60 });
      expect(q.suggestion?.courier).not.toBe('pathao');
    } finally {
      pathao.delayMs = 0;
    }
  });

  it('asks Pathao once for parcels to one place whatever they collect, RedX once for each amount, and keeps the order asked', async () => {
    const a = await orderIn(DHANMONDI);
    const b = await orderIn(DHANMONDI, DHAKA, 2);
    const calls = (path: string) => [pathao, redx].flatMap((f) => f.requests).filter((r) => r.path.includes(path)).length;
    const before = { pathao: calls('/price-plan'), redx: calls('/charge_calculator') };
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await quotes([b, missing, a]);
    expect(answer.map((o) => o.order)).toEqual([b, missing, a]);
    expect(answer[1]).toMatchObject({ options: [], suggestion: null, error: expect.any(String) });
    // ৳3,060 and ৳1,560 to collect: 1 % each, from one price plan.
    expect(optionOf(answer[0].options, 'pathao')).toMatchObject({ charge: 60, codCharge: 30.6 });
    expect(optionOf(answer[2].options, 'pathao')).toMatchObject({ charge: 60, codCharge: 15.6 });
    expect(calls('/price-plan') - before.pathao).toBe(1);
    expect(calls('/charge_calculator') - before.redx).toBe(2);
  });

  it('refuses a bad request and a clerk without the booking permission, and a fixed district that is not ours or listed twice', async () => {
    expect((await post('/api/deliveries/quotes', { orders: [] })).statusCode).toBe(400);
    const role = await post('/api/roles', { name: 'Viewer', permissions: ['orders:list'] });
    await post('/api/users', { name: 'viewer', email: 'viewer@example.com', password: 'user-password-1', role: role.json()._id });
    const viewer = await t.login('viewer@example.com', 'user-password-1');
    expect((await post('/api/deliveries/quotes', { orders: [await orderIn(DHANMONDI)] }, viewer)).statusCode).toBe(403);

    const unknown = await settings({ courierByDistrict: [{ district: '99', courier: 'redx' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'courierByDistrict.0.district', code: 'place_unknown' }] });
    const twice = await settings({
      courierByDistrict: [
        { district: DHAKA, courier: 'redx' },
        { district: DHAKA, courier: 'pathao' },
      ],
    });
    expect(twice.json()).toMatchObject({ errors: [{ field: 'courierByDistrict.1.district', code: 'district_listed_twice' }] });
    const kept = await t.call(owner, { method: 'GET', url: '/api/settings' });
    expect(kept.json()).toMatchObject({ courierByDistrict: [] });
  });
});

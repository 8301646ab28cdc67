import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poisha } from '../../common/money';
import { couriersFromEnv, type Courier, type Couriers, type Parcel } from '../domains/deliveries/couriers';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import { RedxCourier } from '../domains/deliveries/couriers/redx';
import { deliveries, orders } from '../domains/schema';
import { startFakeRedx, type FakeRedx } from './fakeRedx';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let fake: FakeRedx;
let owner: string;
let productId: string;
let seq = 0;

const CALLBACK_TOKEN = 'redx-callback-0123456789';

const redx = (over: Partial<ConstructorParameters<typeof RedxCourier>[0]> = {}) =>
  new RedxCourier({ token: fake.token, baseUrl: fake.url, timeoutMs: 2000, callbackToken: CALLBACK_TOKEN, ...over });

/**
 * The RedX area an order's address lies in, by its postal code, as the
 * address model will give it: 1209 is Dhanmondi (id only, so the adapter
 * names it from their list), 1230 an area they do not know, anything else none.
 */
const areaOf = (address: string): Parcel['areas'] =>
  address.endsWith('1209') ? { redx: { areaId: 2 } } : address.endsWith('1230') ? { redx: { areaId: 999, areaName: 'Uttara' } } : undefined;

/** RedX behind the deliveries routes, the parcel's area filled in as the address model will. */
function routedRedx(inner: RedxCourier): Courier {
  return {
    name: inner.name,
    bulkLimit: inner.bulkLimit,
    book: (parcels) => inner.book(parcels.map((p) => ({ ...p, areas: areaOf(p.recipientAddress) }))),
    status: (ref) => inner.status(ref),
    webhook: (headers, body, query) => inner.webhook(headers, body, query),
  };
}

const parcel = (over: Partial<Parcel> = {}): Parcel => ({
  invoice: `S-R${String(++seq).padStart(5, '0')}`,
  recipientName: 'Nusrat Jahan',
  recipientPhone: '01712345678',
  recipientAddress: 'House 12, Road 4, Dhanmondi, Dhaka, 1209',
  codAmount: poisha(125_050),
  itemDescription: 'Eid panjabi (M) ×1',
  areas: { redx: { areaId: 2, areaName: 'Dhanmondi' } },
  ...over,
});

const post = (url: string, payload: unknown) => t.call(owner, { method: 'POST', url, payload: payload as Record<string, unknown> });

/** A phone order at the till with an address at `postalCode`. */
async function phoneOrder(postalCode = '1209') {
  const res = await post('/api/orders', {
    cart: { items: [{ _id: productId, qty: 1 }] },
    paymentMethod: 'bkash',
    paidAmount: 0,
    customer: 'guest',
    address: { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678', street: 'House 12, Road 4', city: 'Dhaka', postalCode },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; number: string; total: number };
}

const bookRedx = async (orderId: string) => {
  const res = await post('/api/deliveries/book', { orders: [orderId], courier: 'redx' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0] as { ok: boolean; error?: string; delivery: string; consignmentId?: string; trackingCode?: string; status: string };
};

beforeAll(async () => {
  fake = await startFakeRedx();
  const couriers: Couriers = new Map([
    ['manual', manualCourier],
    ['redx', routedRedx(redx())],
  ]);
  t = await createTestApp({ couriers });
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Eid panjabi',
    slug: 'eid-panjabi-redx',
    sku: 'EP-RX',
    barcode: '2000000000024',
    price: 1500,
    cost: 800,
    stock: 1000,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.delayMs = 0;
  fake.failNext = 0;
});

describe('booking with RedX through the deliveries routes', () => {
  it('books one order: our order number as invoice, the area named from their list, the amount in taka, the token in its header', async () => {
    const order = await phoneOrder();
    const result = await bookRedx(order._id);
    expect(result).toMatchObject({ ok: true, status: 'booked' });
    expect(result.consignmentId).toBeTruthy();
    expect(result.trackingCode).toBe(result.consignmentId);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /areas', 'POST /parcel']);
    const req = fake.requests[1];
    expect(req.headers['api-access-token']).toBe(`Bearer ${fake.token}`);
    expect(req.body).toMatchObject({
      customer_name: 'Nusrat Jahan',
      customer_phone: '01712345678',
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      customer_address: 'House 12, Road 4, Dhaka, 1209',
      merchant_invoice_id: order.number,
      tenant_invoice_id: order.number,
      cash_collection_amount: String(order.total),
      parcel_weight: 500,
      is_closed_box: false,
      parcel_details_json: [{ name: 'Eid panjabi ×1', category: 'clothing', value: order.total }],
    });
    const d = (await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, order._id)))[0];
    expect(d).toMatchObject({ courier: 'redx', status: 'booked', courierStatus: 'pickup-pending', consignmentId: result.consignmentId });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0].status).toBe('out-for-delivery');
  });

  it('keeps their refusal with the field and its reason, the order left to book again', async () => {
    const order = await phoneOrder('1230');
    const result = await bookRedx(order._id);
    expect(result.ok).toBe(false);
    expect(result.error).toBe('RedX refused it (400): delivery_area_id: delivery_area_id is not a valid area');
    const d = (await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, order._id)))[0];
    expect(d).toMatchObject({ status: 'pending', bookingError: result.error });
  });

  it('refuses an address without a RedX area before asking them anything', async () => {
    const order = await phoneOrder('1000');
    const result = await bookRedx(order._id);
    expect(result).toMatchObject({ ok: false, error: 'delivery_area_id: the address has no RedX delivery area; choose one before booking with RedX' });
    expect(fake.requests).toHaveLength(0);
  });

  it('a lost answer is never booked again behind staff’s back: the reason says to look in their panel first', async () => {
    const order = await phoneOrder();
    fake.failNext = 1;
    const result = await bookRedx(order._id);
    expect(result.ok).toBe(false);
    expect(result.error).toContain('RedX failed (502)');
    expect(result.error).toContain(`look for invoice ${order.number} in RedX's panel before booking again`);
    // One POST, which did make the parcel on their side.
    expect(fake.requests.filter((r) => r.path === '/parcel')).toHaveLength(1);
    expect([...fake.parcels.values()].filter((p) => p.invoice === order.number)).toHaveLength(1);
  });

  it('moves with the status their API gives, keeping their word', async () => {
    const order = await phoneOrder();
    const { delivery, consignmentId } = await bookRedx(order._id);
    fake.move(consignmentId!, 'ready-for-delivery', 'Package is picked up', 'পার্সেল পিকাপ সম্পন্ন হয়েছে');
    expect((await post(`/api/deliveries/${delivery}/refresh`, {})).json()).toMatchObject({ status: 'picked-up', courierStatus: 'ready-for-delivery' });
    fake.move(consignmentId!, 'agent-hold', 'Parcel is on hold', 'পার্সেলটি হোল্ডে আছে');
    expect((await post(`/api/deliveries/${delivery}/refresh`, {})).json()).toMatchObject({ status: 'in-transit', courierStatus: 'agent-hold' });
    // Their latest message is kept in both languages, for staff to read in theirs on the delivery.
    const shown = await t.call(owner, { method: 'GET', url: `/api/deliveries/${delivery}` });
    expect(shown.json()).toMatchObject({ courierMessage: { en: 'Parcel is on hold', bn: 'পার্সেলটি হোল্ডে আছে' } });
    fake.move(consignmentId!, 'delivered', 'Package is delivered', 'পার্সেলটি ডেলিভারি করা হয়েছে');
    expect((await post(`/api/deliveries/${delivery}/refresh`, {})).json()).toMatchObject({ status: 'delivered', orderStatus: 'completed' });
    const d = (await t.database.db.select().from(deliveries).where(eq(deliveries.id, delivery)))[0];
    // Their charge for a parcel inside Dhaka (/parcel/info's `charge`).
    expect(d.courierFee).toBe(60);
  });

  it('takes a callback with the right token in its URL as a signal: its body moves nothing, their API is asked and moves it', async () => {
    const order = await phoneOrder();
    const { delivery, consignmentId } = await bookRedx(order._id);
    fake.move(consignmentId!, 'ready-for-delivery', 'Package is picked up', 'পার্সেল পিকাপ সম্পন্ন হয়েছে');
    // The body claims a delivery; their API says picked up.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/webhooks/redx?token=${CALLBACK_TOKEN}`,
      payload: { ...fake.callbackBody(consignmentId!), status: 'delivered' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(async () => (await t.database.db.select().from(deliveries).where(eq(deliveries.id, delivery)))[0].status, { timeout: 10_000 })
      .toBe('picked-up');
  });

  it('refuses a callback with a wrong token at the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries/webhooks/redx?token=wrong',
      payload: { tracking_number: 'X', status: 'delivered' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('RedX adapter', () => {
  it('reads the status with their latest tracking message in English and Bangla', async () => {
    const [booked] = await redx().book([parcel()]);
    if (!booked.ok) throw new Error(booked.error);
    fake.move(booked.consignmentId!, 'delivery-in-progress', 'Package is out for delivery', 'পার্সেলটি ডেলিভারির জন্য রাইডারের কাছে আছে');
    expect(await redx().status({ consignmentId: booked.consignmentId, trackingCode: null })).toEqual({
      courierStatus: 'delivery-in-progress',
      status: 'in-transit',
      courierFee: poisha(6000),
      courierMessage: { en: 'Package is out for delivery', bn: 'পার্সেলটি ডেলিভারির জন্য রাইডারের কাছে আছে' },
    });
    fake.move(booked.consignmentId!, 'some-new-word', 'Something new', '');
    expect(await redx().status({ consignmentId: booked.consignmentId, trackingCode: null })).toMatchObject({
      courierStatus: 'some-new-word',
      status: null,
      courierMessage: { en: 'Something new', bn: null },
    });
    await expect(redx().status({ consignmentId: 'NOPE', trackingCode: null })).rejects.toThrow(/404/);
  });

  it('cancels a parcel before pickup; after pickup their refusal is the answer', async () => {
    const [a] = await redx().book([parcel()]);
    if (!a.ok) throw new Error(a.error);
    fake.requests.length = 0;
    expect(await redx().cancel({ consignmentId: a.consignmentId, trackingCode: null }, 'Customer changed their mind')).toEqual({ ok: true });
    expect(fake.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/parcels',
      body: {
        entity_type: 'parcel-tracking-id',
        entity_id: a.consignmentId,
        update_details: { property_name: 'status', new_value: 'cancelled', reason: 'Customer changed their mind' },
      },
    });
    expect(await redx().status({ consignmentId: a.consignmentId, trackingCode: null })).toMatchObject({ courierStatus: 'cancelled', status: 'cancelled' });
    const [b] = await redx().book([parcel()]);
    if (!b.ok) throw new Error(b.error);
    fake.move(b.consignmentId!, 'ready-for-delivery', 'Package is picked up', 'পার্সেল পিকাপ সম্পন্ন হয়েছে');
    expect(await redx().cancel({ consignmentId: b.consignmentId, trackingCode: null }, 'Too late')).toEqual({
      ok: false,
      error: 'Parcel can not be cancelled after pickup',
    });
    expect(await redx().cancel({ consignmentId: null, trackingCode: null }, 'x')).toEqual({ ok: false, error: 'The delivery has no RedX tracking id' });
  });

  it('quotes the charge from the pickup store’s area, in poisha; an area they do not serve is unreachable', async () => {
    const courier = redx({ pickupStoreId: 1 });
    expect(await courier.quote(parcel({ weight: 1.2 }))).toEqual({ charge: poisha(7500), codCharge: poisha(0), reachable: true });
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/pickup/store/info/1',
      '/charge/charge_calculator?delivery_area_id=2&pickup_area_id=1&cash_collection_amount=1250.5&weight=1200',
    ]);
    expect(await courier.quote(parcel({ areas: { redx: { areaId: 301 } } }))).toEqual({ charge: poisha(11000), codCharge: poisha(1251), reachable: true });
    expect(await courier.quote(parcel({ areas: { redx: { areaId: 999 } } }))).toEqual({
      charge: 0,
      codCharge: 0,
      reachable: false,
      note: 'RedX refused it (400): Delivery is not available in this area',
    });
    expect(await courier.quote(parcel({ areas: undefined }))).toMatchObject({ reachable: false, note: 'The address has no RedX delivery area' });
  });

  it('lists areas by post code and by district, and the pickup stores', async () => {
    expect(await redx().areas({ postCode: 1206 })).toEqual([
      { id: 13, name: 'Kochukhet', post_code: 1206, division_name: 'Dhaka', zone_id: 1 },
      { id: 20, name: 'Ibrahimpur', post_code: 1206, division_name: 'Dhaka', zone_id: 1 },
    ]);
    expect((await redx().areas({ district: 'Chattogram' })).map((a) => a.name)).toEqual(['Agrabad']);
    expect(fake.requests.map((r) => r.path)).toEqual(['/areas?post_code=1206', '/areas?district_name=Chattogram']);
    const made = await redx().createPickupStore({ name: 'Mirpur branch', phone: '01812345678', address: 'Road 2, Mirpur', area_id: 13 });
    expect(made).toMatchObject({ name: 'Mirpur branch', area_name: 'Kochukhet', area_id: 13 });
    expect((await redx().pickupStores()).map((s) => s.id)).toEqual([1, made.id]);
  });

  it('says a refused token and a time-out plainly; a lost answer says to look in their panel', async () => {
    expect(await redx({ token: 'wrong' }).book([parcel()])).toEqual([{ ok: false, error: 'RedX refused the API token (401)' }]);
    fake.delayMs = 600;
    const p = parcel();
    const [late] = await redx({ timeoutMs: 150 }).book([p]);
    expect(late.ok).toBe(false);
    if (!late.ok)
      expect(late.error).toBe(
        `RedX did not answer within 150 ms; it may have booked the parcel all the same: look for invoice ${p.invoice} in RedX's panel before booking again`,
      );
    // The request did reach them: the parcel is made once the slow answer is given (and never sent again).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect([...fake.parcels.values()].filter((x) => x.invoice === p.invoice)).toHaveLength(1);
  });

  it('refuses before asking a phone that is not 11 digits', async () => {
    expect(await redx().book([parcel({ recipientPhone: '0171234' })])).toEqual([{ ok: false, error: 'customer_phone: must be an 11-digit phone number' }]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('RedX’s callback', () => {
  let hook: Server;
  let hookUrl = '';
  const received: { answer: unknown }[] = [];

  beforeAll(async () => {
    // Our callback URL as the route will serve it: the query string handed to the adapter with the body.
    const courier = redx();
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const query = Object.fromEntries(new URL(req.url ?? '/', 'http://hook').searchParams);
        const answer = courier.webhook(req.headers, JSON.parse(Buffer.concat(chunks).toString('utf8')), query);
        received.push({ answer });
        res.writeHead(answer === 'unauthorized' ? 401 : answer === 'invalid' ? 400 : 200).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/deliveries/webhooks/redx`;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('a wrong or missing token is refused; the right one gives a refresh signal, never a report', async () => {
    const [booked] = await redx().book([parcel()]);
    if (!booked.ok) throw new Error(booked.error);
    const id = booked.consignmentId!;
    fake.move(id, 'delivered', 'Package is delivered', 'পার্সেলটি ডেলিভারি করা হয়েছে');
    expect(await fake.fireCallback(`${hookUrl}?token=wrong`, id)).toBe(401);
    expect(await fake.fireCallback(hookUrl, id)).toBe(401);
    expect(await fake.fireCallback(`${hookUrl}?token=${CALLBACK_TOKEN}`, id)).toBe(200);
    const body = fake.callbackBody(id);
    expect(received.at(-1)!.answer).toEqual({ key: `${id}:delivered:${String(body.timestamp)}`, consignmentId: id, report: null, refresh: true });
  });

  it('a body that is not theirs is invalid; without a configured token every call is refused', () => {
    expect(redx().webhook({}, { hello: 'world' }, { token: CALLBACK_TOKEN })).toBe('invalid');
    expect(redx().webhook({}, [1, 2], { token: CALLBACK_TOKEN })).toBe('invalid');
    expect(redx({ callbackToken: undefined }).webhook({}, { tracking_number: 'X', status: 'delivered' }, { token: '' })).toBe('unauthorized');
    expect(redx().webhook({}, { tracking_number: 'X', status: 'delivered' })).toBe('unauthorized');
  });
});

describe('RedX from the environment', () => {
  it('is there with REDX_API_TOKEN; a pickup store id that is not a number is refused at start', () => {
    expect([...couriersFromEnv({ REDX_API_TOKEN: 't' }).keys()]).toEqual(['manual', 'redx']);
    expect(couriersFromEnv({ REDX_API_TOKEN: 't', REDX_PICKUP_STORE_ID: '12' }).get('redx')).toBeInstanceOf(RedxCourier);
    expect(() => couriersFromEnv({ REDX_API_TOKEN: 't', REDX_PICKUP_STORE_ID: 'main' })).toThrow(/REDX_PICKUP_STORE_ID/);
    expect([...couriersFromEnv({ REDX_PICKUP_STORE_ID: '12' }).keys()]).toEqual(['manual']);
  });
});

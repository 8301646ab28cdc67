import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPathao } from '../../common/deliveryStatus';
import { poisha } from '../../common/money';
import { couriersFromEnv, type Courier, type Couriers, type Parcel } from '../domains/deliveries/couriers';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import type { PathaoCourier, PathaoOptions } from '../domains/deliveries/couriers/pathao';
import { pathaoOn } from './fakeCouriers';
import { courierEvents, deliveries, orders } from '../domains/schema';
import { startFakePathao, type FakePathao } from './fakePathao';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

let fake: FakePathao;
let seq = 0;
const DHAKA = { city: 1, zone: 298, area: 37 };
const HOOK_SECRET = 'pathao-hook-secret-0123';

const parcel = (over: Partial<Parcel> = {}): Parcel => ({
  invoice: `P-${String(++seq).padStart(6, '0')}`,
  recipientName: 'Nusrat Jahan',
  recipientPhone: '01712345678',
  recipientAddress: 'House 12, Road 4, Dhanmondi, Dhaka, 1209',
  codAmount: poisha(125_050),
  itemDescription: 'Eid panjabi (M) ×1',
  weight: 0.3,
  areas: { pathao: DHAKA },
  ...over,
});

const pathao = (over: Partial<PathaoOptions> = {}) => pathaoOn(fake, { webhookSecret: HOOK_SECRET, ...over });

const paths = () => fake.requests.map((r) => `${r.method} ${r.path}`);
const grants = () => fake.requests.filter((r) => r.path.endsWith('/issue-token')).map((r) => (r.body as { grant_type: string }).grant_type);

beforeAll(async () => {
  fake = await startFakePathao();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  Object.assign(fake, { delayMs: 0, slowBookingMs: 0, throttleNext: 0, failAfterBooking: 0, failBeforeBooking: 0, failLookups: 0, tokenTtlS: 432_000 });
});

describe('Pathao’s token', () => {
  it('is issued once with the password grant, kept, and refreshed before it expires; callers together share one renewal', async () => {
    let clock = Date.now();
    fake.tokenTtlS = 3600;
    const courier = pathao({ now: () => clock });
    await courier.book([parcel()]);
    await courier.book([parcel()]);
    expect(grants()).toEqual(['password']);
    const issued = fake.requests.find((r) => r.path.endsWith('/issue-token'))!.body;
    expect(issued).toEqual({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'password',
      username: fake.username,
      password: fake.password,
    });
    // Within a tenth of its hour of expiring: renewed with the refresh token, once for three callers at the same moment.
    clock += 3_300_000;
    const id = [...fake.orders.keys()].at(-1)!;
    const reports = await Promise.all([1, 2, 3].map(() => courier.status({ consignmentId: id, trackingCode: null })));
    expect(reports.map((r) => r.status)).toEqual(['booked', 'booked', 'booked']);
    expect(grants()).toEqual(['password', 'refresh_token']);
    const refresh = fake.requests.filter((r) => r.path.endsWith('/issue-token'))[1].body as Record<string, unknown>;
    expect(refresh).toMatchObject({ grant_type: 'refresh_token', client_id: fake.clientId });
    expect(typeof refresh.refresh_token).toBe('string');
  });

  it('asks for a fresh token once when Pathao no longer takes the one it has (401)', async () => {
    const courier = pathao();
    await courier.book([parcel()]);
    fake.revoke();
    const [result] = await courier.book([parcel()]);
    expect(result.ok).toBe(true);
    expect(grants()).toEqual(['password', 'password']);
  });

  it('says so when Pathao refuses the credentials', async () => {
    const [result] = await pathao({ password: 'wrong' }).book([parcel()]);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/refused the API credentials \(400\)/) });
  });
});

describe('booking with Pathao', () => {
  it('books one parcel: our order number as merchant_order_id, their city and zone ids, whole taka, normal delivery of a parcel', async () => {
    const p = parcel();
    const [result] = await pathao().book([p]);
    expect(result).toMatchObject({ ok: true, status: 'booked', courierStatus: 'Pending' });
    if (!result.ok) throw new Error('not booked');
    expect(result.trackingCode).toBe(result.consignmentId);
    expect(fake.orders.get(result.consignmentId!)).toMatchObject({ merchantOrderId: p.invoice, amountToCollect: 1251 });
    const sent = fake.requests.find((r) => r.path === '/aladdin/api/v1/orders')!;
    expect(sent.headers.authorization).toMatch(/^Bearer \w+/);
    expect(sent.body).toEqual({
      store_id: fake.storeId,
      merchant_order_id: p.invoice,
      recipient_name: 'Nusrat Jahan',
      recipient_phone: '01712345678',
      recipient_address: p.recipientAddress,
      recipient_city: 1,
      recipient_zone: 298,
      recipient_area: 37,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 1,
      item_weight: 0.5,
      amount_to_collect: 1251,
      item_description: 'Eid panjabi (M) ×1',
    });
  });

  it('refuses a parcel without Pathao’s city and zone, or over their 10 kg, before asking', async () => {
    const [result] = await pathao().book([parcel({ areas: undefined })]);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/Pathao needs the city and zone/) });
    const [heavy] = await pathao().book([parcel({ weight: 12 })]);
    expect(heavy).toEqual({ ok: false, error: 'item_weight: Pathao carries at most 10 kg' });
    expect(fake.requests).toHaveLength(0);
  });

  it('passes on their refusal with the field and its reason', async () => {
    const [result] = await pathao().book([parcel({ areas: { pathao: { city: 1, zone: 2001 } } })]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe('Pathao refused it (422): recipient_zone: The selected recipient zone is invalid.');
  });

  it('books many one by one, each with its id or its reason (their bulk call gives no ids)', async () => {
    const courier = pathao();
    expect(courier.bulkLimit).toBe(1);
    const results = await courier.book([parcel(), parcel({ recipientPhone: '0171' }), parcel()]);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(paths().filter((p) => p.includes('/orders'))).toEqual(['POST /aladdin/api/v1/orders', 'POST /aladdin/api/v1/orders']);
  });

  it('a 5xx after Pathao made the order: it is looked up by our number and booked once', async () => {
    fake.failAfterBooking = 1;
    const p = parcel();
    const [result] = await pathao().book([p]);
    expect(result).toMatchObject({ ok: true, status: 'booked' });
    const mine = [...fake.orders.entries()].filter(([, o]) => o.merchantOrderId === p.invoice);
    expect(mine).toHaveLength(1);
    if (result.ok) expect(result.consignmentId).toBe(mine[0][0]);
    expect(paths().filter((x) => x.includes('/orders'))).toEqual(['POST /aladdin/api/v1/orders', `GET /aladdin/api/v1/orders?merchant_order_id=${p.invoice}`]);
  });

  it('a time-out after Pathao made the order: looked up, booked once, never sent again', async () => {
    fake.slowBookingMs = 500;
    const p = parcel();
    const [result] = await pathao({ timeoutMs: 150 }).book([p]);
    expect(result.ok).toBe(true);
    expect([...fake.orders.values()].filter((o) => o.merchantOrderId === p.invoice)).toHaveLength(1);
    expect(paths().filter((x) => x.startsWith('POST /aladdin/api/v1/orders'))).toHaveLength(1);
  });

  it('a 5xx before Pathao made the order: looked up, not found, refused with word to book again', async () => {
    fake.failBeforeBooking = 1;
    const p = parcel();
    const [result] = await pathao().book([p]);
    expect(result).toEqual({ ok: false, error: `Pathao failed (500): Server Error; Pathao has no order ${p.invoice}, so it was not booked: book it again` });
    expect(paths().filter((x) => x.startsWith('POST /aladdin/api/v1/orders'))).toHaveLength(1);
  });

  it('a lost answer that cannot be checked says to look at their panel before booking again', async () => {
    fake.failAfterBooking = 1;
    fake.failLookups = 1;
    const p = parcel();
    const [result] = await pathao().book([p]);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(new RegExp(`could not be asked whether it booked order ${p.invoice} .*check Pathao’s panel before booking it again`));
  });

  it('waits out 429s with a back-off and then books', async () => {
    const courier = pathao();
    await courier.cities(); // the token first
    fake.requests.length = 0;
    fake.throttleNext = 2;
    const [result] = await courier.book([parcel()]);
    expect(result.ok).toBe(true);
    expect(paths()).toEqual(['POST /aladdin/api/v1/orders', 'POST /aladdin/api/v1/orders', 'POST /aladdin/api/v1/orders']);
  });

  it('gives up on 429s past its time, saying Pathao is busy', async () => {
    fake.throttleNext = 1000;
    const started = Date.now();
    const [result] = await pathao({ maxWaitMs: 200, backoffMs: 20 }).book([parcel()]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toEqual({ ok: false, error: 'Pathao is busy (too many requests); try again in a minute' });
    fake.throttleNext = 0;
  });

  it('never makes more calls in a window than its limit', async () => {
    const courier = pathao({ ratePerMinute: 3, windowMs: 300 });
    const started = Date.now();
    await courier.book([parcel(), parcel(), parcel(), parcel()]); // a token and four bookings: five calls
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(fake.requests).toHaveLength(5);
  });
});

describe('Pathao’s status, prices and places', () => {
  it('reads an order’s status and maps their word onto ours', async () => {
    const courier = pathao();
    const [result] = await courier.book([parcel()]);
    if (!result.ok) throw new Error('not booked');
    const id = result.consignmentId!;
    fake.orders.get(id)!.status = 'Partial_Delivery';
    expect(await courier.status({ consignmentId: id, trackingCode: null })).toEqual({ courierStatus: 'Partial_Delivery', status: 'partly-delivered' });
    fake.orders.get(id)!.status = 'On_Hold';
    expect(await courier.status({ consignmentId: null, trackingCode: id })).toEqual({ courierStatus: 'On_Hold', status: null });
    await expect(courier.status({ consignmentId: 'DL999', trackingCode: null })).rejects.toThrow(/404/);
  });

  it('maps their words, as the API or the webhook writes them', () => {
    expect(fromPathao('Pickup_Requested')).toBe('booked');
    expect(fromPathao('At the Sorting HUB')).toBe('in-transit');
    expect(fromPathao('received-at-last-mile-hub')).toBe('in-transit');
    expect(fromPathao('Delivered')).toBe('delivered');
    expect(fromPathao('Return')).toBe('returning');
    expect(fromPathao('Paid_Return')).toBe('returned');
    expect(fromPathao('Pickup_Cancelled')).toBe('cancelled');
    expect(fromPathao('Something_New')).toBeNull();
  });

  it('quotes their price plan: the charge, 1 % for collecting cash, and places they do not serve or collect in', async () => {
    const courier = pathao();
    const quote = await courier.quote(parcel());
    expect(quote).toEqual({ charge: 6000, codCharge: 1251, reachable: true, codChargeFor: expect.any(Function) });
    // Their charge is a share of the cash: the same plan prices ৳500.50 at ৳5.01.
    expect(quote.codChargeFor?.(poisha(50050))).toBe(501);
    const price = fake.requests.find((r) => r.path.endsWith('/merchant/price-plan'))!.body;
    expect(price).toEqual({ store_id: fake.storeId, item_type: 2, delivery_type: 48, item_weight: 0.5, recipient_city: 1, recipient_zone: 298 });
    expect(await courier.quote(parcel({ areas: { pathao: { city: 2, zone: 2001 } } }))).toMatchObject({
      charge: 11000,
      codCharge: 1251,
      reachable: false,
      note: 'Pathao does not collect cash there',
    });
    expect(await courier.quote(parcel({ codAmount: poisha(0), areas: { pathao: { city: 2, zone: 2001 } } }))).toMatchObject({ reachable: true, codCharge: 0 });
    expect(await courier.quote(parcel({ areas: { pathao: { city: 1, zone: 2001 } } }))).toMatchObject({
      reachable: false,
      note: expect.stringMatching(/recipient_zone/),
    });
    expect(await courier.quote(parcel({ areas: undefined }))).toMatchObject({ reachable: false });
    expect(await courier.quote(parcel({ weight: 12 }))).toMatchObject({ reachable: false, note: 'Pathao carries at most 10 kg' });
  });

  it('lists their cities, a city’s zones and a zone’s areas, kept a while', async () => {
    const courier = pathao();
    expect(await courier.cities()).toEqual([
      { id: 1, name: 'Dhaka' },
      { id: 2, name: 'Chittagong' },
    ]);
    expect(await courier.zones(1)).toEqual([
      { id: 298, name: '60 feet' },
      { id: 1070, name: 'Abdullahpur Uttara' },
    ]);
    expect(await courier.areas(298)).toEqual([
      { id: 37, name: 'Bonolota', homeDelivery: true, pickup: true },
      { id: 3, name: 'Road 03', homeDelivery: true, pickup: false },
    ]);
    await courier.cities();
    expect(paths().filter((p) => p.startsWith('GET'))).toEqual([
      'GET /aladdin/api/v1/city-list',
      'GET /aladdin/api/v1/cities/1/zone-list',
      'GET /aladdin/api/v1/zones/298/area-list',
    ]);
  });
});

describe('Pathao’s webhook, read by the adapter', () => {
  it('is only a signal: a right secret asks for a refresh and never reports; a wrong one or a body not theirs is refused', () => {
    const courier = pathao();
    const call = fake.webhookCall('DL000001VS8TTJ', 'order.delivered', HOOK_SECRET);
    expect(courier.webhook(call.headers, call.payload)).toEqual({
      key: `DL000001VS8TTJ:order.delivered:${String(call.payload.timestamp)}`,
      consignmentId: 'DL000001VS8TTJ',
      report: null,
      refresh: true,
    });
    expect(courier.webhook({ ...call.headers, 'x-pathao-signature': 'wrong' }, call.payload)).toBe('unauthorized');
    expect(courier.webhook({}, call.payload)).toBe('unauthorized');
    expect(pathao({ webhookSecret: undefined }).webhook(call.headers, call.payload)).toBe('unauthorized');
    // Their panel's test call concerns no parcel: answered, recorded nowhere.
    expect(courier.webhook(call.headers, { event: 'webhook_integration' })).toBe('acknowledged');
    expect(courier.webhook(call.headers, { hello: 'world' })).toBe('invalid');
    expect(courier.webhook(call.headers, { ...call.payload, consignment_id: 12 })).toBe('invalid');
  });
});

describe('Pathao from the environment', () => {
  const env = { PATHAO_CLIENT_ID: 'c', PATHAO_CLIENT_SECRET: 's', PATHAO_USERNAME: 'u@x.com', PATHAO_PASSWORD: 'p', PATHAO_STORE_ID: '130820' };
  it('is there with all five variables, not with four, and a store id that is not a number is refused', () => {
    expect([...couriersFromEnv(env).keys()]).toEqual(['manual', 'pathao']);
    expect([...couriersFromEnv({ ...env, PATHAO_PASSWORD: '' }).keys()]).toEqual(['manual']);
    expect(() => couriersFromEnv({ ...env, PATHAO_STORE_ID: 'main' })).toThrow(/PATHAO_STORE_ID/);
  });
});

describe('Pathao through the deliveries routes', () => {
  let t: TestApp;
  let owner: string;
  let productId: string;
  const ADDRESS = {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '+880 1712-345678',
    street: 'House 12, Road 4, Dhanmondi',
    city: 'Dhaka',
    postalCode: '1209',
  };

  /** Pathao's adapter behind a stand-in for the address model, which gives a Dhaka address Pathao's ids and others none. */
  const withPlaces = (inner: PathaoCourier): Courier => ({
    name: inner.name,
    bulkLimit: inner.bulkLimit,
    book: (parcels) => inner.book(parcels.map((p) => ({ ...p, areas: p.recipientAddress.includes('Dhaka') ? { pathao: DHAKA } : undefined }))),
    status: (ref) => inner.status(ref),
    webhook: (headers, body) => inner.webhook(headers, body),
    webhookReply: inner.webhookReply,
  });

  const post = (url: string, payload: unknown) => t.call(owner, { method: 'POST', url, payload: payload as Record<string, unknown> });
  const phoneOrder = async (city = 'Dhaka') => {
    const res = await post('/api/orders', {
      cart: { items: [{ _id: productId, qty: 1 }] },
      paymentMethod: 'bkash',
      paidAmount: 0,
      customer: 'guest',
      address: { ...ADDRESS, city },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; number: string; total: number };
  };
  const book = (ids: string[]) => post('/api/deliveries/book', { orders: ids, courier: 'pathao' });
  const deliveryOf = async (orderId: string) => (await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)))[0];
  const hook = (call: { headers: Record<string, string>; payload: Record<string, unknown> }) =>
    t.app.inject({ method: 'POST', url: '/api/deliveries/webhooks/pathao', payload: call.payload, headers: call.headers });

  beforeAll(async () => {
    const couriers: Couriers = new Map([
      ['manual', manualCourier],
      ['pathao', withPlaces(pathao())],
    ]);
    t = await createTestApp({ couriers });
    owner = await t.login();
    productId = await stockedProduct(t.database.db, {
      name: 'Eid panjabi',
      slug: 'eid-panjabi-p',
      sku: 'EP-P',
      barcode: '2000000000024',
      price: 1500,
      cost: 800,
      stock: 100,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('books an order with Pathao, and refuses one whose address has no Pathao city and zone', async () => {
    const dhaka = await phoneOrder();
    const sylhet = await phoneOrder('Sylhet');
    const res = await book([dhaka._id, sylhet._id]);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results[0]).toMatchObject({ ok: true, status: 'booked', orderNumber: dhaka.number });
    expect(await deliveryOf(dhaka._id)).toMatchObject({
      courier: 'pathao',
      status: 'booked',
      consignmentId: results[0].consignmentId,
      trackingCode: results[0].consignmentId,
    });
    expect(fake.orders.get(results[0].consignmentId)!.merchantOrderId).toBe(dhaka.number);
    expect(results[1]).toMatchObject({ ok: false, error: expect.stringMatching(/Pathao needs the city and zone/) });
    expect(await deliveryOf(sylhet._id)).toMatchObject({ status: 'pending', bookingError: expect.stringMatching(/Pathao needs the city and zone/) });
  });

  it('a 5xx after Pathao booked it: the delivery is booked once with Pathao’s id', async () => {
    const order = await phoneOrder();
    fake.failAfterBooking = 1;
    const { results } = (await book([order._id])).json();
    expect(results[0]).toMatchObject({ ok: true, status: 'booked' });
    expect([...fake.orders.values()].filter((o) => o.merchantOrderId === order.number)).toHaveLength(1);
  });

  it('moves with what Pathao’s API says when asked', async () => {
    const order = await phoneOrder();
    const d = (await book([order._id])).json().results[0];
    fake.orders.get(d.consignmentId)!.status = 'In_Transit';
    expect((await post(`/api/deliveries/${d.delivery}/refresh`, {})).json()).toMatchObject({ status: 'in-transit', courierStatus: 'In_Transit' });
    fake.orders.get(d.consignmentId)!.status = 'Delivered';
    expect((await post(`/api/deliveries/${d.delivery}/refresh`, {})).json()).toMatchObject({ status: 'delivered', orderStatus: 'completed' });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0].status).toBe('completed');
  });

  it('its webhook: a wrong secret is 401; a right one is taken as a signal and moves nothing by itself', async () => {
    const order = await phoneOrder();
    const d = (await book([order._id])).json().results[0];
    expect((await hook(fake.webhookCall(d.consignmentId, 'order.delivered', 'forged'))).statusCode).toBe(401);
    const res = await hook(fake.webhookCall(d.consignmentId, 'order.delivered', HOOK_SECRET));
    // Answered as their panel asks: 202 with their integration header.
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers['x-pathao-merchant-webhook-integration-secret']).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
    expect(await t.database.db.select().from(courierEvents).where(eq(courierEvents.deliveryId, d.delivery))).toHaveLength(1);
    // The body said delivered; their API still says what it said at booking, so the job leaves it booked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveryOf(order._id)).toMatchObject({ status: 'booked' });
    // The panel's test call: 202 and the header, nothing recorded.
    const handshake = await hook({
      headers: fake.webhookCall(d.consignmentId, 'order.delivered', HOOK_SECRET).headers,
      payload: { event: 'webhook_integration' },
    });
    expect(handshake.statusCode).toBe(202);
    expect(handshake.headers['x-pathao-merchant-webhook-integration-secret']).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
    expect(await t.database.db.select().from(courierEvents).where(eq(courierEvents.deliveryId, d.delivery))).toHaveLength(1);
  });
});

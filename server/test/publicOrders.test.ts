import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBanglaDigits } from '../../common/money';
import { queryRows } from '../db/rows';
import { BkashProvider } from '../domains/payments';
import { jobs, orders, settings } from '../domains/schema';
import { createTestApp, type TestApp } from './harness';
import { startFakeBkash, type FakeBkash } from './fakeBkash';
import { stockedProduct } from './stockedProduct';

/**
 * Orders from the online shop (issue 38), `POST /api/public/orders` with no
 * token: priced as the till prices the same cart, the last unit sold once,
 * idempotent, held to limits, confirmed by the phone's SMS code, expired
 * with the stock given back, held by the phone's fraud band, and paid by
 * bKash (a fake of their tokenized checkout) once however often it calls back.
 */
describe('orders from the online shop', () => {
  let t: TestApp;
  let token: string;
  let fake: FakeBkash;
  let shirt: string;
  let phoneNo = 0;
  /** A new customer's phone for each order, unless a test means the same one. */
  const newPhone = () => `0171${String(2_000_000 + ++phoneNo).padStart(7, '0')}`;
  const DHANMONDI = { street: 'House 12, Road 5', district: '47', thana: 'm47-dhanmondi' };

  const body = (over: Record<string, unknown> = {}) => ({
    items: [{ product: shirt, qty: 2 }],
    customer: { name: 'Rahim Uddin', phone: newPhone() },
    address: DHANMONDI,
    payment: 'cod',
    ...over,
  });
  const place = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/public/orders', payload, headers });
  const setShop = async (values: Partial<typeof settings.$inferInsert>) => {
    await t.database.db.update(settings).set(values).where(eq(settings.id, 1));
    Object.assign(t.app.shop, values);
  };
  const stockOf = async (id: string) => (await queryRows<{ stock: number }>(t.database.db, sql`select stock from products where id = ${id}`))[0].stock;
  /** The code the SMS carried: the last queued message to the order. */
  const codeOf = async (orderId: string) => {
    const [row] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text from sms_messages where order_id = ${orderId} order by created_at desc limit 1`,
    );
    return /(\d{6})/.exec(row.text)?.[1] ?? '';
  };
  const verify = (id: string, code: string) => t.app.inject({ method: 'POST', url: `/api/public/orders/${id}/verify`, payload: { code } });

  beforeAll(async () => {
    fake = await startFakeBkash();
    const bkash = new BkashProvider({
      baseUrl: fake.url,
      username: fake.username,
      password: fake.password,
      appKey: fake.appKey,
      appSecret: fake.appSecret,
      timeoutMs: 2000,
    });
    t = await createTestApp({ storefrontLimit: false, bkash, storefrontOrigins: ['https://shop.example'] });
    token = await t.login();
    shirt = await stockedProduct(t.database.db, {
      name: 'Web Shirt',
      slug: 'web-shirt',
      sku: 'WEB-1',
      barcode: '2000000000011',
      price: 1250.5,
      cost: 700,
      stock: 200,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('prices the cart as the till prices it for the same address, takes the stock, and waits for the phone’s code', async () => {
    const before = await stockOf(shirt);
    const res = await place(body());
    expect(res.statusCode, res.body).toBe(201);
    const online = res.json();
    const till = await t.call(token, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer: 'guest',
        cart: { items: [{ _id: shirt, qty: 2 }] },
        paymentMethod: 'cash',
        paidAmount: 0,
        status: 'order-placed',
        address: {
          name: 'Rahim Uddin',
          email: 'rahim@example.com',
          phone: newPhone(),
          street: 'House 12, Road 5',
          city: 'Dhaka',
          postalCode: '1205',
          district: '47',
          thana: 'm47-dhanmondi',
        },
      },
    });
    expect(till.statusCode).toBe(201);
    const tillOrder = (await t.call(token, { method: 'GET', url: `/api/orders/${till.json()._id}` })).json();
    expect({ subTotal: online.subTotal, shipping: online.shipping, vat: online.vat, discount: online.discount, total: online.total }).toEqual({
      subTotal: tillOrder.subTotal,
      shipping: tillOrder.shipping,
      vat: tillOrder.vat,
      discount: tillOrder.discount,
      total: tillOrder.total,
    });
    expect(online.shipping).toBe(t.app.shop.deliveryInsideDhaka);
    expect(online).toMatchObject({ status: 'pending', phoneToConfirm: true, paid: 0, payNow: 0, replayed: false });
    expect(new Date(online.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(await stockOf(shirt)).toBe(before - 4);
    // Seen by staff as an online order of no cashier, with its band.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, online._id));
    expect(row).toMatchObject({ source: 'web', cashierId: null, phoneVerified: false, riskBand: 'none', hold: null });
  });

  it('refuses what it cannot take: another phone, an unknown district, a thana of another district, a short line; and writes nothing', async () => {
    const count = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0].n;
    const scarce = await stockedProduct(t.database.db, {
      name: 'Scarce Scarf',
      slug: 'scarce-scarf',
      sku: 'WEB-3',
      barcode: '2000000000035',
      price: 500,
      cost: 200,
      stock: 3,
    });
    const before = await count();
    const cases: [object, number, string][] = [
      [body({ customer: { name: 'A', phone: '12345' } }), 400, 'customer.phone'],
      [body({ address: { ...DHANMONDI, district: '999' } }), 400, 'address.district'],
      [body({ address: { ...DHANMONDI, district: '10' } }), 400, 'address.thana'],
      [body({ items: [{ product: scarce, qty: 4 }] }), 409, ''],
      [{ ...body(), price: 1 }, 400, ''],
    ];
    for (const [payload, status, field] of cases) {
      const res = await place(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('sells the last unit once when 20 customers race for it', async () => {
    const last = await stockedProduct(t.database.db, {
      name: 'Last Panjabi',
      slug: 'last-panjabi',
      sku: 'WEB-LAST',
      barcode: '2000000000028',
      price: 2000,
      cost: 900,
      stock: 1,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body({ items: [{ product: last, qty: 1 }] }))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await stockOf(last)).toBe(0);
  });

  it('gives a customer who taps twice one order, and refuses the same key with another cart', async () => {
    const key = randomUUID();
    const payload = body();
    const [a, b] = await Promise.all([place(payload, { 'idempotency-key': key }), place(payload, { 'idempotency-key': key })]);
    const first = [a, b].find((r) => r.statusCode === 201);
    expect(first).toBeDefined();
    const again = await place(payload, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({ _id: first!.json()._id, replayed: true });
    const other = await place({ ...payload, items: [{ product: shirt, qty: 1 }] }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
  });

  it('holds a phone to the shop’s orders an hour with 429 and Retry-After', async () => {
    await setShop({ onlineOrdersPerPhone: 2 });
    const phone = newPhone();
    const customer = { name: 'Karim', phone };
    expect((await place(body({ customer }))).statusCode).toBe(201);
    expect((await place(body({ customer }))).statusCode).toBe(201);
    const third = await place(body({ customer: { ...customer, phone: `+88 ${phone}` } }));
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3000);
    expect(third.json().code).toBe('phone_orders_limit');
    expect((await place(body())).statusCode).toBe(201);
    await setShop({ onlineOrdersPerPhone: 5 });
  });

  it('confirms the phone with the SMS code: five guesses, Bangla digits read, then the order counts', async () => {
    const placed = (await place(body({ language: 'bn' }))).json();
    const code = await codeOf(placed._id);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await verify(placed._id, wrong);
    expect(miss.statusCode, miss.body).toBe(400);
    expect(miss.json().errors[0]).toMatchObject({ field: 'code', params: { left: 4 } });
    const right = await verify(placed._id, toBanglaDigits(code));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ status: 'order-placed', phoneToConfirm: false, expiresAt: null });
    expect((await verify(placed._id, code)).statusCode).toBe(409);
  });

  it('ends a code after five wrong guesses, sent at once, and sends a new one a minute later', async () => {
    const placed = (await place(body())).json();
    const code = await codeOf(placed._id);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 7 }, () => verify(placed._id, wrong)));
    expect(guesses.map((g) => g.statusCode).sort(), guesses.map((g) => g.body).join('\n')).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(
      guesses
        .map((g) => g.json().errors?.[0]?.params?.left)
        .filter((l) => l !== undefined)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(guesses.filter((g) => g.statusCode === 400)).toHaveLength(5);
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(2);
    expect((await verify(placed._id, code)).statusCode).toBe(429);
    const tooSoon = await t.app.inject({ method: 'POST', url: `/api/public/orders/${placed._id}/code`, payload: {} });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    await t.database.db.execute(sql`update order_codes set sent_at = now() - interval '61 seconds' where order_id = ${placed._id}`);
    expect((await t.app.inject({ method: 'POST', url: `/api/public/orders/${placed._id}/code`, payload: {} })).statusCode).toBe(204);
    const fresh = await codeOf(placed._id);
    expect((await verify(placed._id, fresh)).json().status).toBe('order-placed');
  });

  it('says an expired code has expired', async () => {
    const placed = (await place(body())).json();
    await t.database.db.execute(sql`update order_codes set expires_at = now() - interval '1 second' where order_id = ${placed._id}`);
    const res = await verify(placed._id, await codeOf(placed._id));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('code_expired');
  });

  it('cancels a pending order at its expiry and gives its stock back; a confirmed one is left alone', async () => {
    const before = await stockOf(shirt);
    const lapsed = (await place(body())).json();
    const kept = (await place(body())).json();
    await verify(kept._id, await codeOf(kept._id));
    expect(await stockOf(shirt)).toBe(before - 4);
    // Their expiry jobs were queued with them; run them now, as if the half hour had passed.
    await t.database.db.execute(sql`update orders set expires_at = now() - interval '1 second' where id in (${lapsed._id}, ${kept._id})`);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`${jobs.key} in (${`expire:${lapsed._id}`}, ${`expire:${kept._id}`})`);
    t.app.jobs.wake();
    await t.app.jobs.idle();
    const status = async (id: string) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
    expect(await status(lapsed._id)).toBe('cancelled');
    expect(await status(kept._id)).toBe('order-placed');
    expect(await stockOf(shirt)).toBe(before - 2);
  });

  it('holds an order of a high-risk phone for staff, and asks it an advance by bKash when the shop says so', async () => {
    await setShop({ onlineOtp: false, onlineHoldBand: 'never' });
    const phone = newPhone();
    const customer = { name: 'Risky', phone };
    // Two orders of this phone, both cancelled: a high band (100 % of its finished orders).
    for (let i = 0; i < 2; i++) {
      const o = (await place(body({ customer }))).json();
      expect(o.status).toBe('order-placed');
      expect((await t.call(token, { method: 'PUT', url: `/api/orders/${o._id}/status`, payload: { status: 'cancelled' } })).statusCode).toBe(200);
    }
    await setShop({ onlineHoldBand: 'high', onlineAdvanceBand: 'high', onlineAdvanceKind: 'shipping' });
    const risky = (await place(body({ customer }))).json();
    expect(risky).toMatchObject({ status: 'pending', advanceDue: t.app.shop.deliveryInsideDhaka, payNow: t.app.shop.deliveryInsideDhaka });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, risky._id));
    expect(row).toMatchObject({ riskBand: 'high', hold: 'risk' });
    expect(row.riskReason).toMatchObject({ code: 'cancelled', cancelled: 2 });

    // The advance by bKash: the customer pays, bKash calls back twice; the money is recorded once.
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/public/orders/${risky._id}/bkash`,
      payload: { returnUrl: 'https://shop.example/thanks' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().amount).toBe(t.app.shop.deliveryInsideDhaka);
    const paymentID = new URL(started.json().redirectUrl).searchParams.get('paymentID') ?? [...fake.payments.keys()].at(-1)!;
    const callback = new URL(fake.pay(paymentID));
    for (let i = 0; i < 2; i++) {
      const back = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe(`https://shop.example/thanks?payment=success&order=${risky._id}`);
    }
    const after = (await t.app.inject({ method: 'GET', url: `/api/public/orders/${risky._id}` })).json();
    expect(after).toMatchObject({ status: 'order-placed', paid: t.app.shop.deliveryInsideDhaka, payNow: 0 });
    const paid = await queryRows<{ method: string; reference: string }>(
      t.database.db,
      sql`select method, reference from payments where order_id = ${risky._id}`,
    );
    expect(paid).toEqual([{ method: 'bkash', reference: fake.payments.get(paymentID)!.trxID }]);

    // The order page gives part of it back through bKash.
    const refund = await t.call(token, { method: 'POST', url: `/api/orders/${risky._id}/bkash-refund`, payload: { amount: 20, reason: 'Delivery waived' } });
    expect(refund.statusCode).toBe(200);
    expect(fake.payments.get(paymentID)!.refunds.map((r) => r.amount)).toEqual([2000]);
    const tooMuch = await t.call(token, { method: 'POST', url: `/api/orders/${risky._id}/bkash-refund`, payload: { amount: 1000, reason: 'x' } });
    expect(tooMuch.statusCode).toBe(400);
    const [o] = await t.database.db.select({ paid: orders.paid }).from(orders).where(eq(orders.id, risky._id));
    expect(o.paid).toBe(t.app.shop.deliveryInsideDhaka - 20);
    await setShop({ onlineOtp: true, onlineAdvanceBand: 'never' });
  });

  it('sets aside a bKash refund before asking bKash: two refunds at once of most of the payment, one goes to bKash, the other is refused here', async () => {
    await setShop({ onlineOtp: false });
    const placed = (await place(body({ payment: 'bkash' }))).json();
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/public/orders/${placed._id}/bkash`,
      payload: { returnUrl: 'https://shop.example/thanks' },
    });
    expect(started.statusCode).toBe(200);
    const paymentID = [...fake.payments.keys()].at(-1)!;
    const callback = new URL(fake.pay(paymentID));
    await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/orders/${placed._id}` })).json()).toMatchObject({ paid: placed.total });

    const most = Math.floor(placed.total * 0.75);
    const refund = () => t.call(token, { method: 'POST', url: `/api/orders/${placed._id}/bkash-refund`, payload: { amount: most, reason: 'Returned' } });
    const asked = () => fake.requests.filter((r) => r.path === '/payment/refund').length;
    const before = asked();
    // bKash is slow to answer: both would pass a check of what is left made before either is recorded.
    fake.delayMs = 300;
    const answers = await Promise.all([refund(), refund()]);
    fake.delayMs = 0;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().errors[0]).toMatchObject({ field: 'amount' });
    expect(asked() - before).toBe(1);
    expect(fake.payments.get(paymentID)!.refunds.map((r) => r.amount)).toEqual([most * 100]);
    const rows = await t.call(token, { method: 'GET', url: `/api/orders/${placed._id}/online-payments` });
    expect(rows.json()).toEqual([expect.objectContaining({ amount: placed.total, refunded: most })]);
    const [o] = await t.database.db.select({ paid: orders.paid }).from(orders).where(eq(orders.id, placed._id));
    expect(o.paid).toBe(Math.round((placed.total - most) * 100) / 100);
    await setShop({ onlineOtp: true });
  });

  it('keeps an order paid by bKash pending when the customer cancels, and records a payment whose callback was lost before it expires', async () => {
    await setShop({ onlineOtp: false });
    const placed = (await place(body({ payment: 'bkash' }))).json();
    expect(placed).toMatchObject({ status: 'pending', payNow: placed.total });
    const open = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/public/orders/${placed._id}/bkash`, payload: { returnUrl: 'https://shop.example/thanks' } });
      expect(res.statusCode).toBe(200);
      return [...fake.payments.keys()].at(-1)!;
    };
    const first = await open();
    const cancelled = new URL(fake.cancel(first));
    const back = await t.app.inject({ method: 'GET', url: `${cancelled.pathname}${cancelled.search}` });
    expect(back.headers.location).toContain('payment=failure');
    expect((await t.app.inject({ method: 'GET', url: `/api/public/orders/${placed._id}` })).json().status).toBe('pending');

    // Paid, but the customer closed the page: no callback. The expiry asks bKash first.
    const second = await open();
    fake.pay(second);
    await t.database.db.execute(sql`update orders set expires_at = now() - interval '1 second' where id = ${placed._id}`);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, `expire:${placed._id}`));
    t.app.jobs.wake();
    await t.app.jobs.idle();
    const after = (await t.app.inject({ method: 'GET', url: `/api/public/orders/${placed._id}` })).json();
    expect(after).toMatchObject({ status: 'order-placed', paid: placed.total });
    await setShop({ onlineOtp: true });
  });

  it('sends bKash customers back only to the shop’s own pages', async () => {
    await setShop({ onlineOtp: false });
    const placed = (await place(body({ payment: 'bkash' }))).json();
    const res = await t.app.inject({ method: 'POST', url: `/api/public/orders/${placed._id}/bkash`, payload: { returnUrl: 'https://evil.example/x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('returnUrl');
    await setShop({ onlineOtp: true });
  });

  it('shows the storefront only its own online orders', async () => {
    const till = await t.call(token, {
      method: 'POST',
      url: '/api/orders',
      payload: { customer: 'guest', cart: { items: [{ _id: shirt, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 2000 },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/orders/${till.json()._id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/orders/not-an-id' })).statusCode).toBe(400);
  });
});

describe('the storefront’s limits on placing orders', () => {
  it('answers 429 with Retry-After past the orders an address may place an hour, and past the storefront’s calls a minute', async () => {
    const t = await createTestApp({ storefrontLimit: { max: 25 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/api/public/orders', payload: { items: [] } })).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      const over = await t.app.inject({ method: 'POST', url: '/api/public/orders', payload: { items: [] } });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(60);
      const reads: number[] = [];
      for (let i = 0; i < 26; i++) reads.push((await t.app.inject({ method: 'GET', url: `/api/public/orders/${randomUUID()}` })).statusCode);
      expect(reads.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});

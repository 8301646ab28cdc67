import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poisha } from '../../common/money';
import { courierEvents, deliveries } from '../domains/schema';
import { manualCourier } from '../domains/deliveries/couriers/manual';
import type { Courier, CourierReport, Couriers, Parcel } from '../domains/deliveries/couriers';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 37: a courier whose webhook cannot prove who sent it (Pathao's secret
 * is every merchant's; RedX's sits in the URL) only signals. The push is
 * answered at once and moves nothing; a job asks the courier's API where the
 * parcel stands and applies that answer. A forged push can therefore only
 * make the server ask the courier again.
 */

const SECRET = 'signal-secret-0123';

/** A courier that books, reports what `where` holds when asked, and whose pushes are signals. */
class SignallingCourier implements Courier {
  readonly name = 'pathao' as const;
  readonly bulkLimit = 1;
  where: CourierReport = { courierStatus: 'Pickup_Requested', status: 'booked' };
  asked = 0;
  private next = 7000;

  async book(parcels: Parcel[]) {
    return parcels.map(() => ({
      ok: true as const,
      consignmentId: `DL${this.next++}`,
      trackingCode: null,
      courierStatus: 'Pending',
      status: 'booked' as const,
    }));
  }

  async status() {
    this.asked += 1;
    return this.where;
  }

  webhook(headers: Record<string, string | string[] | undefined>, body: unknown) {
    if (headers['x-pathao-signature'] !== SECRET) return 'unauthorized' as const;
    const b = body as { consignment_id?: string; event?: string; updated_at?: string };
    if (typeof b?.consignment_id !== 'string' || typeof b.event !== 'string') return 'invalid' as const;
    return { key: `${b.consignment_id}:${b.event}:${b.updated_at ?? ''}`, consignmentId: b.consignment_id, report: null, refresh: true as const };
  }
}

let t: TestApp;
let owner: string;
let productId: string;
const courier = new SignallingCourier();

beforeAll(async () => {
  const couriers: Couriers = new Map<Courier['name'], Courier>([
    ['manual', manualCourier],
    ['pathao', courier],
  ]);
  t = await createTestApp({ couriers, jobs: { pollMs: 50 } });
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Signal kurti',
    slug: 'signal-kurti',
    sku: 'SIG-1',
    barcode: '2000000000987',
    price: 1000,
    cost: 500,
    stock: 50,
  });
});
afterAll(() => t.close());

/** A phone order with an address, booked with the signalling courier: its delivery. */
async function booked() {
  const address = { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678', street: 'House 12, Road 4', city: 'Dhaka', postalCode: '1209' };
  const order = await t.call(owner, {
    method: 'POST',
    url: '/api/orders',
    payload: { cart: { items: [{ _id: productId, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 0, customer: 'guest', address },
  });
  expect(order.statusCode, order.body).toBe(201);
  const res = await t.call(owner, { method: 'POST', url: '/api/deliveries/book', payload: { orders: [order.json()._id], courier: 'pathao' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0] as { delivery: string; consignmentId: string; codAmount: number };
}

const push = (payload: Record<string, unknown>, secret: string | null = SECRET) =>
  t.app.inject({ method: 'POST', url: '/api/deliveries/webhooks/pathao', payload, headers: secret === null ? {} : { 'x-pathao-signature': secret } });
const deliveryOf = async (id: string) => (await t.database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0];

describe('a courier’s signal', () => {
  it('is answered at once and moves nothing itself; a job asks the courier and applies its answer, once per event', async () => {
    const d = await booked();
    courier.where = { courierStatus: 'Delivered', status: 'delivered', collected: poisha(d.codAmount * 100) };
    const asked = courier.asked;
    // The body claims a return: only the courier's own answer counts.
    const res = await push({ consignment_id: d.consignmentId, event: 'order.returned', updated_at: '2026-12-05 10:00:00' });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await deliveryOf(d.delivery)).status, { timeout: 10_000 }).toBe('delivered');
    expect(await deliveryOf(d.delivery)).toMatchObject({ courierStatus: 'Delivered', collected: d.codAmount });
    expect(courier.asked).toBe(asked + 1);
    // The same event again: received, not asked again.
    const again = await push({ consignment_id: d.consignmentId, event: 'order.returned', updated_at: '2026-12-05 10:00:00' });
    expect(again.json()).toEqual({ status: 'success', message: 'Already received' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(courier.asked).toBe(asked + 1);
    expect(await t.database.db.select().from(courierEvents).where(eq(courierEvents.deliveryId, d.delivery))).toHaveLength(1);
  });

  it('with a wrong or missing secret is refused, and nothing is asked or written', async () => {
    const d = await booked();
    const asked = courier.asked;
    for (const secret of ['wrong', null]) {
      expect((await push({ consignment_id: d.consignmentId, event: 'order.delivered' }, secret)).statusCode).toBe(401);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(courier.asked).toBe(asked);
    expect((await deliveryOf(d.delivery)).status).toBe('booked');
  });
});

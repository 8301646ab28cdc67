import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANAS } from '../../common/places';
import type { Address, SavedAddress } from '../../common/wire/address';
import { BACKFILL_BATCH, backfillAddressPlaces } from '../domains/customers/addressPlaceBackfill';
import { dataMoves } from '../domains/schema';
import { addressLine } from '../domains/deliveries/booking';
import { customers, deliveries, heldCarts, orders } from '../domains/schema';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

/**
 * An address's district and thana (issue 37): checked wherever an address is
 * accepted, kept and shown back, written into the courier's address line, and
 * filled at start for addresses stored before them. Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL (CI).
 */

let t: TestApp;
let owner: string;
let productId: string;

const DHAKA = '47';
const DHANMONDI = 'm47-dhanmondi';
/** A thana of another district than Dhaka. */
const ELSEWHERE = THANAS.find((x) => x.district !== DHAKA && !x.metro)!;

const address: Address = {
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '01712345678',
  street: 'House 12, Road 4',
  city: 'Dhaka',
  postalCode: '1209',
};

const post = (url: string, payload: Record<string, unknown>) => t.call(owner, { method: 'POST', url, payload });
const get = (url: string) => t.call(owner, { method: 'GET', url });
const sale = (extra: Record<string, unknown>) =>
  post('/api/orders', { cart: { items: [{ _id: productId, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest', ...extra });
const customerCount = async () => (await t.database.db.select({ id: customers.id }).from(customers)).length;
const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Tant saree',
    slug: 'address-places-saree',
    sku: 'PLACE-1',
    barcode: '2199999999984',
    price: 1200,
    cost: 700,
    stock: 50,
  });
});

afterAll(async () => {
  await t.close();
});

describe('an address’s district and thana are checked wherever an address is accepted', () => {
  it('refuses an unknown district on a customer’s address, naming it, and writes nothing', async () => {
    const before = await customerCount();
    const res = await post('/api/customers', { name: 'Rahim', phone: '01812345670', addresses: [address, { ...address, district: '99' }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'addresses.1.district', code: 'unknown_district' })]);
    expect(await customerCount()).toBe(before);
  });

  it('refuses a thana of another district on a customer’s address, and on an edit', async () => {
    const res = await post('/api/customers', { name: 'Rahim', phone: '01812345671', addresses: [{ ...address, district: DHAKA, thana: ELSEWHERE.id }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'addresses.0.thana', code: 'thana_not_in_district' })]);

    const created = await post('/api/customers', { name: 'Rahim', phone: '01812345672', addresses: [address] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const edit = await t.call(owner, { method: 'PUT', url: `/api/customers/${id}`, payload: { addresses: [{ ...address, thana: 'u99999' }] } });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json().errors).toEqual([expect.objectContaining({ field: 'addresses.0.thana', code: 'thana_not_in_district' })]);
    const [row] = await t.database.db.select({ a: customers.addresses }).from(customers).where(eq(customers.id, id));
    expect(row.a.map(({ _id, ...rest }) => rest)).toEqual([address]);
  });

  it('refuses an order’s and a held cart’s wrong place with 400 naming address.district or address.thana, and writes nothing', async () => {
    const before = await orderCount();
    const badDistrict = await sale({ address: { ...address, district: 'dhaka' } });
    expect(badDistrict.statusCode, badDistrict.body).toBe(400);
    expect(badDistrict.json().errors).toEqual([expect.objectContaining({ field: 'address.district', code: 'unknown_district' })]);
    const badThana = await sale({ address: { ...address, district: DHAKA, thana: ELSEWHERE.id } });
    expect(badThana.statusCode, badThana.body).toBe(400);
    expect(badThana.json().errors).toEqual([expect.objectContaining({ field: 'address.thana', code: 'thana_not_in_district' })]);
    expect(await orderCount()).toBe(before);

    const heldBefore = (await t.database.db.select({ id: heldCarts.id }).from(heldCarts)).length;
    const held = await post('/api/orders/held', { cart: { items: [{ _id: productId, qty: 1 }] }, address: { ...address, district: '0' } });
    expect(held.statusCode, held.body).toBe(400);
    expect(held.json().errors).toEqual([expect.objectContaining({ field: 'address.district', code: 'unknown_district' })]);
    expect((await t.database.db.select({ id: heldCarts.id }).from(heldCarts)).length).toBe(heldBefore);
  });
});

describe('a valid district and thana', () => {
  it('is kept on a customer and shown back; a thana sent alone gains its district', async () => {
    const res = await post('/api/customers', {
      name: 'Nusrat',
      phone: '01812345673',
      addresses: [
        { ...address, district: DHAKA, thana: DHANMONDI },
        { ...address, thana: DHANMONDI },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const shown = (await get(`/api/customers/${res.json()._id}`)).json() as { addresses: SavedAddress[] };
    expect(shown.addresses.map((a) => [a.district, a.thana])).toEqual([
      [DHAKA, DHANMONDI],
      [DHAKA, DHANMONDI],
    ]);
  });

  it('is kept on an order, shown back, and written in the courier’s address line', async () => {
    const placed = await sale({ address: { ...address, district: DHAKA, thana: DHANMONDI } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json()._id as string;
    const shown = (await get(`/api/orders/${id}`)).json() as { address: Address };
    expect(shown.address).toMatchObject({ district: DHAKA, thana: DHANMONDI });

    const booked = await post('/api/deliveries/book', { orders: [id], courier: 'manual' });
    expect(booked.statusCode, booked.body).toBe(200);
    const [d] = await t.database.db.select().from(deliveries).where(eq(deliveries.orderId, id));
    expect(d.recipientAddress).toBe('House 12, Road 4, Dhanmondi, Dhaka, 1209');
  });
});

describe('the courier’s address line', () => {
  it('adds the thana and district names only when set and not already written', () => {
    expect(addressLine(address)).toBe('House 12, Road 4, Dhaka, 1209');
    expect(addressLine({ ...address, street: 'House 12, Road 4, Dhanmondi', district: DHAKA, thana: DHANMONDI })).toBe(
      'House 12, Road 4, Dhanmondi, Dhaka, 1209',
    );
    expect(addressLine({ ...address, city: 'Savar', district: DHAKA })).toBe('House 12, Road 4, Savar, Dhaka, 1209');
  });
});

describe('addresses stored before districts and thanas', () => {
  it('gain them at start where they can be told, are listed by the filter when not, and a second run changes nothing', async () => {
    const old = { ...address, street: 'House 3, Road 7', city: 'Dhanmondi, Dhaka', postalCode: '1209', _id: 'old-1' };
    const unknown = { ...address, street: 'Somewhere', city: 'Nowhere', postalCode: '9999', _id: 'old-2' };
    // Written straight to the table, as the rows stored before issue 37 are.
    const [placeable, unplaceable] = await t.database.db
      .insert(customers)
      .values([
        { name: 'Old customer', phone: '01912345670', addresses: [old] },
        { name: 'Far customer', phone: '01912345671', addresses: [unknown] },
      ])
      .returning({ id: customers.id });
    const placedOrder = await sale({ address: { ...address, street: 'House 3, Road 7', city: 'Dhanmondi, Dhaka' } });
    expect(placedOrder.statusCode, placedOrder.body).toBe(201);
    const orderId = placedOrder.json()._id as string;
    // The order stored before issue 37: its address without a district.
    await t.database.db
      .update(orders)
      .set({ address: { ...address, street: 'House 3, Road 7', city: 'Dhanmondi, Dhaka' } })
      .where(eq(orders.id, orderId));

    const incomplete = async () => ((await get('/api/customers?addressIncomplete=true&limit=100')).json().doc as { _id: string }[]).map((c) => c._id);
    expect(await incomplete()).toEqual(expect.arrayContaining([placeable.id, unplaceable.id]));

    const first = await backfillAddressPlaces(t.database.db);
    expect(first?.customers).toBeGreaterThanOrEqual(1);
    expect(first?.orders).toBeGreaterThanOrEqual(1);

    const addressesOf = async (id: string) => (await t.database.db.select({ a: customers.addresses }).from(customers).where(eq(customers.id, id)))[0].a;
    expect(await addressesOf(placeable.id)).toEqual([{ ...old, district: DHAKA, thana: DHANMONDI }]);
    expect(await addressesOf(unplaceable.id)).toEqual([unknown]);
    const [order] = await t.database.db.select({ a: orders.address }).from(orders).where(eq(orders.id, orderId));
    expect(order.a).toMatchObject({ district: DHAKA, thana: DHANMONDI });

    const listed = await incomplete();
    expect(listed).toContain(unplaceable.id);
    expect(listed).not.toContain(placeable.id);
    const complete = ((await get('/api/customers?addressIncomplete=false&limit=100')).json().doc as { _id: string }[]).map((c) => c._id);
    expect(complete).toContain(placeable.id);

    // Done once: an address saved later without a place is staff's to place, never filled behind their back.
    const [later] = await t.database.db
      .insert(customers)
      .values({ name: 'Saved later', phone: '01700000991', addresses: [{ ...old, _id: 'later' }] })
      .returning();
    const before = await t.database.db.select().from(customers);
    expect(await backfillAddressPlaces(t.database.db)).toBeNull();
    expect(await t.database.db.select().from(customers)).toEqual(before);
    expect(await addressesOf(later.id)).toEqual([{ ...old, _id: 'later' }]);
  });

  it('walks many rows a window at a time, letting requests in between its statements', async () => {
    const many = Array.from({ length: BACKFILL_BATCH * 2 + 50 }, (_, i) => ({
      name: `Bulk ${i}`,
      phone: `0161${String(i).padStart(7, '0')}`,
      addresses: [{ ...address, street: 'Road 2, Dhanmondi', _id: `bulk-${i}` }],
    }));
    await t.database.db.insert(customers).values(many);
    // The gaps between turns of the event loop while it runs: a timer that fires every millisecond it can.
    const gaps: number[] = [];
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 1);
    // Another database's first start: the move not yet done there.
    await t.database.db.delete(dataMoves);
    try {
      // Every bulk customer, and the one the test before saved after its move.
      expect((await backfillAddressPlaces(t.database.db))?.customers).toBe(many.length + 1);
    } finally {
      clearInterval(probe);
    }
    // The event loop turns all along, most often well within the 100 ms limit. A single statement of the
    // embedded database (run on this thread) may take longer on a busy machine, which no batching changes.
    expect(gaps.length).toBeGreaterThan(10);
    const sorted = [...gaps].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(100);
  });
});

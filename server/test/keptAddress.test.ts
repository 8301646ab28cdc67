import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, SavedAddress } from '../../common/wire/address';
import { auditLog, customers, orders } from '../domains/schema';
import { stockedProduct } from './stockedProduct';
import { createTestApp, type TestApp } from './harness';

/**
 * The till's "keep this address on the customer" (POST orders, keepAddress): the typed delivery address goes
 * first among the customer's addresses in the order's own statement, never twice, and only with the order.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL (CI).
 */

let t: TestApp;
let owner: string;
let productId: string;

const home: Address = { name: 'Rahima Akter', email: 'rahima@example.com', phone: '01712345678', street: 'House 4, Road 2', city: 'Dhaka', postalCode: '1207' };
const office: Address = {
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  phone: '01712345678',
  street: 'Level 9, 21 Kemal Ataturk Ave',
  city: 'Dhaka',
  postalCode: '1213',
};

const post = (url: string, payload: Record<string, unknown>) => t.call(owner, { method: 'POST', url, payload });

async function newCustomer(phone: string, addresses: Address[] = []): Promise<string> {
  const res = await post('/api/customers', { name: 'Rahima Akter', phone, addresses });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

const addressesOf = async (id: string): Promise<SavedAddress[]> =>
  (await t.database.db.select({ a: customers.addresses }).from(customers).where(eq(customers.id, id)))[0].a;

/** The parts of the addresses, without their ids, in their order. */
const parts = (list: SavedAddress[]) => list.map(({ _id, ...rest }) => rest);

function sale(customer: string, extra: Record<string, unknown>, qty = 1) {
  return post('/api/orders', { cart: { items: [{ _id: productId, qty }] }, paymentMethod: 'cash', customer, ...extra });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Tant saree',
    slug: 'kept-address-saree',
    sku: 'KEPT-1',
    barcode: '2199999999991',
    price: 1200,
    cost: 700,
    stock: 50,
  });
});

afterAll(async () => {
  await t.close();
});

describe('POST orders with keepAddress', () => {
  it('keeps a typed address first on the customer, once, with the order, and audits it on the customer', async () => {
    const id = await newCustomer('01812345678', [home]);
    const [homeId] = (await addressesOf(id)).map((a) => a._id);

    // Typed as people write it: the phone with +880 and hyphens is kept as its 11 digits, as the order keeps it.
    const placed = await sale(id, { address: { ...office, phone: '+880 1712-345678' }, keepAddress: true });
    expect(placed.statusCode, placed.body).toBe(201);
    let kept = await addressesOf(id);
    expect(parts(kept)).toEqual([office, home]);
    expect(kept[0]._id).toEqual(expect.any(String));
    expect(kept[1]._id).toBe(homeId);
    const officeId = kept[0]._id;

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'customers'), eq(auditLog.recordId, id), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toEqual([{ field: 'addresses', after: office }]);

    // The same address again, in other case and spacing: nothing is added, nothing audited.
    const again = await sale(id, { address: { ...office, street: '  level 9,  21 KEMAL Ataturk Ave ', city: 'DHAKA' }, keepAddress: true });
    expect(again.statusCode, again.body).toBe(201);
    kept = await addressesOf(id);
    expect(kept.map((a) => a._id)).toEqual([officeId, homeId]);
    expect(parts(kept)).toEqual([office, home]);

    // The older one used again goes first with its own id (the till prefills the first), still not twice.
    const back = await sale(id, { address: home, keepAddress: true });
    expect(back.statusCode, back.body).toBe(201);
    kept = await addressesOf(id);
    expect(kept.map((a) => a._id)).toEqual([homeId, officeId]);

    const entries = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'customers'), eq(auditLog.recordId, id), eq(auditLog.action, 'update')));
    expect(entries).toHaveLength(2);
  });

  it('leaves the customer alone when the switch is off or absent, and keeps nothing for a guest', async () => {
    const id = await newCustomer('01912345678');
    expect((await sale(id, { address: office, keepAddress: false })).statusCode).toBe(201);
    expect((await sale(id, { address: office })).statusCode).toBe(201);
    expect(await addressesOf(id)).toEqual([]);

    const guest = await sale('guest', { address: office, keepAddress: true });
    expect(guest.statusCode, guest.body).toBe(201);
    // Without an address there is nothing to keep.
    expect((await sale(id, { keepAddress: true })).statusCode).toBe(201);
    expect(await addressesOf(id)).toEqual([]);
  });

  it('keeps nothing when the order is refused: the address goes with the order or not at all', async () => {
    const id = await newCustomer('01612345678');
    const before = await t.database.db.select({ id: orders.id }).from(orders);
    const short = await sale(id, { address: office, keepAddress: true }, 1000);
    expect(short.statusCode, short.body).toBe(409);
    expect(await t.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    expect(await addressesOf(id)).toEqual([]);
  });

  it('never refuses a sale for a customer whose 50 addresses are full: the new one is not kept', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ ...home, street: `House ${i + 1}, Road 2` }));
    const id = await newCustomer('01512345678', many);
    const placed = await sale(id, { address: office, keepAddress: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const kept = await addressesOf(id);
    expect(kept).toHaveLength(50);
    expect(parts(kept)).toEqual(many);
    // One of them used again still goes first.
    expect((await sale(id, { address: many[49], keepAddress: true })).statusCode).toBe(201);
    expect(parts(await addressesOf(id))[0]).toEqual(many[49]);
  });
});

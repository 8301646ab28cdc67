import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, coupons, customers, locations, orders, products, productVariants, roles, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { moveStock } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 25: the catalogue a till keeps to sell offline, for the location it
 * sells from: only what is on sale, variants with their barcodes, prices,
 * VAT and discounts, and the stock on that location's shelf.
 */

let t: TestApp;
let owner: string;
let cashier: string;
let main: string;
let other: string;
const db = () => t.database.db;
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await db().insert(categories).values({ name: 'Catalogue', slug: 'catalogue-test' }).returning();
  [{ id: main }] = await db().select({ id: locations.id }).from(locations);
  [{ id: other }] = await db().insert(locations).values({ name: 'Second shop', kind: 'shop' }).returning();
  const base = { categoryId: cat.id, cost: 100 };
  const [shirt] = await db()
    .insert(products)
    .values({
      ...base,
      name: 'Cat Shirt',
      slug: 'cat-shirt',
      sku: 'CAT-SHIRT',
      barcode: '2900000000011',
      searchText: 'cat shirt',
      status: 'published',
      price: 500,
      vat: 7.5,
      isDiscount: true,
      discountType: 'percentage',
      discount: 10,
    })
    .returning();
  const [kurta] = await db()
    .insert(products)
    .values({
      ...base,
      name: 'Cat Kurta',
      slug: 'cat-kurta',
      sku: 'CAT-KURTA',
      barcode: '2900000000028',
      searchText: 'cat kurta',
      status: 'published',
      type: 'variable',
      price: 900,
    })
    .returning();
  const [m, l] = await db()
    .insert(productVariants)
    .values([
      { productId: kurta.id, name: 'M-red', price: 900, cost: 400, sku: 'CAT-KURTA-M', barcode: '2900000000035', position: 0 },
      { productId: kurta.id, name: 'L-red', price: 950, cost: 400, sku: 'CAT-KURTA-L', barcode: '2900000000042', position: 1 },
    ])
    .returning();
  await db()
    .insert(products)
    .values({ ...base, name: 'Cat Draft', slug: 'cat-draft', sku: 'CAT-DRAFT', barcode: '2900000000059', searchText: 'cat draft', status: 'draft', price: 10 });
  await db()
    .insert(products)
    .values({
      ...base,
      name: 'Cat Hidden',
      slug: 'cat-hidden',
      sku: 'CAT-HIDDEN',
      barcode: '2900000000066',
      searchText: 'cat hidden',
      status: 'published',
      isActive: false,
      price: 10,
    });
  await moveStock(db(), [
    { productId: shirt.id, variantId: null, locationId: main, qty: 4, kind: 'opening', name: 'Cat Shirt' },
    { productId: kurta.id, variantId: m.id, locationId: main, qty: 2, kind: 'opening', name: 'Cat Kurta' },
    { productId: kurta.id, variantId: l.id, locationId: other, qty: 9, kind: 'opening', name: 'Cat Kurta' },
  ]);
  const [role] = await db()
    .insert(roles)
    .values({ name: 'Catalogue till', permissions: ['pos:use', 'orders:create'] })
    .returning();
  await db()
    .insert(users)
    .values({ name: 'Cat Cashier', email: 'cat@example.com', passwordHash: await hashPassword('cat-pass-123'), roleId: role.id });
  cashier = await t.login('cat@example.com', 'cat-pass-123');
});
afterAll(async () => {
  await t?.close();
});

describe('GET orders/pos-catalogue', () => {
  it('answers what is on sale at the till’s location, with variants, barcodes, prices, VAT, discounts and that shelf’s stock', async () => {
    const res = await get(cashier, '/api/orders/pos-catalogue');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.location._id).toBe(main);
    expect(typeof body.shop.cashRounding).toBe('boolean');
    const names = body.products.map((p: { name: string }) => p.name);
    expect(names).toContain('Cat Shirt');
    expect(names).toContain('Cat Kurta');
    expect(names).not.toContain('Cat Draft');
    expect(names).not.toContain('Cat Hidden');
    const shirt = body.products.find((p: { name: string }) => p.name === 'Cat Shirt');
    expect(shirt).toMatchObject({
      barcode: '2900000000011',
      price: 500,
      vat: 7.5,
      stock: 4,
      isDiscount: true,
      discountType: 'percentage',
      discount: 10,
      type: 'simple',
      variations: [],
    });
    const kurta = body.products.find((p: { name: string }) => p.name === 'Cat Kurta');
    expect(kurta.stock).toBe(2);
    expect(kurta.variations).toEqual([
      expect.objectContaining({ name: 'M-red', barcode: '2900000000035', price: 900, stock: 2 }),
      expect.objectContaining({ name: 'L-red', barcode: '2900000000042', price: 950, stock: 0 }),
    ]);
  });

  it('gives another location’s stock to a user who may switch, and refuses one who may not', async () => {
    const res = await get(owner, `/api/orders/pos-catalogue?location=${other}`);
    expect(res.statusCode).toBe(200);
    const kurta = res.json().products.find((p: { name: string }) => p.name === 'Cat Kurta');
    expect(kurta.variations.map((v: { stock: number }) => v.stock)).toEqual([0, 9]);
    expect((await get(cashier, `/api/orders/pos-catalogue?location=${other}`)).statusCode).toBe(403);
  });

  it('holds the coupons a till may apply offline: active, not ended, with no use limit', async () => {
    await db()
      .insert(coupons)
      .values([
        { code: 'CATOPEN', type: 'percentage', amount: 10, minOrder: 1000, maxDiscount: 150 },
        { code: 'CATFLAT', type: 'flat', amount: 50, endDate: '2099-12-31' },
        { code: 'CATLIMIT', type: 'flat', amount: 50, usageLimit: 100 },
        { code: 'CATONCE', type: 'flat', amount: 50, perCustomerLimit: 1 },
        { code: 'CATOFF', type: 'flat', amount: 50, isActive: false },
        { code: 'CATOVER', type: 'flat', amount: 50, endDate: '2020-01-31' },
      ]);
    const body = (await get(cashier, '/api/orders/pos-catalogue')).json();
    const codes = body.coupons.map((c: { code: string }) => c.code).filter((c: string) => c.startsWith('CAT'));
    expect(codes).toEqual(['CATFLAT', 'CATOPEN']);
    expect(body.coupons.find((c: { code: string }) => c.code === 'CATOPEN')).toEqual({
      code: 'CATOPEN',
      type: 'percentage',
      amount: 10,
      minOrder: 1000,
      maxDiscount: 150,
      startDate: null,
      endDate: null,
    });
    expect(body.shop.timeZone).toBe('Asia/Dhaka');
  });

  it('holds the customers of the location’s latest orders, the latest first, with their first address; not another location’s', async () => {
    const address = { _id: 'a1', name: 'Rina', email: 'rina@example.com', phone: '01711000101', street: 'Road 2', city: 'Dhaka', postalCode: '1209' };
    const [rina, karim, faraway] = await db()
      .insert(customers)
      .values([
        { name: 'Cat Rina', phone: '01711000101', addresses: [address] },
        { name: 'Cat Karim', phone: '01711000102' },
        { name: 'Cat Faraway', phone: '01711000103' },
      ])
      .returning();
    const placed = (customerId: string, locationId: string, minutesAgo: number, number: string) => ({
      number,
      customerId,
      locationId,
      status: 'completed',
      subTotal: 100,
      vat: 0,
      total: 100,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db()
      .insert(orders)
      .values([
        placed(rina.id, main, 30, 'CAT-1'),
        placed(karim.id, main, 10, 'CAT-2'),
        placed(rina.id, main, 20, 'CAT-3'),
        placed(faraway.id, other, 5, 'CAT-4'),
      ]);
    const body = (await get(cashier, '/api/orders/pos-catalogue')).json();
    const mine = body.customers.filter((c: { name: string }) => c.name.startsWith('Cat '));
    expect(mine.map((c: { name: string }) => c.name)).toEqual(['Cat Karim', 'Cat Rina']);
    expect(mine[1]).toEqual({ _id: rina.id, name: 'Cat Rina', phone: '01711000101', email: null, address });
    expect(mine[0].address).toBeNull();
  });

  it('carries the VAT base, and the server prices the cart of the offline till’s test to the same poisha on either base (issue 33)', async () => {
    const settings = (vatBase: string) => t.call(owner, { method: 'PUT', url: '/api/settings', payload: { vatBase } });
    // The figures src/pos/offline/offlinePricing.test.ts holds the offline till to for the same cart and snapshot.
    const expected = {
      list: { subTotal: 1350, vat: 101.25, discount: 33.33, shipping: 0, total: 1417.92, rounding: 0.08, cashTotal: 1418 },
      discounted: { subTotal: 1350, vat: 98.75, discount: 33.33, shipping: 0, total: 1415.42, rounding: -0.42, cashTotal: 1415 },
    };
    try {
      for (const base of ['discounted', 'list'] as const) {
        expect((await settings(base)).statusCode).toBe(200);
        const snapshot = (await get(owner, '/api/orders/pos-catalogue')).json();
        expect(snapshot.shop.vatBase).toBe(base);
        const shirt = snapshot.products.find((p: { name: string }) => p.name === 'Cat Shirt');
        expect(shirt).toMatchObject({ price: 500, vat: 7.5, isDiscount: true, discountType: 'percentage', discount: 10 });
        // 3 × ৳450 (৳500 less 10 %) with ৳33.33 off by hand.
        const server = await t.call(owner, {
          method: 'POST',
          url: '/api/orders/cart-total',
          payload: { items: [{ _id: shirt._id, qty: 3 }], discount: 33.33, shipping: 0 },
        });
        expect(server.statusCode, server.body).toBe(200);
        expect(server.json()).toMatchObject(expected[base]);
        expect(server.json().items[0]).toMatchObject({ totalPrice: 1350, vat: expected[base].vat });
      }
    } finally {
      await settings('list');
    }
  });

  it('is refused without a sign-in, and for a location that is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/pos-catalogue' })).statusCode).toBe(401);
    expect((await get(owner, '/api/orders/pos-catalogue?location=nope')).statusCode).toBe(400);
    expect((await get(owner, '/api/orders/pos-catalogue?location=00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
  });
});

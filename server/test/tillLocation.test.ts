import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, locations, orders, products, productVariants, roles, stockLevels, stockMovements, users } from '../domains/schema';
import { moveStock } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 21: a till sells from a location. The user's own location (else the
 * main one) unless the cart names another, which needs pos:switch-location;
 * stock, short lines and the 409 are that location's; the products list can
 * answer one location's stock; the till can ask where else an item is.
 */

let t: TestApp;
let owner: string;
let cashier: string;
let manager: string;
let categoryId: string;
let main: string;
let uttara: string;
let tejgaon: string;
let closed: string;

const db = () => t.database.db;
const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

const barcode = () => String(2900000000000 + Math.floor(Math.random() * 1e11));

/** A published product with no stock, then its stock put at the locations given (opening movements there). */
async function product(name: string, at: Record<string, number>, variants: string[] = []) {
  const sku = `TL-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await db()
    .insert(products)
    .values({
      name,
      slug: sku.toLowerCase(),
      sku,
      barcode: barcode(),
      searchText: name.toLowerCase(),
      categoryId,
      status: 'published',
      price: 500,
      cost: 300,
      stock: 0,
      type: variants.length > 0 ? 'variable' : 'simple',
    })
    .returning();
  const made: (typeof productVariants.$inferSelect)[] = [];
  for (const [position, v] of variants.entries()) {
    const [row] = await db()
      .insert(productVariants)
      .values({ productId: p.id, position, name: v, price: 500, cost: 300, stock: 0, barcode: barcode() })
      .returning();
    made.push(row);
  }
  const items = variants.length > 0 ? made.map((v) => v.id) : [null];
  await moveStock(
    db(),
    Object.entries(at).flatMap(([locationId, qty]) =>
      items.map((variantId) => ({ productId: p.id, variantId, locationId, qty, kind: 'opening' as const, name })),
    ),
  );
  return { ...p, variants: made };
}

const levelAt = async (locationId: string, itemId: string) =>
  (
    await db()
      .select({ s: stockLevels.stock })
      .from(stockLevels)
      .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.itemId, itemId)))
  )[0]?.s ?? 0;
const totalOf = async (id: string) => (await db().select({ s: products.stock }).from(products).where(eq(products.id, id)))[0].s;
const orderCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0].n,
  );
const sale = (items: { _id: string; variant?: string; qty: number }[], location?: string) => ({
  cart: { items, ...(location ? { location } : {}) },
  paymentMethod: 'cash',
  paidAmount: 100_000,
  customer: 'guest',
});

async function userWith(email: string, permissions: string[], locationId: string | null) {
  const [role] = await db()
    .insert(roles)
    .values({ name: `Role ${email}`, permissions })
    .returning();
  await db()
    .insert(users)
    .values({ name: email, email, passwordHash: await hashPassword('till-pass-123'), roleId: role.id, locationId });
  return t.login(email, 'till-pass-123');
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await db().insert(categories).values({ name: 'Till location', slug: 'till-location' }).returning();
  categoryId = cat.id;
  [{ id: main }] = await db().select({ id: locations.id }).from(locations);
  const made = await db()
    .insert(locations)
    .values([
      { name: 'Uttara Shop', kind: 'shop' },
      { name: 'Tejgaon Warehouse', kind: 'warehouse' },
      { name: 'Closed Shop', kind: 'shop', isActive: false },
    ])
    .returning({ id: locations.id, name: locations.name });
  uttara = made.find((l) => l.name === 'Uttara Shop')!.id;
  tejgaon = made.find((l) => l.name === 'Tejgaon Warehouse')!.id;
  closed = made.find((l) => l.name === 'Closed Shop')!.id;
  const till = ['pos:use', 'orders:create', 'orders:show', 'products:list'];
  cashier = await userWith('cashier@uttara.example.com', till, uttara);
  manager = await userWith('manager@example.com', [...till, 'pos:switch-location'], null);
});
afterAll(() => t.close());

describe('auth/self', () => {
  it('names the location the till sells from: the user’s own, else the main one', async () => {
    expect((await get(cashier, '/api/auth/self')).json().user.location).toEqual({ _id: uttara, name: 'Uttara Shop' });
    const [{ name }] = await db().select({ name: locations.name }).from(locations).where(eq(locations.id, main));
    expect((await get(manager, '/api/auth/self')).json().user.location).toEqual({ _id: main, name });
  });
});

describe('selling from a location', () => {
  it('takes the stock at the user’s location only, and the ledger row names it', async () => {
    const p = await product('Uttara kurti', { [main]: 3, [uttara]: 4 });
    const res = await post(cashier, '/api/orders', sale([{ _id: p.id, qty: 2 }]));
    expect(res.statusCode).toBe(201);
    expect(await levelAt(uttara, p.id)).toBe(2);
    expect(await levelAt(main, p.id)).toBe(3);
    expect(await totalOf(p.id)).toBe(5);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, res.json()._id));
    expect(moves).toMatchObject([{ kind: 'sale', qty: -2, locationId: uttara }]);
  });

  it('prices short lines by the location’s stock, and refuses with 409 what only another location has', async () => {
    const p = await product('Warehouse shawl', { [main]: 10, [uttara]: 1 });
    const priced = await post(cashier, '/api/orders/cart-total', { items: [{ _id: p.id, qty: 2 }] });
    expect(priced.json().items[0]).toMatchObject({ stock: 1, short: true });
    const before = await orderCount();
    const res = await post(cashier, '/api/orders', sale([{ _id: p.id, qty: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Warehouse shawl');
    expect(res.json().errors[0].message).toBe('only 1 left at Uttara Shop');
    expect(await orderCount()).toBe(before);
    expect([await levelAt(main, p.id), await levelAt(uttara, p.id), await totalOf(p.id)]).toEqual([10, 1, 11]);
  });

  it('lets a manager sell from another location, taking the stock there', async () => {
    const p = await product('Tejgaon panjabi', { [tejgaon]: 5 }, ['M-White', 'L-White']);
    const [m] = p.variants;
    const atMain = await post(manager, '/api/orders/cart-total', { items: [{ _id: p.id, variant: m.id, qty: 1 }] });
    expect(atMain.json().items[0]).toMatchObject({ stock: 0, short: true });
    expect((await post(manager, '/api/orders', sale([{ _id: p.id, variant: m.id, qty: 1 }]))).statusCode).toBe(409);
    const atTejgaon = await post(manager, '/api/orders/cart-total', { items: [{ _id: p.id, variant: m.id, qty: 1 }], location: tejgaon });
    expect(atTejgaon.json().items[0]).toMatchObject({ stock: 5, short: false });
    const res = await post(manager, '/api/orders', sale([{ _id: p.id, variant: m.id, qty: 2 }], tejgaon));
    expect(res.statusCode).toBe(201);
    expect(await levelAt(tejgaon, m.id)).toBe(3);
    expect(await totalOf(p.id)).toBe(8);
  });

  it('refuses a cashier naming another location with 403, and changes nothing', async () => {
    const p = await product('Main-only tee', { [main]: 6 });
    const before = await orderCount();
    const priced = await post(cashier, '/api/orders/cart-total', { items: [{ _id: p.id, qty: 1 }], location: main });
    expect(priced.statusCode).toBe(403);
    const res = await post(cashier, '/api/orders', sale([{ _id: p.id, qty: 1 }], main));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to sell from another location');
    expect(await orderCount()).toBe(before);
    expect(await levelAt(main, p.id)).toBe(6);
    // Naming one's own location is no switch.
    expect((await post(cashier, '/api/orders/cart-total', { items: [{ _id: p.id, qty: 1 }], location: uttara })).statusCode).toBe(200);
  });

  it('refuses an unknown or inactive location with 400 naming cart.location', async () => {
    const p = await product('Closed-shop tee', { [main]: 2 });
    const before = await orderCount();
    for (const location of [closed, '00000000-0000-4000-8000-000000000000']) {
      const res = await post(manager, '/api/orders', sale([{ _id: p.id, qty: 1 }], location));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'cart.location', message: 'is not an active location' });
      expect((await post(manager, '/api/orders/cart-total', { items: [{ _id: p.id, qty: 1 }], location })).statusCode).toBe(400);
    }
    expect((await post(manager, '/api/orders', sale([{ _id: p.id, qty: 1 }], 'not-a-uuid'))).statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
    expect(await levelAt(main, p.id)).toBe(2);
  });
});

describe('GET products?location=', () => {
  it('answers each product’s and variation’s stock at that location; sort, filter and count follow it', async () => {
    const simple = await product('Locview simple', { [main]: 7, [uttara]: 2 });
    const variable = await product('Locview variable', { [main]: 4, [uttara]: 1 }, ['S-Red', 'M-Red']);
    const only = await product('Locview warehouse only', { [tejgaon]: 9 });
    const list = async (query: string, sort = 'name') => {
      const res = await get(owner, `/api/products?search=locview&sort=${sort}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().doc as { _id: string; stock: number; variations: { _id: string; stock: number }[] }[];
    };
    const byId = (rows: Awaited<ReturnType<typeof list>>) => Object.fromEntries(rows.map((r) => [r._id, r]));

    const total = byId(await list(''));
    expect([total[simple.id].stock, total[variable.id].stock, total[only.id].stock]).toEqual([9, 10, 9]);

    const atUttara = byId(await list(`location=${uttara}`));
    expect(atUttara[simple.id].stock).toBe(2);
    expect(atUttara[variable.id].stock).toBe(2);
    expect(atUttara[variable.id].variations.map((v) => v.stock)).toEqual([1, 1]);
    expect(atUttara[only.id].stock).toBe(0);

    const atTejgaon = await list(`location=${tejgaon}&stock_gt=0`);
    expect(atTejgaon.map((r) => r._id)).toEqual([only.id]);
    const sorted = await list(`location=${main}`, '-stock');
    expect(sorted.map((r) => r.stock)).toEqual([8, 7, 0]);
    const count = await get(owner, `/api/products/get/count?search=locview&location=${tejgaon}&stock_gt=0`);
    expect(count.json()).toEqual({ count: 1 });
  });

  it('refuses a location that is unknown, inactive or not an id with 400 naming location', async () => {
    for (const location of [closed, '00000000-0000-4000-8000-000000000000', 'dhanmondi']) {
      const res = await get(owner, `/api/products?location=${location}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toMatch(/location/);
    }
  });

  it('is documented as a parameter of the products list', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const params = doc.paths['/api/products/'].get.parameters as { name: string; in: string; schema: { format?: string } }[];
    expect(params.find((p) => p.name === 'location')).toMatchObject({ in: 'query', schema: { format: 'uuid' } });
  });
});

describe('where else an item is', () => {
  it('lists the active locations holding an item, most first, to anyone at a till', async () => {
    const p = await product('Elsewhere saree', { [main]: 1, [tejgaon]: 12, [uttara]: 3 });
    const [hidden] = await db().insert(locations).values({ name: 'Hidden store', isActive: true }).returning();
    await moveStock(db(), { productId: p.id, variantId: null, locationId: hidden.id, qty: 2, kind: 'opening', name: p.name });
    await db().update(locations).set({ isActive: false }).where(eq(locations.id, hidden.id));
    const res = await get(cashier, `/api/inventory/item/${p.id}/locations`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      itemId: p.id,
      locations: [
        { _id: tejgaon, name: 'Tejgaon Warehouse', kind: 'warehouse', stock: 12 },
        { _id: uttara, name: 'Uttara Shop', kind: 'shop', stock: 3 },
        { _id: main, name: expect.any(String), kind: 'shop', stock: 1 },
      ],
    });
    const v = await product('Elsewhere variable', { [uttara]: 2 }, ['S', 'M']);
    expect((await get(cashier, `/api/inventory/item/${v.variants[1].id}/locations`)).json().locations).toEqual([
      { _id: uttara, name: 'Uttara Shop', kind: 'shop', stock: 2 },
    ]);
    // A variable product's own id is not an item; unknown ids are not found.
    for (const id of [v.id, '00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await get(cashier, `/api/inventory/item/${id}/locations`)).statusCode).toBe(404);
  });

  it('needs pos:use', async () => {
    const reader = await userWith('reader@example.com', ['products:list'], null);
    const p = await product('Guarded tee', { [main]: 1 });
    expect((await get(reader, `/api/inventory/item/${p.id}/locations`)).statusCode).toBe(403);
  });
});

describe('GET inventory/till-locations', () => {
  it('gives a user who may switch the active locations, the main one first, and no one else', async () => {
    const res = await get(manager, '/api/inventory/till-locations');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { _id: string; name: string }[]).map((l) => l._id);
    expect(names[0]).toBe(main);
    expect(names).toEqual(expect.arrayContaining([main, uttara, tejgaon]));
    expect(names).not.toContain(closed);
    expect((await get(cashier, '/api/inventory/till-locations')).statusCode).toBe(403);
  });
});

describe('the ledger', () => {
  it('still proves every figure after sales at several locations', async () => {
    const check = await get(owner, '/api/inventory/check-stock');
    expect(check.json()).toMatchObject({ ok: true, mismatches: [] });
  });
});

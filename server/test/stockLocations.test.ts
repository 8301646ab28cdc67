import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, locations, products, stockLevels, stockMovements, users } from '../domains/schema';
import { stockMismatches } from '../domains/inventory/ledger';
import { createTestApp, OWNER, type TestApp } from './harness';

/**
 * Issue 21's foundation: stock is kept per location, the item's figure is
 * the sum over locations, and what a person types into a product's form
 * lands at their own location through the ledger.
 */
let t: TestApp;
let owner: string;
let categoryId: string;
let main: { id: string; name: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(owner, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const levelsOf = async (itemId: string) =>
  (await t.database.db.select({ location: stockLevels.locationId, stock: stockLevels.stock }).from(stockLevels).where(eq(stockLevels.itemId, itemId))).reduce<
    Record<string, number>
  >((out, row) => ({ ...out, [row.location]: row.stock }), {});

async function newProduct(stock: number) {
  const sku = `LOC-${Math.random().toString(36).slice(2, 10)}`;
  const res = await call('POST', '/api/products', { name: `Lawn ${sku}`, sku, category: categoryId, status: 'published', price: 900, cost: 500, stock });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [category] = await t.database.db.insert(categories).values({ name: 'Lawn', slug: 'lawn-loc' }).returning();
  categoryId = category.id;
  [main] = await t.database.db.select({ id: locations.id, name: locations.name }).from(locations);
});

afterAll(async () => {
  await t.close();
});

describe('stock per location', () => {
  it('puts a new product’s opening stock at the store’s one shop, and the ledger agrees', async () => {
    const id = await newProduct(12);
    expect(main.name).toBe('Main shop');
    expect(await levelsOf(id)).toEqual({ [main.id]: 12 });
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
    expect(moves).toMatchObject([{ kind: 'opening', qty: 12, locationId: main.id, unitCost: 500 }]);
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('lands a stock figure typed into the form at the editor’s own location, and refuses to take more there than it holds', async () => {
    const id = await newProduct(5);
    const made = await call('POST', '/api/locations', { name: 'Uttara Shop', kind: 'shop' });
    expect(made.statusCode, made.body).toBe(201);
    const uttara = made.json()._id as string;
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
    await t.database.db.update(users).set({ locationId: uttara }).where(eq(users.id, me.id));

    // 5 → 8: three more, at Uttara where the owner works now.
    expect((await call('PUT', `/api/products/${id}`, { stock: 8 })).statusCode).toBe(200);
    expect(await levelsOf(id)).toEqual({ [main.id]: 5, [uttara]: 3 });

    // 8 → 2 would take 6 from Uttara, which holds 3: refused, nothing changed.
    const refused = await call('PUT', `/api/products/${id}`, { stock: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/only 3 left/);
    expect(await levelsOf(id)).toEqual({ [main.id]: 5, [uttara]: 3 });
    const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    expect(row.stock).toBe(8);

    await t.database.db.update(users).set({ locationId: null }).where(eq(users.id, me.id));
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('keeps one active location: the last cannot be made inactive or deleted', async () => {
    const all = await t.database.db.select({ id: locations.id }).from(locations);
    // Every other location off first; then the last one refuses.
    for (const l of all.slice(1)) expect((await call('PUT', `/api/locations/${l.id}`, { isActive: false })).statusCode).toBe(200);
    const off = await call('PUT', `/api/locations/${main.id}`, { isActive: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/at least one active location/);
    const gone = await call('DELETE', `/api/locations/${main.id}`);
    expect(gone.statusCode).toBe(409);
    const [still] = await t.database.db.select({ isActive: locations.isActive }).from(locations).where(eq(locations.id, main.id));
    expect(still.isActive).toBe(true);
    for (const l of all.slice(1)) await call('PUT', `/api/locations/${l.id}`, { isActive: true });
  });

  it('check:stock names a location whose figure is not the sum of its movements, and an item whose total is not the sum of its locations', async () => {
    const id = await newProduct(4);
    await t.database.db
      .update(stockLevels)
      .set({ stock: 7 })
      .where(and(eq(stockLevels.itemId, id), eq(stockLevels.locationId, main.id)));
    const wrong = await stockMismatches(t.database.db);
    expect(wrong).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: id, what: 'ledger', stock: 7, expected: 4, name: expect.stringContaining(`at ${main.name}`) }),
        expect.objectContaining({ productId: id, what: 'locations', stock: 4, expected: 7 }),
      ]),
    );
    const answer = await call('GET', '/api/inventory/check-stock');
    expect(answer.json()).toMatchObject({ ok: false });
    await t.database.db
      .update(stockLevels)
      .set({ stock: 4 })
      .where(and(eq(stockLevels.itemId, id), eq(stockLevels.locationId, main.id)));
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, roles, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { ON_SALE_FILTER } from '../../common/sellable';
import { createTestApp, type TestApp } from './harness';

/*
 * A scan of a product on the shelf that is not on sale (issue 36): the till's
 * search (on sale only) does not find it, the look-up after it (no filter)
 * does, with its status; publishing it from the till is the products' update,
 * which only a role with products:edit may make.
 */
let t: TestApp;
let cashier: string;
let manager: string;
let draftId: string;
const BARCODE = '2000000000916';

async function userWith(name: string, permissions: string[]) {
  const [role] = await t.database.db.insert(roles).values({ name, permissions }).returning();
  const email = `${name.toLowerCase()}@example.com`;
  await t.database.db.insert(users).values({ name, email, passwordHash: await hashPassword('scan-pass-123'), roleId: role.id });
  return t.login(email, 'scan-pass-123');
}

beforeAll(async () => {
  t = await createTestApp();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Tees', slug: 'tees-scan' }).returning();
  // Straight in the table, with the search text the engine's writes keep.
  const [draft] = await t.database.db
    .insert(products)
    .values({
      name: 'Shelf Tee',
      slug: 'shelf-tee',
      sku: 'TEE-9',
      barcode: BARCODE,
      categoryId: cat.id,
      status: 'draft',
      price: 400,
      cost: 200,
      stock: 0,
      searchText: `shelf tee tee-9 ${BARCODE}`,
    })
    .returning();
  draftId = draft.id;
  cashier = await userWith('Cashier', ['pos:use', 'products:list', 'products:show', 'orders:create']);
  manager = await userWith('Manager', ['pos:use', 'products:list', 'products:show', 'products:edit', 'orders:create']);
});
afterAll(() => t.close());

const search = (token: string, filter: Record<string, string>) =>
  t.call(token, { method: 'GET', url: `/api/products?${new URLSearchParams({ search: BARCODE, limit: '5', ...filter }).toString()}` });

describe('a scanned product that is not on sale', () => {
  it('is not among what the till sells, but the look-up finds it with its status', async () => {
    expect((await search(cashier, ON_SALE_FILTER)).json().doc).toEqual([]);
    const found = (await search(cashier, {})).json().doc;
    expect(found).toMatchObject([{ _id: draftId, barcode: BARCODE, status: 'draft', isActive: true }]);
  });

  it('is published from the till only by a role with products:edit', async () => {
    const publish = (token: string) => t.call(token, { method: 'PUT', url: `/api/products/${draftId}`, payload: { status: 'published' } });
    expect((await publish(cashier)).statusCode).toBe(403);
    expect((await search(cashier, ON_SALE_FILTER)).json().doc).toEqual([]);
    expect((await publish(manager)).statusCode).toBe(200);
    expect((await search(cashier, ON_SALE_FILTER)).json().doc).toMatchObject([{ _id: draftId, status: 'published' }]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../domains/audit/tables/audit';
import { categories, locations, products, productVariants, roles, stockLevels, stockMovements, transferLines, transfers, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { moveStock, reconcileStock } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let owner: string;
let cashier: string;
let parentCat: string;
let childCat: string;
let otherCat: string;
/** The migration's shop (main), and two more. */
let main: string;
let warehouse: string;
let uttara: string;

interface Row {
  _id: string;
  name: string;
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  stockAt: Record<string, number>;
  inTransit: number;
  total: number;
  cost: number;
  value: number;
  level: string;
}

/** A product straight in the database, its opening stock at the main location through the ledger. */
async function product(
  values: Partial<typeof products.$inferInsert> & { name: string },
  variants: { name: string; cost: number; stock: number; attributes?: { label: string; value: string }[] }[] = [],
) {
  const sku = values.sku ?? `INV-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await t.database.db
    .insert(products)
    .values({
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2000000000000 + Math.floor(Math.random() * 1e11)),
      categoryId: childCat,
      status: 'published',
      price: 1000,
      cost: 600,
      stock: 0,
      type: variants.length > 0 ? 'variable' : 'simple',
      ...values,
    })
    .returning();
  const made = [];
  for (const [position, v] of variants.entries()) {
    const [row] = await t.database.db
      .insert(productVariants)
      .values({
        productId: p.id,
        position,
        name: v.name,
        price: 1000,
        cost: v.cost,
        stock: v.stock,
        sku: `${sku}-${position + 1}`,
        barcode: String(2100000000000 + Math.floor(Math.random() * 1e11)),
        attributes: v.attributes ?? [],
      })
      .returning();
    made.push(row);
  }
  if (variants.length > 0)
    await t.database.db
      .update(products)
      .set({ stock: variants.reduce((a, v) => a + v.stock, 0) })
      .where(eq(products.id, p.id));
  await t.database.db
    .update(products)
    .set({
      searchText: sql`lower(concat_ws(' ', ${products.name}, ${products.sku}, ${products.barcode}, (select string_agg(concat_ws(' ', v.sku, v.barcode), ' ') from product_variants v where v.product_id = ${p.id})))`,
    })
    .where(eq(products.id, p.id));
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  return { ...p, variants: made };
}

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const list = async (token: string, query: string) => {
  const res = await get(token, `/api/inventory?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { doc: Row[]; totalDocs: number };
};
const levelOf = async (location: string, item: string) =>
  (
    await t.database.db
      .select({ s: stockLevels.stock })
      .from(stockLevels)
      .where(sql`${stockLevels.locationId} = ${location} and ${stockLevels.itemId} = ${item}`)
  )[0]?.s ?? 0;
const ledgerCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0].n);
const checkStock = async () => {
  const res = await get(owner, '/api/inventory/check-stock');
  expect(res.statusCode).toBe(200);
  expect(res.json().mismatches).toEqual([]);
  expect(res.json().ok).toBe(true);
};

/** Move stock from main to another location as a sent transfer would (the transfers screen is another engineer's). */
async function send(from: string, to: string, lines: { productId: string; variantId: string | null; qty: number }[], status = 'sent') {
  const [tr] = await t.database.db
    .insert(transfers)
    .values({ number: `T-${Math.random().toString(36).slice(2, 8)}`, fromLocationId: from, toLocationId: to, status })
    .returning();
  await t.database.db
    .insert(transferLines)
    .values(lines.map((l, position) => ({ transferId: tr.id, position, productId: l.productId, variantId: l.variantId, qty: l.qty })));
  await t.database.db.transaction(async (tx) => {
    await moveStock(
      tx as never,
      lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        locationId: from,
        qty: -l.qty,
        kind: 'transfer-out' as const,
        transferId: tr.id,
        name: 'x',
      })),
    );
  });
  return tr;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [parent] = await t.database.db.insert(categories).values({ name: 'Men', slug: 'men-inv' }).returning();
  const [child] = await t.database.db.insert(categories).values({ name: 'Panjabi', slug: 'panjabi-inv', parentCategory: parent.id }).returning();
  const [other] = await t.database.db.insert(categories).values({ name: 'Saree', slug: 'saree-inv' }).returning();
  parentCat = parent.id;
  childCat = child.id;
  otherCat = other.id;
  [{ id: main }] = await t.database.db.select({ id: locations.id }).from(locations);
  const made = async (name: string, kind: string) => {
    const res = await post(owner, '/api/locations', { name, kind });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  warehouse = await made('Tejgaon Warehouse', 'warehouse');
  uttara = await made('Uttara Shop', 'shop');
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Counter', permissions: ['pos:use', 'orders:create', 'inventory:list'] })
    .returning();
  await t.database.db
    .insert(users)
    .values({ name: 'Uttara Till', email: 'till@example.com', passwordHash: await hashPassword('till-pass-123'), roleId: role.id, locationId: uttara });
  cashier = await t.login('till@example.com', 'till-pass-123');
});
afterAll(() => t.close());

describe('GET inventory', () => {
  it('has a row per variant and per simple product, with stock per location, in transit, total and value in poisha', async () => {
    const panjabi = await product({ name: 'Eid Panjabi', sku: 'EIDP' }, [
      {
        name: 'M-White',
        cost: 333.33,
        stock: 10,
        attributes: [
          { label: 'size', value: 'M' },
          { label: 'color', value: 'White' },
        ],
      },
      {
        name: 'L-White',
        cost: 333.33,
        stock: 3,
        attributes: [
          { label: 'Size', value: 'L' },
          { label: 'Colour', value: 'White' },
        ],
      },
    ]);
    const scarf = await product({ name: 'Eid Scarf', sku: 'EIDS', cost: 120.5, stock: 7 });
    const [m, l] = panjabi.variants;
    await send(main, warehouse, [{ productId: panjabi.id, variantId: m.id, qty: 4 }]);
    await send(main, uttara, [{ productId: panjabi.id, variantId: m.id, qty: 2 }], 'partly-received');
    await send(main, uttara, [{ productId: scarf.id, variantId: null, qty: 1 }], 'draft');

    const { doc, totalDocs } = await list(owner, 'search=eid');
    expect(totalDocs).toBe(3);
    expect(doc.map((r) => [r.name, r.sku, r.size, r.color])).toEqual([
      ['Eid Panjabi', 'EIDP-1', 'M', 'White'],
      ['Eid Panjabi', 'EIDP-2', 'L', 'White'],
      ['Eid Scarf', 'EIDS', null, null],
    ]);
    const [mRow, lRow, scarfRow] = doc;
    expect(mRow).toMatchObject({
      _id: m.id,
      stock: 4,
      stockAt: { [main]: 4, [warehouse]: 0, [uttara]: 0 },
      inTransit: 6,
      total: 10,
      cost: 333.33,
      value: 3333.3,
    });
    expect(lRow).toMatchObject({ _id: l.id, stock: 3, inTransit: 0, total: 3, level: 'low' });
    // A draft transfer has taken stock here only because the test moved it; a draft is not in transit.
    expect(scarfRow).toMatchObject({ _id: scarf.id, stock: 6, inTransit: 0, total: 6, cost: 120.5, value: 723 });

    const atUttara = await list(owner, `search=eid&location=${uttara}`);
    expect(atUttara.doc.map((r) => [r.stock, r.inTransit, r.total, r.value])).toEqual([
      [0, 2, 2, 666.66],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    await checkStock();
  });
});

describe('GET inventory: filters, search, sort, export', () => {
  let red: Awaited<ReturnType<typeof product>>;
  let sari: Awaited<ReturnType<typeof product>>;
  let brandId: string;
  beforeAll(async () => {
    const brand = await post(owner, '/api/brands', { name: 'Aarong Filter' });
    expect(brand.statusCode, brand.body).toBe(201);
    brandId = brand.json()._id;
    red = await product({ name: 'Filter Kurta', sku: 'FLTK', brandId, lowStockAlert: 5 }, [
      { name: 'S-Red', cost: 100, stock: 0 },
      { name: 'M-Red', cost: 100, stock: 2 },
      { name: 'L-Red', cost: 100, stock: 9 },
    ]);
    sari = await product({ name: 'Filter Sari', sku: 'FLTS', categoryId: otherCat, cost: 50, stock: 4, lowStockAlert: 3 });
    // Three M-Red go to Uttara: main keeps none of them; Uttara has 3 of the 9 L-Red... as moved here.
    await t.database.db.transaction(async (tx) => {
      await moveStock(tx as never, [
        { productId: red.id, variantId: red.variants[2].id, locationId: main, qty: -6, kind: 'transfer-out', name: 'x' },
        { productId: red.id, variantId: red.variants[2].id, locationId: uttara, qty: 6, kind: 'transfer-in', name: 'x' },
      ]);
    });
  });

  const skus = (doc: Row[]) => doc.map((r) => r.sku);

  it('finds by name, SKU or barcode, sorts, and filters by category with its subcategories and by brand', async () => {
    expect(skus((await list(owner, 'search=filter')).doc)).toEqual(['FLTK-1', 'FLTK-2', 'FLTK-3', 'FLTS']);
    expect(skus((await list(owner, 'search=fltk-2')).doc)).toEqual(['FLTK-2']);
    expect(skus((await list(owner, `search=${red.variants[0].barcode}`)).doc)).toEqual(['FLTK-1']);
    expect(skus((await list(owner, `search=${sari.barcode}`)).doc)).toEqual(['FLTS']);
    expect(skus((await list(owner, 'search=filter&sort=-sku')).doc)).toEqual(['FLTS', 'FLTK-3', 'FLTK-2', 'FLTK-1']);
    expect(skus((await list(owner, 'search=filter&sort=stock')).doc)).toEqual(['FLTK-1', 'FLTK-2', 'FLTS', 'FLTK-3']);
    expect(skus((await list(owner, `search=filter&category=${parentCat}`)).doc)).toEqual(['FLTK-1', 'FLTK-2', 'FLTK-3']);
    expect(skus((await list(owner, `search=filter&category=${otherCat}`)).doc)).toEqual(['FLTS']);
    expect(skus((await list(owner, `search=filter&brand=${brandId}`)).doc)).toEqual(['FLTK-1', 'FLTK-2', 'FLTK-3']);
    const paged = await list(owner, 'search=filter&limit=2&page=2');
    expect([skus(paged.doc), paged.totalDocs]).toEqual([['FLTK-3', 'FLTS'], 4]);
  });

  it('low and out of stock read the chosen location’s figure', async () => {
    expect(skus((await list(owner, 'search=filter&outOfStock=true')).doc)).toEqual(['FLTK-1']);
    expect(skus((await list(owner, 'search=filter&lowStock=true')).doc)).toEqual(['FLTK-2']);
    expect(skus((await list(owner, 'search=filter&lowStock=false&outOfStock=false')).doc)).toEqual(['FLTK-3', 'FLTS']);
    const atMain = await list(owner, `search=filter&location=${main}&lowStock=true`);
    expect(atMain.doc.map((r) => [r.sku, r.stock])).toEqual([
      ['FLTK-2', 2],
      ['FLTK-3', 3],
    ]);
    const outAtUttara = await list(owner, `search=filter&location=${uttara}&outOfStock=true`);
    expect(skus(outAtUttara.doc)).toEqual(['FLTK-1', 'FLTK-2', 'FLTS']);
    const both = await list(owner, `search=fltk-3&location=${main},${uttara}`);
    expect(both.doc[0]).toMatchObject({ stock: 9, stockAt: { [main]: 3, [uttara]: 6, [warehouse]: 0 } });
  });

  it('refuses what it does not offer with a 400 naming the key', async () => {
    for (const [query, field] of [
      ['colour=red', 'colour'],
      ['location=not-a-uuid', 'location'],
      ['lowStock=maybe', 'lowStock'],
      ['stock_gt=3', 'stock_gt'],
      ['sort=barcode', 'sort'],
      ['sort=-value', 'sort'],
    ]) {
      const res = await get(owner, `/api/inventory?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
    }
    expect((await get(owner, '/api/inventory/get/count?search=filter')).json()).toEqual({ count: 4 });
  });

  it('serves a stock column per location in its spec, and exports them as CSV', async () => {
    const spec = (await get(owner, '/api/inventory/get/schema')).json() as { fields: { key: string; label: string; column?: { default: boolean } }[] };
    const columns = spec.fields.filter((f) => f.key.startsWith('stockAt.'));
    expect(columns.map((f) => f.label)).toEqual([expect.any(String), 'Tejgaon Warehouse', 'Uttara Shop']);
    expect(columns.map((f) => f.key)).toEqual([`stockAt.${main}`, `stockAt.${warehouse}`, `stockAt.${uttara}`]);
    const res = await t.call(owner, {
      method: 'POST',
      url: '/api/inventory/export/csv?search=fltk&sort=sku',
      payload: { fields: ['sku', `stockAt.${main}`, `stockAt.${uttara}`, 'total', 'value'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([`SKU,${columns[0].label},Uttara Shop,Total,Stock Value`, 'FLTK-1,0,0,0,0.00', 'FLTK-2,2,0,2,200.00', 'FLTK-3,3,6,9,900.00']);
  });
});

describe('a cashier (no inventory:adjust)', () => {
  it('sees only their own location’s stock whatever location they ask for, and cannot adjust', async () => {
    const spec = (await get(cashier, '/api/inventory/get/schema')).json() as { fields: { key: string }[] };
    expect(spec.fields.filter((f) => f.key.startsWith('stockAt.')).map((f) => f.key)).toEqual([`stockAt.${uttara}`]);
    const own = await list(cashier, 'search=fltk-3');
    expect(own.doc[0]).toMatchObject({ stock: 6, stockAt: { [uttara]: 6 }, total: 6 });
    expect(Object.keys(own.doc[0].stockAt)).toEqual([uttara]);
    const asked = await list(cashier, `search=fltk-3&location=${main}`);
    expect(asked.doc[0]).toMatchObject({ stock: 6, stockAt: { [uttara]: 6 } });
    const history = (await get(cashier, `/api/inventory/${(await list(owner, 'search=fltk-3')).doc[0]._id}/movements`)).json();
    expect(new Set(history.doc.map((m: { locationId: string }) => m.locationId))).toEqual(new Set([uttara]));
    expect(history.item.stock).toBe(6);
    const before = await ledgerCount();
    const res = await post(cashier, `/api/inventory/${own.doc[0]._id}/adjust`, { locationId: uttara, mode: 'set', qty: 100, reason: 'mine now' });
    expect(res.statusCode).toBe(403);
    expect(await ledgerCount()).toBe(before);
    expect((await post(cashier, '/api/stock-counts', { location: uttara })).statusCode).toBe(403);
  });
});

describe('an item’s movement history', () => {
  it('lists every ledger row newest first with the running balance, per location when one is chosen, filtered by kind, paged', async () => {
    const shawl = await product({ name: 'History Shawl', sku: 'HSTS', cost: 80, stock: 10 });
    const sale = await post(owner, '/api/orders', { cart: { items: [{ _id: shawl.id, qty: 3 }] }, paymentMethod: 'cash', paidAmount: 3000, customer: 'guest' });
    expect(sale.statusCode, sale.body).toBe(201);
    const tr = await send(main, uttara, [{ productId: shawl.id, variantId: null, qty: 2 }]);
    const adjust = await post(owner, `/api/inventory/${shawl.id}/adjust`, { locationId: main, mode: 'add', qty: 4, reason: 'found in the back room' });
    expect(adjust.statusCode, adjust.body).toBe(200);
    expect(adjust.json()).toMatchObject({ before: 5, stock: 9, change: 4 });

    const all = (await get(owner, `/api/inventory/${shawl.id}/movements`)).json();
    expect(all.item).toMatchObject({ name: 'History Shawl', sku: 'HSTS', stock: 9 });
    expect(all.doc.map((m: { kind: string; qty: number; balance: number }) => [m.kind, m.qty, m.balance])).toEqual([
      ['adjustment', 4, 9],
      ['transfer-out', -2, 5],
      ['sale', -3, 7],
      ['opening', 10, 10],
    ]);
    expect(all.doc[0]).toMatchObject({ user: expect.any(String), note: 'found in the back room', unitCost: 80, cause: null, location: expect.any(String) });
    expect(all.doc[1].cause).toEqual({ type: 'transfer', id: tr.id, label: tr.number });
    expect(all.doc[2].cause).toEqual({ type: 'order', id: sale.json()._id, label: sale.json().number });

    const sales = (await get(owner, `/api/inventory/${shawl.id}/movements?kind=sale`)).json();
    expect(sales.doc.map((m: { qty: number; balance: number }) => [m.qty, m.balance])).toEqual([[-3, 7]]);
    expect(sales.totalDocs).toBe(1);
    const paged = (await get(owner, `/api/inventory/${shawl.id}/movements?limit=2&page=2`)).json();
    expect([paged.doc.map((m: { balance: number }) => m.balance), paged.totalDocs]).toEqual([[7, 10], 4]);
    const atMain = (await get(owner, `/api/inventory/${shawl.id}/movements?location=${main}`)).json();
    expect(atMain.item.stock).toBe(9);
    expect(atMain.doc.map((m: { balance: number }) => m.balance)).toEqual([9, 5, 7, 10]);
    // Nothing has arrived at Uttara yet: the transfer is in transit.
    const atUttara = (await get(owner, `/api/inventory/${shawl.id}/movements?location=${uttara}`)).json();
    expect([atUttara.doc, atUttara.item.stock, atUttara.totalDocs]).toEqual([[], 0, 0]);

    expect((await get(owner, `/api/inventory/${crypto.randomUUID()}/movements`)).statusCode).toBe(404);
    expect((await get(owner, '/api/inventory/nonsense/movements')).statusCode).toBe(404);
    expect((await get(owner, `/api/inventory/${shawl.id}/movements?kind=theft`)).statusCode).toBe(400);
    await checkStock();
  });
});

describe('POST inventory/{id}/adjust', () => {
  it('sets a figure or adds and takes units, writes an adjustment row and an audit entry; more than held is a 409', async () => {
    const belt = await product({ name: 'Adjust Belt', sku: 'ADJB', cost: 150, stock: 5 });
    const set = await post(owner, `/api/inventory/${belt.id}/adjust`, { locationId: warehouse, mode: 'set', qty: 12, reason: 'opening the warehouse' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ itemId: belt.id, locationId: warehouse, before: 0, stock: 12, change: 12 });
    expect(await levelOf(warehouse, belt.id)).toBe(12);
    const down = await post(owner, `/api/inventory/${belt.id}/adjust`, { locationId: main, mode: 'set', qty: 1, reason: 'shelf count' });
    expect(down.json()).toMatchObject({ before: 5, stock: 1, change: -4 });
    const same = await post(owner, `/api/inventory/${belt.id}/adjust`, { locationId: main, mode: 'set', qty: 1, reason: 'again' });
    expect(same.json()).toMatchObject({ before: 1, stock: 1, change: 0 });
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, belt.id));
    expect(
      moves
        .filter((m) => m.kind === 'adjustment')
        .map((m) => [m.qty, m.note])
        .sort(),
    ).toEqual([
      [-4, 'shelf count'],
      [12, 'opening the warehouse'],
    ]);
    const [p] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, belt.id));
    expect(p.stock).toBe(13);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.resource} = 'inventory' and ${auditLog.recordId} = ${belt.id}`);
    expect(audit.map((a) => a.action)).toEqual(['adjust', 'adjust', 'adjust']);
    expect(audit[0].changes).toContainEqual({ field: 'stock at Tejgaon Warehouse', before: 0, after: 12 });

    const before = await ledgerCount();
    const tooMany = await post(owner, `/api/inventory/${belt.id}/adjust`, { locationId: main, mode: 'add', qty: -2, reason: 'broken' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Adjust Belt: only 1 left in stock');
    expect(await ledgerCount()).toBe(before);
    expect(await levelOf(main, belt.id)).toBe(1);
    await checkStock();
  });

  it('refuses bad input with a 4xx naming the field and changes nothing', async () => {
    const cap = await product({ name: 'Adjust Cap', sku: 'ADJC', stock: 3 });
    const before = await ledgerCount();
    const good = { locationId: main, mode: 'add', qty: 1, reason: 'why' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, qty: -1, mode: 'set' }, 'qty'],
      [{ ...good, qty: 1.5 }, 'qty'],
      [{ ...good, qty: 1e9 }, 'qty'],
      [{ ...good, qty: 0 }, 'qty'],
      [{ ...good, qty: '3' as unknown as number }, 'qty'],
      [{ ...good, reason: '   ' }, 'reason'],
      [{ locationId: main, mode: 'add', qty: 1 }, 'reason'],
      [{ ...good, locationId: crypto.randomUUID() }, 'locationId'],
      [{ ...good, locationId: 'main' }, 'locationId'],
      [{ ...good, mode: 'multiply' }, 'mode'],
    ];
    for (const [body, field] of cases) {
      const res = await post(owner, `/api/inventory/${cap.id}/adjust`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().errors), JSON.stringify(body)).toContain(`"${field}`);
    }
    expect((await post(owner, `/api/inventory/${crypto.randomUUID()}/adjust`, good)).statusCode).toBe(404);
    expect(await ledgerCount()).toBe(before);
    expect(await levelOf(main, cap.id)).toBe(3);
  });
});

describe('stock counts', () => {
  const sheetOf = async (id: string) => (await get(owner, `/api/stock-counts/${id}/sheet`)).json();
  const start = async (body: Record<string, unknown>) => {
    const res = await post(owner, '/api/stock-counts', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; number: string; status: string };
  };

  it('counts by scan and by typed lines, shows the differences, and confirms once to what was counted even after a sale', async () => {
    const tee = await product({ name: 'Count Tee', sku: 'CNTT', cost: 90 }, [
      { name: 'M', cost: 90, stock: 6 },
      { name: 'L', cost: 90, stock: 4 },
    ]);
    const [m, l] = tee.variants;
    const count = await start({ location: main, note: 'Shelf 3' });
    expect(count).toMatchObject({ number: expect.stringMatching(/^C-\d{6}$/), status: 'open' });
    for (let i = 0; i < 3; i++) expect((await post(owner, `/api/stock-counts/${count._id}/scan`, { code: m.barcode })).statusCode).toBe(200);
    const scanned = (await post(owner, `/api/stock-counts/${count._id}/scan`, { code: l.sku })).json();
    expect(scanned.lines.map((x: { sku: string; counted: number; stock: number; difference: number }) => [x.sku, x.counted, x.stock, x.difference])).toEqual([
      ['CNTT-1', 3, 6, -3],
      ['CNTT-2', 1, 4, -3],
    ]);
    const typed = await t.call(owner, {
      method: 'PUT',
      url: `/api/stock-counts/${count._id}/lines`,
      payload: {
        lines: [
          { product: tee.id, variant: m.id, counted: 5 },
          { product: tee.id, variant: l.id, counted: 4 },
        ],
      },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().lines.map((x: { difference: number }) => x.difference)).toEqual([-1, 0]);

    // A sale of one M after the count was started: the shelf still holds what was counted.
    const sale = await post(owner, '/api/orders', {
      cart: { items: [{ _id: tee.id, variant: m.id, qty: 1 }] },
      paymentMethod: 'cash',
      paidAmount: 1000,
      customer: 'guest',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await sheetOf(count._id)).lines[0]).toMatchObject({ counted: 5, stock: 5, difference: 0 });

    const [first, second] = await Promise.all([
      post(owner, `/api/stock-counts/${count._id}/confirm`, {}),
      post(owner, `/api/stock-counts/${count._id}/confirm`, {}),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect(await levelOf(main, m.id)).toBe(5);
    expect(await levelOf(main, l.id)).toBe(4);
    const countRows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.countId, count._id));
    expect(countRows.map((r) => [r.itemId, r.qty, r.kind])).toEqual([]);
    const again = await post(owner, `/api/stock-counts/${count._id}/confirm`, {});
    expect(again.statusCode).toBe(200);
    expect((await post(owner, `/api/stock-counts/${count._id}/scan`, { code: m.barcode })).statusCode).toBe(409);
    await checkStock();
  });

  it('writes one count row per difference, with the count, the user and the figure it started from', async () => {
    const sock = await product({ name: 'Count Sock', sku: 'CNTS', cost: 20, stock: 10 });
    const count = await start({ location: main });
    await t.call(owner, { method: 'PUT', url: `/api/stock-counts/${count._id}/lines`, payload: { lines: [{ product: sock.id, counted: 7 }] } });
    const sale = await post(owner, '/api/orders', { cart: { items: [{ _id: sock.id, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 100, customer: 'guest' });
    expect(sale.statusCode).toBe(201);
    const done = (await post(owner, `/api/stock-counts/${count._id}/confirm`, {})).json();
    expect(done.lines[0]).toMatchObject({ counted: 7, stock: 9, difference: -2 });
    expect(await levelOf(main, sock.id)).toBe(7);
    const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.countId, count._id));
    expect(rows.map((r) => [r.kind, r.qty, r.locationId, typeof r.userId])).toEqual([['count', -2, main, 'string']]);
    const history = (await get(owner, `/api/inventory/${sock.id}/movements`)).json();
    expect(history.doc[0]).toMatchObject({ kind: 'count', qty: -2, balance: 7, cause: { type: 'count', id: count._id, label: count.number } });
    await checkStock();
  });

  it('refuses lines that are not items of the count, changes to a closed count, and cancels', async () => {
    const hat = await product({ name: 'Count Hat', sku: 'CNTH', stock: 2, categoryId: otherCat });
    const kurta = await product({ name: 'Count Kurta', sku: 'CNTK' }, [{ name: 'M', cost: 10, stock: 1 }]);
    const count = await start({ location: warehouse, category: parentCat });
    const put = (lines: unknown[]) => t.call(owner, { method: 'PUT', url: `/api/stock-counts/${count._id}/lines`, payload: { lines } });
    const cases: [unknown[], string][] = [
      [[{ product: hat.id, counted: 1 }], 'lines.0.product'],
      [[{ product: kurta.id, counted: 1 }], 'lines.0.variant'],
      [[{ product: kurta.id, variant: hat.id, counted: 1 }], 'lines.0.variant'],
      [[{ product: crypto.randomUUID(), counted: 1 }], 'lines.0.product'],
      [[{ product: kurta.id, variant: kurta.variants[0].id, counted: -1 }], 'lines.0.counted'],
      [[{ product: kurta.id, variant: kurta.variants[0].id, counted: 2.5 }], 'lines.0.counted'],
      [[{ product: kurta.id, variant: kurta.variants[0].id, counted: 1e9 }], 'lines.0.counted'],
      [
        [
          { product: kurta.id, variant: kurta.variants[0].id, counted: 1 },
          { product: kurta.id, variant: kurta.variants[0].id, counted: 2 },
        ],
        'lines.1.variant',
      ],
    ];
    for (const [lines, field] of cases) {
      const res = await put(lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(JSON.stringify(res.json().errors), JSON.stringify(lines)).toContain(field);
    }
    expect((await post(owner, `/api/stock-counts/${count._id}/scan`, { code: hat.barcode })).json().errors[0].field).toBe('code');
    expect((await post(owner, `/api/stock-counts/${count._id}/scan`, { code: 'NO-SUCH-CODE' })).json().errors[0].field).toBe('code');
    expect((await post(owner, `/api/stock-counts/${count._id}/confirm`, {})).json().errors[0].field).toBe('lines');
    expect((await sheetOf(count._id)).lines).toEqual([]);
    expect((await put([{ product: kurta.id, variant: kurta.variants[0].id, counted: 3 }])).statusCode).toBe(200);
    const cancelled = await post(owner, `/api/stock-counts/${count._id}/cancel`, {});
    expect(cancelled.json().status).toBe('cancelled');
    expect((await post(owner, `/api/stock-counts/${count._id}/confirm`, {})).statusCode).toBe(409);
    expect((await put([])).statusCode).toBe(409);
    expect(await levelOf(warehouse, kurta.variants[0].id)).toBe(0);
    const edit = await t.call(owner, { method: 'PUT', url: `/api/stock-counts/${count._id}`, payload: { note: 'late' } });
    expect(edit.statusCode).toBe(409);
    expect((await post(owner, '/api/stock-counts', { location: crypto.randomUUID() })).statusCode).toBe(400);
    expect((await get(owner, `/api/stock-counts/${crypto.randomUUID()}/sheet`)).statusCode).toBe(404);
    await checkStock();
  });
});

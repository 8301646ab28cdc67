import { eq, sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, locations, products, productVariants, purchaseLines, roles, stockLevels, stockMovements, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { reconcileStock, stockMismatches } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let owner: string;
let clerk: string;
let categoryId: string;
let warehouse: string;
let supplier: string;

/** A product straight in the database with its opening stock (at the main location) in the ledger. */
async function product(values: { name: string; cost: number; stock?: number }, variants: { name: string; cost: number; stock: number }[] = []) {
  const sku = `PUR-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await t.database.db
    .insert(products)
    .values({
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2000000000000 + Math.floor(Math.random() * 1e11)),
      categoryId,
      status: 'published',
      price: 2000,
      cost: values.cost,
      stock: variants.length > 0 ? variants.reduce((a, v) => a + v.stock, 0) : (values.stock ?? 0),
      type: variants.length > 0 ? 'variable' : 'simple',
      name: values.name,
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
        price: 2000,
        cost: v.cost,
        stock: v.stock,
        barcode: String(2100000000000 + Math.floor(Math.random() * 1e11)),
      })
      .returning();
    made.push(row);
  }
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  return { ...p, variants: made };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = owner) =>
  t.call(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function purchase(lines: { product: string; variant?: string | null; qty: number; unitCost: number }[], status: 'draft' | 'ordered' = 'ordered') {
  const res = await call('POST', '/api/purchases', { supplier, location: warehouse, note: 'Eid stock', lines });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  if (status === 'ordered') expect((await call('POST', `/api/purchases/${id}/order`)).statusCode).toBe(200);
  return (await call('GET', `/api/purchases/${id}/lines`)).json();
}

const receive = (id: string, body: Record<string, unknown>, token = owner) => call('POST', `/api/purchases/${id}/receive`, body, token);

const costOf = async (productId: string, variantId?: string) =>
  variantId
    ? (await t.database.db.select({ c: productVariants.cost }).from(productVariants).where(eq(productVariants.id, variantId)))[0].c
    : (await t.database.db.select({ c: products.cost }).from(products).where(eq(products.id, productId)))[0].c;

const levelAt = async (locationId: string, item: string) =>
  (
    await t.database.db
      .select({ s: stockLevels.stock })
      .from(stockLevels)
      .where(sql`${stockLevels.locationId} = ${locationId} and ${stockLevels.itemId} = ${item}`)
  )[0]?.s ?? 0;

/** Everything a refused receipt must leave as it was: stock per location, the ledger, the lines, the receipts, the costs. */
async function snapshot() {
  const db = t.database.db;
  return {
    levels: await db.select().from(stockLevels).orderBy(stockLevels.locationId, stockLevels.itemId),
    movements: (await db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0].n,
    lines: await db.select({ id: purchaseLines.id, received: purchaseLines.receivedQty }).from(purchaseLines).orderBy(purchaseLines.id),
    receipts: (await t.database.raw('select count(*)::int as n from purchase_receipts'))[0],
    costs: await db.select({ id: productVariants.id, cost: productVariants.cost }).from(productVariants).orderBy(productVariants.id),
    statuses: await t.database.raw('select id, status from purchases order by id'),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Purchased', slug: 'purchased-goods' }).returning();
  categoryId = cat.id;
  const [wh] = await t.database.db.insert(locations).values({ name: 'Test Warehouse', kind: 'warehouse', address: 'Plot 1, Tejgaon' }).returning();
  warehouse = wh.id;
  const made = await call('POST', '/api/suppliers', {
    name: 'Narayanganj Knit Ltd',
    phone: '+880 1711-000111',
    address: 'BSCIC, Narayanganj',
    notes: 'Pays on delivery',
  });
  expect(made.statusCode, made.body).toBe(201);
  expect(made.json()).toMatchObject({ name: 'Narayanganj Knit Ltd', phone: '01711000111' });
  supplier = made.json()._id;
  // A storekeeper who may see and edit purchases but not receive them.
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Clerk', permissions: ['purchases:list', 'purchases:show', 'purchases:create', 'purchases:edit', 'suppliers:list'] })
    .returning();
  await t.database.db.insert(users).values({ name: 'Clerk', email: 'clerk@example.com', passwordHash: await hashPassword('clerk-pass-123'), roleId: role.id });
  clerk = await t.login('clerk@example.com', 'clerk-pass-123');
});
afterAll(() => t.close());

describe('purchases', () => {
  it('numbers a new purchase, keeps its total and lets its lines change while a draft', async () => {
    const shirt = await product({ name: 'Oxford shirt', cost: 500, stock: 10 });
    // The number, status, total and received quantities are the server's: a client sending them is refused, naming them.
    for (const extra of [{ number: 'X-1' }, { status: 'received' }, { total: 1 }]) {
      const refused = await call('POST', '/api/purchases', {
        supplier,
        location: warehouse,
        lines: [{ product: shirt.id, qty: 3, unitCost: 333.33 }],
        ...extra,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe(Object.keys(extra)[0]);
    }
    const sneaky = await call('POST', '/api/purchases', { supplier, location: warehouse, lines: [{ product: shirt.id, qty: 3, unitCost: 1, receivedQty: 3 }] });
    expect(sneaky.statusCode).toBe(400);
    const res = await call('POST', '/api/purchases', { supplier, location: warehouse, lines: [{ product: shirt.id, qty: 3, unitCost: 333.33 }] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id;
    const made = (await call('GET', `/api/purchases/${id}`)).json();
    expect(made.number).toMatch(/^P-\d{6}$/);
    expect(made).toMatchObject({ status: 'draft', total: 999.99 });
    const line = made.lines[0];
    const edited = await call('PUT', `/api/purchases/${id}`, {
      lines: [
        { _id: line._id, qty: 7 },
        { product: shirt.id, qty: 1, unitCost: 1 },
      ],
    });
    // The same item twice on one purchase is refused, naming the second line.
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[0].field).toBe('lines.1.product');
    const ok = await call('PUT', `/api/purchases/${id}`, { lines: [{ _id: line._id, qty: 7 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    // 7 × 333.33 = 2333.31, in poisha.
    expect(ok.json()).toMatchObject({ total: 2333.31, lines: [{ _id: line._id, qty: 7, unitCost: 333.33, receivedQty: 0 }] });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('refuses lines that name no product, a variation of another product, or fractional quantities', async () => {
    const kurta = await product({ name: 'Kurta', cost: 400 }, [{ name: 'M-Blue', cost: 400, stock: 2 }]);
    const other = await product({ name: 'Lungi', cost: 200 }, [{ name: 'Free-Check', cost: 200, stock: 2 }]);
    const bad = await call('POST', '/api/purchases', {
      supplier,
      location: warehouse,
      lines: [
        { product: randomUUID(), qty: 1, unitCost: 10 },
        { product: kurta.id, variant: other.variants[0].id, qty: 1, unitCost: 10 },
        { product: kurta.id, qty: 1, unitCost: 10 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines.0.product', 'lines.1.variant', 'lines.2.variant']);
    for (const qty of [1.5, 0, -2, 1e9]) {
      const res = await call('POST', '/api/purchases', {
        supplier,
        location: warehouse,
        lines: [{ product: other.id, variant: other.variants[0].id, qty, unitCost: 10 }],
      });
      expect(res.statusCode, String(qty)).toBe(400);
      expect(res.json().errors[0].field).toBe('lines.0.qty');
    }
    const inactive = (await t.database.db.insert(locations).values({ name: 'Closed Shop', isActive: false }).returning())[0];
    const closed = await call('POST', '/api/purchases', { supplier, location: inactive.id, lines: [] });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors[0].field).toBe('location');
  });

  it('goes draft → ordered → partly received → received, with stock at the destination and the moving average cost', async () => {
    const tee = await product({ name: 'Cotton tee', cost: 0 }, [
      { name: 'M-Black', cost: 500, stock: 10 },
      { name: 'L-Black', cost: 300, stock: 0 },
    ]);
    const jeans = await product({ name: 'Slim jeans', cost: 1000, stock: 4 });
    const [m, l] = tee.variants;
    const p = await purchase(
      [
        { product: tee.id, variant: m.id, qty: 30, unitCost: 600 },
        { product: tee.id, variant: l.id, qty: 5, unitCost: 280.5 },
        { product: jeans.id, qty: 3, unitCost: 1200.01 },
      ],
      'draft',
    );
    expect(p).toMatchObject({ status: 'draft', total: 18000 + 1402.5 + 3600.03, supplier: { name: 'Narayanganj Knit Ltd' }, location: { _id: warehouse } });
    // A draft is not received.
    expect((await receive(p._id, { receipt: randomUUID() })).statusCode).toBe(409);
    expect((await call('POST', `/api/purchases/${p._id}/order`)).json()).toMatchObject({ status: 'ordered' });
    expect((await call('POST', `/api/purchases/${p._id}/order`)).statusCode).toBe(409);
    // Someone without purchases:receive cannot receive.
    expect((await receive(p._id, { receipt: randomUUID() }, clerk)).statusCode).toBe(403);

    // Part of the M line and all of the jeans.
    const first = await receive(p._id, {
      receipt: randomUUID(),
      lines: [
        { line: p.lines[0]._id, qty: 10 },
        { line: p.lines[2]._id, qty: 3 },
        { line: p.lines[1]._id, qty: 0 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      replayed: false,
      purchase: { status: 'partly-received', lines: [{ receivedQty: 10, toReceive: 20 }, { receivedQty: 0 }, { receivedQty: 3, toReceive: 0 }] },
    });
    expect(await levelAt(warehouse, m.id)).toBe(10);
    expect(await levelAt(warehouse, jeans.id)).toBe(3);
    // 10 at ৳500 + 10 at ৳600 → ৳550; 4 at ৳1000 + 3 at ৳1200.01 → 7600.03 / 7 = 1085.7185… → ৳1085.72.
    expect(await costOf(tee.id, m.id)).toBe(550);
    expect(await costOf(jeans.id)).toBe(1085.72);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.purchaseId, p._id));
    expect(moves.map((mv) => ({ kind: mv.kind, qty: mv.qty, unitCost: mv.unitCost, locationId: mv.locationId })).sort((a, b) => a.qty - b.qty)).toEqual([
      { kind: 'purchase', qty: 3, unitCost: 1200.01, locationId: warehouse },
      { kind: 'purchase', qty: 10, unitCost: 600, locationId: warehouse },
    ]);
    // Once something has come, it can no longer be cancelled or edited.
    expect((await call('POST', `/api/purchases/${p._id}/cancel`)).statusCode).toBe(409);
    const edit = await call('PUT', `/api/purchases/${p._id}`, { note: 'changed' });
    expect(edit.statusCode).toBe(409);

    // The rest: no lines = everything still to receive. L had no stock: its cost becomes the receipt's.
    const rest = await receive(p._id, { receipt: randomUUID() });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().received).toEqual([
      { line: p.lines[0]._id, qty: 20 },
      { line: p.lines[1]._id, qty: 5 },
    ]);
    expect(rest.json().purchase.status).toBe('received');
    // 20 stock at ৳550 + 20 at ৳600 → ৳575.
    expect(await costOf(tee.id, m.id)).toBe(575);
    expect(await costOf(tee.id, l.id)).toBe(280.5);
    const [parent] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, tee.id));
    expect(parent.stock).toBe(10 + 30 + 5);
    expect((await receive(p._id, { receipt: randomUUID() })).statusCode).toBe(409);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, p._id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'order', 'receive']));
    expect(audit.filter((a) => a.action === 'receive')).toHaveLength(2);
    const costAudit = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, jeans.id));
    expect(costAudit.at(-1)?.changes).toEqual([{ field: 'cost', before: 1000, after: 1085.72 }]);
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('receives a receipt once: sent again in turn, or five times at once', async () => {
    const shawl = await product({ name: 'Winter shawl', cost: 800, stock: 0 });
    const p = await purchase([{ product: shawl.id, qty: 10, unitCost: 800 }]);
    const receipt = randomUUID();
    const body = { receipt, lines: [{ line: p.lines[0]._id, qty: 4 }] };
    const first = await receive(p._id, body);
    expect(first.statusCode).toBe(200);
    const again = await receive(p._id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    // Even sent without its lines, a known receipt only answers what it brought.
    expect((await receive(p._id, { receipt })).json()).toMatchObject({ replayed: true, received: [{ line: p.lines[0]._id, qty: 4 }] });
    expect(await levelAt(warehouse, shawl.id)).toBe(4);

    const burst = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => receive(p._id, { receipt: burst, lines: [{ line: p.lines[0]._id, qty: 3 }] })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => !a.json().replayed)).toHaveLength(1);
    for (const a of answers) expect(a.json().received).toEqual([{ line: p.lines[0]._id, qty: 3 }]);
    expect(await levelAt(warehouse, shawl.id)).toBe(7);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.purchaseId, p._id));
    expect(moves.map((mv) => mv.qty).sort()).toEqual([3, 4]);
    // Another purchase cannot reuse the receipt id.
    const other = await purchase([{ product: shawl.id, qty: 1, unitCost: 800 }]);
    const stolen = await receive(other._id, { receipt: burst });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().errors[0].field).toBe('receipt');
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('keeps both receipts in the average when two purchases of the same item are received at once', async () => {
    const panjabi = await product({ name: 'Eid panjabi', cost: 0 }, [{ name: 'L-White', cost: 500, stock: 10 }]);
    const v = panjabi.variants[0];
    const a = await purchase([{ product: panjabi.id, variant: v.id, qty: 10, unitCost: 700 }]);
    const b = await purchase([{ product: panjabi.id, variant: v.id, qty: 20, unitCost: 300 }]);
    const answers = await Promise.all([receive(a._id, { receipt: randomUUID() }), receive(b._id, { receipt: randomUUID() })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // Either order: 10 at ৳500, 10 at ৳700 and 20 at ৳300 are 40 at ৳450 (a lost update would leave ৳366.67 or ৳600).
    expect(await costOf(panjabi.id, v.id)).toBe(450);
    const [row] = await t.database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, v.id));
    expect(row.stock).toBe(40);
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('refuses bad receipts naming the field, and changes no stock, ledger row, line or cost', async () => {
    const sari = await product({ name: 'Jamdani sari', cost: 5000 }, [{ name: 'Red', cost: 5000, stock: 1 }]);
    const p = await purchase([{ product: sari.id, variant: sari.variants[0].id, qty: 5, unitCost: 5200 }]);
    const other = await purchase([{ product: sari.id, variant: sari.variants[0].id, qty: 5, unitCost: 5200 }]);
    await receive(p._id, { receipt: randomUUID(), lines: [{ line: p.lines[0]._id, qty: 2 }] });
    const before = await snapshot();
    const line = p.lines[0]._id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ receipt: randomUUID(), lines: [{ line, qty: -1 }] }, 400, 'lines.0.qty'],
      [{ receipt: randomUUID(), lines: [{ line, qty: 1.5 }] }, 400, 'lines.0.qty'],
      [{ receipt: randomUUID(), lines: [{ line, qty: 1e12 }] }, 400, 'lines.0.qty'],
      [{ receipt: randomUUID(), lines: [{ line, qty: '2' }] }, 400, 'lines.0.qty'],
      // 3 are left: 4 is too many.
      [{ receipt: randomUUID(), lines: [{ line, qty: 4 }] }, 400, 'lines.0.qty'],
      [{ receipt: randomUUID(), lines: [{ line: randomUUID(), qty: 1 }] }, 400, 'lines.0.line'],
      [{ receipt: randomUUID(), lines: [{ line: other.lines[0]._id, qty: 1 }] }, 400, 'lines.0.line'],
      [
        {
          receipt: randomUUID(),
          lines: [
            { line, qty: 1 },
            { line, qty: 1 },
          ],
        },
        400,
        'lines.1.line',
      ],
      [{ receipt: randomUUID(), lines: [{ line: 'not-a-uuid', qty: 1 }] }, 400, 'lines.0.line'],
      [{ receipt: randomUUID(), lines: [{ line, qty: 0 }] }, 400, 'lines'],
      [{ receipt: 'again', lines: [{ line, qty: 1 }] }, 400, 'receipt'],
      [{ lines: [{ line, qty: 1 }] }, 400, 'receipt'],
    ];
    for (const [body, status, field] of cases) {
      const res = await receive(p._id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await receive(randomUUID(), { receipt: randomUUID() })).statusCode).toBe(404);
    expect((await receive('nope', { receipt: randomUUID() })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    // Cancelled: 409, nothing changed.
    expect((await call('POST', `/api/purchases/${other._id}/cancel`)).json()).toMatchObject({ status: 'cancelled' });
    const cancelled = await receive(other._id, { receipt: randomUUID() });
    expect(cancelled.statusCode).toBe(409);
    expect((await snapshot()).levels).toEqual(before.levels);
    expect(await stockMismatches(t.database.db)).toEqual([]);
    const check = await call('GET', '/api/inventory/check-stock');
    expect(check.json().ok).toBe(true);
  });

  it('lists, filters and searches purchases by number and supplier name, and prints a purchase order', async () => {
    const [second] = (await Promise.all([call('POST', '/api/suppliers', { name: 'Mirpur Weavers' })])).map((r) => r.json());
    const cap = await product({ name: 'Prayer cap', cost: 90, stock: 0 });
    const res = await call('POST', '/api/purchases', { supplier: second._id, location: warehouse, lines: [{ product: cap.id, qty: 12, unitCost: 95 }] });
    const id = res.json()._id;
    const number = res.json().number;
    expect((await call('GET', '/api/purchases?search=mirpur weav')).json().doc.map((d: { _id: string }) => d._id)).toEqual([id]);
    expect((await call('GET', `/api/purchases?search=${number}`)).json().doc.map((d: { _id: string }) => d._id)).toEqual([id]);
    expect((await call('GET', `/api/purchases?supplier=${second._id}&status=draft`)).json().totalDocs).toBe(1);
    expect((await call('GET', `/api/purchases?location=${warehouse}&status=received`)).json().totalDocs).toBeGreaterThan(0);

    // The engine's CSV export, lines included (a line per entry).
    const csv = await call('POST', `/api/purchases/export/csv?supplier=${second._id}`, { fields: ['number', 'supplier', 'status', 'total', 'lines'] });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(number);
    expect(csv.body).toContain('Mirpur Weavers');
    expect(csv.body).toMatch(new RegExp(`${number},Mirpur Weavers,[^\\n]*,1140\\.00,[^\\n]*12,95\\.00`));

    const pdf = await call('GET', `/api/purchases/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`PO_${number}_\\d{12}\\.pdf`));
    const file = join(t.dataDir, 'po.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('PURCHASE ORDER');
    expect(text).toContain(number);
    expect(text).toContain('Mirpur Weavers');
    expect(text).toContain('Test Warehouse');
    expect(text).toMatch(/Prayer cap\s+\S+\s+12\s+৳\s?95\.00\s+৳\s?1,140\.00/);

    // A draft can be deleted; a supplier with purchases cannot.
    expect((await call('DELETE', `/api/suppliers/${second._id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/purchases/${id}`)).statusCode).toBe(200);
  });
});

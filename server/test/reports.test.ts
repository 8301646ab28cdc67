import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates';
import { categories, customers, locations, orders, products, roles, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { reconcileStock } from '../domains/inventory/ledger';
import { foldRollups, rebuildRollups, rollupDifferences } from '../domains/reports/rollupCheck';
import { createTestApp, type TestApp } from './harness';
import { queryRows } from '../db/rows';
import { addOrders } from '../seed/bulkOrders';
import { orderLines, orderReturns } from '../domains/schema';
import { parseTaka } from '../../common/money';
import { addDays } from '../domains/reports/period';

const p = (taka: number | string) => parseTaka(taka)!;

/**
 * Today's figures from the raw rows, worked out here apart from the SQL the
 * rollups use: a sale on its day unless cancelled; each return on its day, its
 * goods and cart-discount share per unit on the running total of the line's
 * returned units (common/returns.ts); cost at each line's recorded unit cost.
 */
async function rawToday() {
  const day = today();
  const os = await t.database.db.select().from(orders);
  const ls = await t.database.db.select().from(orderLines);
  const rs = await t.database.db.select().from(orderReturns);
  rs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const byId = new Map(os.map((o) => [o.id, o]));
  const lineById = new Map(ls.map((l) => [l.id, l]));
  let sales = 0,
    discount = 0,
    cost = 0,
    units = 0,
    count = 0;
  for (const o of os) {
    if (o.status === 'cancelled' || formatDate(o.createdAt, 'Asia/Dhaka') !== day) continue;
    count += 1;
    sales += p(o.subTotal);
    discount += p(o.discount);
  }
  for (const l of ls) {
    const o = byId.get(l.orderId)!;
    if (o.status === 'cancelled' || formatDate(o.createdAt, 'Asia/Dhaka') !== day) continue;
    cost += l.qty * p(l.unitCost);
    units += l.qty;
  }
  const cum = new Map<string, number>();
  for (const r of rs) {
    const o = byId.get(r.orderId)!;
    for (const e of r.lines) {
      const l = lineById.get(e.line)!;
      const before = cum.get(l.id) ?? 0;
      const after = before + e.qty;
      cum.set(l.id, after);
      if (o.status === 'cancelled' || formatDate(r.createdAt, 'Asia/Dhaka') !== day) continue;
      const share = (amount: number) => Math.round((amount * after) / l.qty) - Math.round((amount * before) / l.qty);
      // The line's stored share of the cart discount (largest remainder, issue 33): a return takes back the goods less their net value.
      sales -= share(p(l.totalPrice));
      discount -= share(p(l.totalPrice)) - share(p(l.totalPrice) - p(l.discountShare));
      cost -= e.qty * p(l.unitCost);
      units -= e.qty;
    }
  }
  return { netSales: sales - discount, cogs: cost, units, orders: count };
}

/**
 * Top Customers from the raw rows, worked out here: per phone (else customer),
 * today's orders not cancelled, their subtotal less discount less the net value
 * of their returns, profit less the cost of the units kept, and how many were returned.
 */
async function rawCustomers(from = today()) {
  const day = today();
  const os = await t.database.db.select().from(orders);
  const ls = await t.database.db.select().from(orderLines);
  const rs = await t.database.db.select().from(orderReturns);
  const out = new Map<string, { orders: number; spend: number; profit: number; returnedOrders: number }>();
  for (const o of os) {
    const who = o.customerPhone ?? o.customerId;
    if (!who || o.status === 'cancelled' || formatDate(o.createdAt, 'Asia/Dhaka') < from || formatDate(o.createdAt, 'Asia/Dhaka') > day) continue;
    const mine = rs.filter((r) => r.orderId === o.id);
    // Returns at their goods' net value (issue 33): each line's net on the running total of its returned units.
    const back = ls.filter((l) => l.orderId === o.id).reduce((a, l) => a + Math.round(((p(l.totalPrice) - p(l.discountShare)) * l.returnedQty) / l.qty), 0);
    const kept = ls.filter((l) => l.orderId === o.id).reduce((a, l) => a + (l.qty - l.returnedQty) * p(l.unitCost), 0);
    const e = out.get(who) ?? { orders: 0, spend: 0, profit: 0, returnedOrders: 0 };
    const net = p(o.subTotal) - p(o.discount) - back;
    out.set(who, { orders: e.orders + 1, spend: e.spend + net, profit: e.profit + net - kept, returnedOrders: e.returnedOrders + (mine.length > 0 ? 1 : 0) });
  }
  return out;
}

/**
 * Top Products from the raw rows (every sale and return of these tests is of today, or of a day long
 * gone): per item, the units kept and their revenue, the line's net (total less its discount share) less that of its returned units.
 */
async function rawProducts(from: string) {
  const os = new Map((await t.database.db.select().from(orders)).map((o) => [o.id, o]));
  const out = new Map<string, { units: number; revenue: number }>();
  for (const l of await t.database.db.select().from(orderLines)) {
    const o = os.get(l.orderId)!;
    const day = formatDate(o.createdAt, 'Asia/Dhaka');
    if (o.status === 'cancelled' || day < from || day > today()) continue;
    const e = out.get(l.variantId ?? l.productId) ?? { units: 0, revenue: 0 };
    // The line's net sale (its total less its share of the cart discount, issue 33), less the net value of its returned units.
    const net = p(l.totalPrice) - p(l.discountShare);
    out.set(l.variantId ?? l.productId, { units: e.units + l.qty - l.returnedQty, revenue: e.revenue + net - Math.round((net * l.returnedQty) / l.qty) });
  }
  return out;
}

/** The Top Products report's rows, per variant or per product, as the raw figures are keyed (these products have no variants). */
async function reportedProducts(from: string, per: 'variant' | 'product') {
  const res = (await call(owner, 'GET', `/api/reports/top-products?from=${from}&to=${today()}&per=${per}&limit=500`)).json();
  const out = new Map<string, { units: number; revenue: number }>();
  for (const r of res.rows) if (r.units !== 0 || r.revenue !== 0) out.set(r.variant ?? r.product, { units: r.units, revenue: Math.round(r.revenue * 100) });
  return out;
}

/** The Top Customers report's rows as the raw figures are keyed. */
async function reportedCustomers(from: string) {
  const res = (await call(owner, 'GET', `/api/reports/top-customers?from=${from}&to=${today()}&limit=500`)).json();
  const out = new Map<string, { orders: number; spend: number; profit: number; returnedOrders: number }>();
  for (const r of res.rows)
    out.set(r.phone ?? r.customer, {
      orders: r.orders,
      spend: Math.round(r.spend * 100),
      profit: Math.round(r.profit * 100),
      returnedOrders: r.returnedOrders,
    });
  return out;
}

let t: TestApp;
let owner: string;
let cashier: string;
let categoryId: string;
let mainLocation: string;
const made: { id: string }[] = [];
/** Two known customers (with phones) and the walk-in guest the sales are made to. */
const buyers: string[] = [];

async function product(price: number, cost: number, vat: number) {
  const sku = `RPT-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await t.database.db
    .insert(products)
    .values({
      slug: sku.toLowerCase(),
      sku,
      name: `Item ${sku}`,
      barcode: String(2000000000000 + Math.floor(Math.random() * 1e11)),
      categoryId,
      status: 'published',
      price,
      cost,
      vat,
      stock: 10_000,
      type: 'simple',
    })
    .returning();
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  return p;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as Record<string, unknown> });
const today = () => formatDate(new Date(), 'Asia/Dhaka');

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Reports', slug: 'reports-cat' }).returning();
  categoryId = cat.id;
  mainLocation = (await t.database.db.select().from(locations))[0].id;
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Report till', permissions: ['pos:use', 'orders:create', 'orders:list', 'dashboard:view'] })
    .returning();
  await t.database.db.insert(users).values({ name: 'Till R', email: 'till-r@example.com', passwordHash: await hashPassword('till-pass-123'), roleId: role.id });
  cashier = await t.login('till-r@example.com', 'till-pass-123');
  for (const [price, cost, vat] of [
    [1000, 600, 0],
    [1499.99, 899.5, 7.5],
    [250.5, 120.25, 5],
  ])
    made.push(await product(price, cost, vat));
  const people = await t.database.db
    .insert(customers)
    .values([
      { name: 'Rina Top', phone: '01711000001' },
      { name: 'Karim Top', phone: '01711000002' },
    ])
    .returning();
  buyers.push(...people.map((c) => c.id), 'guest');
});
afterAll(() => t.close());

type Op =
  | { kind: 'sale'; items: { p: number; qty: number }[]; method: 'cash' | 'bkash' | 'card'; part: boolean; discount: number; buyer: number }
  | { kind: 'return'; order: number; qty: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'damage'; p: number; qty: number }
  | { kind: 'receipt'; p: number; qty: number }
  | { kind: 'fold' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      items: fc.array(fc.record({ p: fc.nat(2), qty: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }),
      method: fc.constantFrom('cash' as const, 'bkash' as const, 'card' as const),
      part: fc.boolean(),
      discount: fc.constantFrom(0, 0, 37.5, 100),
      buyer: fc.nat(2),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('return' as const), order: fc.nat(20), qty: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('damage' as const), p: fc.nat(2), qty: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('receipt' as const), p: fc.nat(2), qty: fc.integer({ min: 1, max: 5 }) }) },
  // The rollups' fold (every five seconds in the API) between any two changes: the figures are the same folded or pending.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
);

async function run(op: Op, placed: string[]) {
  if (op.kind === 'sale') {
    const cart = { items: op.items.map((i) => ({ _id: made[i.p].id, qty: i.qty })), ...(op.discount ? { discount: op.discount } : {}) };
    const total = (await call(owner, 'POST', '/api/orders/cart-total', cart)).json().total as number;
    const res = await call(owner, 'POST', '/api/orders', {
      cart,
      paymentMethod: op.method,
      paidAmount: op.part ? Math.floor(total / 2) : total,
      customer: buyers[op.buyer],
    });
    expect(res.statusCode).toBe(201);
    placed.push(res.json()._id);
  } else if (op.kind === 'return' || op.kind === 'cancel') {
    if (placed.length === 0) return;
    const id = placed[op.order % placed.length];
    if (op.kind === 'cancel') {
      await call(owner, 'PUT', `/api/orders/${id}/status`, { status: 'cancelled' });
      return;
    }
    const order = (await call(owner, 'GET', `/api/orders/${id}`)).json();
    if (order.status === 'cancelled') return;
    const line = order.items.find((l: { qty: number; returnQty: number }) => l.qty > l.returnQty);
    if (!line) return;
    const res = await call(owner, 'POST', `/api/orders/${id}/returns`, { lines: [{ line: line._id, qty: Math.min(op.qty, line.qty - line.returnQty) }] });
    expect(res.statusCode).toBe(201);
  } else if (op.kind === 'fold') {
    await foldRollups(t.database.db);
  } else if (op.kind === 'damage') {
    const res = await call(owner, 'POST', '/api/damages', { product: made[op.p].id, location: mainLocation, qty: op.qty, reason: 'lost' });
    expect([200, 201]).toContain(res.statusCode);
  } else {
    await reconcileStock(t.database.db, { productId: made[op.p].id, kind: 'opening' });
  }
}

describe('rollups', () => {
  it('equal the figures of the base tables to the poisha after any sequence of sales, returns, cancels and damages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        const placed: string[] = [];
        for (const op of ops) await run(op, placed);
        expect(await rollupDifferences(t.database.db)).toEqual([]);
        // And against figures worked out here in JS from the raw rows, to the poisha.
        const raw = await rawToday();
        const dash = (await call(owner, 'GET', '/api/dashboard?period=today')).json();
        expect(Math.round(dash.kpis.netSales.value * 100)).toBe(raw.netSales);
        expect(Math.round(dash.kpis.grossProfit.value * 100)).toBe(raw.netSales - raw.cogs);
        expect(dash.kpis.orders.value).toBe(raw.orders);
        expect(dash.kpis.unitsSold.value).toBe(raw.units);
        // Top Customers (the customer rollups) against the raw rows: today alone (day rows) and a year to today (month rows and day rows).
        const customersRaw = await rawCustomers();
        expect(await reportedCustomers(today())).toEqual(customersRaw);
        expect(await reportedCustomers(addDays(today(), -364))).toEqual(customersRaw);
        // Top Products likewise: today (day rows) and a year to today (month rows, this month's among them).
        const productsRaw = new Map([...(await rawProducts(today()))].filter(([, r]) => r.units !== 0 || r.revenue !== 0));
        for (const per of ['variant', 'product'] as const) {
          expect(await reportedProducts(today(), per)).toEqual(productsRaw);
          expect(await reportedProducts(addDays(today(), -364), per)).toEqual(productsRaw);
        }
      }),
      { numRuns: 15 },
    );
    // The dashboard's today against the raw orders: orders and net sales before returns.
    const [raw] = await queryRows<{ n: number; net: string }>(
      t.database.db,
      sql`select count(*)::int as n, coalesce(sum(sub_total - discount), 0)::numeric as net from orders
        where status <> 'cancelled' and (created_at at time zone 'Asia/Dhaka')::date = ${today()}::date`,
    );
    const dash = (await call(owner, 'GET', '/api/dashboard?period=today')).json();
    expect(dash.kpis.orders.value).toBe(raw.n);
    const pl = (await call(owner, 'GET', `/api/reports/profit-loss?from=${today()}&to=${today()}`)).json();
    // The dashboard and the report agree for the same period.
    expect(pl.totals.netSales).toBe(dash.kpis.netSales.value);
    expect(pl.totals.grossProfit).toBe(dash.kpis.grossProfit.value);
    expect(dash.salesSeries.unit).toBe('hour');
    const hours = dash.salesSeries.points.reduce((a: number, p: { sales: number }) => a + Math.round(p.sales * 100), 0);
    expect(hours).toBe(Math.round(dash.kpis.netSales.value * 100));
    expect(Math.round(pl.totals.grossSales * 100) - Math.round(pl.totals.discounts * 100)).toBe(Math.round(Number(raw.net) * 100));
  }, 120_000);

  it('hold for orders written in bulk (the seed writes lines already returned and orders already cancelled)', async () => {
    expect(await addOrders(t.database, 400)).toBe(400);
    expect(await rollupDifferences(t.database.db)).toEqual([]);
    // A year of them: Top Customers from the month rows of its whole months and the day rows of the two it cuts.
    const yearAgo = addDays(today(), -364);
    const raw = await rawCustomers(yearAgo);
    expect([...raw.values()].reduce((a, r) => a + r.orders, 0)).toBeGreaterThan(100);
    expect(await reportedCustomers(yearAgo)).toEqual(raw);
  });

  it('rebuild gives the same rows', async () => {
    await rebuildRollups(t.database.db);
    expect(await rollupDifferences(t.database.db)).toEqual([]);
  });

  it('puts an order at 23:59:59 and one at 00:00:00 Asia/Dhaka on their own days', async () => {
    const res = await call(owner, 'POST', '/api/orders', { cart: { items: [{ _id: made[0].id, qty: 1 }] }, paymentMethod: 'card', customer: 'guest' });
    const res2 = await call(owner, 'POST', '/api/orders', { cart: { items: [{ _id: made[0].id, qty: 2 }] }, paymentMethod: 'card', customer: 'guest' });
    // 2024-03-10 23:59:59 and 2024-03-11 00:00:00 in Dhaka (UTC+6).
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2024-03-10T17:59:59Z') })
      .where(eq(orders.id, res.json()._id));
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2024-03-10T18:00:00Z') })
      .where(eq(orders.id, res2.json()._id));
    const day = async (d: string) => (await call(owner, 'GET', `/api/reports/profit-loss?from=${d}&to=${d}`)).json().totals.grossSales;
    expect(await day('2024-03-10')).toBe(1000);
    expect(await day('2024-03-11')).toBe(2000);
    expect(await rollupDifferences(t.database.db)).toEqual([]);
  });
});

describe('drill-down', () => {
  it('opens the orders of a location and the ledger rows behind its adjustments, and they add up to the figures', async () => {
    const sale = await call(owner, 'POST', '/api/orders', { cart: { items: [{ _id: made[2].id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' });
    expect(sale.statusCode).toBe(201);
    const adjust = await call(owner, 'POST', `/api/inventory/${made[1].id}/adjust`, { locationId: mainLocation, mode: 'add', qty: -2, reason: 'Shelf count' });
    expect(adjust.statusCode).toBe(200);
    const pl = (await call(owner, 'GET', `/api/reports/profit-loss?from=${today()}&to=${today()}&location=${mainLocation}`)).json();
    expect(pl.totals.adjustments).toBeGreaterThan(0);
    const query = (filter: Record<string, unknown>) =>
      Object.entries(filter)
        .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
        .join('&');
    const adj = pl.drillDown.adjustments;
    expect(adj.resource).toBe('stock-movements');
    const movements = await call(owner, 'GET', `/api/stock-movements?limit=1000&${query(adj.filter)}`);
    expect(movements.statusCode, movements.body).toBe(200);
    const rows = movements.json().doc as { kind: string; value: number; location: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ['count', 'adjustment'].includes(r.kind) && r.location === mainLocation)).toBe(true);
    expect(-rows.reduce((a, r) => a + Math.round(r.value * 100), 0)).toBe(Math.round(pl.totals.adjustments * 100));
    // The orders behind a location's sales: as many as the dashboard counts there.
    const sales = pl.drillDown.netSales;
    expect(sales.filter.location).toEqual([mainLocation]);
    const list = (await call(owner, 'GET', `/api/orders?limit=1&${query(sales.filter)}`)).json();
    const dash = (await call(owner, 'GET', `/api/dashboard?period=today&location=${mainLocation}`)).json();
    expect(list.totalDocs).toBe(dash.kpis.orders.value);
    expect(list.totalDocs).toBeGreaterThan(0);
  });
  it('counts at a location the new customers who bought there', async () => {
    const [other] = await t.database.db.insert(locations).values({ name: 'Reports Other Shop' }).returning();
    const newAt = async (loc: string) => (await call(owner, 'GET', `/api/dashboard?period=today&location=${loc}`)).json().kpis.newCustomers.value as number;
    const [before, beforeAll] = [await newAt(mainLocation), (await call(owner, 'GET', '/api/dashboard?period=today')).json().kpis.newCustomers.value as number];
    const [buyer] = await t.database.db.insert(customers).values({ name: 'Nadia New', phone: '01711000009' }).returning();
    // Joined but bought nothing yet: new for the shop, not for a location.
    expect((await call(owner, 'GET', '/api/dashboard?period=today')).json().kpis.newCustomers.value).toBe(beforeAll + 1);
    expect(await newAt(mainLocation)).toBe(before);
    const sale = await call(owner, 'POST', '/api/orders', { cart: { items: [{ _id: made[0].id, qty: 1 }] }, paymentMethod: 'cash', customer: buyer.id });
    expect(sale.statusCode).toBe(201);
    expect(await newAt(mainLocation)).toBe(before + 1);
    expect(await newAt(other.id)).toBe(0);
  });
});

describe('permissions', () => {
  it('shows a cashier their location’s sales count and no profit or cost anywhere', async () => {
    const res = await call(cashier, 'GET', '/api/dashboard?period=today');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.location).toBe(mainLocation);
    expect(typeof body.kpis.orders.value).toBe('number');
    expect(body.kpis.grossProfit).toBeUndefined();
    expect(body.kpis.margin).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/"profit"|"cogs"|"cost"/);
    expect(body.lowStock).toBeUndefined();
    expect((await call(cashier, 'GET', `/api/reports/profit-loss?from=${today()}&to=${today()}`)).statusCode).toBe(403);
  });

  it('refuses a bad range with the field and reason', async () => {
    const res = await call(owner, 'GET', '/api/reports/profit-loss?from=2026-02-30&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('from');
    const long = await call(owner, 'GET', '/api/reports/profit-loss?from=2024-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
  });

  it('answers each report for the owner', async () => {
    for (const name of ['top-products?per=variant&by=profit', 'top-customers?by=orders', 'profit-loss?groupBy=month']) {
      const res = await call(owner, 'GET', `/api/reports/${name}&from=2026-01-01&to=${today()}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const low = await call(owner, 'GET', '/api/reports/low-stock');
    expect(low.statusCode, low.body).toBe(200);
  });
});

describe('exports', () => {
  it('writes each report as CSV with Bangla headers, Latin figures and formulas escaped, and as PDF', async () => {
    const res = await call(owner, 'POST', '/api/orders', { cart: { items: [{ _id: made[0].id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' });
    expect(res.statusCode, res.body).toBe(201);
    // A name a spreadsheet would run as a formula (the till's guest has none).
    await t.database.db.update(orders).set({ customerName: '=HYPERLINK("x")', customerPhone: '01711000111' }).where(eq(orders.id, res.json()._id));
    const csv = await call(owner, 'GET', `/api/reports/profit-loss/export?format=csv&locale=bn&from=${today()}&to=${today()}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, first] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('নিট বিক্রি');
    const pl = (await call(owner, 'GET', `/api/reports/profit-loss?from=${today()}&to=${today()}`)).json();
    expect(first.split(',')).toContain(pl.totals.netSales.toFixed(2));
    const customers = await call(owner, 'GET', `/api/reports/top-customers/export?format=csv&from=${today()}&to=${today()}&limit=500`);
    expect(customers.statusCode).toBe(200);
    expect(customers.body).toContain(`"'=HYPERLINK(""x"")"`);
    for (const name of ['profit-loss', 'top-products', 'top-customers']) {
      const pdf = await call(owner, 'GET', `/api/reports/${name}/export?format=pdf&locale=bn&from=2026-01-01&to=${today()}`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    const low = await call(owner, 'GET', '/api/reports/low-stock/export?format=pdf');
    expect(low.statusCode).toBe(200);
    expect((await call(cashier, 'GET', `/api/reports/profit-loss/export?format=csv&from=${today()}&to=${today()}`)).statusCode).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates';
import { queryRows } from '../db/rows';
import { seedDemoIfEmpty } from '../seed/demo';
import { rollupDifferences } from '../domains/reports/rollupCheck';
import { createTestApp, type TestApp } from './harness';

/**
 * The demo store, seeded as `npm start` seeds an empty database, read as the
 * owner reads it (issue 33): an item's history (Inventory → an item) never
 * shows a negative figure, whether one location or all are chosen, and the
 * seed keeps its other promises (the ledger sums to the shelves, the orders
 * priced on the shop's VAT base, the dashboard has today, yesterday and the
 * last 7 days) and its figures agree (the rollups, check:figures).
 */

let t: TestApp;
let owner: string;
const call = (url: string) => t.call(owner, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  // `npm run seed` meets a database that no server has started on: no settings row yet (the server makes it on its first start).
  await t.database.db.execute(sql`delete from settings`);
  const seeded = await seedDemoIfEmpty(t.database.db, 300, { dataDir: t.dataDir });
  expect(seeded?.orders).toBeGreaterThan(2500);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

interface Dip {
  item: string;
  location: string | null;
  name: string;
  balance: number;
  kind: string;
  at: string;
}

/**
 * Every ledger row after which the running figure is below 0, read in the
 * item history's own order (`created_at, id`: server/domains/inventory/itemHistory.ts),
 * per item and location (a location chosen) and per item over all of them (none chosen).
 */
async function dips(perLocation: boolean): Promise<Dip[]> {
  const by = perLocation ? sql`m.item_id, m.location_id` : sql`m.item_id`;
  return queryRows<Dip>(
    t.database.db,
    sql`select r.item_id as item, ${perLocation ? sql`r.location_id` : sql`null`} as location,
               p.name || coalesce(' (' || v.name || ')', '') || ${perLocation ? sql`' at ' || l.name` : sql`''`} as name,
               r.balance::int as balance, r.kind, r.created_at::text as at
        from (
          select m.item_id, m.location_id, m.product_id, m.variant_id, m.kind, m.created_at,
                 sum(m.qty) over (partition by ${by} order by m.created_at, m.id rows unbounded preceding) as balance
          from stock_movements m
        ) r
        join products p on p.id = r.product_id
        left join product_variants v on v.id = r.variant_id
        join locations l on l.id = r.location_id
        where r.balance < 0
        order by r.created_at, r.item_id
        limit 20`,
  );
}

describe('the demo store’s stock ledger', () => {
  it('never runs an item below 0 at a location, read in date order', async () => {
    expect(await dips(true)).toEqual([]);
  });

  it('never runs an item below 0 over all locations, read in date order', async () => {
    expect(await dips(false)).toEqual([]);
  });

  it('opens each item’s history with its opening stock', async () => {
    const late = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_movements m
          where m.kind = 'opening'
            and exists (select 1 from stock_movements e where e.item_id = m.item_id and e.kind <> 'opening'
                          and (e.created_at, e.id) < (m.created_at, m.id))`,
    );
    expect(late[0].n).toBe(0);
  });

  it('shows the history screen’s figures from its opening stock up, never below 0', async () => {
    // The item the demo sold most of: its whole history, as the screen pages it, at the shop and over all locations.
    const [busiest] = await queryRows<{ item: string; location: string }>(
      t.database.db,
      sql`select item_id as item, location_id as location from stock_movements where kind = 'sale' group by item_id, location_id order by count(*) desc, item_id limit 1`,
    );
    for (const location of [busiest.location, undefined]) {
      const res = await call(`/api/inventory/${busiest.item}/movements?limit=200${location ? `&location=${location}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { doc: { kind: string; balance: number }[] };
      expect(page.doc.length).toBeGreaterThan(3);
      expect(page.doc.filter((m) => m.balance < 0)).toEqual([]);
      expect(page.doc.at(-1)?.kind).toBe('opening');
    }
  });

  it('keeps its other promises: shelves = ledger, orders on the shop’s VAT base, sales today, yesterday and in 7 days', async () => {
    const stock = await call('/api/inventory/check-stock');
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().mismatches).toEqual([]);
    const [{ base, others }] = await queryRows<{ base: string; others: number }>(
      t.database.db,
      sql`select (select vat_base from settings limit 1) as base,
                 (select count(*)::int from orders where vat_base is distinct from (select vat_base from settings limit 1)) as others`,
    );
    expect(base).toBeTruthy();
    expect(others).toBe(0);
    for (const period of ['today', 'yesterday', '7d']) {
      const dash = await call(`/api/dashboard?period=${period}`);
      expect(dash.statusCode, dash.body).toBe(200);
      expect(dash.json().kpis.orders.value, period).toBeGreaterThan(0);
      expect(dash.json().kpis.netSales.value, period).toBeGreaterThan(0);
    }
    // Nothing of the demo is dated after now.
    const [{ future }] = await queryRows<{ future: number }>(t.database.db, sql`select count(*)::int as future from stock_movements where created_at > now()`);
    expect(future).toBe(0);
  });

  it('agrees with itself: the rollups equal the base tables, and every pair of check:figures holds over its half year', async () => {
    expect(await rollupDifferences(t.database.db)).toEqual([]);
    const to = formatDate(new Date(), 'Asia/Dhaka');
    const from = formatDate(new Date(Date.now() - 200 * 86_400_000), 'Asia/Dhaka');
    const res = await call(`/api/reports/check-figures?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pairs.filter((x: { ok: boolean }) => !x.ok)).toEqual([]);
  });
});

/**
 * `node --import tsx tests/bench/inventory.bench.ts` (issue 21): the
 * inventory screen on 100,000 variants (25,000 variable products × 4, the
 * seed's `addProducts`) over 3 locations with 1,000,000 rows of stock ledger
 * (10 per variant: an opening at each location, then sales), each call timed
 * against the same statements sent straight through the driver in the same
 * run (built by the same functions the endpoint uses, so they cannot drift):
 *
 * - the inventory page of 16 with a location filter and a search: a name
 *   word that one product in ten carries (`cotton`), and a SKU prefix that a
 *   few products carry (`bench-1234`);
 * - an item's movement history, a page of 16, overall and at one location.
 *
 * Budget: under 50 ms p95 on PostgreSQL. Nothing here asserts: it prints
 * figures and the load average, since the machine is shared. `BENCH_DB=postgres`
 * (or `pglite`) for one database, `BENCH_VARIANTS` (default 100000, a multiple
 * of 4), `BENCH_RUNS` (default 100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { addProducts } from '../../server/seed/bulkProducts';
import { inventoryCountSql, inventoryPageSql } from '../../server/domains/inventory/itemList';
import { historySql } from '../../server/domains/inventory/itemHistory';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import inventory from '../../server/domains/inventory/resources/inventory';
import { wantedDatabase } from './lib/benchOnly';
import { request as httpRequest, timeSideBySide, type Timing } from './lib/http';
import { startPostgres } from './lib/pgServer';

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (port: number, method: string, path: string, token?: string, body?: unknown) => httpRequest(agent, port, method, path, token, body);
const dialect = new PgDialect();

interface Row {
  db: string;
  name: string;
  api: Timing;
  sql: Timing;
}

/** Stock split over the three locations, and ten ledger rows per variant whose sums are those figures. */
async function seedStock(database: Database, locationIds: string[]): Promise<void> {
  const ids = `{${locationIds.join(',')}}`;
  await database.raw(
    `insert into stock_levels (location_id, product_id, variant_id, stock)
     select ($1::uuid[])[k], v.product_id, v.id, case when k = 1 then v.stock - 2 * (v.stock / 3) else v.stock / 3 end
     from product_variants v cross join generate_series(1, 3) k
     on conflict do nothing`,
    [ids],
  );
  // j = 0..2: an opening at location j+1 (its figure plus the sales below); j = 3..9: a sale of one (3 at the first, 2 at each other).
  await database.raw(
    `insert into stock_movements (product_id, variant_id, location_id, kind, qty, unit_cost, created_at)
     select v.product_id, v.id, l.id,
            case when g.j < 3 then 'opening' else 'sale' end,
            case when g.j < 3 then sl.stock + (case when g.j = 0 then 3 else 2 end) else -1 end,
            v.cost, now() - ((20 - g.j) || ' days')::interval - ((v.position * 7 + g.j) || ' minutes')::interval
     from product_variants v
     cross join generate_series(0, 9) g(j)
     join locations l on l.id = ($1::uuid[])[case when g.j < 3 then g.j + 1 when g.j < 6 then 1 when g.j < 8 then 2 else 3 end]
     join stock_levels sl on sl.location_id = l.id and sl.item_id = v.id`,
    [ids],
  );
  for (const table of ['products', 'product_variants', 'stock_levels', 'stock_movements']) await database.raw(`vacuum analyze ${table}`);
}

async function measure(label: string, database: Database, dataDir: string): Promise<Row[]> {
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir });
  await ensureOwner(database.db, OWNER, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const token = JSON.parse((await request(port, 'POST', '/api/auth/login', undefined, OWNER)).text).accessToken as string;
  // The viewer the endpoint reads from the token (the owner: every location), for the SQL column.
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
  const viewer = { userId: claims.sub, sessionId: claims.sid };
  const made = async (path: string, body: unknown) => {
    const res = await request(port, 'POST', `/api/${path}`, token, body);
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as { _id: string };
  };

  const men = (await made('categories', { name: 'Bench Men' }))._id;
  for (const child of ['Panjabi', 'Shirts', 'Jeans']) await made('categories', { name: `Bench Men ${child}`, parentCategory: men });
  const [main] = (await database.raw('select id from locations order by created_at, id limit 1')) as { id: string }[];
  const warehouse = (await made('locations', { name: 'Bench Warehouse', kind: 'warehouse' }))._id;
  const shop = (await made('locations', { name: 'Bench Shop', kind: 'shop' }))._id;
  const seeded = performance.now();
  await addProducts(database, VARIANTS / 4, 4);
  await seedStock(database, [main.id, warehouse, shop]);
  const [counts] = (await database.raw(
    'select (select count(*) from product_variants)::int as variants, (select count(*) from stock_movements)::int as moves',
  )) as {
    variants: number;
    moves: number;
  }[];
  console.log(`[${label}] ${counts.variants} variants, ${counts.moves} ledger rows, seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const [item] = (await database.raw(
    `select v.id from product_variants v join products p on p.id = v.product_id where p.sku = 'BENCH-${Math.floor(VARIANTS / 8)}' and v.position = 1`,
  )) as {
    id: string;
  }[];
  const listCase = (name: string, search: string, location: string) => ({
    name,
    url: `/api/inventory?search=${encodeURIComponent(search)}&location=${location}&limit=16`,
    sql: [
      inventoryCountSql({ search, filters: { location } }, viewer, inventory.countCap),
      inventoryPageSql({ page: 1, limit: 16, sort: 'name', search, filters: { location } }, viewer),
    ],
  });
  const cases: { name: string; url: string; sql: SQL[] }[] = [
    listCase('inventory page of 16: location + search "cotton" (1 product in 10)', 'cotton', warehouse),
    listCase('inventory page of 16: location + search "bench-1234" (SKU prefix)', 'bench-1234', warehouse),
    { name: 'item history, page of 16', url: `/api/inventory/${item.id}/movements?limit=16`, sql: [historySql(item.id, { limit: 16 }, viewer)] },
    {
      name: 'item history at one location, page of 16',
      url: `/api/inventory/${item.id}/movements?limit=16&location=${shop}`,
      sql: [historySql(item.id, { limit: 16, location: shop }, viewer)],
    },
  ];

  const rows: Row[] = [];
  for (const c of cases) {
    const check = await request(port, 'GET', c.url, token);
    if (check.status !== 200) throw new Error(`${c.url}: ${check.status} ${check.text.slice(0, 300)}`);
    const answer = JSON.parse(check.text) as { totalDocs: number };
    console.log(`[${label}] ${c.name}: ${answer.totalDocs} matches`);
    const statements = c.sql.map((s) => dialect.sqlToQuery(s));
    const { api, sql } = await timeSideBySide(
      () => request(port, 'GET', c.url, token),
      () => Promise.all(statements.map((q) => database.raw(q.sql, q.params))),
      RUNS,
      WARMUP,
    );
    rows.push({ db: label, name: c.name, api, sql });
  }
  if (process.env.BENCH_EXPLAIN === '1') {
    for (const c of cases)
      for (const s of c.sql) {
        const q = dialect.sqlToQuery(s);
        const plan = (await database.raw(`explain (analyze, buffers) ${q.sql}`, q.params)) as { 'QUERY PLAN': string }[];
        console.log(`\n[${label}] ${c.name}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`);
      }
  }
  await app.close();
  return rows;
}

async function main() {
  const results: Row[] = [];
  const load = [loadavg()];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-inventory-'));
    const lite = await openDatabase({ dataDir: dir });
    try {
      results.push(...(await measure('PGlite', lite, dir)));
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
    load.push(loadavg());
  }
  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-inventory-pg-'));
    const server = await openPostgres(pg.url);
    try {
      results.push(...(await measure('PostgreSQL', server, dir)));
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    load.push(loadavg());
  }

  const ms = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `\n${VARIANTS} variants over 3 locations, 10 ledger rows each; ${RUNS} runs per call after ${WARMUP} warm-up runs; times in ms; endpoint = HTTP over loopback, SQL = the same statements through the driver, the two timed in turn`,
  );
  console.log(`load average (1, 5, 15 min) at start, after each database: ${load.map((l) => l.map((x) => x.toFixed(2)).join(' ')).join(' | ')} on 2 cores\n`);
  console.log(`${'database'.padEnd(11)} ${'call'.padEnd(70)} API p50 API p95 SQL p50 SQL p95  ratio p50  ratio p95`);
  for (const r of results) {
    const ratio = (a: number, b: number) => (a / b).toFixed(2).padStart(9);
    console.log(
      `${r.db.padEnd(11)} ${r.name.padEnd(70)} ${ms(r.api.p50)} ${ms(r.api.p95)} ${ms(r.sql.p50)} ${ms(r.sql.p95)}  ${ratio(r.api.p50, r.sql.p50)}  ${ratio(r.api.p95, r.sql.p95)}`,
    );
  }
  console.log('\nBudget (issue 21): the inventory page and an item’s history under 50 ms p95 on PostgreSQL.');
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

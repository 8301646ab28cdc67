/**
 * `npm run bench:fraud`: the fraud checker at 1,000,000 orders on PostgreSQL
 * (issue 22's budget: a phone's check under 20 ms p95), each call printed
 * beside the same SQL sent straight through the driver, timed call by call
 * in turn (lib/http.ts timeSideBySide).
 *
 *  - `GET /api/fraud-checker?phone=` for phones with histories in every band,
 *    written as +880 1XXX-XXXXXX, beside `historyStatement` (the endpoint's
 *    one statement) run through pg;
 *  - the orders list with its risk column (page of 16), and filtered by band
 *    (`risk=high`, `risk=medium,high`, `risk=low`), beside the engine's page
 *    and capped count written out as SQL.
 *
 * The database: DATABASE_URL (seeded before with `npm run seed -- --customers
 * 50000 --orders 1000000`), or a throwaway server (scripts/pg-server.sh) that
 * this run seeds (about 6 minutes on an idle 2-core machine). Returned parcels
 * are added once (lib/returnedParcels.ts). BENCH_RUNS (200) and
 * BENCH_LIST_RUNS (50) set the sizes; BENCH_ONLY=check or list picks a part.
 * No courier is configured, so the check is the store's own history. Nothing asserts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openPostgres } from '../../server/db/client';
import { addOrders } from '../../server/seed/bulkOrders';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { orders } from '../../server/domains/schema';
import { qualified } from '../../server/engine/qualified';
import { bandFilterSql, bandSql, historyStatement } from '../../server/domains/fraud/historySql';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { wanted } from './lib/benchOnly';
import { loadAverage, request, timeSideBySide, type Timing } from './lib/http';
import { startPostgres } from './lib/pgServer';
import { addReturnedParcels } from './lib/returnedParcels';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 50);
const WARMUP = 10;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const dialect = new PgDialect();

interface Row {
  name: string;
  api: Timing;
  sql: Timing;
}

const international = (phone: string) => `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`;

/** Phones of each band, read from the data: the check is timed over them in turn. */
async function phonesByBand(client: pg.Client): Promise<Record<string, string[]>> {
  const picked: Record<string, string[]> = {};
  // 400 phones spread over the known ones, each put in its band by the list's own SQL.
  const { rows } = await client.query<{ phone: string }>(
    `select customer_phone as phone from (select distinct customer_phone from orders where customer_phone is not null) p order by md5(customer_phone) limit 400`,
  );
  for (const { phone } of rows) {
    const band = dialect.sqlToQuery(sql`select ${bandSql(sql`${phone}::text`)} as band`);
    const { rows: b } = await client.query<{ band: string }>(band.sql, band.params);
    (picked[b[0].band] ??= []).push(phone);
  }
  return picked;
}

async function main() {
  const pgServer = startPostgres();
  if (!pgServer) return;
  const database = await openPostgres(pgServer.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fraud-'));
  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  try {
    await seedDemoIfEmpty(database.db, undefined, { dataDir });
    const [{ n }] = (await database.raw('select count(*)::int as n from orders')) as { n: number }[];
    if (Number(n) < ORDERS) {
      console.log(`seeding ${ORDERS - Number(n)} orders (npm run seed -- --orders)…`);
      await addOrders(database, ORDERS - Number(n));
    }
    const returned = await addReturnedParcels(database);
    const [{ total }] = (await database.raw('select count(*)::int as total from orders')) as { total: number }[];
    console.log(`${total} orders, ${returned} returned parcels`);

    const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir, steadfast: null });
    await ensureOwner(database.db, OWNER, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    // An access token lives 15 minutes and the filtered lists take longer: signed in again per part.
    const signIn = async () => JSON.parse((await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER)).text).accessToken as string;
    let token = await signIn();
    const rows: Row[] = [];
    const ms = (n: number) => n.toFixed(2).padStart(8);
    const line = (r: Row) =>
      `${r.name.padEnd(62)} ${ms(r.api.p50)} ${ms(r.api.p95)} ${ms(r.sql.p50)} ${ms(r.sql.p95)}  ${(r.api.p95 / r.sql.p95).toFixed(2).padStart(9)}`;
    const done = (r: Row) => {
      rows.push(r);
      console.log(`  ${line(r)}`);
    };

    if (wanted('fraud', 'check')) {
      const bands = await phonesByBand(client);
      console.log(
        `phones by band: ${Object.entries(bands)
          .map(([b, p]) => `${b} ${p.length}`)
          .join(', ')}`,
      );
      for (const band of ['low', 'medium', 'high']) {
        const phones = bands[band] ?? [];
        if (phones.length === 0) continue;
        let i = 0;
        let j = 0;
        const check = await request(agent, port, 'GET', `/api/fraud-checker?phone=${encodeURIComponent(international(phones[0]))}`, token);
        if (check.status !== 200) throw new Error(`fraud-checker: ${check.status} ${check.text}`);
        const timing = await timeSideBySide(
          () => request(agent, port, 'GET', `/api/fraud-checker?phone=${encodeURIComponent(international(phones[i++ % phones.length]))}`, token),
          () => {
            const q = dialect.sqlToQuery(historyStatement(phones[j++ % phones.length]));
            return client.query(q.sql, q.params);
          },
          RUNS,
          WARMUP,
        );
        done({ name: `check a phone, ${band} band (${phones.length} phones in turn)`, ...timing });
      }
    }

    if (wanted('fraud', 'list')) {
      const col = sql`${qualified(orders.customerPhone)}`;
      const columns = sql`id, number, customer_name, customer_phone, status, payment_state, total, created_at, ${bandSql(col)} as risk`;
      const cases: { name: string; url: string; where?: SQL }[] = [
        { name: 'orders list page 1 of 16 with the risk column', url: '/api/orders?sort=-createdAt&page=1&limit=16' },
        ...[['high'], ['medium', 'high'], ['low']].map((bands) => ({
          name: `orders list risk=${bands.join(',')}, page 1 + count ≤ 10,000`,
          url: `/api/orders?risk=${bands.join(',')}&sort=-createdAt&page=1&limit=16`,
          where: bandFilterSql(col, bands),
        })),
      ];
      for (const c of cases) {
        const where = c.where ? sql`where ${c.where}` : sql``;
        const statements = [
          dialect.sqlToQuery(sql`select count(*)::int from (select 1 from orders ${where} limit 10001) capped`),
          dialect.sqlToQuery(sql`select ${columns} from orders ${where} order by created_at desc, id desc limit 16`),
        ];
        token = await signIn();
        const first = await request(agent, port, 'GET', c.url, token);
        if (first.status !== 200) throw new Error(`${c.url}: ${first.status} ${first.text}`);
        console.log(`${c.name}: ${JSON.parse(first.text).totalDocs} matching (capped)`);
        const timing = await timeSideBySide(
          () => request(agent, port, 'GET', c.url, token),
          () => Promise.all(statements.map((q) => client.query(q.sql, q.params))),
          LIST_RUNS,
          2,
        );
        done({ name: c.name, ...timing });
      }
    }

    await app.close();
    console.log(
      `\n${loadAverage()} at the end of the run; PostgreSQL; times in ms; API = HTTP over loopback, SQL = the same statements through pg, timed in turn\n`,
    );
    console.log(`${'call'.padEnd(62)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'SQL p50'.padStart(8)} ${'SQL p95'.padStart(8)}  ratio p95`);
    for (const r of rows) console.log(line(r));
    console.log('\nBudget: the check for a phone under 20 ms p95 at 1,000,000 orders on PostgreSQL.');
  } finally {
    await client.end();
    await database.close();
    pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

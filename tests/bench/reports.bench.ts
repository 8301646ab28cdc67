/**
 * `npm run bench:reports`: the dashboard and the reports (issue 23) on
 * PostgreSQL at BENCH_REPORT_ORDERS orders (1,000,000 unless told; `npm run
 * seed -- --orders N` makes the same orders), each call printed beside the
 * same figures computed straight from the base tables by SQL (what the
 * rollups save), and POS order throughput with the rollup triggers on and off
 * in the same run (the cost of keeping them).
 *
 *  - `GET /api/dashboard` for today, 30 days and this month;
 *  - each report for a year grouped by month (low stock: now);
 *  - the base-table SQL: the same sums over orders, order_lines,
 *    order_returns and payments of the period, grouped the same way.
 *
 * The database: DATABASE_URL, or a throwaway server (scripts/pg-server.sh)
 * this run seeds. BENCH_RUNS (50) calls each; BENCH_POS_ORDERS (400) orders
 * per throughput round, from 4 clients in a load client of its own process,
 * BENCH_POS_ROUNDS (3) rounds each of triggers on and off (after a warm-up
 * round, in the order on, off, off, on, on, off…). BENCH_PARTS (`reports,pos`) picks the parts;
 * on a DATABASE_URL the POS part runs only when BENCH_PARTS names it (it turns
 * the rollup triggers off for its rounds and adds orders: not on a database
 * others are reading). BENCH_CASES (all) names the calls to time. Nothing asserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { formatDate } from '../../common/dates';
import { buildApp } from '../../server/app';
import { openPostgres } from '../../server/db/client';
import { addOrders } from '../../server/seed/bulkOrders';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { addDays } from '../../server/domains/reports/period';
import { rebuildRollups } from '../../server/domains/reports/rollupCheck';
import { loadFromChild } from './lib/loadClient';
import { loadAverage, request, timeSideBySide, type Timing } from './lib/http';
import { makeCarts, prepareOrderFixtures } from './lib/orderFixtures';
import { startPostgres } from './lib/pgServer';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const POS_ORDERS = Number(process.env.BENCH_POS_ORDERS ?? 400);
const POS_ROUNDS = Number(process.env.BENCH_POS_ROUNDS ?? 3);
const PARTS = (process.env.BENCH_PARTS ?? (process.env.DATABASE_URL ? 'reports' : 'reports,pos')).split(',');
/** BENCH_CASES: only the calls whose name contains one of these (comma-separated), e.g. `top-customers`. */
const CASES = process.env.BENCH_CASES?.split(',');
const CLIENTS = 4;
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const TZ = 'Asia/Dhaka';
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Sums of a period's sales from the base tables: orders, their lines' cost, and returns made in it (goods at the line's unit share). */
const baseSales = (from: string, to: string, group: string) => `
  with o as (select ${group.replace('$at', 'o.created_at')} as g, count(*) as orders, sum(o.sub_total) as sub_total, sum(o.discount) as discount, sum(o.vat) as vat,
      sum(o.shipping) as shipping, sum(o.total) as total
    from orders o where o.status <> 'cancelled' and o.created_at >= '${from}'::date::timestamp at time zone '${TZ}' and o.created_at < ('${to}'::date + 1)::timestamp at time zone '${TZ}' group by 1),
  c as (select ${group.replace('$at', 'o.created_at')} as g, sum(l.qty * l.unit_cost) as cost, sum(l.qty) as units from order_lines l join orders o on o.id = l.order_id
    where o.status <> 'cancelled' and o.created_at >= '${from}'::date::timestamp at time zone '${TZ}' and o.created_at < ('${to}'::date + 1)::timestamp at time zone '${TZ}' group by 1),
  r as (select ${group.replace('$at', 'r.created_at')} as g, sum(round(l.total_price * (e->>'qty')::int / l.qty, 2)) as returns, sum((e->>'qty')::int * l.unit_cost) as returns_cost
    from order_returns r cross join lateral jsonb_array_elements(r.lines) e join order_lines l on l.id = (e->>'line')::uuid join orders o on o.id = r.order_id
    where o.status <> 'cancelled' and r.created_at >= '${from}'::date::timestamp at time zone '${TZ}' and r.created_at < ('${to}'::date + 1)::timestamp at time zone '${TZ}' group by 1)
  select coalesce(o.g, c.g, r.g) as g, o.orders, o.sub_total - o.discount - coalesce(r.returns, 0) as net_sales, o.vat, o.shipping, o.total,
    c.cost - coalesce(r.returns_cost, 0) as cogs, c.units
  from o full join c on c.g = o.g full join r on r.g = coalesce(o.g, c.g) order by 1`;

interface Row {
  name: string;
  api: Timing;
  sql: Timing;
}

async function main() {
  const pgServer = startPostgres();
  if (!pgServer) return;
  const database = await openPostgres(pgServer.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  try {
    await seedDemoIfEmpty(database.db, undefined, { dataDir });
    const [{ n }] = (await database.raw('select count(*)::int as n from orders')) as { n: number }[];
    if (Number(n) < ORDERS) {
      const started = Date.now();
      console.log(`seeding ${ORDERS - Number(n)} orders (npm run seed -- --orders; set-based, rollups rebuilt after)…`);
      await addOrders(database, ORDERS - Number(n));
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const [counts] = (await database.raw(
      `select (select count(*) from orders)::int as orders, (select count(*) from order_returns)::int as returns, (select count(*) from rollup_order_days)::int as order_days, (select count(*) from rollup_item_days)::int as item_days, (select count(*) from rollup_product_days)::int as product_days, (select count(*) from rollup_item_months)::int as item_months`,
    )) as Record<string, number>[];
    console.log(
      `${counts.orders} orders, ${counts.returns} returns; rollups: ${counts.order_days} order-day rows, ${counts.item_days} item-day rows, ${counts.product_days} product-day rows, ${counts.item_months} item-month rows`,
    );

    const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir, steadfast: null });
    await ensureOwner(database.db, OWNER, app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const token = JSON.parse((await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER)).text).accessToken as string;
    const today = formatDate(new Date(), TZ);
    const yearAgo = addDays(today, -364);
    const month = `date_trunc('month', $at at time zone '${TZ}')`;
    const day = `($at at time zone '${TZ}')::date`;
    const hour = `extract(hour from $at at time zone '${TZ}')`;
    const dashSql = (from: string, to: string, group: string) => {
      const len = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
      return [
        baseSales(from, to, group),
        baseSales(addDays(from, -len), addDays(from, -1), "'all'"),
        `select method, sum(amount) from payments where created_at >= '${addDays(from, -len)}'::date::timestamp at time zone '${TZ}' group by 1`,
      ];
    };
    const cases: { name: string; url: string; sql: string[] }[] = [
      { name: 'dashboard today (hours)', url: '/api/dashboard?period=today', sql: dashSql(today, today, hour) },
      { name: 'dashboard 30 days', url: '/api/dashboard?period=30d', sql: dashSql(addDays(today, -29), today, day) },
      { name: 'dashboard this month', url: '/api/dashboard?period=month', sql: dashSql(`${today.slice(0, 8)}01`, today, day) },
      {
        name: 'profit-loss, a year by month',
        url: `/api/reports/profit-loss?from=${yearAgo}&to=${today}&groupBy=month`,
        sql: [baseSales(yearAgo, today, month)],
      },
      {
        name: 'top-products, a year, per variant by revenue',
        url: `/api/reports/top-products?from=${yearAgo}&to=${today}&per=variant&limit=50`,
        sql: [
          `select l.product_id, l.variant_id, sum(l.qty - l.returned_qty), sum(l.total_price) from order_lines l join orders o on o.id = l.order_id
           where o.status <> 'cancelled' and o.created_at >= '${yearAgo}'::date::timestamp at time zone '${TZ}' group by 1, 2 order by 4 desc limit 50`,
        ],
      },
      {
        name: 'top-customers, a year, by spend',
        url: `/api/reports/top-customers?from=${yearAgo}&to=${today}&limit=50`,
        sql: [
          `select coalesce(customer_phone, id::text), count(*), sum(sub_total - discount - refunded) from orders
           where status <> 'cancelled' and created_at >= '${yearAgo}'::date::timestamp at time zone '${TZ}' group by 1 order by 3 desc limit 50`,
        ],
      },
      {
        name: 'low-stock (30 days of sales per location)',
        url: '/api/reports/low-stock',
        sql: [
          `select s.item_id, s.location_id, s.stock, (select sum(l.qty - l.returned_qty) from order_lines l join orders o on o.id = l.order_id
             where coalesce(l.variant_id, l.product_id) = s.item_id and o.location_id = s.location_id and o.status <> 'cancelled' and o.created_at > now() - interval '30 days')
           from stock_levels s join products p on p.id = s.product_id where s.stock <= p.low_stock_alert limit 200`,
        ],
      },
    ];
    const rows: Row[] = [];
    const ms = (x: number) => x.toFixed(1).padStart(8);
    const line = (r: Row) =>
      `${r.name.padEnd(48)} ${ms(r.api.p50)} ${ms(r.api.p95)} ${ms(r.sql.p50)} ${ms(r.sql.p95)}  ${(r.sql.p95 / r.api.p95).toFixed(1).padStart(8)}x`;
    for (const c of PARTS.includes('reports') ? cases.filter((k) => !CASES || CASES.some((name) => k.name.includes(name))) : []) {
      const first = await request(agent, port, 'GET', c.url, token);
      if (first.status !== 200) throw new Error(`${c.url}: ${first.status} ${first.text}`);
      const timing = await timeSideBySide(
        () => request(agent, port, 'GET', c.url, token),
        () => Promise.all(c.sql.map((q) => client.query(q))),
        RUNS,
        3,
      );
      const r = { name: c.name, ...timing };
      rows.push(r);
      console.log(`  ${line(r)}`);
    }

    // POS throughput with the rollup triggers on and off, in turn.
    const throughput: Record<string, number[]> = { on: [], off: [] };
    if (PARTS.includes('pos')) {
      const fixtures = await prepareOrderFixtures(database, 1_000_000);
      const triggers = [
        'orders:orders_rollup_insert',
        'orders:orders_rollup_change',
        'order_lines:order_lines_rollup_insert',
        'order_returns:order_returns_rollup',
        'payments:payments_rollup',
        'stock_movements:stock_movements_rollup',
      ];
      const setTriggers = (on: boolean) =>
        Promise.all(triggers.map((t) => client.query(`alter table ${t.split(':')[0]} ${on ? 'enable' : 'disable'} trigger ${t.split(':')[1]}`)));
      let seed = 10;
      // A warm-up round (not counted), then the modes in the order on, off, off, on, on, off…: neither always runs first
      // after the other. The load client is a process of its own (lib/orderLoad.ts), not sharing the server's thread.
      const rounds = ['warm-up', ...Array.from({ length: POS_ROUNDS * 2 }, (_, i) => ((i + Math.floor(i / 2)) % 2 === 0 ? 'on' : 'off'))];
      for (const round of rounds) {
        await setTriggers(round !== 'off');
        const carts = makeCarts(fixtures, POS_ORDERS, { seed: seed++ });
        const b = await loadFromChild({
          port,
          token,
          clients: CLIENTS,
          keyPrefix: `bench-reports-${seed}`,
          bodies: carts.map((cart) => ({ cart, paymentMethod: 'cash', customer: 'guest' })),
        });
        if (round !== 'warm-up') throughput[round].push(b.perSecond);
        console.log(`  POS orders, rollups ${round}: ${b.perSecond.toFixed(1)} orders/s (${JSON.stringify(b.outcomes)}, p95 ${b.p95.toFixed(1)} ms)`);
      }
      await setTriggers(true);
      // The orders placed with the triggers off are missing from the rollups: refilled so the database is left whole.
      await rebuildRollups(database.db);
    }

    await app.close();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `\n${loadAverage()} at the end; PostgreSQL; ${counts.orders} orders; times in ms; API = HTTP over loopback (rollups), SQL = the same figures from the base tables through pg, timed in turn\n`,
    );
    console.log(`${'call'.padEnd(48)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'SQL p50'.padStart(8)} ${'SQL p95'.padStart(8)}  SQL/API p95`);
    for (const r of rows) console.log(line(r));
    if (throughput.on.length > 0) {
      const on = median(throughput.on);
      const off = median(throughput.off);
      console.log(
        `\nPOS orders/s (${CLIENTS} clients, ${POS_ORDERS} per round, median of ${POS_ROUNDS}): rollup triggers on ${on.toFixed(1)}, off ${off.toFixed(1)} (on/off ${(on / off).toFixed(2)})`,
      );
    }
    console.log('Budget: dashboard calls under 100 ms p95, each report for a year by month under 300 ms p95.');
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

/**
 * `npm run bench`: the generic list and count calls on a store of 100,000
 * customers, each timed against the same SQL sent straight through the
 * driver in the same run, on the embedded database and on a PostgreSQL
 * server; then the server's peak memory while exporting every customer.
 *
 * Budgets (issue 2): endpoint/SQL at most 1.5 on PostgreSQL; a page of 16
 * under 20 ms p95 on PGlite; exports within 150 MB of the idle server.
 * Nothing here asserts: it prints figures to compare side by side.
 * `BENCH_ONLY=customers` runs this part alone (orders.bench.ts has the rest);
 * `BENCH_DB=postgres` (or `pglite`) measures on one database only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { wanted, wantedDatabase } from './lib/benchOnly';
import { request as httpRequest, timeSideBySide } from './lib/http';
import { customersApp } from './lib/customersApp';
import { startPostgres } from './lib/pgServer';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (port: number, method: string, path: string, token?: string, body?: unknown) => httpRequest(agent, port, method, path, token, body);

const COLUMNS = 'id, name, phone, email, group_id, is_active, addresses, notes, created_at';
const WHERE = `search_text like $1 and is_active = true`;

interface Case {
  name: string;
  url: string;
  /** The statements the endpoint runs, written by hand, run together as the endpoint does. */
  sql: { text: string; params: unknown[] }[];
}

const CASES: Case[] = [
  {
    name: 'list: search + filter + sort, page of 16',
    url: '/api/customers?search=rahman&isActive=true&sort=-createdAt&page=2&limit=16',
    sql: [
      { text: `select count(*)::int from customers where ${WHERE}`, params: ['%rahman%'] },
      { text: `select ${COLUMNS} from customers where ${WHERE} order by created_at desc, id desc limit 16 offset 16`, params: ['%rahman%'] },
    ],
  },
  {
    name: 'list: search + filter + sort, limit=1000',
    url: '/api/customers?search=rahman&isActive=true&sort=-createdAt&limit=1000',
    sql: [
      { text: `select count(*)::int from customers where ${WHERE}`, params: ['%rahman%'] },
      { text: `select ${COLUMNS} from customers where ${WHERE} order by created_at desc, id desc limit 1000 offset 0`, params: ['%rahman%'] },
    ],
  },
  {
    name: 'list: default page of 16 (newest first)',
    url: '/api/customers',
    sql: [
      { text: 'select count(*)::int from customers', params: [] },
      { text: `select ${COLUMNS} from customers order by created_at desc, id desc limit 16 offset 0`, params: [] },
    ],
  },
  {
    name: 'get/count with search + filter',
    url: '/api/customers/get/count?search=rahman&isActive=true',
    sql: [{ text: `select count(*)::int from customers where ${WHERE}`, params: ['%rahman%'] }],
  },
];

interface Row {
  db: string;
  name: string;
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
}

async function measure(label: string, database: Database, dataDir: string): Promise<{ rows: Row[]; memory: string[] }> {
  const { app, port, token } = await customersApp(label, database, dataDir, CUSTOMERS, agent);

  const rows: Row[] = [];
  for (const c of CASES) {
    console.log(`[${label}] ${c.name}`);
    const check = await request(port, 'GET', c.url, token);
    if (check.status !== 200) throw new Error(`${c.url}: ${check.status} ${check.text}`);
    const { api, sql } = await timeSideBySide(
      () => request(port, 'GET', c.url, token),
      () => Promise.all(c.sql.map((q) => database.raw(q.text, q.params))),
      RUNS,
      WARMUP,
    );
    rows.push({ db: label, name: c.name, api, sql });
  }

  // Memory: the process's resident size sampled while every customer is exported.
  const memory: string[] = [];
  for (const [type, fields] of [
    ['csv', ['name', 'phone', 'email', 'group', 'isActive', 'createdAt', 'addresses']],
    ['pdf', ['name', 'phone', 'email', 'group', 'createdAt']],
  ] as const) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t = performance.now();
    const res = await request(port, 'POST', `/api/customers/export/${type}`, token, { fields });
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (res.status !== 200) throw new Error(`export ${type}: ${res.status} ${res.text}`);
    memory.push(
      `[${label}] export ${type.toUpperCase()} of ${CUSTOMERS} customers (${fields.length} fields): ${(res.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s; ` +
        `idle ${(idle / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB, peak - idle ${((peak - idle) / 1e6).toFixed(0)} MB (budget 150 MB)`,
    );
  }
  await app.close();
  return { rows, memory };
}

async function main() {
  if (!wanted('customers')) return;
  const results: Row[] = [];
  const memory: string[] = [];

  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    const lite = await openDatabase({ dataDir: dir });
    const a = await measure('PGlite', lite, dir);
    results.push(...a.rows);
    memory.push(...a.memory);
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const pg = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (pg) {
    const dir2 = mkdtempSync(join(tmpdir(), 'bench-pg-'));
    const server = await openPostgres(pg.url);
    try {
      await server.raw('truncate customers cascade');
      const b = await measure('PostgreSQL', server, dir2);
      results.push(...b.rows);
      memory.push(...b.memory);
    } finally {
      await server.close();
      pg.stop();
      rmSync(dir2, { recursive: true, force: true });
    }
  }

  const ms = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `\n${CUSTOMERS} customers, ${RUNS} runs each after ${WARMUP} warm-up runs; times in ms; endpoint = HTTP over loopback, SQL = the same statements through the driver, the two timed in turn\n`,
  );
  console.log(`${'database'.padEnd(11)} ${'call'.padEnd(44)} ${'API p50'} ${'API p95'} ${'SQL p50'} ${'SQL p95'}  ratio p50  ratio p95`);
  for (const r of results) {
    console.log(
      `${r.db.padEnd(11)} ${r.name.padEnd(44)} ${ms(r.api.p50)} ${ms(r.api.p95)} ${ms(r.sql.p50)} ${ms(r.sql.p95)}  ${(r.api.p50 / r.sql.p50).toFixed(2).padStart(9)}  ${(r.api.p95 / r.sql.p95).toFixed(2).padStart(9)}`,
    );
  }
  console.log('\nBudgets: ratio <= 1.5 on PostgreSQL; PGlite page of 16 p95 < 20 ms.\n');
  for (const line of memory) console.log(line);
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

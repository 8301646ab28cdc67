/**
 * `npm run bench:export`: the engine's CSV and PDF export of 100,000
 * customers over HTTP, each beside PostgreSQL's own `COPY (select the same
 * columns, the same order) TO STDOUT` of the same rows in the same run, and
 * the server's peak memory while exporting (the budget of issue 2: within
 * 150 MB of the idle server).
 *
 * Budgets (issue 23): 100,000 rows of CSV under 1.5 s and of PDF under 8 s on
 * PostgreSQL. Nothing here asserts: it prints figures to compare side by side.
 * `BENCH_DB=postgres` (or `pglite`) measures on one database only;
 * `BENCH_CUSTOMERS` and `BENCH_RUNS` (3) change the size and the repeats.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { wantedDatabase } from './lib/benchOnly';
import { request as httpRequest } from './lib/http';
import { customersApp } from './lib/customersApp';
import { startPostgres } from './lib/pgServer';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const request = (port: number, method: string, path: string, token?: string, body?: unknown) => httpRequest(agent, port, method, path, token, body);

/** The export's fields, and the same columns as plain SQL for COPY (the group's name, the list's order). */
const CASES = [
  {
    type: 'csv',
    fields: ['name', 'phone', 'email', 'group', 'isActive', 'createdAt', 'addresses'],
    copy: `select c.name, c.phone, c.email, g.name as "group", c.is_active, c.created_at, c.addresses
           from customers c left join customer_groups g on g.id = c.group_id order by c.created_at desc, c.id desc`,
  },
  {
    type: 'pdf',
    fields: ['name', 'phone', 'email', 'group', 'createdAt'],
    copy: `select c.name, c.phone, c.email, g.name as "group", c.created_at
           from customers c left join customer_groups g on g.id = c.group_id order by c.created_at desc, c.id desc`,
  },
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** COPY … TO STDOUT as CSV through the driver, the bytes counted and dropped (as the HTTP client does). */
async function copySeconds(url: string, select: string): Promise<{ s: number; bytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let bytes = 0;
    const t = performance.now();
    await pipeline(
      client.query(copyTo(`copy (${select}) to stdout with (format csv, header)`)),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    return { s: (performance.now() - t) / 1000, bytes };
  } finally {
    await client.end();
  }
}

async function measure(label: string, database: Database, dataDir: string, url?: string): Promise<string[]> {
  const { app, port, token } = await customersApp(label, database, dataDir, CUSTOMERS, agent);

  const lines: string[] = [];
  for (const c of CASES) {
    const times: number[] = [];
    let bytes = 0;
    let peakOver = 0;
    for (let run = 0; run < RUNS; run += 1) {
      global.gc?.();
      await new Promise((r) => setTimeout(r, 200));
      const idle = process.memoryUsage().rss;
      let peak = idle;
      const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const t = performance.now();
      const res = await request(port, 'POST', `/api/customers/export/${c.type}`, token, { fields: c.fields });
      times.push((performance.now() - t) / 1000);
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      if (res.status !== 200) throw new Error(`export ${c.type}: ${res.status} ${res.text}`);
      bytes = res.bytes;
      peakOver = Math.max(peakOver, peak - idle);
    }
    const copies: { s: number; bytes: number }[] = [];
    if (url) for (let run = 0; run < RUNS; run += 1) copies.push(await copySeconds(url, c.copy));
    const s = median(times);
    const copy = copies.length > 0 ? median(copies.map((x) => x.s)) : undefined;
    lines.push(
      `${label.padEnd(11)} ${c.type.toUpperCase().padEnd(4)} ${String(c.fields.length).padStart(6)} ${(bytes / 1e6).toFixed(1).padStart(8)} ${s.toFixed(2).padStart(9)} ` +
        `${copy === undefined ? '        -' : copy.toFixed(2).padStart(9)} ${copy === undefined ? '      -' : (s / copy).toFixed(1).padStart(7)} ${(peakOver / 1e6).toFixed(0).padStart(13)}`,
    );
  }
  await app.close();
  return lines;
}

async function main() {
  const lines: string[] = [];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-export-pglite-'));
    const lite = await openDatabase({ dataDir: dir });
    try {
      lines.push(...(await measure('PGlite', lite, dir)));
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const server = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (server) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-export-pg-'));
    const database = await openPostgres(server.url);
    try {
      await database.raw('truncate customers cascade');
      lines.push(...(await measure('PostgreSQL', database, dir, server.url)));
    } finally {
      await database.close();
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\n${CUSTOMERS} customers exported over HTTP (median of ${RUNS} runs), beside COPY (select the same columns) TO STDOUT as CSV through the driver`,
  );
  console.log(`${'database'.padEnd(11)} type fields       MB export s    COPY s   ratio  peak-idle MB`);
  for (const line of lines) console.log(line);
  console.log('\nBudgets: CSV < 1.5 s and PDF < 8 s on PostgreSQL; memory within 150 MB of the idle server.');
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { seedDemoIfEmpty } from '../../server/seed/demo';
import { makeBackup } from '../../server/domains/ops/backup/makeBackup';
import { restoreBackup } from '../../server/domains/ops/backup/restore';
import { ADMIN, sparePort, startServer, stopped } from '../../server/test/serverProcess';
import { wanted } from './lib/benchOnly';
import type { Burst } from './lib/concurrent';
import { loadAverage } from './lib/http';
import { customerOf, makeCarts, prepareOrderFixtures } from './lib/orderFixtures';
import { loadFromChild } from './lib/loadClient';
import { startPostgres } from './lib/pgServer';

/**
 * `npm run bench:ops` (issue 24), side by side in one run:
 *
 *  - `backup`: backup and restore of the demo store on the embedded database
 *    and on a PostgreSQL server, and the crossing between them.
 *    BENCH_OPS_CUSTOMERS (default 300, the demo's) sizes the store.
 *  - `backup-big`: with BENCH_BACKUP_URL (a PostgreSQL database seeded before,
 *    e.g. `npm run seed -- --orders 1000000`; only read) and BENCH_BACKUP_DATA_DIR
 *    (its uploads), its backup, and its restore into a new database on the same
 *    server (dropped after).
 *  - `fleet`: orders/s of one API process against three on one PostgreSQL
 *    database (the demo store), each a real `server/main.ts` process, the load
 *    client in a process of its own (lib/orderLoad.ts) sending BENCH_FLEET_ORDERS
 *    orders (default 1500) from BENCH_CLIENTS clients (default 20) to one process
 *    or to the three in turn; one, three, one, three, so a change in the shared
 *    machine's load falls on both.
 *
 * BENCH_ONLY=backup,backup-big,fleet picks parts. Nothing asserts.
 */
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await work();
  return [out, performance.now() - started];
}

type Rows = Array<[string, string, string]>;

/** A new database on the server `url` names; `drop` removes it. */
async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    // The database is the URL's path (a Unix-socket URL, `postgres://user@/db?host=…`, is no WHATWG URL).
    url: url.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, `$1${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function demoBackups(work: string, pgUrl: string | undefined, rows: Rows): Promise<void> {
  const customers = Number(process.env.BENCH_OPS_CUSTOMERS ?? 300);
  const source = join(work, 'source');
  await mkdir(source, { recursive: true });
  const database = await openDatabase({ dataDir: source });
  await seedDemoIfEmpty(database.db, customers, { dataDir: source });
  const [{ orders }] = (await database.raw('select count(*)::int as orders from orders')) as Array<{ orders: number }>;
  console.log(`demo store: ${orders} orders, ${customers} customers`);
  const embeddedFile = join(work, 'embedded.tar.gz');
  const [, backupMs] = await timed(() => makeBackup(database, source, embeddedFile));
  await database.close();
  rows.push(['backup, embedded (pglite-tools pg_dump, in process)', secs(backupMs), mb((await stat(embeddedFile)).size)]);
  const [, restoreMs] = await timed(() => restoreBackup(embeddedFile, { dataDir: join(work, 'restored') }));
  rows.push(['restore into a fresh data folder', secs(restoreMs), '']);
  if (!pgUrl) return;
  const target = await scratchDatabase(pgUrl, 'bench_ops');
  try {
    const [, crossMs] = await timed(() => restoreBackup(embeddedFile, { dataDir: join(work, 'pg'), databaseUrl: target.url }));
    rows.push(['restore the embedded backup into PostgreSQL (psql)', secs(crossMs), '']);
    const server = await openDatabase({ databaseUrl: target.url, dataDir: join(work, 'pg') });
    const serverFile = join(work, 'server.tar.gz');
    const [, pgBackupMs] = await timed(() => makeBackup(server, join(work, 'pg'), serverFile));
    await server.close();
    rows.push(['backup, PostgreSQL (pg_dump)', secs(pgBackupMs), mb((await stat(serverFile)).size)]);
    const [, backMs] = await timed(() => restoreBackup(serverFile, { dataDir: join(work, 'back') }));
    rows.push(['restore the PostgreSQL backup into a fresh data folder', secs(backMs), '']);
  } finally {
    await target.drop();
  }
}

/** BENCH_BACKUP_URL: a big store's backup, and its restore into a new database beside it. */
async function bigBackup(work: string, sourceUrl: string, rows: Rows): Promise<void> {
  const dataDir = process.env.BENCH_BACKUP_DATA_DIR ?? join(work, 'big-empty');
  const count = async (url: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows: r } = await c.query<{ orders: number; size: string }>(
        `select (select count(*) from orders)::int as orders, pg_size_pretty(pg_database_size(current_database())) as size`,
      );
      return r[0];
    } finally {
      await c.end();
    }
  };
  const before = await count(sourceUrl);
  console.log(`big store: ${before.orders} orders, database ${before.size} (${sourceUrl.replace(/\/\/[^@]*@/, '//')})`);
  const source = await openDatabase({ databaseUrl: sourceUrl, dataDir });
  const file = join(work, 'big.tar.gz');
  try {
    const [, backupMs] = await timed(() => makeBackup(source, dataDir, file));
    rows.push([`backup, PostgreSQL, ${before.orders.toLocaleString('en')} orders (pg_dump)`, secs(backupMs), mb((await stat(file)).size)]);
  } finally {
    await source.close();
  }
  const target = await scratchDatabase(sourceUrl, 'bench_restore_big');
  try {
    const [, restoreMs] = await timed(() => restoreBackup(file, { dataDir: join(work, 'big-restored'), databaseUrl: target.url }));
    const after = await count(target.url);
    rows.push([
      `restore it into a new PostgreSQL database (psql), ${after.orders.toLocaleString('en')} orders back`,
      secs(restoreMs),
      `database ${after.size}`,
    ]);
  } finally {
    await target.drop();
  }
}

interface FleetRun {
  processes: number;
  burst: Burst;
}

/** Orders/s of one API process against three on one PostgreSQL database. */
async function fleet(work: string, pgUrl: string): Promise<FleetRun[]> {
  const ORDERS = Number(process.env.BENCH_FLEET_ORDERS ?? 1500);
  const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
  const target = await scratchDatabase(pgUrl, 'bench_fleet');
  const dataDir = join(work, 'fleet');
  await mkdir(dataDir, { recursive: true });
  const servers: ChildProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: target.url, dataDir });
    await seedDemoIfEmpty(database.db, undefined, { dataDir });
    const fixtures = await prepareOrderFixtures(database, 100);
    await database.close();
    const env = {
      DATABASE_URL: target.url,
      DATA_DIR: dataDir,
      // The figure is throughput at 20 clients: a process shedding load (503) would measure the guard, not the fleet.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '60000',
    };
    const ports: number[] = [];
    for (let i = 0; i < 3; i++) ports.push(await sparePort());
    for (const port of ports) servers.push(await startServer(port, env));
    const login = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const bodies = (seed: number, n: number) =>
      makeCarts(fixtures, n, { seed }).map((cart, i) => ({ cart, paymentMethod: 'cash', customer: customerOf(fixtures, i) }));
    const run = Date.now().toString(36);
    console.log(`fleet: 3 API processes (server/main.ts) on one PostgreSQL database, demo store; warm-up of 300 orders over the three`);
    await loadFromChild({ port: ports[0], ports, token, clients: CLIENTS, keyPrefix: `${run}-warm`, bodies: bodies(1, 300) });
    const runs: FleetRun[] = [];
    for (const [k, processes] of [1, 3, 1, 3].entries()) {
      console.log(
        `fleet: ${ORDERS} orders from ${CLIENTS} clients (load client in its own process) to ${processes === 1 ? 'one process' : 'the three in turn'}, ${loadAverage()}`,
      );
      const burst = await loadFromChild({
        port: ports[0],
        ports: ports.slice(0, processes),
        token,
        clients: CLIENTS,
        keyPrefix: `${run}-${k}`,
        bodies: bodies(10 + k, ORDERS),
      });
      runs.push({ processes, burst });
    }
    return runs;
  } finally {
    for (const s of servers) {
      s.kill('SIGTERM');
      await stopped(s);
    }
    await target.drop();
  }
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-ops-'));
  const rows: Rows = [];
  let runs: FleetRun[] = [];
  const bigUrl = process.env.BENCH_BACKUP_URL;
  const pgServer = wanted('backup', 'fleet') ? startPostgres() : undefined;
  try {
    if (wanted('backup')) await demoBackups(work, pgServer?.url, rows);
    if (bigUrl && wanted('backup-big')) await bigBackup(work, bigUrl, rows);
    if (pgServer && wanted('fleet')) runs = await fleet(work, pgServer.url);
  } finally {
    pgServer?.stop();
    await rm(work, { recursive: true, force: true });
  }
  console.log(`\n${loadAverage()} at the end of the run`);
  if (rows.length) {
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`\n${'step'.padEnd(width)}  ${'time'.padStart(9)}  file`);
    for (const [step, time, size] of rows) console.log(`${step.padEnd(width)}  ${time.padStart(9)}  ${size}`);
  }
  if (runs.length) {
    console.log(`\n${'API processes'.padEnd(14)} ${'orders/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  outcomes`);
    for (const r of runs) {
      const outcomes = Object.entries(r.burst.outcomes)
        .map(([k, v]) => `${v}×${k}`)
        .join(' ');
      console.log(
        `${String(r.processes).padEnd(14)} ${r.burst.perSecond.toFixed(0).padStart(8)} ${r.burst.p50.toFixed(1).padStart(8)} ${r.burst.p95.toFixed(1).padStart(8)}  ${outcomes}${r.burst.firstError ? ` first error: ${r.burst.firstError}` : ''}`,
      );
    }
    const mean = (n: number) => {
      const of = runs.filter((r) => r.processes === n);
      return of.reduce((sum, r) => sum + r.burst.perSecond, 0) / of.length;
    };
    console.log(`three against one: ${(mean(3) / mean(1)).toFixed(2)}× (${mean(3).toFixed(0)} against ${mean(1).toFixed(0)} orders/s, mean of two runs each)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

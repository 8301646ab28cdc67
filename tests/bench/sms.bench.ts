/**
 * `npm run bench:sms` (issue 22's budget): queueing a marketing SMS to 50,000
 * customers matched by the customers list's filters (under 2 s), on the
 * embedded database and on a PostgreSQL server, beside the dry run of the same
 * call (counting them only); and the job queue's throughput to a local HTTP
 * server that speaks SSL Wireless's API, with one API process and with two on
 * one PostgreSQL (at least 200 messages/s with two). BENCH_DB=pglite or
 * postgres picks one database; BENCH_SMS_CUSTOMERS (50,000) and
 * BENCH_SMS_MESSAGES (5,000) change the sizes. Nothing asserts.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase, openPostgres, type Database } from '../../server/db/client';
import { ensureOwner } from '../../server/domains/accounts/bootstrap';
import { FAKE_SID, FAKE_TOKEN, startFakeSslWireless } from '../../server/test/fakeSslWireless';
import { ADMIN, sparePort, startServer, stopped } from '../../server/test/serverProcess';
import { wantedDatabase } from './lib/benchOnly';
import { loadAverage, request } from './lib/http';
import { startPostgres } from './lib/pgServer';

const CUSTOMERS = Number(process.env.BENCH_SMS_CUSTOMERS ?? 50_000);
const MESSAGES = Number(process.env.BENCH_SMS_MESSAGES ?? 5_000);
const OWNER = { email: 'bench@example.com', password: 'bench-password-1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const BANGLA = 'শীতের নতুন কালেকশন এসেছে! সব পাঞ্জাবি ও শালে ১৫% ছাড়, শুধু এই সপ্তাহে।';

/**
 * `url` with another database name. scripts/pg-server.sh's URL names its
 * socket folder with an empty host (`postgres://postgres@/postgres?host=…`),
 * which `new URL` refuses, so the name is swapped as text.
 */
function withDatabase(url: string, name: string): string {
  return url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

/** A time zone where it is noon now, so no message waits for the end of quiet hours. */
function noonZone(): string {
  const offset = (((12 - new Date().getUTCHours()) % 24) + 24) % 24;
  const east = offset > 12 ? offset - 24 : offset;
  return east === 0 ? 'UTC' : east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`;
}

/** `CUSTOMERS` customers in the group "Segment" and a tenth as many outside it, one statement. */
async function seedCustomers(database: Database, count: number, tag: string): Promise<string> {
  const [group] = (await database.raw(`insert into customer_groups (name) values ($1) returning id`, [`Segment ${tag}`])) as { id: string }[];
  await database.raw(
    `insert into customers (name, phone, group_id, sms_opt_out)
     select 'Bench ' || i, '01' || (3 + i % 7)::text || lpad(i::text, 8, '0'), case when i <= $1 then $2::uuid end, i % 50 = 0
     from generate_series(1, $1 + $1 / 10) as i`,
    [count, group.id],
  );
  return group.id;
}

interface QueueRow {
  db: string;
  dryRunMs: number;
  queueMs: number;
  queued: number;
}

async function measureQueueing(label: string, database: Database, dataDir: string): Promise<QueueRow> {
  const app = await buildApp({ database, jwtSecret: 'bench-secret-bench-secret-bench-secret', dataDir, jobs: { pollMs: 3_600_000 } });
  await ensureOwner(database.db, OWNER, app.log);
  await database.raw(`update settings set time_zone = $1`, [noonZone()]);
  const group = await seedCustomers(database, CUSTOMERS, label);
  await database.raw('analyze');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  try {
    const token = JSON.parse((await request(agent, port, 'POST', '/api/auth/login', undefined, OWNER)).text).accessToken as string;
    const path = `/api/customers/sms?group=${group}`;
    // Warm-up: one dry run.
    await request(agent, port, 'POST', path, token, { all: true, message: BANGLA, dryRun: true });
    let t = performance.now();
    const dry = await request(agent, port, 'POST', path, token, { all: true, message: BANGLA, dryRun: true });
    const dryRunMs = performance.now() - t;
    if (dry.status !== 200) throw new Error(`dry run: ${dry.status} ${dry.text}`);
    t = performance.now();
    const sent = await request(agent, port, 'POST', path, token, { all: true, message: BANGLA });
    const queueMs = performance.now() - t;
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${sent.text}`);
    const queued = JSON.parse(sent.text).queued as number;
    console.log(`[${label}] ${queued} messages queued in ${queueMs.toFixed(0)} ms; dry run ${dryRunMs.toFixed(0)} ms (${loadAverage()})`);
    return { db: label, dryRunMs, queueMs, queued };
  } finally {
    await app.close();
  }
}

interface ThroughputRow {
  processes: number;
  messages: number;
  seconds: number;
  perSecond: number;
  duplicates: number;
}

/** MESSAGES marketing SMS through `processes` API processes on a fresh database of the server at `url`. */
async function measureThroughput(url: string, processes: number): Promise<ThroughputRow> {
  const fake = await startFakeSslWireless();
  const name = `bench_sms_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = withDatabase(url, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sms-'));
  const children: ChildProcess[] = [];
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
  try {
    await database.raw(`insert into settings (id, shop_name, time_zone) values (1, 'Bench Shop', $1)`, [noonZone()]);
    const group = await seedCustomers(database, MESSAGES, 'throughput');
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      SMS_GATEWAY: 'sslwireless',
      SMS_BASE_URL: fake.url,
      SMS_API_TOKEN: FAKE_TOKEN,
      SMS_SENDER_ID: FAKE_SID,
      SMS_RATE_PER_SECOND: '10000',
      // Only the first process is woken by the send; the others find the jobs within this.
      JOBS_POLL_MS: '100',
    };
    const ports: number[] = [];
    for (let i = 0; i < processes; i++) {
      ports.push(await sparePort());
      children.push(await startServer(ports[i], env));
    }
    const token = JSON.parse((await request(agent, ports[0], 'POST', '/api/auth/login', undefined, ADMIN)).text).accessToken as string;
    const t = performance.now();
    const sent = await request(agent, ports[0], 'POST', `/api/customers/sms?group=${group}`, token, {
      all: true,
      message: 'Winter sale: 15% off all shawls this week.',
    });
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${sent.text}`);
    const queued = JSON.parse(sent.text).queued as number;
    const deadline = Date.now() + 600_000;
    while (fake.taken.size < queued && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - t) / 1000;
    console.log(
      `[${processes} process${processes > 1 ? 'es' : ''}] ${fake.taken.size} of ${queued} messages at the gateway in ${seconds.toFixed(1)} s (${loadAverage()})`,
    );
    return { processes, messages: fake.taken.size, seconds, perSecond: fake.taken.size / seconds, duplicates: fake.duplicates };
  } finally {
    for (const c of children) {
      c.kill('SIGTERM');
      await stopped(c);
    }
    await database.close();
    await fake.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const queueRows: QueueRow[] = [];
  const throughput: ThroughputRow[] = [];
  if (wantedDatabase('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-sms-lite-'));
    const lite = await openDatabase({ dataDir: dir });
    try {
      queueRows.push(await measureQueueing('PGlite', lite, dir));
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const server = wantedDatabase('postgres') ? startPostgres() : undefined;
  if (server) {
    try {
      const name = `bench_smsq_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = withDatabase(server.url, name);
      const dir = mkdtempSync(join(tmpdir(), 'bench-sms-pg-'));
      const database = await openPostgres(url);
      try {
        queueRows.push(await measureQueueing('PostgreSQL', database, dir));
      } finally {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
        const c = new pg.Client({ connectionString: server.url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      }
      throughput.push(await measureThroughput(server.url, 1));
      throughput.push(await measureThroughput(server.url, 2));
    } finally {
      server.stop();
    }
  }
  console.log(
    `\nQueueing a Bangla marketing SMS to the customers of one group (POST customers/sms {all: true}), ${CUSTOMERS.toLocaleString('en')} customers\n`,
  );
  console.log(`${'database'.padEnd(11)} ${'queued'.padStart(7)} ${'send ms'.padStart(8)} ${'dry run ms'.padStart(11)} ${'send/dry'.padStart(9)}`);
  for (const r of queueRows) {
    console.log(
      `${r.db.padEnd(11)} ${String(r.queued).padStart(7)} ${r.queueMs.toFixed(0).padStart(8)} ${r.dryRunMs.toFixed(0).padStart(11)} ${(r.queueMs / r.dryRunMs).toFixed(1).padStart(9)}`,
    );
  }
  console.log('Budget: under 2,000 ms to queue 50,000.');
  if (throughput.length > 0) {
    console.log(`\nThe job queue sending to a local SSL Wireless API server, PostgreSQL, ${MESSAGES.toLocaleString('en')} messages\n`);
    console.log(
      `${'processes'.padEnd(10)} ${'messages'.padStart(8)} ${'seconds'.padStart(8)} ${'msg/s'.padStart(7)} ${'vs one'.padStart(7)} ${'dupes'.padStart(6)}`,
    );
    for (const r of throughput) {
      console.log(
        `${String(r.processes).padEnd(10)} ${String(r.messages).padStart(8)} ${r.seconds.toFixed(1).padStart(8)} ${r.perSecond.toFixed(0).padStart(7)} ${(r.perSecond / throughput[0].perSecond).toFixed(2).padStart(7)} ${String(r.duplicates).padStart(6)}`,
      );
    }
    console.log('Budget: at least 200 messages/s with two processes.');
  }
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { FAKE_SID, FAKE_TOKEN, startFakeSslWireless, type FakeSslWireless } from './fakeSslWireless';
import { quietFreeZone } from './quietFreeZone';
import { ADMIN, sparePort, startServer, stopped } from './serverProcess';

/**
 * The job queue across processes (issue 22): 10,000 marketing SMS, two API
 * processes on one PostgreSQL server sending them through SSL Wireless's API
 * (a local server that speaks it), one killed with SIGKILL midway. Every
 * message must reach the gateway exactly once and none be lost. Several
 * processes on one database need a PostgreSQL server (the embedded one is
 * opened by one process), so this runs when DATABASE_URL names one.
 */
const url = process.env.DATABASE_URL;
const COUNT = 10_000;

describe.runIf(!!url)('10,000 SMS, two API processes, one killed midway', () => {
  let fake: FakeSslWireless;
  let dbUrl: string;
  let name: string;
  let dataDir: string;
  const children: ReturnType<typeof startServer> extends Promise<infer C> ? C[] : never = [];

  beforeAll(async () => {
    fake = await startFakeSslWireless();
    name = `smscrash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url as string);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    dataDir = await mkdtemp(join(tmpdir(), 'sms-crash-'));
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await fake?.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends every message exactly once, none lost', { timeout: 300_000 }, async () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      SMS_GATEWAY: 'sslwireless',
      SMS_BASE_URL: fake.url,
      SMS_API_TOKEN: FAKE_TOKEN,
      SMS_SENDER_ID: FAKE_SID,
      SMS_RATE_PER_SECOND: '1000',
      JOBS_POLL_MS: '200',
      // A killed process's jobs come back after 3 s.
      JOBS_LEASE_MS: '3000',
      JOBS_BACKOFF_MS: '200',
    };
    const [portA, portB] = [await sparePort(), await sparePort()];
    // The tables, and settings whose time zone has it noon now, whatever the time here: quiet hours are another test's.
    await (await openDatabase({ databaseUrl: dbUrl, dataDir })).close();
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query(`insert into settings (id, shop_name, time_zone) values (1, 'Crash Test Shop', $1)`, [quietFreeZone()]);
    const a = await startServer(portA, env);
    children.push(a);
    try {
      await db.query(`insert into customers (name, phone) select 'Crash ' || i, '017' || lpad(i::text, 8, '0') from generate_series(1, ${COUNT}) as i`);
      // Only process A runs while the messages are queued; B starts after, then A is killed with messages in flight.
      const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const sent = await fetch(`http://127.0.0.1:${portA}/api/customers/sms?search=crash`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ all: true, message: 'Winter collection is here: 10% off this week.' }),
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      expect(((await sent.json()) as { queued: number }).queued).toBe(COUNT);
      const b = await startServer(portB, env);
      children.push(b);
      const started = Date.now();
      while (fake.taken.size < COUNT / 4 && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 20));
      a.kill('SIGKILL');
      await stopped(a);
      const killedAt = fake.taken.size;
      const deadline = Date.now() + 240_000;
      let left = COUNT;
      while (Date.now() < deadline) {
        const { rows } = await db.query(`select count(*)::int as n from sms_messages where status <> 'sent'`);
        left = rows[0].n;
        if (left === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(killedAt).toBeLessThan(COUNT);
      expect(left, 'messages not sent').toBe(0);
      // At the gateway: 10,000 different messages, each taken once, to the right numbers.
      expect(fake.taken.size).toBe(COUNT);
      expect([...fake.taken.values()].every((m) => m.times === 1)).toBe(true);
      const { rows: ids } = await db.query(`select replace(id::text, '-', '') as csms, '88' || phone as msisdn from sms_messages`);
      expect(ids.every((r: { csms: string; msisdn: string }) => fake.taken.get(r.csms)?.msisdn === r.msisdn)).toBe(true);
      // Only what the killed process had in flight was offered again (and refused as a duplicate).
      expect(fake.duplicates).toBeLessThanOrEqual(20);
      const { rows: jobsLeft } = await db.query(`select count(*)::int as n from jobs where queue = 'sms' and status <> 'done'`);
      expect(jobsLeft[0].n).toBe(0);
      b.kill('SIGTERM');
      await stopped(b);
    } finally {
      await db.end();
    }
  });
});

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { openPglite, openPostgres, type Database } from '../db/client';
import { ensureOwner } from '../domains/accounts/bootstrap';

export const OWNER = { email: 'owner@example.com', password: 'owner-pass-123' };

/**
 * A fresh database for one test file: a copy of the migrated embedded one, or
 * a new database on the PostgreSQL server named by DATABASE_URL (CI runs the
 * suite both ways).
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject('pgliteDump'));
    const database = await openPglite(undefined, new Blob([dump]));
    return { database, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Sign in and return an access token (the owner unless told otherwise). */
  login(email?: string, password?: string): Promise<string>;
  /** `app.inject` with a bearer token. */
  call(token: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * `logger`: the server's logger options (a test that reads the log passes a stream); `mail`: a mail server for receipts;
 * `jobs`: the job queue's timings and clock; `sms`: the SMS gateway; `couriers`: the couriers deliveries book with; `steadfast`: Steadfast's fraud check.
 * `secretsKey`, `courierEnv`, `courierTestTimeoutMs`: the couriers' credentials in Settings (issue 37).
 * `storefrontLimit`: storefront calls per client address (120 a minute unless told).
 * `bkash`: the online shop's bKash (a fake server's in tests; null unless told), `storefrontOrigins`: where it may send customers back.
 */
export async function createTestApp(
  options: Pick<
    AppOptions,
    | 'logger'
    | 'mail'
    | 'jobs'
    | 'sms'
    | 'couriers'
    | 'steadfast'
    | 'metrics'
    | 'overload'
    | 'webDir'
    | 'trustProxy'
    | 'storefrontLimit'
    | 'secretsKey'
    | 'courierEnv'
    | 'courierTestTimeoutMs'
    | 'bkash'
    | 'storefrontOrigins'
  > = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const app = await buildApp({ database, jwtSecret: 'test-secret-that-is-long-enough-for-hs256', dataDir, bkash: null, ...options });
  await ensureOwner(database.db, OWNER, app.log);
  await app.ready();
  const login = async (email = OWNER.email, password = OWNER.password) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().accessToken as string;
  };
  return {
    app,
    database,
    dataDir,
    login,
    call: (token, opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { stockMismatches } from '../domains/inventory/ledger';
import { newTarget, type ProcessTarget } from './processTarget';
import { ADMIN, serverEnv, sparePort, spawnScript, startServer, stopStrays, stopped } from './serverProcess';

/**
 * Backup and restore (issue 24): a backup made while a burst of orders runs,
 * restored into a fresh data folder (and, on CI's PostgreSQL pass, into a fresh
 * PostgreSQL database, and from the embedded database into PostgreSQL), holds
 * every order acknowledged before the backup began, passes the stock check,
 * and brings the uploads back; a truncated file is refused and changes nothing.
 */
let target: ProcessTarget;
const cleanup: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  target = await newTarget('backup');
});
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
  await target?.drop();
});

async function freshPostgres(): Promise<string> {
  const url = process.env.DATABASE_URL as string;
  const name = `restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function freshFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'restored-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs one of the project's commands to its end: its exit code and what it printed. */
async function command(script: string, args: string[], env: Record<string, string>, port: number) {
  const child = spawnScript(script, args, serverEnv(port, env));
  const code = await stopped(child);
  return { code, output: child.output() };
}

/** What a restored store holds of what the test made: the orders found, the stock check, the upload's bytes. */
async function inspect(where: { dataDir: string; databaseUrl?: string }, orderIds: string[], uploadKey: string) {
  const database = await openDatabase(where);
  try {
    const rows = (await database.raw('select id::text as id from orders')) as Array<{ id: string }>;
    const found = new Set(rows.map((r) => r.id));
    return {
      missing: orderIds.filter((id) => !found.has(id)),
      mismatches: await stockMismatches(database.db),
      upload: await readFile(join(where.dataDir, 'uploads', uploadKey), 'utf8'),
    };
  } finally {
    await database.close();
  }
}

// A test that failed midway leaves its server running on the shared data folder or database.
afterEach(stopStrays);

describe('a backup made during a burst of orders', () => {
  it('restores with every order acknowledged before it began, the stock check passing and the uploads; a truncated file is refused', async () => {
    const port = await sparePort();
    const server = await startServer(port, target.env);
    cleanup.push(async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await stopped(server);
      }
    });
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const category = (await (await call('POST', '/categories', { name: 'Backup' })).json()) as { _id: string };
    const product = (await (
      await call('POST', '/products', { name: 'Backup Tee', status: 'published', category: category._id, price: 450, cost: 200, stock: 5000 })
    ).json()) as { _id: string };
    const form = new FormData();
    form.append('folder', 'files');
    form.append('file', new Blob(['name,price\nbackup tee,450\n'], { type: 'text/csv' }), 'price-list.csv');
    const uploaded = await fetch(`${base}/upload/file`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const uploadKey = ((await uploaded.json()) as { url: string }).url.replace('/uploads/', '');

    const acknowledged: string[] = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await call('POST', '/orders', {
          cart: { items: [{ _id: product._id, qty: 1 + ((n + i) % 2) }] },
          paymentMethod: 'cash',
          customer: 'guest',
        });
        // An overloaded server (a loaded CI machine) answers 503 with Retry-After: a client waits and tries again, as the admin app does.
        if (res.status === 503) {
          await res.body?.cancel();
          await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
          continue;
        }
        if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}\n${server.output().slice(-3000)}`);
        acknowledged.push(((await res.json()) as { _id: string })._id);
      }
    };
    const clients = Array.from({ length: 4 }, (_, n) => client(n));
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
    const before = [...acknowledged];
    const file = join(target.dataDir, 'backups', 'during-burst.tar.gz');
    // On the embedded database the server has the folder: the command asks the server for the backup.
    const made = await command('server/scripts/backup.ts', [file], target.env, port);
    const duringBackup = acknowledged.length - before.length;
    stop = true;
    await Promise.all(clients);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(target.kind === 'pglite' ? 'the running server' : 'pg_dump');
    // The burst went on while the backup was made.
    expect(duringBackup).toBeGreaterThan(0);
    // The server still answers everything after it, reports that read views included (pg_dump's session settings are undone).
    const report = await call('GET', '/reports/profit-loss?from=2026-01-01&to=2026-01-31');
    expect(report.status, await report.clone().text()).toBe(200);
    const today = await call('GET', '/dashboard?period=today');
    expect(today.status, await today.clone().text()).toBe(200);

    // Into a fresh data folder (on PostgreSQL's pass: a PostgreSQL backup into the embedded database).
    const folder = await freshFolder();
    const restored = await command('server/scripts/restore.ts', [file], { DATA_DIR: folder }, port);
    expect(restored.code, restored.output).toBe(0);
    const there = await inspect({ dataDir: folder }, before, uploadKey);
    expect(there.missing).toEqual([]);
    expect(there.mismatches).toEqual([]);
    expect(there.upload).toBe('name,price\nbackup tee,450\n');
    // check:stock, the command, on the restored folder.
    const checked = await command('server/scripts/checkStock.ts', [], { DATA_DIR: folder }, port);
    expect(checked.code, checked.output).toBe(0);

    // A second restore into the same folder is refused without --force, and nothing changes.
    const again = await command('server/scripts/restore.ts', [file], { DATA_DIR: folder }, port);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds a database.*--force/);
    // With --force it replaces the store, and the store is whole again.
    const forced = await command('server/scripts/restore.ts', [file, '--force'], { DATA_DIR: folder }, port);
    expect(forced.code, forced.output).toBe(0);
    expect((await inspect({ dataDir: folder }, before, uploadKey)).missing).toEqual([]);

    if (process.env.DATABASE_URL) {
      // The embedded store (just restored) backed up with no server running, into a fresh PostgreSQL database.
      const fromEmbedded = join(folder, 'embedded.tar.gz');
      const embeddedBackup = await command('server/scripts/backup.ts', [fromEmbedded], { DATA_DIR: folder }, port);
      expect(embeddedBackup.code, embeddedBackup.output).toBe(0);
      expect(embeddedBackup.output).toContain('opened here');
      const databaseUrl = await freshPostgres();
      const intoServer = await command('server/scripts/restore.ts', [fromEmbedded], { DATA_DIR: await freshFolder(), DATABASE_URL: databaseUrl }, port);
      expect(intoServer.code, intoServer.output).toBe(0);
      expect(intoServer.output).toContain('into the PostgreSQL database');
      const onServer = await inspect({ dataDir: folder, databaseUrl }, before, uploadKey);
      expect(onServer.missing).toEqual([]);
      expect(onServer.mismatches).toEqual([]);
      // Into a database with tables: refused, then replaced in one transaction with --force.
      const pgAgain = await command('server/scripts/restore.ts', [fromEmbedded], { DATA_DIR: folder, DATABASE_URL: databaseUrl }, port);
      expect(pgAgain.code).toBe(1);
      expect(pgAgain.output).toMatch(/already has tables.*--force/);
      const pgForced = await command('server/scripts/restore.ts', [fromEmbedded, '--force'], { DATA_DIR: folder, DATABASE_URL: databaseUrl }, port);
      expect(pgForced.code, pgForced.output).toBe(0);
      expect((await inspect({ dataDir: folder, databaseUrl }, before, uploadKey)).missing).toEqual([]);
    }

    // A truncated copy: refused with a clear message, the empty folder left empty.
    const cut = join(folder, 'cut.tar.gz');
    await copyFile(file, cut);
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    const empty = await freshFolder();
    const refused = await command('server/scripts/restore.ts', [cut], { DATA_DIR: empty }, port);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/restore refused: .*not a complete backup[\s\S]*Nothing was changed/);
    expect(existsSync(join(empty, 'db'))).toBe(false);
  }, 600_000);
});

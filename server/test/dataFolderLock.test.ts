import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder } from '../db/dataFolderLock';
import { clientOf, newDataFolder, serverEnv, sparePort, spawnScript, spawnServer, startServer, stopped, untilServing } from './serverProcess';

/**
 * The embedded database is opened by one process at a time (issue 26): a
 * second server, the seed or the stock check on a folder a server has open is
 * refused at once and changes nothing; a killed holder leaves no lock behind.
 * On a PostgreSQL server several processes run side by side as before.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function tempFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A server's data folder, with the migrated database in it (serverProcess.ts). */
async function serverFolder(prefix: string): Promise<string> {
  const dir = await newDataFolder(prefix);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function killAtEnd(child: { kill(signal: NodeJS.Signals): boolean; exitCode: number | null }) {
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
}

/** A published simple product with `stock` units, made through the server. */
async function productWith(call: Awaited<ReturnType<typeof clientOf>>, stock: number): Promise<string> {
  const category = (await (await call('POST', '/categories', { name: `Lock ${randomBytes(3).toString('hex')}` })).json()) as { _id: string };
  const made = await call('POST', '/products', { name: 'Lock Tee', status: 'published', category: category._id, price: 300, cost: 100, stock });
  expect(made.status).toBe(201);
  return ((await made.json()) as { _id: string })._id;
}

const sell = (call: Awaited<ReturnType<typeof clientOf>>, product: string) =>
  call('POST', '/orders', { cart: { items: [{ _id: product, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' });

describe('the data folder lock, within one process', () => {
  it('refuses a second holder, names the first, and is free again once released', async () => {
    const dir = await tempFolder('lock-');
    const first = lockDataFolder(dir);
    let refused: unknown;
    try {
      lockDataFolder(dir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as DataFolderLockedError).holder?.pid).toBe(process.pid);
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    first.release();
    lockDataFolder(dir).release();
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('the embedded store, opened by one process at a time', () => {
  it('refuses a second server on the same folder at once; the first keeps serving and sells the last units once', async () => {
    const dataDir = await serverFolder('lock-two-servers-');
    const port = await sparePort();
    const first = await startServer(port, { DATA_DIR: dataDir });
    killAtEnd(first);
    const call = await clientOf(port);
    const product = await productWith(call, 10);

    const secondPort = await sparePort();
    const startedAt = Date.now();
    const second = spawnServer(secondPort, { DATA_DIR: dataDir });
    killAtEnd(second);
    const code = await stopped(second);
    expect(code).not.toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(second.output()).toContain(`already open by process ${first.pid}`);
    expect(second.output()).toContain('DATABASE_URL');
    await expect(fetch(`http://127.0.0.1:${secondPort}/api/health`)).rejects.toThrow();

    // Twenty tills ask for the ten units through the one server that has the store.
    const answers = await Promise.all(Array.from({ length: 20 }, () => sell(call, product)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(10);
    const after = (await (await call('GET', `/products/${product}`)).json()) as { stock: number };
    expect(after.stock).toBe(0);
    expect(await (await call('GET', '/orders/get/count')).json()).toEqual({ count: 10 });
  }, 300_000);

  it('refuses the seed and the stock check while the server runs, and the server answers the stock check itself', async () => {
    const dataDir = await serverFolder('lock-commands-');
    const port = await sparePort();
    const server = await startServer(port, { DATA_DIR: dataDir });
    killAtEnd(server);
    const call = await clientOf(port);
    const customersBefore = await (await call('GET', '/customers/get/count')).json();
    const filesBefore = (await readdir(dataDir)).sort();

    const seed = spawnScript('server/seed/cli.ts', ['--customers', '50'], serverEnv(0, { DATA_DIR: dataDir }));
    killAtEnd(seed);
    expect(await stopped(seed)).not.toBe(0);
    expect(seed.output()).toContain(`already open by process ${server.pid}`);

    const check = spawnScript('server/scripts/checkStock.ts', [], serverEnv(0, { DATA_DIR: dataDir }));
    killAtEnd(check);
    expect(await stopped(check)).not.toBe(0);
    expect(check.output()).toContain(`already open by process ${server.pid}`);
    expect(check.output()).toContain('/api/inventory/check-stock');

    expect(await (await call('GET', '/customers/get/count')).json()).toEqual(customersBefore);
    expect((await readdir(dataDir)).sort()).toEqual(filesBefore);
    await productWith(call, 4);
    const answer = await call('GET', '/inventory/check-stock');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, mismatches: [] });

    // Once the server has stopped, the command opens the folder itself.
    server.kill('SIGTERM');
    await stopped(server);
    const alone = spawnScript('server/scripts/checkStock.ts', [], serverEnv(0, { DATA_DIR: dataDir }));
    killAtEnd(alone);
    expect(await stopped(alone)).toBe(0);
    expect(alone.output()).toContain('every stock figure matches its ledger');
  }, 300_000);

  it('starts again at once after the holder is killed with SIGKILL, with every acknowledged order', async () => {
    const dataDir = await serverFolder('lock-sigkill-');
    const port = await sparePort();
    const server = await startServer(port, { DATA_DIR: dataDir });
    killAtEnd(server);
    const call = await clientOf(port);
    const product = await productWith(call, 50);
    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await sell(call, product);
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as { _id: string })._id);
    }
    server.kill('SIGKILL');
    await stopped(server);
    expect(existsSync(join(dataDir, 'lock'))).toBe(true);

    const again = spawnServer(port, { DATA_DIR: dataDir });
    killAtEnd(again);
    await untilServing(again, port);
    const callAgain = await clientOf(port);
    for (const id of acknowledged) expect((await callAgain('GET', `/orders/${id}`)).status).toBe(200);
    const after = (await (await callAgain('GET', `/products/${product}`)).json()) as { stock: number };
    expect(after.stock).toBe(45);
  }, 300_000);
});

describe.runIf(!!process.env.DATABASE_URL)('a PostgreSQL server', () => {
  it('serves two API processes side by side on one database and one data folder', async () => {
    const url = process.env.DATABASE_URL as string;
    const name = `lock_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const dataDir = await tempFolder('lock-pg-');
    const env = { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() };
    const [portA, portB] = [await sparePort(), await sparePort()];
    const a = await startServer(portA, env);
    killAtEnd(a);
    const b = await startServer(portB, env);
    killAtEnd(b);
    const callA = await clientOf(portA);
    const callB = await clientOf(portB);
    const product = await productWith(callA, 6);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => sell(i % 2 ? callA : callB, product)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(6);
    const seenByB = (await (await callB('GET', `/products/${product}`)).json()) as { stock: number };
    expect(seenByB.stock).toBe(0);
  }, 300_000);
});

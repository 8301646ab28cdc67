import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { stockMismatches } from '../modules/inventory/ledger';
import { ADMIN, sparePort, startServer, stopped } from './serverProcess';

/**
 * Crash safety of order placement (issue 9): the real server in its own
 * process, a burst of orders, SIGKILL in the middle, a restart on the same
 * data. Every order that got a 201 must be there whole, none may be there in
 * part, and the ledger must still sum to the stock. On the embedded database,
 * and on the PostgreSQL server when DATABASE_URL names one.
 */
interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

let target: Target;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'crash-'));
  const url = process.env.DATABASE_URL;
  if (!url) {
    target = {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
    return;
  }
  const name = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  target = {
    env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
    open: () => openDatabase({ databaseUrl: dbUrl.toString(), dataDir }),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(() => target?.drop());

describe('an order burst killed with SIGKILL', () => {
  it('restarts with every acknowledged order whole, none in part, and the ledger equal to the stock', async () => {
    const port = await sparePort();
    let server = await startServer(port, target.env);
    const base = `http://127.0.0.1:${port}/api`;
    const call = async (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const category = (await (await call(token, 'POST', '/categories', { name: 'Crash' })).json()) as { _id: string };
    const made = await call(token, 'POST', '/products', { name: 'Crash Tee', status: 'published', category: category._id, price: 450, cost: 200, vat: 5, stock: 5000 });
    expect(made.status).toBe(201);
    const product = (await made.json()) as { _id: string };

    // Ten clients each placing orders one after another until the server dies.
    const acknowledged: string[] = [];
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; i < 1000 && !killed; i++) {
        try {
          const res = await call(token, 'POST', '/orders', {
            cart: { items: [{ _id: product._id, qty: 1 + ((n + i) % 3) }] },
            paymentMethod: 'cash',
            customer: 'guest',
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { _id: string })._id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const clients = Array.from({ length: 10 }, (_, n) => client(n));
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    server.kill('SIGKILL');
    await stopped(server);
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    server = await startServer(port, target.env);
    const again = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken } = (await again.json()) as { accessToken: string };
    for (const id of acknowledged) {
      const res = await call(accessToken, 'GET', `/orders/${id}`);
      expect(res.status).toBe(200);
      const order = (await res.json()) as { items: unknown[]; payments: unknown[] };
      expect(order.items).toHaveLength(1);
      expect(order.payments).toHaveLength(1);
    }
    server.kill('SIGTERM');
    await stopped(server);

    const database = await target.open();
    try {
      const partial = await database.raw(`
        select o.number from orders o
        where not exists (select 1 from order_lines l where l.order_id = o.id)
           or o.sub_total <> (select coalesce(sum(l.total_price), 0) from order_lines l where l.order_id = o.id)
           or o.paid <> (select coalesce(sum(p.amount), 0) from payments p where p.order_id = o.id)
           or (select coalesce(sum(-m.qty), 0) from stock_movements m where m.order_id = o.id) <> (select sum(l.qty) from order_lines l where l.order_id = o.id)`);
      expect(partial).toEqual([]);
      expect(await stockMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});

import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { stockMismatches } from '../domains/inventory/ledger';
import { ADMIN, newDataFolder, sparePort, startServer, stopStrays, stopped } from './serverProcess';

/**
 * Crash safety of order placement (issue 9), and of receipts and transfers (issue 21): the real server in its own
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
  const dataDir = await newDataFolder('crash-');
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

// A test that failed midway leaves its server running on the shared data folder or database.
afterEach(stopStrays);

describe('an order burst killed with SIGKILL', () => {
  it('restarts with every acknowledged order whole, none in part, and the ledger equal to the stock', async () => {
    const port = await sparePort();
    let server = await startServer(port, target.env);
    const base = `http://127.0.0.1:${port}/api`;
    const call = async (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const category = (await (await call(token, 'POST', '/categories', { name: 'Crash' })).json()) as { _id: string };
    const made = await call(token, 'POST', '/products', {
      name: 'Crash Tee',
      status: 'published',
      category: category._id,
      price: 450,
      cost: 200,
      vat: 5,
      stock: 5000,
    });
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

describe('a burst of receipts and transfers killed with SIGKILL (issue 21)', () => {
  it('restarts with every acknowledged receipt and transfer whole, none in part, and check:stock passing', async () => {
    const port = await sparePort();
    let server = await startServer(port, target.env);
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const call = async (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const made = async (method: string, path: string, body?: unknown) => {
      const res = await call(method, path, body);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { _id: string };
    };
    const category = await made('POST', '/categories', { name: 'Crash stock' });
    const products = await Promise.all(
      [1, 2, 3].map((n) =>
        made('POST', '/products', { name: `Crash Lawn ${n}`, status: 'published', category: category._id, price: 900, cost: 500, stock: 0 }),
      ),
    );
    const warehouse = await made('POST', '/locations', { name: 'Crash Warehouse', kind: 'warehouse' });
    const shop = await made('POST', '/locations', { name: 'Crash Shop', kind: 'shop' });
    const supplier = await made('POST', '/suppliers', { name: 'Crash Textiles' });
    // Goods to receive: forty purchases for the warehouse, each ordered.
    const purchases: string[] = [];
    for (let i = 0; i < 40; i++) {
      const p = await made('POST', '/purchases', {
        supplier: supplier._id,
        location: warehouse._id,
        lines: products.map((product, k) => ({ product: product._id, qty: 5 + k, unitCost: 400 + 10 * k })),
      });
      await made('POST', `/purchases/${p._id}/order`);
      purchases.push(p._id);
    }
    // Some stock at the warehouse before the burst, so transfers have something to send.
    for (const id of purchases.splice(0, 5)) await made('POST', `/purchases/${id}/receive`, { receipt: randomUUID() });

    // Receivers take the purchases one by one; senders make, send and receive transfers of one unit each, until the server dies.
    const acknowledged = { receipts: [] as string[], transfers: [] as string[] };
    let killed = false;
    const receiver = async () => {
      while (!killed && purchases.length > 0) {
        const id = purchases.shift() as string;
        try {
          const res = await call('POST', `/purchases/${id}/receive`, { receipt: randomUUID() });
          if (res.status === 200 || res.status === 201) acknowledged.receipts.push(id);
        } catch {
          return;
        }
      }
    };
    const sender = async (n: number) => {
      for (let i = 0; !killed && i < 500; i++) {
        try {
          const draft = await call('POST', '/transfers', { from: warehouse._id, to: shop._id, lines: [{ product: products[(n + i) % 3]._id, qty: 1 }] });
          if (draft.status !== 201) continue;
          const { _id } = (await draft.json()) as { _id: string };
          if ((await call('POST', `/transfers/${_id}/send`)).status !== 200) continue;
          if ((await call('PUT', `/inventories/transfer/product/bulk/${_id}`)).status === 200) acknowledged.transfers.push(_id);
        } catch {
          return;
        }
      }
    };
    const clients = [receiver(), receiver(), sender(0), sender(1), sender(2), sender(3)];
    // Until 30 writes are acknowledged: the senders go on after the last purchase is taken (on a loaded
    // machine the receivers may take them all while few are acknowledged yet).
    const deadline = Date.now() + 120_000;
    while (acknowledged.receipts.length + acknowledged.transfers.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    server.kill('SIGKILL');
    await stopped(server);
    await Promise.all(clients);
    expect(acknowledged.receipts.length + acknowledged.transfers.length).toBeGreaterThanOrEqual(20);
    // Both kinds were under way when the server died.
    expect(acknowledged.receipts.length).toBeGreaterThan(0);
    expect(acknowledged.transfers.length).toBeGreaterThan(0);

    server = await startServer(port, target.env);
    server.kill('SIGTERM');
    await stopped(server);

    const database = await target.open();
    try {
      // Every acknowledged receipt whole: its lines received and its stock in the ledger.
      for (const id of acknowledged.receipts) {
        const [row] = (await database.raw(
          `select p.status, (select sum(l.qty - l.received_qty)::int from purchase_lines l where l.purchase_id = p.id) as left,
                  (select coalesce(sum(m.qty), 0)::int from stock_movements m where m.purchase_id = p.id) as moved,
                  (select sum(l.qty)::int from purchase_lines l where l.purchase_id = p.id) as ordered
           from purchases p where p.id = $1`,
          [id],
        )) as { status: string; left: number; moved: number; ordered: number }[];
        expect(row).toMatchObject({ status: 'received', left: 0 });
        expect(Number(row.moved)).toBe(Number(row.ordered));
      }
      for (const id of acknowledged.transfers) {
        const [row] = (await database.raw(`select status from transfers where id = $1`, [id])) as { status: string }[];
        expect(row.status).toBe('completed');
      }
      // Nothing in part, acknowledged or not: a purchase's ledger rows equal what its lines say was received,
      // and a transfer's rows equal what it sent and what arrived.
      const partial = await database.raw(`
        select p.number from purchases p
        where (select coalesce(sum(l.received_qty), 0) from purchase_lines l where l.purchase_id = p.id)
           <> (select coalesce(sum(m.qty), 0) from stock_movements m where m.purchase_id = p.id)
        union all
        select t.number from transfers t
        where (case when t.status in ('sent', 'partly-received', 'completed') then (select sum(l.qty) from transfer_lines l where l.transfer_id = t.id) else 0 end)
              <> (select coalesce(sum(-m.qty), 0) from stock_movements m where m.transfer_id = t.id and m.kind = 'transfer-out')
           or (select coalesce(sum(l.received_qty), 0) from transfer_lines l where l.transfer_id = t.id)
              <> (select coalesce(sum(m.qty), 0) from stock_movements m where m.transfer_id = t.id and m.kind = 'transfer-in')`);
      expect(partial).toEqual([]);
      expect(await stockMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stockMismatches } from '../domains/inventory/ledger';
import { newTarget, type ProcessTarget } from './processTarget';
import { ADMIN, sparePort, startServer, stopStrays, stopped } from './serverProcess';

/**
 * Graceful shutdown (issue 24): SIGTERM in the middle of a burst of orders.
 * The process stops taking requests, answers the ones in flight, and exits
 * 0; no request is answered 5xx, every order acknowledged is there after, and
 * the ledger still sums to the stock. On the embedded database, and on the
 * PostgreSQL server when DATABASE_URL names one.
 */
let target: ProcessTarget;
let running: ReturnType<typeof startServer> extends Promise<infer C> ? C : never;
beforeAll(async () => {
  target = await newTarget('shutdown');
});
afterAll(async () => {
  // A test that failed before its SIGTERM leaves no server behind.
  if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  await target?.drop();
});

// A test that failed midway leaves its server running on the shared data folder or database.
afterEach(stopStrays);

describe('SIGTERM during a burst of orders', () => {
  it('answers what is in flight, refuses nothing with a 5xx, exits 0 and loses no acknowledged order', async () => {
    const port = await sparePort();
    const server = await startServer(port, { ...target.env, SHUTDOWN_GRACE_MS: '15000' });
    running = server;
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const category = (await (await call('POST', '/categories', { name: 'Shutdown' })).json()) as { _id: string };
    const made = await call('POST', '/products', { name: 'Shutdown Tee', status: 'published', category: category._id, price: 450, cost: 200, stock: 5000 });
    expect(made.status).toBe(201);
    const product = (await made.json()) as { _id: string };

    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let refusedConnections = 0;
    const client = async (n: number) => {
      for (let i = 0; i < 2000; i++) {
        try {
          const res = await call('POST', '/orders', {
            cart: { items: [{ _id: product._id, qty: 1 + ((n + i) % 2) }] },
            paymentMethod: 'cash',
            customer: 'guest',
          });
          statuses.push(res.status);
          if (res.status === 201) acknowledged.push(((await res.json()) as { _id: string })._id);
        } catch {
          // The listener is closed: a load balancer would send this one elsewhere.
          refusedConnections += 1;
          return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGTERM');
    const code = await stopped(server);
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(refusedConnections).toBe(8);
    expect(server.output()).not.toMatch(/request failed|shutdown did not finish|shutdown failed/);

    const database = await target.open();
    try {
      const found = (await database.raw(`select id::text as id from orders`)) as Array<{ id: string }>;
      const ids = new Set(found.map((r) => r.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      expect(await stockMismatches(database.db)).toEqual([]);
      // The job worker held nothing when it left: no job is left active with its lease running.
      expect(await database.raw(`select id from jobs where status = 'active'`)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);
});

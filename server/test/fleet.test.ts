import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMismatches } from '../modules/inventory/ledger';
import { hashPassword } from '../modules/auth/passwords';
import { newTarget, type ProcessTarget } from './processTarget';
import { ADMIN, sparePort, startServer, stopped } from './serverProcess';

/**
 * A fleet (issue 24): three API processes on one PostgreSQL server and one
 * shared data folder (the uploads), requests spread over them in turn. What a
 * single process guarantees must hold across the three, and a rolling restart
 * (SIGTERM one at a time, start it again) under a load of orders must lose no
 * acknowledged order and answer no 5xx. Needs DATABASE_URL (the embedded
 * database is opened by one process only).
 */
const url = process.env.DATABASE_URL;
type Server = ChildProcess & { output: () => string };

describe.runIf(!!url)('three API processes on one PostgreSQL', () => {
  let target: ProcessTarget;
  const ports: number[] = [];
  const servers: Server[] = [];
  let env: Record<string, string>;

  const base = (i: number) => `http://127.0.0.1:${ports[i % 3]}/api`;
  const json = (token: string | undefined, i: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base(i)}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = async (i: number, email: string, password: string) => {
    const res = await json(undefined, i, 'POST', '/auth/login', { email, password });
    return { status: res.status, token: res.ok ? ((await res.json()) as { accessToken: string }).accessToken : undefined };
  };

  beforeAll(async () => {
    target = await newTarget('fleet');
    env = { ...target.env, SHUTDOWN_GRACE_MS: '10000', JOBS_POLL_MS: '200' };
    for (let i = 0; i < 3; i++) ports.push(await sparePort());
    // One at a time: the first applies the migrations.
    for (const port of ports) servers.push(await startServer(port, env));
  }, 600_000);
  afterAll(async () => {
    for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
    await target?.drop();
  });

  it('holds the sign-in limit, refuses a deactivated user or a narrowed role on every process, and shares uploads', async () => {
    const db = new pg.Client({ connectionString: target.url });
    await db.connect();
    try {
      const role = await db.query<{ id: string }>(`insert into roles (name, permissions) values ('Fleet till', '["orders:list","orders:show","orders:create","pos:use"]'::jsonb) returning id`);
      const hash = await hashPassword('fleet-pass-123');
      const user = await db.query<{ id: string }>(`insert into users (name, email, password_hash, role_id) values ('Fleet One', 'fleet@example.com', $1, $2) returning id`, [hash, role.rows[0].id]);
      await db.query(`insert into users (name, email, password_hash, role_id) values ('Fleet Two', 'fleet2@example.com', $1, $2)`, [hash, role.rows[0].id]);

      // 20 concurrent wrong guesses for one account, spread over the three: the limit (5 per address) holds.
      const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => json(undefined, i, 'POST', '/auth/login', { email: 'fleet2@example.com', password: `wrong-${i}-xyz` })));
      const codes = guesses.map((r) => r.status);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15);
      expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
      // A refused attempt takes its row back, so a burst may leave fewer than 5 counted: one by one, the
      // guesses that follow are checked until the fifth wrong one, and never one more.
      let wrong = codes.filter((c) => c === 401).length;
      for (let i = 0; wrong < 5 && i < 5; i++) {
        const res = await json(undefined, i, 'POST', '/auth/login', { email: 'fleet2@example.com', password: `later-${i}-xyz` });
        expect(res.status).toBe(401);
        wrong++;
      }
      expect((await json(undefined, 1, 'POST', '/auth/login', { email: 'fleet2@example.com', password: 'one-more-xyz' })).status).toBe(429);
      for (let i = 0; i < 3; i++) expect((await signIn(i, 'fleet2@example.com', 'fleet-pass-123')).status).toBe(429);

      // A user signed in on one process is refused on every process once deactivated on another.
      const till = (await signIn(0, 'fleet@example.com', 'fleet-pass-123')).token as string;
      const owner = (await signIn(1, ADMIN.email, ADMIN.password)).token as string;
      for (let i = 0; i < 3; i++) expect((await json(till, i, 'GET', '/orders?limit=1')).status).toBe(200);
      // The role narrowed on process 2: the next read on every process is refused.
      expect((await json(owner, 2, 'PUT', `/roles/${role.rows[0].id}`, { permissions: ['pos:use'] })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await json(till, i, 'GET', '/orders?limit=1')).status).toBe(403);
      expect((await json(owner, 2, 'PUT', `/roles/${role.rows[0].id}`, { permissions: ['orders:list', 'pos:use'] })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await json(till, i, 'GET', '/orders?limit=1')).status).toBe(200);
      expect((await json(owner, 1, 'PUT', `/users/${user.rows[0].id}`, { isActive: false })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await json(till, i, 'GET', '/orders?limit=1')).status).toBe(401);

      // An upload made on one process is served by the others (one shared data folder).
      const form = new FormData();
      form.append('folder', 'files');
      form.append('file', new Blob(['fleet price list\n'], { type: 'text/plain' }), 'fleet.txt');
      const up = await fetch(`${base(0)}/upload/file`, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: form });
      expect(up.status).toBe(201);
      const { url: fileUrl } = (await up.json()) as { url: string };
      for (let i = 1; i < 3; i++) expect(await (await fetch(`http://127.0.0.1:${ports[i]}${fileUrl}`)).text()).toBe('fleet price list\n');
    } finally {
      await db.end();
    }
  }, 300_000);

  it('gives one order for an Idempotency-Key retried on another process, and never oversells the last units', async () => {
    const owner = (await signIn(0, ADMIN.email, ADMIN.password)).token as string;
    const category = (await (await json(owner, 0, 'POST', '/categories', { name: 'Fleet' })).json()) as { _id: string };
    const made = async (stock: number, name: string) =>
      (await (await json(owner, 1, 'POST', '/products', { name, status: 'published', category: category._id, price: 300, cost: 100, stock })).json()) as { _id: string };
    const tee = await made(100, 'Fleet Tee');
    const body = { cart: { items: [{ _id: tee._id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' };
    const tries = await Promise.all([0, 1, 2, 0, 1, 2].map((i) => json(owner, i, 'POST', '/orders', body, { 'idempotency-key': 'fleet-till-0001' })));
    const ok = tries.filter((r) => r.status === 201);
    const ids = new Set(await Promise.all(ok.map(async (r) => ((await r.json()) as { _id: string })._id)));
    expect(ok.length).toBeGreaterThan(0);
    // Retries that met the first still being placed are refused 409 (try again), never a second order.
    expect(tries.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(ids.size).toBe(1);
    const again = await json(owner, 2, 'POST', '/orders', body, { 'idempotency-key': 'fleet-till-0001' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { _id: string })._id).toBe([...ids][0]);

    // The last 5 units, 30 buyers spread over three processes: exactly 5 sold.
    const last = await made(5, 'Fleet Last Five');
    const buys = await Promise.all(Array.from({ length: 30 }, (_, i) => json(owner, i, 'POST', '/orders', { cart: { items: [{ _id: last._id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' })));
    expect(buys.filter((r) => r.status === 201).length).toBe(5);
    expect(buys.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const product = (await (await json(owner, 0, 'GET', `/products/${last._id}`)).json()) as { stock: number };
    expect(product.stock).toBe(0);
  }, 300_000);

  it('loses no acknowledged order and answers no 5xx through a rolling restart under load', async () => {
    const owner = (await signIn(0, ADMIN.email, ADMIN.password)).token as string;
    const category = (await (await json(owner, 0, 'POST', '/categories', { name: 'Rolling' })).json()) as { _id: string };
    const tee = (await (await json(owner, 0, 'POST', '/products', { name: 'Rolling Tee', status: 'published', category: category._id, price: 300, cost: 100, stock: 100000 })).json()) as { _id: string };
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let stop = false;
    let next = 0;
    // A client that goes to the next process when one refuses the connection (what a load balancer does).
    const client = async () => {
      while (!stop) {
        const i = next++;
        let res: Response;
        try {
          res = await json(owner, i, 'POST', '/orders', { cart: { items: [{ _id: tee._id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' });
        } catch {
          continue;
        }
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(((await res.json()) as { _id: string })._id);
      }
    };
    const clients = Array.from({ length: 6 }, () => client());
    for (let i = 0; i < 3; i++) {
      const before = acknowledged.length;
      while (acknowledged.length < before + 15) await new Promise((r) => setTimeout(r, 20));
      servers[i].kill('SIGTERM');
      expect(await stopped(servers[i])).toBe(0);
      servers[i] = await startServer(ports[i], env);
    }
    const before = acknowledged.length;
    while (acknowledged.length < before + 15) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(clients);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201)).toBe(true);

    const db = new pg.Client({ connectionString: target.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>('select id::text as id from orders');
      const found = new Set(rows.map((r) => r.id));
      expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
    } finally {
      await db.end();
    }
    const database = await target.open();
    try {
      expect(await stockMismatches(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});

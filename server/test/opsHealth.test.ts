import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, jobs, products } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { makeBackup } from '../domains/ops/backup/makeBackup';
import { createTestApp, type TestApp } from './harness';

/**
 * What a monitor reads (issue 24): liveness and readiness apart, Prometheus
 * metrics behind a token or an address list, and 503 with Retry-After under overload.
 */
let t: TestApp;
let owner: string;

/** One metric's value from Prometheus text: `name{labels} value`. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp({ metrics: { token: 'scrape-token-123', allow: ['127.0.0.1'] } });
  owner = await t.login();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness without the database, readiness with it', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: { kind: t.database.kind, ok: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
  });

  it('says not ready while the process drains for a shutdown, and live still', async () => {
    t.app.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('draining');
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});

describe('GET /api/metrics', () => {
  it('refuses a client neither on the address list nor with the token, and takes the token', async () => {
    const stranger = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.7' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('metrics_refused');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: 'Bearer scrape-token-123' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    const fromList = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(fromList.statusCode).toBe(200);
  });

  it('counts requests per route pattern, orders placed, sign-in refusals, and the job queue', async () => {
    const [cat] = await t.database.db.insert(categories).values({ name: 'Metrics', slug: 'metrics-cat' }).returning();
    const [p] = await t.database.db
      .insert(products)
      .values({
        name: 'Gauge tee',
        slug: 'gauge-tee',
        sku: 'GAUGE-1',
        barcode: '2999000000017',
        categoryId: cat.id,
        status: 'published',
        price: 500,
        cost: 200,
        stock: 5,
        type: 'simple',
      })
      .returning();
    await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
    const order = await t.call(owner, {
      method: 'POST',
      url: '/api/orders',
      payload: { cart: { items: [{ _id: p.id, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 500, customer: 'guest' },
    });
    expect(order.statusCode).toBe(201);
    await t.call(owner, { method: 'GET', url: `/api/orders/${order.json()._id}` });
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@example.com', password: 'wrong-password-1' } });
    expect(bad.statusCode).toBe(401);
    // A job due a minute ago that no handler takes: the queue's depth and age show it.
    await t.database.db.insert(jobs).values({ queue: 'nobody-listens', payload: {}, runAt: sql`now() - interval '60 seconds'` });

    const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(valueOf(text, 'shop_orders_placed_total')).toBe(1);
    expect(valueOf(text, 'shop_sign_in_refusals_total', { reason: 'wrong_password' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', { route: '/api/orders/:id', method: 'GET', status_code: '200' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', { route: '/api/orders', method: 'POST', status_code: '201' })).toBe(1);
    // The id never becomes a label: one series per route.
    expect(text).not.toContain(order.json()._id);
    expect(valueOf(text, 'jobs_queue_depth', { queue: 'nobody-listens', status: 'waiting' })).toBe(1);
    expect(valueOf(text, 'jobs_oldest_waiting_age_seconds', { queue: 'nobody-listens' })).toBeGreaterThanOrEqual(59);
    expect(text).toContain('process_cpu_seconds_total');
    if (t.database.kind === 'postgres') expect(valueOf(text, 'db_pool_connections', { state: 'max' })).toBe(20);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After and a coded message, and still answers health and metrics', async () => {
    // Any heap is over a 1-byte limit: the process is "overloaded" from the first sample on.
    const busy = await createTestApp({ overload: { maxHeapUsedBytes: 1, retryAfterSeconds: 7, sampleIntervalMs: 20 } });
    try {
      await new Promise((r) => setTimeout(r, 150));
      const res = await busy.app.inject({ method: 'GET', url: '/api/products' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'server_overloaded' });
      expect((await busy.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await busy.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });

  it.skipIf(!!process.env.DATABASE_URL)(
    'serves the requests that waited for a backup of the embedded database (its pg_dump holds the event loop), then judges again',
    async () => {
      const busy = await createTestApp({ overload: { maxHeapUsedBytes: 1, sampleIntervalMs: 20 } });
      try {
        await new Promise((r) => setTimeout(r, 150));
        expect((await busy.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
        const token = await busy.login().catch(() => undefined);
        // Overloaded by the 1-byte heap limit: even signing in is refused.
        expect(token).toBeUndefined();
        const backup = makeBackup(busy.database, busy.dataDir, join(busy.dataDir, 'during.tar.gz'));
        const during = busy.app.inject({ method: 'GET', url: '/api/products' });
        await backup;
        // Not refused for load: answered by the guard (no token), after the dump let go of the database.
        expect((await during).statusCode).toBe(401);
        await new Promise((r) => setTimeout(r, 200));
        expect((await busy.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(503);
      } finally {
        await busy.close();
      }
    },
  );
});

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client';
import { errorsFor } from '../../engine/errorSchema';
import { ApiError, msg } from '../../engine/errors';

/** METRICS_TOKEN and METRICS_ALLOW: who may read `GET /api/metrics`. */
export interface MetricsAccess {
  /** A bearer token the monitor sends (`Authorization: Bearer <token>`). */
  token?: string;
  /** Addresses or CIDR ranges allowed without a token; absent, only this machine (127.0.0.1, ::1). */
  allow?: string[];
}

/** The pool figures a PostgreSQL server's connection pool gives (pg.Pool); the embedded database has none. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** An address list as net.BlockList (a list of allowed addresses, despite the name); `setting` names it in a refusal. */
export function addressList(entries: string[], setting = 'METRICS_ALLOW'): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : undefined;
    if (!family) throw new Error(`${setting}: "${entry}" is not an address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The client's address without IPv4-in-IPv6 dress (`::ffff:127.0.0.1`). */
export function plainAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return { address: v4[1], family: 'ipv4' };
  return { address: ip, family: isIP(ip) === 6 ? 'ipv6' : 'ipv4' };
}

/**
 * Prometheus metrics through prom-client, one registry per app (tests build
 * several apps in one process, and prom-client's global registry would mix
 * them). Requests are timed per route pattern (`/api/orders/:id`, never the
 * id), so the number of series stays that of the routes.
 */
export const metricsPlugin = fp<{ database: Database; access: MetricsAccess; pool?: () => PoolFigures | undefined }>(async (app, opts) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed by this process (POST /api/orders answered 201; a replayed Idempotency-Key is not counted)',
    registers: [registry],
  });
  const signInRefusals = new Counter({
    name: 'shop_sign_in_refusals_total',
    help: 'Sign-ins refused: reason wrong_password (401) or too_many (429, the sign-in limit)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  const pool = opts.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'The PostgreSQL connection pool: total, idle, waiting clients and the maximum (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const figures = pool?.();
      if (!figures) return;
      this.set({ state: 'total' }, figures.total);
      this.set({ state: 'idle' }, figures.idle);
      this.set({ state: 'in_use' }, figures.total - figures.idle);
      this.set({ state: 'waiting' }, figures.waiting);
      this.set({ state: 'max' }, figures.max);
    },
  });

  // One query answers both job gauges at each scrape; the partial index on waiting/active jobs keeps it small.
  let jobFigures: Promise<Array<{ queue: string; status: string; n: string | number; oldest: string | number | null }>> | undefined;
  const readJobs = () =>
    (jobFigures ??= (
      opts.database.raw(
        `select queue, status, count(*) as n, extract(epoch from (now() - min(run_at))) as oldest
           from jobs where status in ('waiting', 'active') group by queue, status`,
      ) as Promise<Array<{ queue: string; status: string; n: string | number; oldest: string | number | null }>>
    ).finally(() => setTimeout(() => (jobFigures = undefined), 0)));
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs waiting (due or not) and running, by queue',
    labelNames: ['queue', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readJobs()) this.set({ queue: row.queue, status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'jobs_oldest_waiting_age_seconds',
    help: 'How long the oldest waiting job has been due (negative: none is due yet), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readJobs()) if (row.status === 'waiting' && row.oldest !== null) this.set({ queue: row.queue }, Number(row.oldest));
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unknown';
    const labels = { method: req.method, route, status_code: String(reply.statusCode) };
    requests.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    // A replayed Idempotency-Key answers the same 201 with Idempotent-Replayed: not a new order.
    if (req.method === 'POST' && route === '/api/orders' && reply.statusCode === 201 && !reply.hasHeader('idempotent-replayed')) orders.inc();
    if (req.method === 'POST' && route === '/api/auth/login') {
      if (reply.statusCode === 401) signInRefusals.inc({ reason: 'wrong_password' });
      if (reply.statusCode === 429) signInRefusals.inc({ reason: 'too_many' });
    }
  });

  const allowed = addressList(opts.access.allow ?? ['127.0.0.1', '::1']);
  const token = opts.access.token;
  const mayRead = (req: FastifyRequest) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (token && given) return sameText(given, token);
    const { address, family } = plainAddress(req.ip);
    return allowed.check(address, family);
  };

  app.get(
    '/api/metrics',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (text format): METRICS_TOKEN as a bearer token, or a client address in METRICS_ALLOW',
        security: [],
        response: {
          200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: { type: 'string' } } } },
          ...errorsFor(403),
        },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (!mayRead(req)) throw new ApiError(403, msg('metrics_refused'));
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
});

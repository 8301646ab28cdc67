import fp from 'fastify-plugin';
import type { Database } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is shutting down (SIGTERM): readiness says 503 so a load balancer sends no more. */
    draining: boolean;
  }
}

const Database_ = { type: 'object', required: ['kind', 'ok'], properties: { kind: { type: 'string' }, ok: { type: 'boolean' } } };
const Ready = {
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error', 'draining'] },
    database: Database_,
  },
};
const Live = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } };

/**
 * Three health routes, none signed in:
 * - `/api/health/live`: the process answers (no database call): a monitor restarts it when this fails;
 * - `/api/health/ready`: the database answers a query within 2 s and the process is not shutting down:
 *   a load balancer sends requests only while this is 200;
 * - `/api/health`: the same as ready (kept for the clients that already call it).
 */
export const healthRoutes = fp<{ database: Database }>(async (app, opts) => {
  app.decorate('draining', false);
  const tags = ['health'];

  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        opts.database.raw('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('the database did not answer in 2 s')), 2000);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const ready = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    const ok = await databaseAnswers();
    const database = { kind: opts.database.kind, ok };
    if (app.draining) return reply.code(503).send({ status: 'draining', database });
    if (!ok) return reply.code(503).send({ status: 'error', database });
    return { status: 'ok', database };
  };
  const readySchema = {
    config: { auth: 'public' },
    schema: {
      tags,
      summary: 'Readiness: the database answers and the process is not shutting down (503 otherwise)',
      security: [],
      response: { 200: Ready, 503: Ready },
    },
  };
  app.get('/api/health', readySchema, ready);
  app.get('/api/health/ready', readySchema, ready);
  app.get(
    '/api/health/live',
    { config: { auth: 'public' }, schema: { tags, summary: 'Liveness: the process answers (no database call)', security: [], response: { 200: Live } } },
    async () => ({ status: 'ok' }),
  );
});

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/**
 * SIGTERM (and SIGINT): a graceful stop, so a rolling restart loses nothing.
 *
 * 1. Readiness turns 503 (`draining`), so a load balancer sends no more.
 * 2. `app.close()` stops listening (new connections are refused, and a
 *    client or proxy tries another process), lets the requests in flight
 *    finish, closes idle keep-alive connections, then stops the job worker,
 *    which hands back the work it had not started (server/domains/jobs/worker.ts).
 * 3. After `graceMs` the connections still open are cut: a request that
 *    never got its answer was never acknowledged, and an order it was placing
 *    either committed or rolled back whole.
 * 4. The database is closed and the process exits 0; if something hangs, it
 *    exits 1 after twice the grace.
 */
export async function shutDown(app: FastifyInstance, database: Database, graceMs: number, stops: Array<() => void>): Promise<void> {
  app.log.info({ graceMs }, 'shutting down: finishing requests in flight');
  app.draining = true;
  for (const stop of stops) stop();
  const cut = setTimeout(() => {
    app.log.warn('shutdown grace over: closing the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  const hang = setTimeout(
    () => {
      app.log.error('shutdown did not finish: exiting');
      process.exit(1);
    },
    graceMs * 2 + 5000,
  );
  hang.unref();
  try {
    await app.close();
    await database.close();
    clearTimeout(cut);
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

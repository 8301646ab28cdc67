import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

const EVERY_MS = 6 * 3600 * 1000;

/**
 * The embedded database has no autovacuum. Without it the planner's picture
 * of a table goes stale as rows arrive, and searches that an index could
 * answer end up reading every row. The server does the vacuum itself: once
 * at start, then every six hours. A PostgreSQL server does its own.
 */
export function keepEmbeddedDatabaseTidy(database: Database, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite') return () => {};
  const run = async () => {
    const started = performance.now();
    try {
      await database.raw('vacuum analyze');
      log.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
    } catch (err) {
      log.warn({ err }, 'embedded database vacuum failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

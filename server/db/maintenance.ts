import { setImmediate as turn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

const EVERY_MS = 6 * 3600 * 1000;

/**
 * The embedded database has no autovacuum. Without it the planner's picture
 * of a table goes stale as rows arrive, and searches that an index could
 * answer end up reading every row. The server does the vacuum itself: once
 * at start, then every six hours. A PostgreSQL server does its own.
 *
 * PGlite runs in the server's thread, so a statement holds the event loop for
 * as long as it runs: the tables are vacuumed one at a time with a turn of the
 * loop between them, so requests are answered in between (the whole database
 * at once held it for about a second with the demo store; the longest table
 * takes about a tenth of that, docs/benchmarks.md › The server's footprint).
 */
export function keepEmbeddedDatabaseTidy(database: Database, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite') return () => {};
  let stopped = false;
  const run = async () => {
    const started = performance.now();
    try {
      const tables = (await database.raw(
        `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'm') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
      )) as { name: string }[];
      for (const { name } of tables) {
        await turn();
        if (stopped) return;
        await database.raw(`vacuum analyze ${name}`);
      }
      log.info({ ms: Math.round(performance.now() - started), tables: tables.length }, 'embedded database vacuumed');
    } catch (err) {
      log.warn({ err }, 'embedded database vacuum failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

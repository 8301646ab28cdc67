import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A plain-SQL dump of the whole database (schema, data, the migrations table),
 * made of INSERTs rather than COPY so it restores through any client on either
 * database: PGlite's own pg_dump (@electric-sql/pglite-tools, its version
 * built for PGlite) or the PostgreSQL server's `pg_dump` (Debian
 * postgresql-client). Both read one snapshot (REPEATABLE READ): a sale made
 * while the dump runs is wholly in it or wholly not.
 */
const ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500', '--quote-all-identifiers'];

/** A simple-query protocol message (PostgreSQL wire protocol 'Q'), for a statement run under a lock we already hold. */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/**
 * PGlite is one session shared by every request of the process. pg_dump talks
 * to it synchronously once started, but an order's transaction left open
 * across an `await` would have the dump's statements run inside it. So the
 * dump holds PGlite's transaction lock from start to end (no transaction can
 * be open, none can start), and the few statements the tool runs through
 * `query`/`exec` (reading and restoring the session's search_path) go over the
 * wire protocol directly instead of waiting for that same lock.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const [{ search_path: searchPath }] = (await client.query<{ search_path: string }>('SHOW search_path')).rows;
  const locked = client as unknown as { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };
  return locked._runExclusiveTransaction(async () => {
    const inLock = new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === 'query') return async () => ({ rows: [{ search_path: searchPath }], fields: [] });
        if (prop === 'exec') return async (sql: string) => void (await target.execProtocol(simpleQuery(sql)));
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    try {
      const file = await pgDump({ pg: inLock, args: ARGS });
      return await file.text();
    } finally {
      // pg_dump ends without closing its read-only snapshot transaction (its "disconnect" does not end
      // PGlite's one session) and leaves its session settings: an empty search_path, and
      // restrict_nonsystem_relation_kind = view, which refused every later query that reads a view
      // (the reports' rollup_return_parts) with a 500. All put back before the API's next query:
      // the API sets no session setting of its own, so RESET ALL is the session as it was opened.
      await client.execProtocol(simpleQuery('ROLLBACK'), { throwOnError: false });
      await client.execProtocol(simpleQuery('RESET ALL'));
      await client.execProtocol(simpleQuery(`SET search_path = ${searchPath}`));
    }
  });
}

/** A PostgreSQL program (pg_dump, psql) from PATH or Debian's /usr/lib/postgresql/<n>/bin, newest first. */
export function postgresProgram(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, name))) return join(dir, name);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(base, v, 'bin', name))) return join(base, v, 'bin', name);
  }
  throw new Error(`${name} was not found: install the PostgreSQL client (Debian: apt-get install postgresql-client-15)`);
}

/** pg_dump of the server's database straight into `file` (a dump of a million orders is gigabytes: never held in memory). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await run(postgresProgram('pg_dump'), [...ARGS, '--file', file, '--dbname', url], { maxBuffer: 16 * 1024 * 1024 });
}

/**
 * What a dump from one PostgreSQL version needs to load on another: settings
 * an older server does not know (`transaction_timeout`, PostgreSQL 17), and
 * psql meta-commands newer pg_dump writes (`\restrict`), which no SQL client runs.
 */
export function portableSql(dump: string): string {
  return dump.split('\n').filter(portableLine).join('\n');
}

/** One line of a dump kept by portableSql (a dump streamed line by line is filtered the same way). */
export function portableLine(line: string): boolean {
  return !line.startsWith('SET transaction_timeout') && !/^\\(un)?restrict\b/.test(line);
}

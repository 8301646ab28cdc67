import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { dumpPglite, dumpPostgres } from './dump';
import { pgliteCursor, postgresCursor, type RowCursor } from './cursor';
import { lockDataFolder } from './dataFolderLock';
import { KeepingPool } from './keepingPool';
import { applySqlRules } from './sqlRules';
import { SERVER_DIR } from '../serverDir';

/** The one database type the rest of the server sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run plain SQL through the driver (health check, benchmarks). */
  raw(query: string, params?: unknown[]): Promise<unknown[]>;
  /** One statement's rows a batch at a time (exports: server/db/cursor.ts). */
  cursor: RowCursor;
  close(): Promise<void>;
  /** The embedded database's files as one archive (to start tests from a copy). */
  dump?(): Promise<Blob>;
  /**
   * The whole database as plain SQL into `file`, read from one snapshot while the server keeps serving
   * (server/domains/ops/backup). PostgreSQL's pg_dump writes the file itself, so a store of millions of
   * orders never passes through this process's memory.
   */
  sqlDump(file: string): Promise<void>;
  /**
   * The embedded database closed and opened again on the same folder, under the same lock: the
   * memory its instance grew to (initdb, the migrations, the demo store made) is given back.
   */
  reopen?(): Promise<Database>;
  /** The PostgreSQL connection pool's figures (metrics); the embedded database has no pool. */
  pool?(): { total: number; idle: number; waiting: number; max: number };
}

const migrationsFolder = join(SERVER_DIR, 'db', 'migrations');

/** PostgreSQL numeric comes back as text; 64-bit counts as text too. Both are parsed where used. */
export async function openPostgres(url: string): Promise<Database> {
  // 20: a shop's tills and screens at once (the order benchmark's 20 clients) without queueing for a connection.
  const pool = new KeepingPool({ connectionString: url, max: 20 });
  const db: Db = drizzlePg(pool);
  await migratePg(drizzlePg(pool), { migrationsFolder });
  await applySqlRules(db);
  return {
    db,
    kind: 'postgres',
    raw: async (query, params) => ((await pool.query(query, params)) as pg.QueryResult).rows,
    cursor: postgresCursor(pool),
    close: () => pool.end(),
    sqlDump: (file) => dumpPostgres(url, file),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
  };
}

/**
 * The embedded database's own settings (PGlite's options beside the data
 * folder; PGlite writes them as the folder's postgresql.conf at every start).
 * PostgreSQL's defaults are for a server of its own: 128 MB of shared buffers
 * alone held as much memory as the rest of the API process once a shop's
 * pages had been read. A small shop's database is read through the
 * operating system's file cache as well, so 32 MB of buffers keep its hot
 * pages (issue 40, docs/benchmarks.md › The server's footprint); index
 * builds (migrations, rebuilds) get 16 MB rather than 64.
 */
export const PGLITE_OPTIONS: { postgresqlconf: string } = {
  postgresqlconf: ['shared_buffers = 32MB', 'maintenance_work_mem = 16MB'].join('\n'),
};

/**
 * The embedded database: a data folder, or memory when `dir` is undefined.
 * `loadDataDir` starts from a dump (tests clone one prepared database instead
 * of running initdb for every file: STACK trap 6).
 */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir, ...PGLITE_OPTIONS });
  const pgliteDb = drizzlePglite(client);
  await migratePglite(pgliteDb, { migrationsFolder });
  await applySqlRules(pgliteDb);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    raw: async (query, params) => (await client.query(query, params)).rows,
    cursor: pgliteCursor(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    sqlDump: async (file) => writeFile(file, await dumpPglite(client)),
  };
}

/**
 * The configured database. The embedded one is opened only after its data
 * folder's lock is taken (server/db/dataFolderLock.ts): a second process is
 * refused before it reads or writes anything; closing the database lets the
 * folder go. A PostgreSQL server serves several processes and needs no lock.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const lock = lockDataFolder(opts.dataDir);
  const folder = join(opts.dataDir, 'db');
  const held = (database: Database): Database => ({
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    },
    reopen: async () => {
      await database.close();
      return held(await openPglite(folder));
    },
  });
  try {
    return held(await openPglite(folder));
  } catch (err) {
    lock.release();
    throw err;
  }
}

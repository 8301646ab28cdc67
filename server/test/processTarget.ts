import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { newDataFolder } from './serverProcess';

/**
 * Where a test's server processes keep their data: a fresh data folder (the
 * embedded database, a copy of the migrated one), or a fresh database on the PostgreSQL server DATABASE_URL
 * names (CI runs the API suite both ways).
 */
export interface ProcessTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** The environment a server process is started with. */
  env: Record<string, string>;
  /** The database URL on PostgreSQL. */
  url?: string;
  /** Open the database from this process (the embedded one only while no server has it). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function newTarget(prefix: string): Promise<ProcessTarget> {
  const dataDir = await newDataFolder(`${prefix}-`);
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    url: dbUrl.toString(),
    env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
    open: () => openDatabase({ databaseUrl: dbUrl.toString(), dataDir }),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

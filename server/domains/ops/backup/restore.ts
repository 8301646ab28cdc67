import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { lockDataFolder } from '../../../db/dataFolderLock';
import { localStorageIn } from '../../uploads';
import { BackupRefused, openBackup, type BackupManifest } from './archive';
import { portableSql } from '../../../db/dump';
import { loadIntoPostgres } from './loadPostgres';

export interface RestoreTarget {
  dataDir: string;
  /** A PostgreSQL database to restore into; absent, the embedded one in dataDir/db. */
  databaseUrl?: string;
  /** Replace a store that has data (its database and its uploads). */
  force?: boolean;
}

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Restores a backup (archive.ts) into an empty store, or over one with
 * `force`. The file is checked first (openBackup); the database is loaded in
 * one transaction, so a dump that fails to load leaves the database as it was
 * (on the embedded database, a fresh folder that is removed again; on
 * PostgreSQL, streamed through psql, loadPostgres.ts).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const backup = await openBackup(file);
  try {
    await mkdir(target.dataDir, { recursive: true });
    const uploads = localStorageIn(target.dataDir).root;
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      let replace = '';
      try {
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
        if (rows[0].n > 0 && !target.force)
          throw new BackupRefused('The database already has tables: restore into an empty database, or add --force to replace it');
        // The old schemas are dropped inside the load's transaction: a dump that fails to load leaves them as they were.
        replace = rows[0].n > 0 ? 'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;\n' : '';
      } finally {
        await client.end();
      }
      await loadIntoPostgres(target.databaseUrl, backup.sqlFile, replace);
    } else {
      const lock = lockDataFolder(target.dataDir);
      try {
        const dbDir = join(target.dataDir, 'db');
        if (hasFiles(dbDir) && !target.force)
          throw new BackupRefused(`${target.dataDir} already holds a database: restore into an empty data folder, or add --force to replace it`);
        // Loaded beside the old database and swapped in only once whole: a dump that fails to load changes nothing.
        const loading = `${dbDir}.restoring`;
        await rm(loading, { recursive: true, force: true });
        const client = await PGlite.create(loading, { extensions: { pg_trgm } });
        try {
          await client.exec(`BEGIN;\n${portableSql(await backup.sql())}\nCOMMIT;\n`);
        } catch (err) {
          await client.close();
          await rm(loading, { recursive: true, force: true });
          throw err;
        }
        await client.close();
        await rm(dbDir, { recursive: true, force: true });
        await rename(loading, dbDir);
      } finally {
        lock.release();
      }
    }
    if (hasFiles(uploads) && !target.force) {
      // The database is restored; uploads of another store stay where they are, and those of the backup are added beside them.
      await cp(join(backup.dir, 'uploads'), uploads, { recursive: true, force: false });
    } else {
      await rm(uploads, { recursive: true, force: true });
      await cp(join(backup.dir, 'uploads'), uploads, { recursive: true });
    }
    return backup.manifest;
  } finally {
    await rm(backup.dir, { recursive: true, force: true });
  }
}

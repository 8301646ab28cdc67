import type { Database } from '../../../db/client';
import { localStorageIn } from '../../uploads';
import { writeBackup, type BackupManifest } from './archive';

let running: Promise<BackupManifest> | undefined;
let runningKind: Database['kind'] | undefined;
let embeddedDumpEndedAt = 0;

/** True while this process writes a backup (one at a time: the embedded database's dump is held in memory). */
export const backupRunning = () => running !== undefined;

/**
 * When this process last held its event loop for a dump of the embedded
 * database (PGlite's pg_dump runs in this thread; 0 = never): the lag it
 * leaves is the backup's, not the load's (see ops/overload.ts).
 */
export const embeddedDumpHeldLoop = () => ({ now: runningKind === 'pglite', endedAt: embeddedDumpEndedAt });

/**
 * One backup file of the running store: the database dump first, then the
 * uploads, so every file a row of the dump names is already there.
 */
export function makeBackup(database: Database, dataDir: string, file: string): Promise<BackupManifest> {
  runningKind = database.kind;
  running = (async () => {
    try {
      return await writeBackup(file, { writeSql: (to) => database.sqlDump(to), uploadsDir: localStorageIn(dataDir).root, kind: database.kind });
    } finally {
      if (database.kind === 'pglite') embeddedDumpEndedAt = Date.now();
      running = undefined;
      runningKind = undefined;
    }
  })();
  return running;
}

/** A file name that sorts by time: shop-2026-11-27T01-30-00Z.tar.gz */
export const backupFileName = (at = new Date()) =>
  `shop-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;

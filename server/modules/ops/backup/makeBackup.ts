import type { Database } from '../../../db/client';
import { localStorageIn } from '../../uploads/storage';
import { writeBackup, type BackupManifest } from './archive';

let running: Promise<BackupManifest> | undefined;

/** True while this process writes a backup (one at a time: the embedded database's dump is held in memory). */
export const backupRunning = () => running !== undefined;

/**
 * One backup file of the running store: the database dump first, then the
 * uploads, so every file a row of the dump names is already there.
 */
export function makeBackup(database: Database, dataDir: string, file: string): Promise<BackupManifest> {
  running = (async () => {
    try {
      return await writeBackup(file, { writeSql: (to) => database.sqlDump(to), uploadsDir: localStorageIn(dataDir).root, kind: database.kind });
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** A file name that sorts by time: shop-2026-11-27T01-30-00Z.tar.gz */
export const backupFileName = (at = new Date()) => `shop-${at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;

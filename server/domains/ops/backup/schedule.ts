import type { FastifyBaseLogger } from 'fastify';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../../db/client';
import { backupFileName, backupRunning, makeBackup } from './makeBackup';

/** A scheduled backup: every `everyHours`, into `dir`, keeping the newest `keep` files. */
export interface ScheduledBackup {
  everyHours: number;
  keep: number;
  dir: string;
}

/**
 * BACKUP_EVERY_HOURS (off unless set): a backup every so many hours into
 * BACKUP_DIR (default DATA_DIR/backups), keeping the newest BACKUP_KEEP
 * (default 7). With several API processes on one PostgreSQL, set it on one
 * of them only. Returns the function that stops it (at shutdown).
 */
export function scheduleBackups(database: Database, dataDir: string, schedule: ScheduledBackup, log: FastifyBaseLogger): () => void {
  const once = async () => {
    if (backupRunning()) return;
    const file = join(schedule.dir, backupFileName());
    try {
      const started = Date.now();
      await makeBackup(database, dataDir, file);
      log.info({ file, ms: Date.now() - started }, 'scheduled backup written');
      const ours = (await readdir(schedule.dir)).filter((f) => /^shop-.*\.tar\.gz$/.test(f)).sort();
      for (const old of ours.slice(0, Math.max(0, ours.length - schedule.keep))) await rm(join(schedule.dir, old), { force: true });
    } catch (err) {
      log.error({ err, file }, 'scheduled backup failed');
    }
  };
  const timer = setInterval(() => void once(), schedule.everyHours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

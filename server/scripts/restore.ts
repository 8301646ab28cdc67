import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { exitOnError } from '../exitOnError';
import { BackupRefused } from '../domains/ops/backup/archive';
import { restoreBackup } from '../domains/ops/backup/restore';

/**
 * `npm run restore -- file [--force]`: a backup (npm run backup) into the
 * configured store: DATA_DIR (the embedded database, which no server may have
 * open) or DATABASE_URL. An embedded backup restores on a PostgreSQL server
 * and the reverse. Refuses a store that has data unless --force, and a
 * damaged or foreign file before it changes anything.
 */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run restore -- <backup file> [--force]');
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const started = Date.now();
  try {
    const manifest = await restoreBackup(resolve(file), { dataDir: config.dataDir, databaseUrl: config.databaseUrl, force });
    const into = config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}/db`;
    console.log(
      `restore: ${file} (made ${manifest.createdAt} on ${manifest.database.kind}) into ${into}, ${manifest.files.length - 1} uploaded files, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    if (err instanceof BackupRefused) {
      console.error(`restore refused: ${err.message}\nNothing was changed.`);
      process.exit(1);
    }
    throw err;
  }
}

main().catch((err: unknown) => exitOnError(err));

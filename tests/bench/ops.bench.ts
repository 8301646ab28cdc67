import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';
import { makeBackup } from '../../server/modules/ops/backup/makeBackup';
import { restoreBackup } from '../../server/modules/ops/backup/restore';
import { startPostgres } from './lib/pgServer';

/**
 * `npm run bench:ops`: backup and restore of the demo store (issue 24), on
 * the embedded database and on a PostgreSQL server, and the crossing between
 * them, timed side by side in one run. BENCH_OPS_CUSTOMERS (default 300, the
 * demo's) sizes the store.
 */
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await work();
  return [out, performance.now() - started];
}

async function main() {
  const customers = Number(process.env.BENCH_OPS_CUSTOMERS ?? 300);
  const work = await mkdtemp(join(tmpdir(), 'bench-ops-'));
  const rows: Array<[string, string, string]> = [];
  const pgServer = startPostgres();
  try {
    const source = join(work, 'source');
    await mkdir(source, { recursive: true });
    const database = await openDatabase({ dataDir: source });
    await seedDemoIfEmpty(database.db, customers, { dataDir: source });
    const [{ orders }] = (await database.raw('select count(*)::int as orders from orders')) as Array<{ orders: number }>;
    console.log(`demo store: ${orders} orders, ${customers} customers`);
    const embeddedFile = join(work, 'embedded.tar.gz');
    const [, backupMs] = await timed(() => makeBackup(database, source, embeddedFile));
    await database.close();
    rows.push(['backup, embedded (pglite-tools pg_dump, in process)', secs(backupMs), mb((await stat(embeddedFile)).size)]);
    const [, restoreMs] = await timed(() => restoreBackup(embeddedFile, { dataDir: join(work, 'restored') }));
    rows.push(['restore into a fresh data folder', secs(restoreMs), '']);

    if (pgServer) {
      const name = `bench_ops_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgServer.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const u = new URL(pgServer.url);
      u.pathname = `/${name}`;
      try {
        const [, crossMs] = await timed(() => restoreBackup(embeddedFile, { dataDir: join(work, 'pg'), databaseUrl: u.toString() }));
        rows.push(['restore the embedded backup into PostgreSQL', secs(crossMs), '']);
        const server = await openDatabase({ databaseUrl: u.toString(), dataDir: join(work, 'pg') });
        const serverFile = join(work, 'server.tar.gz');
        const [, pgBackupMs] = await timed(() => makeBackup(server, join(work, 'pg'), serverFile));
        await server.close();
        rows.push(['backup, PostgreSQL (pg_dump)', secs(pgBackupMs), mb((await stat(serverFile)).size)]);
        const [, backMs] = await timed(() => restoreBackup(serverFile, { dataDir: join(work, 'back') }));
        rows.push(['restore the PostgreSQL backup into a fresh data folder', secs(backMs), '']);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    pgServer?.stop();
    await rm(work, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\n${'step'.padEnd(width)}  ${'time'.padStart(8)}  file`);
  for (const [step, time, size] of rows) console.log(`${step.padEnd(width)}  ${time.padStart(8)}  ${size}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

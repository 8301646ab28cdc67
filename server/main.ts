import { jwtSecret, loadConfig } from './config';
import { openDatabase } from './db/client';
import { keepEmbeddedDatabaseTidy } from './db/maintenance';
import { backfillAddressPlaces } from './domains/customers/addressPlaceBackfill';
import { seedDemoIfEmpty } from './seed/demo';
import { buildApp } from './app';
import { exitOnError } from './exitOnError';
import { ensureOwner } from './domains/accounts/bootstrap';
import { scheduleBackups } from './domains/ops/backup/schedule';
import { shutDown } from './domains/ops/shutdown';

/** `npm run serve`: the API and the built admin app in one process. */
async function main() {
  const config = loadConfig();
  let database = await openDatabase(config);
  // The demo store first, then the embedded database opened again: what initdb, the migrations and the
  // demo's thousands of rows grew its memory to is given back before the server settles (issue 40).
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, undefined, { dataDir: config.dataDir }) : undefined;
  if (seeded && database.reopen) database = await database.reopen();
  const app = await buildApp({
    database,
    jwtSecret: jwtSecret(config.dataDir),
    dataDir: config.dataDir,
    webDir: config.webDir,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    mail: config.mail,
    jobs: { ...config.jobs, stopGraceMs: config.shutdownGraceMs },
    sms: config.sms,
    metrics: config.metrics,
    overload: config.overload,
    storefrontLimit: config.storefrontLimit,
    storefrontOrigins: config.storefrontOrigins,
    secretsKey: config.secretsKey,
  });
  const owner = await ensureOwner(database.db, { email: config.adminEmail, password: config.adminPassword }, app.log);
  if (seeded) app.log.info(seeded, 'demo data added to the empty database');
  // Addresses stored before issue 37 gain their district and thana, in batches beside the serving server.
  void backfillAddressPlaces(database.db).then(
    (changed) => changed && app.log.info(changed, 'addresses placed in their district and thana'),
    (err: unknown) => app.log.warn({ err }, 'placing stored addresses failed; it is tried again at the next start'),
  );
  const stopTidying = keepEmbeddedDatabaseTidy(database, app.log);
  const stopBackups = config.backup ? scheduleBackups(database, config.dataDir, config.backup, app.log) : () => undefined;
  process.once('SIGINT', () => void shutDown(app, database, config.shutdownGraceMs, [stopTidying, stopBackups]));
  process.once('SIGTERM', () => void shutDown(app, database, config.shutdownGraceMs, [stopTidying, stopBackups]));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}`;
  const lines = [
    '',
    `  Shop back-office is running at ${url}/`,
    `  Database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}/db` : 'PostgreSQL server'}`,
    owner ? `  Sign in as ${owner.email}${owner.password ? ` with password ${owner.password}` : ' with ADMIN_PASSWORD'}` : '  Sign in with your account.',
    `  API documentation: ${url}/api/docs`,
    config.webDir ? '' : '  (The admin app is not built: run `npm run build` to serve it here.)',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => exitOnError(err));

#!/usr/bin/env node
// Starts the real product (API + built admin app from dist/) on a fresh data
// folder for one end-to-end or benchmark run, and removes the folder when it
// stops. Playwright's webServer and tests/bench/web.bench.ts run it.
//
// Environment: PORT (3391), HOST (127.0.0.1), ADMIN_EMAIL, ADMIN_PASSWORD
// (defaults below, shared with tests/e2e/support/env.ts); any other variable is
// passed to the server as it is (DATABASE_URL for a PostgreSQL server, say).
import { spawn } from 'node:child_process';
import console from 'node:console';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// WEB_DIR: another build of the app than dist/ (a run that must not touch dist/).
const webDir = resolve(process.env.WEB_DIR ?? join(root, 'dist'));
if (!existsSync(join(webDir, 'index.html'))) {
  console.error(`e2e-server: ${webDir}/index.html is missing: run \`npm run build\` first`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'dokan-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3391',
  HOST: process.env.HOST ?? '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIR: webDir,
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'owner@example.com',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-owner-pass-123',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

// The compiled server, as `npm run serve` runs it (`npm run build` makes both).
const server = join(root, 'dist-server', 'main.js');
if (!existsSync(server)) {
  console.error(`e2e-server: ${server} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const child = spawn(process.execPath, [server], { cwd: root, env, stdio: 'inherit' });

let stopping = false;
function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // A server that does not stop in 5 s is not going to: end it.
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));

child.on('exit', (code, signal) => {
  cleanUp();
  if (!stopping) console.error(`e2e-server: the server stopped by itself (${signal ?? `exit ${code}`})`);
  process.exit(stopping ? 0 : (code ?? 1));
});

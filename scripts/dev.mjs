#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev
// server with hot reload, which proxies /api and /uploads to the API
// (vite.config.ts). Ctrl-C, or either one dying, stops both.
//
// Environment: PORT (API, 3000), WEB_PORT (Vite, 5173), and everything the
// server reads (DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD...).
import { spawn } from 'node:child_process';
import console from 'node:console';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, PORT: process.env.PORT ?? '3000' };

// tsx watch stops when its input ends: without a terminal (an IDE task, a
// background job) give it a pipe that stays open.
const apiStdin = process.stdin.isTTY ? 'inherit' : 'pipe';

const children = [
  // The server gets no WEB_DIR of its own here: Vite serves the app.
  [
    'api',
    spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
      cwd: root,
      env,
      stdio: [apiStdin, 'inherit', 'inherit'],
    }),
  ],
  ['web', spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: root, env, stdio: 'inherit' })],
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const [, child] of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Anything still running after 5 s will not stop by asking.
  setTimeout(() => {
    for (const [, child] of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
  Promise.all(children.map(([, child]) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null))).then(() => process.exit(code));
}

for (const [name, child] of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}); stopping the other one`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));

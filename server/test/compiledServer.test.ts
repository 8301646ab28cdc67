import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
import { descendantsOf } from './processTree';
import { clientOf, newDataFolder, root, serverEnv, sparePort, stopped, untilServing } from './serverProcess';

/**
 * `npm run serve` runs the compiled server (issue 40): one `node` process on
 * `dist-server/main.js`, no TypeScript loader, started from a folder that
 * holds only the project's package.json, the built server and a
 * node_modules: not the TypeScript source.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

// npm, then a server on a fresh data folder: up to a minute on a busy 2-core machine.
it('npm run serve is one node process on the compiled server, started from the built folder without the source', { timeout: 180_000 }, async () => {
  // A folder with what a server machine keeps after `npm ci && npm run build`, less the source.
  const app = await mkdtemp(join(tmpdir(), 'compiled-server-'));
  cleanups.push(() => rm(app, { recursive: true, force: true }));
  await cp(join(root, 'package.json'), join(app, 'package.json'));
  await cp(dirname(inject('serverMain')), join(app, 'dist-server'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(app, 'node_modules'), 'dir');
  expect(readdirSync(app).sort()).toEqual(['dist-server', 'node_modules', 'package.json']);

  const dataDir = await newDataFolder('compiled-server-data-');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await sparePort();
  // A process group of its own: npm, its shell and the server are stopped together.
  const npm = spawn('npm', ['run', 'serve'], { cwd: app, env: serverEnv(port, { DATA_DIR: dataDir }), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(async () => {
    if (npm.exitCode === null) process.kill(-(npm.pid as number), 'SIGKILL');
    await stopped(npm);
  });
  await untilServing(Object.assign(npm, { output: () => output }), port);

  // Under npm: its script's shell, and the server, node on the built file with no loader; nothing runs tsx.
  const tree = descendantsOf(npm.pid as number);
  const nodes = tree.filter((p) => /(^|\/)node$/.test(p.argv[0]));
  expect(nodes).toHaveLength(1);
  const args = nodes[0].argv.slice(1);
  expect(args.at(-1)).toBe('dist-server/main.js');
  expect(args.filter((a) => /^(--import|--loader|--experimental-loader|--require|-r)\b/.test(a))).toEqual([]);
  expect(tree.filter((p) => p.argv.join(' ').includes('tsx'))).toEqual([]);

  // It serves: its migrations ran from the built folder, and its owner signs in and reads the API.
  const call = await clientOf(port);
  const categories = await call('GET', '/categories');
  expect(categories.status).toBe(200);
  const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
  expect(((await docs.json()) as { paths: Record<string, unknown> }).paths['/api/public/orders']).toBeDefined();
});

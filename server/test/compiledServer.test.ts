import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, inject, it } from 'vitest';
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

/** Every process below `pid`, with its command line as its arguments. */
function descendants(pid: number): { pid: number; argv: string[] }[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent's pid is the field after the command's name, which is in brackets and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: { pid: number; argv: string[] }[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      try {
        found.push({ pid: child, argv: readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean) });
      } catch {
        continue;
      }
      walk(child);
    }
  };
  walk(pid);
  return found;
}

it('npm run serve is one node process on the compiled server, started from the built folder without the source', async () => {
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
  const tree = descendants(npm.pid as number);
  const nodes = tree.filter((p) => /(^|\/)node$/.test(p.argv[0]));
  expect(nodes.map((p) => p.argv.slice(1))).toEqual([['dist-server/main.js']]);
  expect(tree.filter((p) => p.argv.join(' ').includes('tsx'))).toEqual([]);

  // It serves: its migrations ran from the built folder, and its owner signs in and reads the API.
  const call = await clientOf(port);
  const categories = await call('GET', '/categories');
  expect(categories.status).toBe(200);
  const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
  expect(((await docs.json()) as { paths: Record<string, unknown> }).paths['/api/public/orders']).toBeDefined();
});

import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server';
import { openPglite } from '../db/client';

const PROJECT = resolve(import.meta.dirname, '../..');

/**
 * Once per run of the API tests: the compiled server (below), and the embedded database's template.
 *
 * Opening a fresh PGlite runs initdb (about 5 s, STACK trap 6). Do it once:
 * migrate one database in a data folder, dump it, and let every test file
 * start from a copy: the in-process tests load the dump into memory, and the
 * tests that start the server in a process of their own copy the folder into
 * the server's data folder (serverProcess.ts, newDataFolder), so each server
 * does not run initdb and every migration again on its first start.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'api-test-template-'));
  // The server as `npm run serve` runs it, built from this source (about 1 s), for the tests that start it as a
  // process; it finds its packages as a built folder does, in a node_modules above it.
  await symlink(join(PROJECT, 'node_modules'), join(root, 'node_modules'), 'dir');
  project.provide('serverMain', await buildServer(join(root, 'dist-server')));
  // Vitest calls the returned function after the run: nothing is left in /tmp.
  const removeAll = () => rm(root, { recursive: true, force: true });
  if (process.env.DATABASE_URL) return removeAll;
  const folder = join(root, 'db');
  const database = await openPglite(folder);
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  const file = join(root, 'db.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgliteFolder', folder);
  return removeAll;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server's entry (`dist-server/main.js` of a build made for this run). */
    serverMain: string;
    pgliteDump: string;
    /** A migrated embedded database's folder, to copy as a server's `<DATA_DIR>/db`. */
    pgliteFolder: string;
  }
}

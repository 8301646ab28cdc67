import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

/**
 * Opening a fresh PGlite runs initdb (about 5 s, STACK trap 6). Do it once:
 * migrate one database in a data folder, dump it, and let every test file
 * start from a copy: the in-process tests load the dump into memory, and the
 * tests that start the server in a process of their own copy the folder into
 * the server's data folder (serverProcess.ts, newDataFolder), so each server
 * does not run initdb and every migration again on its first start.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const root = await mkdtemp(join(tmpdir(), 'api-test-template-'));
  const folder = join(root, 'db');
  const database = await openPglite(folder);
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  const file = join(root, 'db.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgliteFolder', folder);
  // Vitest calls the returned function after the run: the template is not left in /tmp.
  return () => rm(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** A migrated embedded database's folder, to copy as a server's `<DATA_DIR>/db`. */
    pgliteFolder: string;
  }
}

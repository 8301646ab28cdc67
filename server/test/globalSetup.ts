import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';

/**
 * Opening a fresh PGlite runs initdb (about 5 s, STACK trap 6). Do it once:
 * migrate one database, dump it, and let every test file start from a copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const database = await openPglite();
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  const file = join(tmpdir(), `api-test-db-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  // Vitest calls the returned function after the run: the dump is not left in /tmp.
  return () => rm(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

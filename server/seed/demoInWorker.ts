import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openPglite, openPostgres } from '../db/client';
import type { seedDemoIfEmpty } from './demo';
import { SERVER_DIR } from '../serverDir';

/** What to open: the PostgreSQL server, or the embedded database's folder (closed meanwhile by the server, which keeps its lock). */
export interface DemoJob {
  databaseUrl?: string;
  folder: string;
  dataDir: string;
}

type Made = Awaited<ReturnType<typeof seedDemoIfEmpty>>;

/** Opens the database the job names, makes the demo store in it and closes it. */
export async function makeDemo(job: DemoJob): Promise<Made> {
  const { seedDemoIfEmpty } = await import('./demo');
  const database = job.databaseUrl ? await openPostgres(job.databaseUrl) : await openPglite(job.folder);
  try {
    return await seedDemoIfEmpty(database.db, undefined, { dataDir: job.dataDir });
  } finally {
    await database.close();
  }
}

/**
 * Makes the demo store in a worker thread (seed/demoWorker.ts, compiled to
 * `dist-server/seed/demoWorker.js`) and answers what it made: the rows it
 * built, the modules it loaded and the database instance it wrote through go
 * with the thread. From the TypeScript source (`npm run dev`) a worker would
 * not get tsx's loader, so the store is made in this thread there.
 */
export function seedDemoInWorker(job: DemoJob): Promise<Made> {
  if (import.meta.url.endsWith('.ts')) return makeDemo(job);
  const worker = new Worker(join(SERVER_DIR, 'seed', 'demoWorker.js'), { workerData: job });
  return new Promise<Made>((resolve, reject) => {
    let made: Made;
    worker.once('message', (m: Made) => (made = m));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve(made) : reject(new Error(`the demo store's worker stopped with code ${code}`))));
  });
}

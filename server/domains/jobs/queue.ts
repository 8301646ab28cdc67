import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { JobWorker } from './worker';

export interface JobQueueOptions {
  /** JOBS_POLL_MS: how often each process looks for due jobs (a commit in this process wakes it at once). */
  pollMs?: number;
  /** JOBS_LEASE_MS: how long a claimed job is held before another process may take it back. */
  leaseMs?: number;
  /** JOBS_BATCH: jobs claimed and run side by side per round. */
  batch?: number;
  /** JOBS_BACKOFF_MS: the first retry's delay, doubled for each further one. */
  backoffMs?: number;
  /** The queue's clock (tests move it through quiet hours). */
  now?: () => Date;
  /** SHUTDOWN_GRACE_MS: how long closing waits for jobs running before leaving them to their leases. */
  stopGraceMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker: register handlers with `handle`, `wake` it after a commit that queued jobs. */
    jobs: JobWorker;
  }
}

/**
 * One job worker per API process (worker.ts). Handlers are registered by the
 * modules during start-up; the worker starts once the server is ready and
 * finishes its round before the server closes.
 */
export const jobQueue = fp<JobQueueOptions>(async (app, opts) => {
  const worker = new JobWorker({
    db: () => app.db.db,
    id: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    log: app.log,
    ...opts,
  });
  app.decorate('jobs', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async (instance: FastifyInstance) => {
    await worker.stop(opts.stopGraceMs);
    instance.log.debug('job worker stopped');
  });
});

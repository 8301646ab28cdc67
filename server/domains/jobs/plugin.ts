import fp from 'fastify-plugin';
import type { AppOptions } from '../../appOptions';
import { jobQueue } from './queue';

/** The job queue and its worker, which the SMS and the emailed receipts run on. */
export default fp<AppOptions>(
  async (app, opts) => {
    await app.register(jobQueue, opts.jobs ?? {});
  },
  { name: 'jobs' },
);

import type { Db } from '../../db/client';
import { jobs } from '../schema';

export interface NewJob {
  /** The handler's name (`sms`, `receipt-email`). */
  queue: string;
  payload: Record<string, unknown>;
  /** Queueing the same key on the same queue again is a no-op (jobs_key_idx). */
  key?: string;
  /** Not before this time (quiet hours); now when absent. */
  runAt?: Date;
  maxAttempts?: number;
}

/** A job's row, not yet sent: one part of a larger statement (placing an order is one statement). */
export function jobInsert(db: Db, job: NewJob) {
  return db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      key: job.key ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing();
}

/**
 * Queue a job in the caller's transaction: it exists if and only if the work
 * that caused it commits. Workers see it after the commit (call
 * `app.jobs.wake()` then to start at once instead of at the next poll).
 */
export async function enqueue(tx: Db, job: NewJob): Promise<void> {
  await jobInsert(tx, job);
}

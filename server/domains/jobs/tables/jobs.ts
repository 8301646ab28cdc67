import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (issue 22; server/domains/jobs): SMS sends and emailed
 * receipts. A worker claims waiting jobs whose `run_at` has come with
 * `FOR UPDATE SKIP LOCKED`, so several API processes never take the same one;
 * `locked_until` lets another process take back a job whose worker died.
 * `key` makes queueing the same work twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    key: text('key'),
    status: text('status').notNull().default('waiting'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The workers' question: the few jobs waiting or running, whatever the number done.
    index('jobs_ready_idx')
      .on(t.queue, t.runAt)
      .where(sql`${t.status} in ('waiting', 'active')`),
    uniqueIndex('jobs_key_idx').on(t.queue, t.key),
    check('jobs_status_check', sql`${t.status} in ('waiting', 'active', 'done', 'failed')`),
  ],
);

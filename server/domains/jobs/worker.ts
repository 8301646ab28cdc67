import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * The durable job queue's worker: one per API process (plugin.ts), over our
 * own `jobs` table (server/domains/jobs/tables/jobs.ts).
 *
 * Why a table of our own rather than pg-boss or graphile-worker: both drive
 * PostgreSQL through a `pg` connection pool of their own (LISTEN/NOTIFY,
 * advisory locks, several connections at once), which the embedded database
 * (PGlite, one connection inside this process) cannot give them; the socket
 * shim that would (@electric-sql/pglite-socket) pins another PGlite version
 * than the project's (STACK.md notes 16 and 18), and pg-boss 11+ and
 * graphile-worker 0.18 want Node 22. What a queue needs here is small and
 * plain SQL that runs the same on both databases:
 *
 * - a job is a row written in the transaction of the work that causes it
 *   (enqueue.ts), so it exists if and only if that work committed;
 * - a worker claims a batch with `FOR UPDATE SKIP LOCKED` (two processes
 *   never take the same job) and holds it for a lease (`locked_until`): a job
 *   whose process was killed is taken back by any worker once its lease ends;
 * - a handler that throws is tried again after an exponential back-off, up
 *   to the job's `max_attempts`, then the job is `failed` with the last error;
 * - every write that ends a job names its holder (`locked_by`), so a worker
 *   whose lease ran out cannot overwrite the outcome of the one that took over.
 */

export interface ClaimedJob<P = Record<string, unknown>> {
  id: number;
  queue: string;
  payload: P;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** When this claim's lease ends: a long job should hand itself back (`later`) before, or another worker takes it. */
  leaseEnds: Date;
}

/** What a handler may answer instead of finishing: run again at `later`, not counted as an attempt (quiet hours, a lease running out). */
export interface Later {
  later: Date;
}

export interface JobHandler<P = Record<string, unknown>> {
  run(job: ClaimedJob<P>, now: Date): Promise<Later | void>;
  /** After the last attempt failed: record the outcome where people look (the SMS log, the order's receipt status). */
  failed?(job: ClaimedJob<P>, reason: string): Promise<void>;
  /** After a failed attempt that will be tried again. */
  retrying?(job: ClaimedJob<P>, reason: string): Promise<void>;
}

export interface WorkerOptions {
  db: () => Db;
  /** Who holds a claimed job: `host:pid:random`. */
  id: string;
  log: FastifyBaseLogger;
  /** The clock jobs are due by (tests move it through quiet hours). */
  now?: () => Date;
  /** How often to look for due jobs when not woken (ms). */
  pollMs?: number;
  /** How long a claim holds before another worker may take the job back (ms). */
  leaseMs?: number;
  /** Jobs claimed, and run side by side, per round. */
  batch?: number;
  /** The first retry's delay (ms); each further retry doubles it, up to an hour. */
  backoffMs?: number;
}

interface Row {
  id: string | number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

const MAX_BACKOFF_MS = 3_600_000;

export class JobWorker {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private round: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  readonly now: () => Date;

  constructor(private readonly opts: WorkerOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  handle<P>(queue: string, handler: JobHandler<P>): void {
    this.handlers.set(queue, handler as JobHandler<never>);
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.opts.pollMs ?? 1000);
    this.timer.unref();
    this.wake();
  }

  /** True once `stop` was called: a long handler hands the rest of its job back (`later: now`) instead of going on. */
  get isStopping(): boolean {
    return this.stopping;
  }

  /**
   * Stops claiming, lets the round in progress finish (its handlers see
   * `isStopping` and hand back what they have not started), then hands back
   * any job this worker still holds, so another process takes it at once
   * instead of after its lease. A round still running after `graceMs` is left
   * to its lease: handing back a job that is running could run it twice.
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    const round = this.round;
    if (round) {
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        round.then(() => true),
        new Promise<boolean>((done) => {
          if (Number.isFinite(graceMs)) timer = setTimeout(() => done(false), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (!finished) {
        this.opts.log.warn('job worker stopped with jobs running: their leases hand them to another process');
        return;
      }
    }
    try {
      await this.opts
        .db()
        .execute(
          sql`update jobs set status = 'waiting', attempts = attempts - 1, locked_by = null, locked_until = null where locked_by = ${this.opts.id} and status = 'active'`,
        );
    } catch (err) {
      this.opts.log.warn({ err }, 'job worker could not hand back its jobs: their leases will');
    }
  }

  /** Look for due jobs now (after a commit that queued some); one round at a time, another after it if asked during it. */
  wake(): void {
    if (this.stopping || this.handlers.size === 0) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.drain()
      .catch((err: unknown) => this.opts.log.error({ err }, 'job round failed'))
      .finally(() => {
        this.round = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no round is running (tests). */
  async idle(): Promise<void> {
    while (this.round) await this.round;
  }

  private async drain(): Promise<void> {
    const batch = this.opts.batch ?? 20;
    while (!this.stopping) {
      const claimed = await this.claim(batch);
      const outcomes = await Promise.all(claimed.map((job) => this.runOne(job)));
      await this.finish(claimed.filter((_job, i) => outcomes[i] === 'done').map((job) => job.id));
      if (claimed.length < batch) return;
    }
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.now();
    const until = new Date(now.getTime() + (this.opts.leaseMs ?? 60_000));
    const queues = [...this.handlers.keys()];
    // Due waiting jobs, and active ones whose holder's lease ended (its process died).
    const rows = await queryRows<Row>(
      this.opts.db(),
      sql`update jobs set status = 'active', attempts = attempts + 1, locked_by = ${this.opts.id}, locked_until = ${until.toISOString()}::timestamptz
          where id in (
            select id from jobs
            where queue in (${sql.join(
              queues.map((q) => sql`${q}`),
              sql`, `,
            )})
              and status in ('waiting', 'active') and run_at <= ${now.toISOString()}::timestamptz
              and (status = 'waiting' or locked_until < ${now.toISOString()}::timestamptz)
            order by run_at, id
            limit ${limit}
            for update skip locked)
          returning id, queue, payload, attempts, max_attempts`,
    );
    return rows.map((r) => ({ id: Number(r.id), queue: r.queue, payload: r.payload, attempt: r.attempts, maxAttempts: r.max_attempts, leaseEnds: until }));
  }

  /**
   * The round's finished jobs marked done in one statement: a round of SMS
   * codes (one job an online order) wrote one row per job before. A process
   * that dies before it leaves them to their leases, to be run again, as a
   * process dying just after a handler always has.
   */
  private async finish(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.opts.db().execute(
        sql`update jobs set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
              where id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}) and locked_by = ${this.opts.id} and status = 'active'`,
      );
    } catch (err) {
      this.opts.log.error({ err, jobs: ids }, 'jobs done but not marked: their leases will run them again');
    }
  }

  /** Runs one job; answers 'done' when it finished, for `finish` to mark with the round's others. */
  private async runOne(job: ClaimedJob): Promise<'done' | undefined> {
    const handler = this.handlers.get(job.queue) as JobHandler | undefined;
    if (!handler) return;
    const db = this.opts.db();
    const mine = sql`id = ${job.id} and locked_by = ${this.opts.id} and status = 'active'`;
    try {
      const outcome = await handler.run(job, this.now());
      if (outcome) {
        await db.execute(
          sql`update jobs set status = 'waiting', run_at = ${outcome.later.toISOString()}::timestamptz, attempts = attempts - 1, locked_by = null, locked_until = null where ${mine}`,
        );
        return;
      }
      return 'done';
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const last = job.attempt >= job.maxAttempts;
      this.opts.log.warn({ job: job.id, queue: job.queue, attempt: job.attempt, reason }, last ? 'job failed' : 'job will be tried again');
      try {
        if (last) {
          await db.execute(
            sql`update jobs set status = 'failed', finished_at = now(), locked_by = null, locked_until = null, last_error = ${reason} where ${mine}`,
          );
          await handler.failed?.(job, reason);
        } else {
          const delay = Math.min((this.opts.backoffMs ?? 30_000) * 2 ** (job.attempt - 1), MAX_BACKOFF_MS);
          const runAt = new Date(this.now().getTime() + delay);
          await db.execute(
            sql`update jobs set status = 'waiting', run_at = ${runAt.toISOString()}::timestamptz, locked_by = null, locked_until = null, last_error = ${reason} where ${mine}`,
          );
          await handler.retrying?.(job, reason);
        }
      } catch (inner) {
        // The lease ends and another worker takes the job back: nothing is lost.
        this.opts.log.error({ err: inner, job: job.id }, 'job outcome not written');
      }
    }
  }
}

import type { FastifyInstance } from 'fastify';
import { jobInsert } from '../../jobs';
import { jobs } from '../../schema';
import type { Couriers } from '../couriers';
import { areaCouriers, readCourierAreas } from './read';
import { listReadAt, type AreaCourier } from './store';

const COURIER_AREAS_QUEUE = 'courier-areas';

/** Lists older than this are read again when the server starts. */
const STALE_MS = 7 * 86_400_000;
/** A read hands itself back this long before its lease ends, so no other process takes it up while it runs. */
const LEASE_MARGIN_MS = 15_000;

/** Queues a read of the couriers' lists: those read before `since` are read again. Answers the job's id (null when the key was queued already). */
export async function queueAreasRead(app: FastifyInstance, since: Date, key?: string): Promise<number | null> {
  const [job] = await jobInsert(app.db.db, { queue: COURIER_AREAS_QUEUE, payload: { since: since.toISOString() }, key }).returning({ id: jobs.id });
  app.jobs.wake();
  return job?.id ?? null;
}

/**
 * The `courier-areas` job (issue 37): reads the configured couriers' lists
 * (read.ts), handing itself back before its lease ends (Pathao's 60 calls a
 * minute make a first read of its zones take minutes). At start a read is
 * queued when a courier's list is older than a week (once a day across
 * processes: the job's key is the day).
 */
export function handleCourierAreas(app: FastifyInstance, couriers: Couriers): void {
  app.jobs.handle<{ since: string }>(COURIER_AREAS_QUEUE, {
    async run(job) {
      const stop = () => app.jobs.isStopping || Date.now() > job.leaseEnds.getTime() - LEASE_MARGIN_MS;
      const finished = await readCourierAreas(app.db.db, couriers, { since: new Date(job.payload.since), stop });
      if (!finished) return { later: new Date() };
    },
  });
  app.addHook('onReady', async () => {
    const configured = Object.entries(areaCouriers(couriers)).flatMap(([name, c]) => (c ? [name as AreaCourier] : []));
    const now = new Date();
    let stale = false;
    for (const courier of configured) {
      const at = await listReadAt(app.db.db, courier);
      if (!at || now.getTime() - at.getTime() > STALE_MS) stale = true;
    }
    if (stale) await queueAreasRead(app, now, `stale:${now.toISOString().slice(0, 10)}`);
  });
}

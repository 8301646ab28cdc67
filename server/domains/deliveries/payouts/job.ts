import type { FastifyInstance } from 'fastify';
import { jobInsert } from '../../jobs';
import type { Couriers } from '../couriers';
import { payoutCouriers, readPayouts } from './read';

export const COURIER_PAYOUTS_QUEUE = 'courier-payouts';

/** How often the couriers' payouts are read without a signal: couriers pay out once or twice a day. */
export const PAYOUT_READ_EVERY_MS = 6 * 3_600_000;

/** The read due at `at`'s slot: one job per slot across processes (the job's key). */
const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / PAYOUT_READ_EVERY_MS) * PAYOUT_READ_EVERY_MS);

/**
 * The `courier-payouts` job (issue 37): reads the payouts of each courier that has them (read.ts) and matches
 * them. Queued every PAYOUT_READ_EVERY_MS (each read queues the next slot's; the first at start), and by a
 * courier's paid signal (Pathao's `order.paid`, deliveries/webhook.ts), which never records money itself: the
 * read asks the courier's API. A courier that cannot be read fails the job, tried again with the queue's back-off.
 */
export function handleCourierPayouts(app: FastifyInstance, couriers: Couriers): void {
  if (payoutCouriers(couriers).length === 0) return;
  const queueNext = async (after: Date) => {
    const next = new Date(slotOf(after).getTime() + PAYOUT_READ_EVERY_MS);
    await jobInsert(app.db.db, { queue: COURIER_PAYOUTS_QUEUE, payload: {}, key: `every:${next.toISOString()}`, runAt: next });
  };
  app.jobs.handle<{ courier?: string }>(COURIER_PAYOUTS_QUEUE, {
    async run(job, now) {
      const answer = await readPayouts(app.db.db, couriers, job.payload.courier, {});
      if (!job.payload.courier) await queueNext(now);
      const failed = answer.couriers.filter((c) => c.error);
      if (failed.length) throw new Error(failed.map((c) => `${c.courier}: ${c.error}`).join('; '));
    },
  });
  app.addHook('onReady', async () => {
    await queueNext(new Date(Date.now() - PAYOUT_READ_EVERY_MS));
  });
}

import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../engine/errors';
import type { Couriers } from './couriers';
import { refreshStatus } from './statusChange';
import { COURIER_STATUS_QUEUE } from './webhook';

/**
 * The status refreshes couriers' signals queue (webhook.ts): each asks the
 * delivery's courier where the parcel stands and applies its answer, as the
 * Refresh button does. A courier that fails is tried again with the queue's
 * back-off; a delivery with nothing to ask about (manual, no consignment) is done.
 */
export function handleStatusRefreshes(app: FastifyInstance, couriers: Couriers): void {
  app.jobs.handle<{ deliveryId: string }>(COURIER_STATUS_QUEUE, {
    async run(job) {
      try {
        await refreshStatus(app.db.db, couriers, job.payload.deliveryId, {});
      } catch (err) {
        if (err instanceof ApiError && err.code === 'delivery_no_tracking') return;
        throw err;
      }
    },
  });
}

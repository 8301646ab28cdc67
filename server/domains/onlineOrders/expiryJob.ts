import type { FastifyInstance } from 'fastify';
import { ORDER_EXPIRY_QUEUE } from '../orders';
import type { PaymentProvider } from '../payments';
import { settleOpenPayments } from './bkashCheckout';
import { expireOrder } from './orderState';

/**
 * The `order-expiry` job, queued with each pending online order for its
 * expiry (in the order's statement): bKash is asked first about the order's
 * payments still open, so a customer who paid and closed the page before the
 * callback is recorded, not cancelled; then the order is cancelled if it is
 * still pending, its stock given back.
 */
export function handleOrderExpiry(app: FastifyInstance, bkash: () => PaymentProvider | null): void {
  app.jobs.handle<{ orderId: string }>(ORDER_EXPIRY_QUEUE, {
    async run(job, now) {
      await settleOpenPayments(app.db.db, bkash(), job.payload.orderId);
      await expireOrder(app.db.db, job.payload.orderId, now);
    },
  });
}

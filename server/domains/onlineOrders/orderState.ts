import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError, msg, notFound } from '../../engine/errors';
import { orders } from '../schema';
import { appendAudit } from '../audit';
import { changeStatusIn, inTx, lockOrder, type Order } from '../orders';
import { checkCode } from './phoneCode';
import { READY_TO_COUNT } from './publicOrder';

/**
 * Where a pending online order goes (issue 38): it counts (`order-placed`)
 * once its phone is confirmed and bKash has taken what was asked first; it
 * is cancelled, its stock given back, when its time runs out before that.
 * Each step locks the order, so a payment and an expiry at the same moment
 * happen one after the other: an order paid in its last second is not
 * cancelled, one cancelled first takes no payment.
 */

/** An online order of the shop's storefront, locked; 404 for any other (the storefront's handle is the id). */
export async function lockWebOrder(tx: Db, id: string): Promise<Order> {
  const order = await lockOrder(tx, id);
  if (order.source !== 'web') throw notFound('Order');
  return order;
}

/** Moves a locked pending order on to `order-placed` when it is ready to count; answers whether it did. */
export async function countIfReady(tx: Db, orderId: string): Promise<boolean> {
  const [ready] = await queryRows<{ id: string }>(tx, sql`select o.id from orders o where o.id = ${orderId} and o.status = 'pending' and ${READY_TO_COUNT}`);
  if (!ready) return false;
  await changeStatusIn(tx, orderId, 'order-placed', {});
  await tx.update(orders).set({ expiresAt: null }).where(eq(orders.id, orderId));
  return true;
}

/**
 * The customer's code for the order's phone: right, the phone is confirmed
 * and the order counts if nothing is left to pay first. A wrong guess counts
 * against the five even though it is refused: its refusal is thrown after the
 * transaction commits.
 */
export async function confirmPhone(db: Db, orderId: string, code: string): Promise<void> {
  let refusal: ApiError | null = null;
  await inTx(db, async (tx) => {
    const order = await lockWebOrder(tx, orderId);
    if (order.status !== 'pending') throw new ApiError(409, msg('order_not_pending', { status: order.status }));
    refusal = await checkCode(tx, orderId, code);
    if (refusal) return;
    await tx.update(orders).set({ phoneVerified: true }).where(eq(orders.id, orderId));
    await appendAudit(tx, {
      resource: 'orders',
      recordId: orderId,
      action: 'update',
      label: order.number,
      changes: [{ field: 'phoneVerified', before: false, after: true }],
    });
    await countIfReady(tx, orderId);
  });
  if (refusal) throw refusal;
}

/**
 * The `order-expiry` job: the order is cancelled (its stock given back, as
 * any cancel does) if it is still pending at its expiry. Answers whether it was.
 */
export async function expireOrder(db: Db, orderId: string, now: Date): Promise<boolean> {
  return inTx(db, async (tx) => {
    const order = await lockOrder(tx, orderId).catch(() => undefined);
    if (!order || order.status !== 'pending' || !order.expiresAt || order.expiresAt > now) return false;
    await changeStatusIn(tx, orderId, 'cancelled', {});
    await appendAudit(tx, {
      resource: 'orders',
      recordId: orderId,
      action: 'update',
      label: order.number,
      // The phone was not confirmed, or the advance not paid, in time; the cancel gave the stock back.
      changes: [{ field: 'cancelReason', after: 'expired' }],
    });
    return true;
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../common/deliveryStatus';
import { canMoveTo, ORDER_TRANSITIONS, type OrderStatus } from '../../../common/orders';
import type { Db } from '../../db/client';
import { deliveries, orders } from '../schema';
import { changeStatusIn, type StatusActor } from '../orders';
import { queueOrderSms, type OrderSmsEvent } from '../sms';

export type Delivery = typeof deliveries.$inferSelect;

/**
 * The statuses an order walks through to reach `target` from `from` along
 * ORDER_TRANSITIONS, shortest first (confirmed → out-for-delivery → delivered
 * → completed); empty when it is there or cannot get there (a completed
 * order stays completed).
 */
export function orderPath(from: OrderStatus, target: OrderStatus): OrderStatus[] {
  if (from === target) return [];
  const seen = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of ORDER_TRANSITIONS[at]) {
      if (seen.has(next)) continue;
      // Never through cancelled on the way to something else.
      if (next === 'cancelled' && target !== 'cancelled') continue;
      const path = [...seen.get(at)!, next];
      if (next === target) return path;
      seen.set(next, path);
      queue.push(next);
    }
  }
  return [];
}

/** Walks the order to `target` one allowed step at a time, through the order's own status change (its audit and stock rules). */
async function moveOrder(tx: Db, orderId: string, target: OrderStatus, ctx: StatusActor): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  for (const step of orderPath(order.status as OrderStatus, target)) await changeStatusIn(tx, orderId, step, ctx);
}

/**
 * The customer's SMS a move sends, if any. The parcel is handed to the
 * courier when the courier picks it up; the shop's own rider has it from the
 * moment staff book it.
 */
function customerSmsOf(delivery: Delivery, to: DeliveryStatus): OrderSmsEvent | null {
  if (to === 'picked-up' || (to === 'booked' && delivery.courier === 'manual')) return 'handed-to-courier';
  if (to === 'delivered' || to === 'partly-delivered') return 'delivered';
  return null;
}

/**
 * What a delivery's new status does to its order, in the transaction that
 * changed the delivery (the caller has already written `to` with a
 * conditional update on `from`). The one place where a delivery's status has
 * consequences, the customer's SMS (handed to the courier, delivered) with them.
 *
 * - booked: the order is out for delivery.
 * - delivered: the customer has the goods and paid the courier, so the order
 *   is delivered and then completed; the cash becomes a payment when the
 *   courier settles (server/domains/deliveries/settlements).
 * - partly delivered: the order is delivered; what came back is a return.
 * - returned: the order is cancelled through the order's cancel, which puts
 *   its stock back through the ledger at the order's location. Exactly once:
 *   `stock_returned_at` is set by a statement that only matches while it is
 *   null, so a second report (or two at once) finds it set and does nothing.
 */
export async function afterDeliveryStatus(tx: Db, delivery: Delivery, from: DeliveryStatus, to: DeliveryStatus, ctx: StatusActor): Promise<void> {
  if (from === to) return;
  const sms = customerSmsOf(delivery, to);
  // Queued in this transaction: sent only if the move commits, once per order and event (Settings → SMS switches it on).
  if (sms) await queueOrderSms(tx, { orderId: delivery.orderId, event: sms });
  switch (to) {
    case 'booked':
    case 'picked-up':
    case 'in-transit':
      await moveOrder(tx, delivery.orderId, 'out-for-delivery', ctx);
      return;
    case 'delivered':
      // Through delivered even where the order could jump to completed (confirmed → completed is allowed at the till).
      await moveOrder(tx, delivery.orderId, 'delivered', ctx);
      await moveOrder(tx, delivery.orderId, 'completed', ctx);
      return;
    case 'partly-delivered':
      await moveOrder(tx, delivery.orderId, 'delivered', ctx);
      return;
    case 'returned': {
      const claimed = await tx
        .update(deliveries)
        .set({ stockReturnedAt: new Date() })
        .where(and(eq(deliveries.id, delivery.id), isNull(deliveries.stockReturnedAt)))
        .returning({ id: deliveries.id });
      if (claimed.length === 0) return;
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, delivery.orderId)).for('update');
      // An order already delivered or completed by hand keeps its status; its stock is a return's business.
      if (order && canMoveTo(order.status as OrderStatus, 'cancelled')) await changeStatusIn(tx, delivery.orderId, 'cancelled', ctx);
      return;
    }
    default:
      return;
  }
}

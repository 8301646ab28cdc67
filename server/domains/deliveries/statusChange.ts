import { and, eq } from 'drizzle-orm';
import { canMoveDelivery, isCourierName, reportedMove, type DeliveryStatus } from '../../../common/deliveryStatus';
import { formatMoney, parseTaka, poisha, toTaka } from '../../../common/money';
import type { DeliveryAnswer } from '../../../common/wire/deliveries';
import type { Db } from '../../db/client';
import { deliveries, orders } from '../schema';
import { ApiError, fieldEntry, fieldError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import type { CourierReport, Couriers } from './couriers';
import type { StatusActor } from '../orders';
import { poishaOf } from '../orders';
import { afterDeliveryStatus, type Delivery } from './afterStatus';

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

async function lockDelivery(tx: Db, id: string): Promise<Delivery> {
  if (!isUuid(id)) throw notFound('Delivery');
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  if (!row) throw notFound('Delivery');
  return row;
}

async function answerOf(tx: Db, delivery: Delivery): Promise<DeliveryAnswer> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, delivery.orderId));
  return { _id: delivery.id, status: delivery.status as DeliveryStatus, courierStatus: delivery.courierStatus, orderStatus: order?.status ?? 'cancelled' };
}

interface Move {
  to: DeliveryStatus;
  /** Cash collected, in poisha (delivered: the amount to collect unless told). */
  collected?: number;
  /** The courier's own word, when the move comes from the courier. */
  courierStatus?: string;
}

/**
 * Writes a move of a delivery already locked by the caller: the new status
 * with its time, by an update that matches only while the delivery is still
 * at `from`; then what the move does to the order (afterDeliveryStatus), and
 * the audit entry. A move to where it already is changes nothing.
 */
async function writeMove(tx: Db, delivery: Delivery, move: Move, ctx: StatusActor): Promise<Delivery> {
  const from = delivery.status as DeliveryStatus;
  const to = move.to;
  if (from === to) {
    if (move.courierStatus === undefined || move.courierStatus === delivery.courierStatus) return delivery;
    const [row] = await tx
      .update(deliveries)
      .set({ courierStatus: move.courierStatus, updatedAt: new Date() })
      .where(eq(deliveries.id, delivery.id))
      .returning();
    return row;
  }
  if (!canMoveDelivery(from, to)) throw new ApiError(409, msg('delivery_move', { from, to }), [fieldEntry('status', msg('delivery_move', { from, to }))]);
  const cod = poishaOf(delivery.codAmount);
  const collected = to === 'delivered' ? (move.collected ?? cod) : to === 'partly-delivered' ? (move.collected ?? 0) : undefined;
  if (collected !== undefined && collected > cod) throw fieldError('collected', msg('delivery_collected_over', { cod: formatMoney(cod) }));
  const now = new Date();
  const [row] = await tx
    .update(deliveries)
    .set({
      status: to,
      updatedAt: now,
      ...(move.courierStatus !== undefined ? { courierStatus: move.courierStatus } : {}),
      ...(collected !== undefined ? { collected: toTaka(poisha(collected)), deliveredAt: now } : {}),
      ...(to === 'booked' ? { bookedAt: now } : {}),
      ...(to === 'returned' ? { returnedAt: now } : {}),
    })
    .where(and(eq(deliveries.id, delivery.id), eq(deliveries.status, from)))
    .returning();
  // Another move got there first (the row lock makes this rare): that one's consequences stand.
  if (!row) return delivery;
  await afterDeliveryStatus(tx, row, from, to, ctx);
  await appendAudit(tx, {
    userId: ctx.userId,
    ip: ctx.ip,
    resource: 'deliveries',
    recordId: delivery.id,
    action: 'status',
    label: delivery.orderNumber,
    changes: [
      { field: 'status', before: from, after: to },
      ...(move.courierStatus !== undefined ? [{ field: 'courierStatus', before: delivery.courierStatus, after: move.courierStatus }] : []),
      ...(collected !== undefined ? [{ field: 'collected', before: delivery.collected, after: toTaka(poisha(collected)) }] : []),
    ],
  });
  return row;
}

/**
 * Staff move a delivery's status (the manual courier's: picked up, in
 * transit, delivered, returned…), with the order moving along in the same
 * transaction. A courier with an API reports its own status (refreshStatus);
 * staff may still cancel one not yet picked up.
 */
export async function changeDeliveryStatus(
  db: Db,
  id: string,
  to: DeliveryStatus,
  collectedTaka: number | undefined,
  ctx: StatusActor,
): Promise<DeliveryAnswer> {
  return inTx(db, async (tx) => {
    const delivery = await lockDelivery(tx, id);
    if (delivery.courier !== 'manual' && to !== 'cancelled' && to !== delivery.status) {
      throw new ApiError(409, msg('delivery_courier_moves', { courier: delivery.courier }), [
        fieldEntry('status', msg('delivery_courier_moves', { courier: delivery.courier })),
      ]);
    }
    const collected = collectedTaka === undefined ? undefined : (parseTaka(collectedTaka) ?? undefined);
    const row = await writeMove(tx, delivery, { to, collected }, ctx);
    return answerOf(tx, row);
  });
}

/**
 * What a courier reported about a delivery (its status call, or its
 * webhook): the courier's word is kept; our status moves when the word maps
 * to a move forward (common/deliveryStatus.ts reportedMove) and otherwise
 * stays. Reporting `returned` twice, or twice at once, puts the stock back
 * once (afterDeliveryStatus).
 */
export async function applyCourierReport(db: Db, id: string, report: CourierReport, ctx: StatusActor): Promise<DeliveryAnswer> {
  return inTx(db, (tx) => applyCourierReportIn(tx, id, report, ctx));
}

/** applyCourierReport in the caller's transaction (a webhook records its event in the same one). */
export async function applyCourierReportIn(tx: Db, id: string, report: CourierReport, ctx: StatusActor): Promise<DeliveryAnswer> {
  const delivery = await lockDelivery(tx, id);
  const from = delivery.status as DeliveryStatus;
  const to = reportedMove(from, report.status) ?? from;
  if (report.courierFee !== undefined || report.courierMessage) {
    await tx
      .update(deliveries)
      .set({
        ...(report.courierFee !== undefined ? { courierFee: toTaka(report.courierFee) } : {}),
        ...(report.courierMessage ? { courierMessage: report.courierMessage } : {}),
      })
      .where(eq(deliveries.id, id));
  }
  // What the courier says it collected, never more than it was to collect (the rest is the courier's to explain).
  const collected = report.collected === undefined ? undefined : Math.min(report.collected, poishaOf(delivery.codAmount));
  const row = await writeMove(tx, delivery, { to, courierStatus: report.courierStatus, collected }, ctx);
  return answerOf(tx, row);
}

/** Asks the delivery's courier where the parcel stands and applies the answer. */
export async function refreshStatus(db: Db, couriers: Couriers, id: string, ctx: StatusActor): Promise<DeliveryAnswer> {
  if (!isUuid(id)) throw notFound('Delivery');
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  if (!delivery) throw notFound('Delivery');
  const courier = isCourierName(delivery.courier) ? couriers.get(delivery.courier) : undefined;
  if (!courier?.status || (!delivery.consignmentId && !delivery.trackingCode)) throw new ApiError(409, msg('delivery_no_tracking'));
  let report: CourierReport;
  try {
    report = await courier.status({ consignmentId: delivery.consignmentId, trackingCode: delivery.trackingCode });
  } catch (err) {
    // The courier's failure is not the server's: a 409 the client can read and retry.
    throw new ApiError(409, msg('delivery_courier_failed', { reason: err instanceof Error ? err.message : String(err) }));
  }
  return applyCourierReport(db, id, report, ctx);
}

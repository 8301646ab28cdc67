import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { poisha, toPoisha, toTaka, type Poisha } from '../../../../common/money';
import { courierLabel } from '../../../../common/deliveryStatus';
import { OWED_STATUSES, payoutFigures, SETTLEMENT_PREFIX, settlementReference } from '../../../../common/settlements';
import type { SettlementInput, SettlementRecord } from '../../../../common/wire/settlements';
import type { Db } from '../../../db/client';
import { courierSettlements, deliveries, users } from '../../schema';
import { ApiError, fieldEntry, fieldError, msg, notFound, type FieldError } from '../../../engine/errors';
import { isUuid } from '../../../engine/uuid';
import { appendAudit } from '../../audit';
import { documentNumber } from '../../inventory';
import { poishaOf, dueOf, inTx, lockOrder, recordPayment, type StatusActor } from '../../orders';

/**
 * A courier's cash-on-delivery payout (issue 22). One transaction: the
 * settlement row, then the deliveries claimed by one conditional UPDATE
 * (still unsettled, this courier's, delivered, with cash collected). When it
 * claims fewer rows than asked, another payout (or a status change) got there
 * first: the call is a 409 naming each delivery and why, and the rollback
 * keeps nothing, not even the settlement's number. Two payouts racing for one
 * delivery: the second UPDATE waits on the first's row lock, then finds
 * `settlement_id` set and claims nothing. Each covered order is then paid its
 * delivery's collected cash through the orders module's recordPayment, the
 * same code as the order page's Take payment.
 */

/** What a delivery's state says about settling it, when the claim left it out. */
async function whyNotClaimed(tx: Db, asked: string[], claimed: Set<string>, courier: string): Promise<ApiError> {
  const missing = asked.filter((id) => !claimed.has(id));
  const rows = await tx
    .select({
      id: deliveries.id,
      orderNumber: deliveries.orderNumber,
      courier: deliveries.courier,
      status: deliveries.status,
      collected: deliveries.collected,
      settled: courierSettlements.number,
    })
    .from(deliveries)
    .leftJoin(courierSettlements, eq(courierSettlements.id, deliveries.settlementId))
    .where(inArray(deliveries.id, missing));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldError[] = missing.map((id) => {
    const field = `deliveryIds.${asked.indexOf(id)}`;
    const d = byId.get(id);
    if (!d) return fieldEntry(field, msg('settlement_no_delivery'));
    const order = d.orderNumber;
    if (d.settled) return fieldEntry(field, msg('settlement_already_settled', { order, number: d.settled }));
    if (d.courier !== courier) return fieldEntry(field, msg('settlement_other_courier', { order, courier: courierLabel(d.courier) }));
    if (!(OWED_STATUSES as readonly string[]).includes(d.status)) return fieldEntry(field, msg('settlement_not_delivered', { order, status: d.status }));
    return fieldEntry(field, msg('settlement_nothing_collected', { order }));
  });
  const named = rows.map((r) => r.orderNumber).join(', ') || missing.join(', ');
  return new ApiError(409, msg('settlement_conflict', { orders: named }), errors);
}

/** The fees in poisha: one total, or one per covered delivery (each must be one of `deliveryIds`, once). */
function feesOf(input: SettlementInput): Poisha | Map<string, Poisha> {
  if (input.deliveryFees && input.fees !== undefined) throw fieldError('fees', msg('settlement_fees_twice'));
  if (!input.deliveryFees) return toPoisha(input.fees ?? 0);
  const asked = new Set(input.deliveryIds);
  const fees = new Map<string, Poisha>();
  input.deliveryFees.forEach(({ delivery, fee }, i) => {
    if (!asked.has(delivery)) throw fieldError(`deliveryFees.${i}.delivery`, msg('settlement_fee_not_covered'));
    if (fees.has(delivery)) throw fieldError(`deliveryFees.${i}.delivery`, msg('transfer_line_twice'));
    fees.set(delivery, toPoisha(fee));
  });
  return fees;
}

/** Records the payout and answers the new settlement's id; nobody records it when a courier's payout read by the job does (issue 37). */
export async function createSettlement(db: Db, input: SettlementInput, ctx: StatusActor): Promise<string> {
  const asked = input.deliveryIds;
  if (new Set(asked).size !== asked.length) throw fieldError('deliveryIds', msg('settlement_listed_twice'));
  const fees = feesOf(input);
  const settledAt = input.settledAt ? new Date(input.settledAt) : new Date();
  if (Number.isNaN(settledAt.getTime())) throw fieldError('settledAt', msg('not_datetime'));
  const courier = input.courier.trim();
  return inTx(db, async (tx) => {
    const [settlement] = await tx
      .insert(courierSettlements)
      .values({
        number: documentNumber(SETTLEMENT_PREFIX, 'settlement_number_seq'),
        courier,
        reference: input.reference?.trim() || null,
        collected: 0,
        fees: 0,
        remitted: 0,
        settledAt,
        notes: input.notes?.trim() || null,
        userId: ctx.userId ?? null,
        userName: ctx.userId ? sql`(select ${users.name} from ${users} where ${eq(users.id, ctx.userId)})` : null,
      })
      .returning({ id: courierSettlements.id, number: courierSettlements.number });
    const claimed = await tx
      .update(deliveries)
      .set({ settlementId: settlement.id, updatedAt: new Date() })
      .where(
        and(
          inArray(deliveries.id, asked),
          isNull(deliveries.settlementId),
          eq(deliveries.courier, courier),
          inArray(deliveries.status, [...OWED_STATUSES]),
          gt(deliveries.collected, 0),
        ),
      )
      .returning({ id: deliveries.id, orderId: deliveries.orderId, orderNumber: deliveries.orderNumber, collected: deliveries.collected });
    if (claimed.length < asked.length) throw await whyNotClaimed(tx, asked, new Set(claimed.map((c) => c.id)), courier);

    const figures = payoutFigures(
      claimed.map((c) => poishaOf(c.collected)),
      typeof fees === 'number' ? fees : [...fees.values()],
    );
    if (figures.remitted < 0) throw fieldError('fees', msg('fees_over_collected', { collected: toTaka(figures.collected).toFixed(2) }));
    if (typeof fees !== 'number') {
      for (const [id, fee] of fees)
        await tx
          .update(deliveries)
          .set({ courierFee: toTaka(fee) })
          .where(eq(deliveries.id, id));
    }

    // Orders in one order (by id), so two payouts touching the same orders lock them in the same sequence.
    const reference = settlementReference(settlement.number, courierLabel(courier), input.reference);
    for (const parcel of [...claimed].sort((a, b) => (a.orderId < b.orderId ? -1 : 1))) {
      const field = `deliveryIds.${asked.indexOf(parcel.id)}`;
      const order = await lockOrder(tx, parcel.orderId);
      const cash = poishaOf(parcel.collected);
      if (order.status === 'cancelled')
        throw new ApiError(409, msg('settlement_order_cancelled', { order: order.number }), [fieldEntry(field, msg('cancelled_no_payment'))]);
      const due = dueOf(order);
      if (cash > due) {
        const params = { order: order.number, collected: toTaka(cash).toFixed(2), due: toTaka(poisha(Math.max(0, due))).toFixed(2) };
        throw new ApiError(409, msg('settlement_more_than_due', params), [fieldEntry(field, msg('settlement_more_than_due', params))]);
      }
      await recordPayment(tx, order, cash, { method: 'cash', amount: toTaka(cash), reference }, ctx);
    }

    await tx
      .update(courierSettlements)
      .set({ collected: toTaka(figures.collected), fees: toTaka(figures.fees), remitted: toTaka(figures.remitted) })
      .where(eq(courierSettlements.id, settlement.id));
    await appendAudit(tx, {
      userId: ctx.userId,
      ip: ctx.ip,
      resource: 'courier-settlements',
      recordId: settlement.id,
      action: 'create',
      label: settlement.number,
      changes: [
        { field: 'courier', after: courier },
        { field: 'orders', after: claimed.map((c) => c.orderNumber).sort() },
        { field: 'collected', after: toTaka(figures.collected) },
        { field: 'fees', after: toTaka(figures.fees) },
        { field: 'remitted', after: toTaka(figures.remitted) },
      ],
    });
    return settlement.id;
  });
}

/** A settlement with the deliveries it covers, as the create call answers it. */
export async function readSettlement(db: Db, id: string): Promise<SettlementRecord> {
  if (!isUuid(id)) throw notFound('Courier settlement');
  const [s] = await db.select().from(courierSettlements).where(eq(courierSettlements.id, id));
  if (!s) throw notFound('Courier settlement');
  const parcels = await db
    .select({
      _id: deliveries.id,
      order: deliveries.orderId,
      orderNumber: deliveries.orderNumber,
      recipientName: deliveries.recipientName,
      trackingCode: deliveries.trackingCode,
      collected: deliveries.collected,
      courierFee: deliveries.courierFee,
    })
    .from(deliveries)
    .where(eq(deliveries.settlementId, id))
    .orderBy(asc(deliveries.orderNumber));
  return {
    _id: s.id,
    number: s.number,
    courier: s.courier,
    reference: s.reference,
    collected: s.collected,
    fees: s.fees,
    remitted: s.remitted,
    settledAt: s.settledAt.toISOString(),
    notes: s.notes,
    userName: s.userName,
    deliveries: parcels,
  };
}

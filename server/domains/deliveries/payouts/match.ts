import { and, eq, inArray, isNotNull, isNull, lte, notInArray, type SQL } from 'drizzle-orm';
import { courierLabel, type CourierName } from '../../../../common/deliveryStatus';
import { poisha, toTaka, type Poisha } from '../../../../common/money';
import { judgePayout, MISSING_AFTER_HOURS, payoutLineTotals, type PayoutLine, type ShopParcel } from '../../../../common/payoutDifferences';
import type { Db } from '../../../db/client';
import { courierPayouts, courierSettlements, deliveries, orders } from '../../schema';
import { dueOf, inTx, poishaOf, type StatusActor } from '../../orders';
import type { CourierPayout } from '../couriers';
import { owedCondition } from '../settlements/owed';
import { createSettlement } from '../settlements/settle';

/** What matching one payout did: null when it had been matched already (by an earlier read, or one at the same moment). */
export interface PayoutMatch {
  id: string;
  externalId: string;
  settlementId: string | null;
  settlementNumber: string | null;
  differences: number;
}

/** Most owed parcels a payout's `missing` lists (a courier never paid for months would otherwise list them all each time). */
const MAX_MISSING = 500;

const taka = (p: Poisha | null) => (p === null ? null : toTaka(p));

const parcelColumns = {
  deliveryId: deliveries.id,
  orderId: deliveries.orderId,
  consignmentId: deliveries.consignmentId,
  orderNumber: deliveries.orderNumber,
  status: deliveries.status,
  codAmount: deliveries.codAmount,
  collected: deliveries.collected,
  courierFee: deliveries.courierFee,
  settlementId: deliveries.settlementId,
  deliveredAt: deliveries.deliveredAt,
};

interface ParcelRow {
  deliveryId: string;
  orderId: string;
  consignmentId: string | null;
  orderNumber: string;
  status: string;
  codAmount: number;
  collected: number;
  courierFee: number | null;
  settlementId: string | null;
  deliveredAt: Date | null;
}

const shopParcel = (r: ParcelRow): ShopParcel => ({
  deliveryId: r.deliveryId,
  consignmentId: r.consignmentId ?? '',
  orderNumber: r.orderNumber,
  status: r.status,
  codAmount: poishaOf(r.codAmount),
  collected: poishaOf(r.collected),
  courierFee: r.courierFee === null ? null : poishaOf(r.courierFee),
  settled: r.settlementId !== null,
  deliveredAt: r.deliveredAt,
});

/**
 * Matches one payout a courier reported (issue 37), all in one transaction:
 * 1. the payout is recorded under (courier, its id) with ON CONFLICT DO NOTHING: a payout stored already, or
 *    being stored by another read at this moment (its insert waits on the first's, then finds the key taken),
 *    inserts nothing and the read stops there, so a payout is matched once however often it is read;
 * 2. its lines are judged against the deliveries (common/payoutDifferences.ts);
 * 3. a parcel whose order cannot take the cash (cancelled, or paid meanwhile) is left out and said, so one
 *    such order does not hold the whole payout back; the parcels it may settle get the payout's cash as their
 *    `collected` (only while unsettled), then the courier settlement is made by the same code as Record
 *    payout (createSettlement: the conditional claim, each order paid), with each parcel's fee where the
 *    courier says it;
 * 4. the differences are kept with the payout.
 * A failure anywhere (a parcel settled by hand at that moment) rolls all of it back: the next read matches it.
 */
export function matchPayout(db: Db, courier: CourierName, payout: CourierPayout, ctx: StatusActor): Promise<PayoutMatch | null> {
  return inTx(db, async (tx) => {
    const lines = payout.lines.map((l: PayoutLine) => ({
      consignmentId: l.consignmentId,
      invoice: l.invoice,
      collected: taka(l.collected),
      deliveryCharge: taka(l.deliveryCharge),
      codFee: taka(l.codFee),
    }));
    const [stored] = await tx
      .insert(courierPayouts)
      .values({
        courier,
        externalId: payout.externalId,
        paidAt: payout.paidAt,
        total: toTaka(payout.total ?? payoutLineTotals(payout.lines).remitted),
        lines,
      })
      .onConflictDoNothing()
      .returning({ id: courierPayouts.id });
    if (!stored) return null;

    const ids = [...new Set(payout.lines.map((l) => l.consignmentId))];
    const rows = ids.length
      ? await tx
          .select(parcelColumns)
          .from(deliveries)
          .where(and(eq(deliveries.courier, courier), inArray(deliveries.consignmentId, ids)))
      : [];
    const cutoff = new Date(payout.paidAt.getTime() - MISSING_AFTER_HOURS * 3_600_000);
    const leftOut = await tx
      .select(parcelColumns)
      .from(deliveries)
      .where(
        and(
          eq(deliveries.courier, courier),
          owedCondition(),
          isNotNull(deliveries.consignmentId),
          lte(deliveries.deliveredAt, cutoff),
          ...(ids.length ? [notInArray(deliveries.consignmentId, ids)] : []),
        ) as SQL,
      )
      .orderBy(deliveries.deliveredAt)
      .limit(MAX_MISSING);
    const { claims, differences } = judgePayout(
      payout.lines,
      new Map(rows.map((r) => [r.consignmentId ?? '', shopParcel(r)])),
      leftOut.map(shopParcel),
      payout.paidAt,
    );

    // An order that cannot take the cash (cancelled, or paid by other means) would refuse the whole settlement:
    // its parcel is left out and said. createSettlement checks again under the order's lock.
    const orderIds = [...new Set(rows.filter((r) => claims.some((c) => c.deliveryId === r.deliveryId)).map((r) => r.orderId))];
    const ordersById = new Map((orderIds.length ? await tx.select().from(orders).where(inArray(orders.id, orderIds)) : []).map((o) => [o.id, o]));
    const parcelOf = new Map(rows.map((r) => [r.deliveryId, r]));
    const payable = claims.filter((c) => {
      const parcel = parcelOf.get(c.deliveryId);
      const order = parcel ? ordersById.get(parcel.orderId) : undefined;
      if (!parcel || !order) return false;
      const due = dueOf(order);
      if (order.status !== 'cancelled' && c.collected <= due) return true;
      differences.push({
        kind: 'not_payable',
        consignmentId: parcel.consignmentId ?? '',
        orderNumber: parcel.orderNumber,
        expected: order.status === 'cancelled' ? 0 : toTaka(poisha(Math.max(0, due))),
        actual: toTaka(c.collected),
      });
      return false;
    });

    let settlementId: string | null = null;
    let settlementNumber: string | null = null;
    if (payable.length > 0) {
      for (const c of payable)
        await tx
          .update(deliveries)
          .set({ collected: toTaka(c.collected) })
          .where(and(eq(deliveries.id, c.deliveryId), isNull(deliveries.settlementId)));
      const fees = payable.filter((c) => c.fee !== null).map((c) => ({ delivery: c.deliveryId, fee: toTaka(c.fee as Poisha) }));
      settlementId = await createSettlement(
        tx,
        {
          courier,
          deliveryIds: payable.map((c) => c.deliveryId),
          ...(fees.length ? { deliveryFees: fees } : {}),
          reference: payout.externalId.slice(0, 100),
          settledAt: payout.paidAt.toISOString(),
          notes: `Read from ${courierLabel(courier)}’s payout ${payout.externalId}`.slice(0, 1000),
        },
        ctx,
      );
      [{ number: settlementNumber }] = await tx
        .select({ number: courierSettlements.number })
        .from(courierSettlements)
        .where(eq(courierSettlements.id, settlementId));
    }
    await tx
      .update(courierPayouts)
      .set({ differences, differenceCount: differences.length, settlementId, updatedAt: new Date() })
      .where(eq(courierPayouts.id, stored.id));
    return { id: stored.id, externalId: payout.externalId, settlementId, settlementNumber, differences: differences.length };
  });
}

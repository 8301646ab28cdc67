import { and, eq, isNotNull } from 'drizzle-orm';
import { isCourierName, type CourierName } from '../../../../common/deliveryStatus';
import type { PayoutReadAnswer } from '../../../../common/wire/payouts';
import type { Db } from '../../../db/client';
import { courierPayouts, deliveries } from '../../schema';
import type { StatusActor } from '../../orders';
import type { Courier, CourierPayout, Couriers } from '../couriers';
import { owedCondition } from '../settlements/owed';
import { matchPayout, type PayoutMatch } from './match';

/** Most owed parcels a courier without a list of payouts (Pathao) is asked about per read: its calls a minute are few. */
const MAX_ASKED = 50;

/** The couriers that can be asked for their payouts, or the one named. */
export function payoutCouriers(couriers: Couriers, only?: string): [CourierName, Courier][] {
  return [...couriers.entries()].filter(([name, c]) => c.payouts && (!only || name === only));
}

/**
 * Reads each courier's payouts not stored yet and matches each (match.ts), one transaction per payout. A
 * courier that cannot be read is answered with its reason; the others are read all the same.
 */
export async function readPayouts(db: Db, couriers: Couriers, only: string | undefined, ctx: StatusActor): Promise<PayoutReadAnswer> {
  const answer: PayoutReadAnswer = { couriers: [], matched: [] };
  for (const [name, courier] of payoutCouriers(couriers, only)) {
    const read = courier.payouts?.bind(courier);
    if (!read) continue;
    const stored = await db.select({ id: courierPayouts.externalId }).from(courierPayouts).where(eq(courierPayouts.courier, name));
    const owed = await db
      .select({ id: deliveries.consignmentId })
      .from(deliveries)
      .where(and(eq(deliveries.courier, name), owedCondition(), isNotNull(deliveries.consignmentId)))
      .orderBy(deliveries.deliveredAt)
      .limit(MAX_ASKED);
    let payouts: CourierPayout[];
    try {
      payouts = await read({ known: new Set(stored.map((s) => s.id)), owed: owed.flatMap((o) => (o.id ? [o.id] : [])) });
    } catch (err) {
      answer.couriers.push({ courier: name, read: 0, matched: 0, error: err instanceof Error ? err.message : String(err) });
      continue;
    }
    let matched = 0;
    const refused: string[] = [];
    for (const payout of payouts) {
      let m: PayoutMatch | null;
      try {
        m = await matchPayout(db, name, payout, ctx);
      } catch (err) {
        // Nothing of this payout was kept (a parcel settled by hand at that moment): said, and matched by a later read.
        refused.push(`${payout.externalId}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      if (!m) continue;
      matched++;
      answer.matched.push({ _id: m.id, courier: name, externalId: m.externalId, settlementNumber: m.settlementNumber, differences: m.differences });
    }
    answer.couriers.push({ courier: name, read: payouts.length, matched, error: refused.length ? refused.join('; ').slice(0, 1000) : null });
  }
  return answer;
}

export const isPayoutCourier = (couriers: Couriers, name: string): boolean => isCourierName(name) && !!couriers.get(name)?.payouts;

import { and, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { OWED_STATUSES } from '../../../../common/settlements';
import type { Db } from '../../../db/client';
import { deliveries } from '../../schema';

/**
 * A delivery the courier owes the shop for: delivered (in full or in part),
 * cash collected, not yet in a payout. The owed list's rows
 * (server/domains/deliveries/resources/courierDues.ts) and the totals per courier read this one
 * condition, so they always agree with what a payout may claim.
 */
export const owedCondition = (): SQL =>
  and(isNull(deliveries.settlementId), inArray(deliveries.status, [...OWED_STATUSES]), gt(deliveries.collected, 0)) as SQL;

/** Parcels and cash owed per courier, the largest debt first. */
export async function owedByCourier(db: Db): Promise<{ courier: string; parcels: number; owed: number }[]> {
  const rows = await db
    .select({ courier: deliveries.courier, parcels: sql<number>`count(*)::int`, owed: sql<string>`sum(${deliveries.collected})::text` })
    .from(deliveries)
    .where(owedCondition())
    .groupBy(deliveries.courier)
    .orderBy(sql`sum(${deliveries.collected}) desc`, deliveries.courier);
  return rows.map((r) => ({ courier: r.courier, parcels: Number(r.parcels), owed: Number(r.owed) }));
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { AfterWriteContext, WriteHooks } from '../../engine/declaration';
import { orders, priceDifferences } from '../schema';

/**
 * A held offline sale (issue 34: a price its till's snapshot did not hold, or
 * a discount over the cashier's cap) counts once a manager has resolved every
 * row that held it on Price Differences, accepted or charged to the till: the
 * order's `approval` goes from `pending` to `approved` in the same transaction
 * as the resolution. Set back to open, it is pending again.
 */
export const heldSaleApproval: WriteHooks = {
  async afterWrite(ctx: AfterWriteContext) {
    if (ctx.mode === 'delete' || !ctx.after) return;
    const [row] = await ctx.tx.select({ orderId: priceDifferences.orderId }).from(priceDifferences).where(eq(priceDifferences.id, ctx.id));
    if (!row) return;
    const openHolds = sql`exists (select 1 from ${priceDifferences} where ${and(
      eq(priceDifferences.orderId, row.orderId),
      ne(priceDifferences.reason, 'repriced'),
      eq(priceDifferences.resolved, 'open'),
    )})`;
    await ctx.tx
      .update(orders)
      .set({ approval: sql`case when ${openHolds} then 'pending' else 'approved' end` })
      .where(and(eq(orders.id, row.orderId), sql`${orders.approval} is not null`));
  },
};

import { sql } from 'drizzle-orm';
import { locations } from '../schema';
import type { AfterWriteContext, WriteHooks } from '../../engine/declaration';
import { ApiError, msg } from '../../engine/errors';

/**
 * The store always keeps an active location: sales, receipts and stock typed
 * into a product's form land in one (the main location is the oldest active
 * one). Checked after the write, in its transaction, behind one lock so two
 * people deactivating the last two shops at once cannot both succeed.
 */
export const locationRules: WriteHooks = {
  async afterWrite(ctx: AfterWriteContext) {
    if (ctx.mode === 'create' || ctx.mode === 'copy') return;
    await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-locations'))`);
    const [row] = await ctx.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(sql`${locations.isActive}`);
    if (Number(row.n) === 0) throw new ApiError(409, msg('last_location'));
  },
};

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../engine/errors';

/**
 * Whether a product has been sold. Orders are not part of the catalogue: the
 * order module's line table (`order_lines`, with `product_id`) is looked up
 * when it exists, so this rule starts working the day orders land without a
 * change here. Until then no product has been sold.
 */
export async function hasBeenSold(tx: Db, productId: string): Promise<boolean> {
  const rows = (await tx.execute(sql`select to_regclass('public.order_lines') is not null as present`)) as unknown;
  if (!firstRow(rows)?.present) return false;
  const sold = await tx.execute(sql`select 1 as sold from order_lines where product_id = ${productId} limit 1`);
  return firstRow(sold) !== undefined;
}

/** The first row of `execute`, whichever driver answered (pg gives `rows`, PGlite too; some give an array). */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return rows?.[0] as Record<string, unknown> | undefined;
}

export async function refuseDeleteWhenSold(tx: Db, productId: string): Promise<void> {
  if (await hasBeenSold(tx, productId)) {
    throw new ApiError(409, 'This product has been sold, so it cannot be deleted. Archive it instead.');
  }
}

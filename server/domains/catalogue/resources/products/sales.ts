import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { orderLines } from '../../../schema';
import { ApiError, msg } from '../../../../engine/errors';

/** Whether a product has been sold: any order line names it. */
export async function hasBeenSold(tx: Db, productId: string): Promise<boolean> {
  const rows = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, productId)).limit(1);
  return rows.length > 0;
}

export async function refuseDeleteWhenSold(tx: Db, productId: string): Promise<void> {
  if (await hasBeenSold(tx, productId)) {
    throw new ApiError(409, msg('sold_cannot_delete'));
  }
}

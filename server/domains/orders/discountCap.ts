import { eq } from 'drizzle-orm';
import { percentOf, poisha, toPoisha, toTaka, type Poisha } from '../../../common/money';
import type { Db } from '../../db/client';
import { roles, users } from '../schema';
import { ApiError, fieldEntry, msg } from '../../engine/errors';

/** The most a role may give as a manual discount (issue 34): a percent of the cart, an amount, or both (the smaller counts). */
export interface DiscountCap {
  percent: number | null;
  amount: Poisha | null;
}

/** The caller's role's cap; none for a role holding `*` (the Owner) or one that sets neither. */
export async function discountCapOf(db: Db, userId: string, perms: readonly string[]): Promise<DiscountCap | undefined> {
  if (perms.includes('*')) return undefined;
  const [row] = await db
    .select({ percent: roles.discountCapPercent, amount: roles.discountCapAmount })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row || (row.percent === null && row.amount === null)) return undefined;
  return { percent: row.percent, amount: row.amount === null ? null : toPoisha(row.amount) };
}

/** The largest manual discount the cap allows on a cart of this subtotal (the goods after their own discounts). */
export function largestDiscount(cap: DiscountCap, subTotal: Poisha): Poisha {
  const limits = [...(cap.percent !== null ? [percentOf(subTotal, cap.percent)] : []), ...(cap.amount !== null ? [cap.amount] : [])];
  return poisha(Math.min(...limits));
}

/** A manual discount above the cap, refused (403 on `cart.discount`, with the most allowed). */
export function overCapError(max: Poisha): ApiError {
  const message = msg('discount_over_cap', { max: toTaka(max) });
  return new ApiError(403, message, [fieldEntry('cart.discount', message)]);
}

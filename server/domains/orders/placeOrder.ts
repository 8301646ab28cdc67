import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { OrderInput } from '../../../common/wire/orders';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { customers, orders } from '../schema';
import { ApiError, fieldError, msg } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { priceServerCart, type PricedCart } from './cartPricing';
import { itemKey, refuseShort, stockAt } from '../inventory';
import type { PlacedOrder } from './placedOrder';
import { keyClaim, requestDigest } from './idempotency';
import { checkOfflineSale, replayByNumber, reviewTerms, type OfflineCheck } from './offlineSale';
import type { DiscountCap } from './discountCap';
import { methodsOf, orderAddress, planOrder, planPayments, type OnlineColumns, type OrderFacts } from './orderPlan';
import type { Poisha } from '../../../common/money';
import { writeOrder } from './writeOrder';
import { tillShift } from '../shifts';

export interface PlaceOrderContext {
  /** The cashier; absent for an order the online shop placed (issue 38). */
  userId?: string;
  /** Whose Idempotency-Keys the key is among: the cashier's, or the online shop's (one space for its customers); default the user. */
  keyOwner?: string;
  /**
   * An online order's own columns (source, phone confirmed, fraud band, hold, advance, expiry) and status, worked
   * out from the priced cart (an advance is a share of its total), written in the order's statement (issue 38).
   */
  online?: (priced: { total: Poisha; shipping: Poisha }) => OnlineColumns;
  ip?: string;
  timeZone: string;
  mayDiscount: boolean;
  idempotencyKey?: string;
  /** The location the sale takes its stock from (inventory/locations.ts tillLocation). */
  locationId: string;
  /** The caller's role's cap on a manual discount (discountCap.ts), and whether they may send another till's offline sales (pos:switch-location). */
  discountCap?: DiscountCap;
  anyTill?: boolean;
  /** The settings a sale reads: delivery charges, cash rounding, the VAT base, the payment methods offered. */
  shop: Pick<ShopSettings, 'deliveryInsideDhaka' | 'deliveryOutsideDhaka' | 'cashRounding' | 'vatBase' | 'paymentMethods' | 'shiftRequired'>;
}

/**
 * `POST orders` (spec §7.2, issue 9): the cart is priced again here, then at
 * once (one statement) the stock of every line is taken with a conditional
 * update and written to the ledger, and the order, its lines, payments and
 * coupon use are written. A line that is short fails the whole order (409);
 * nothing of it remains. With an Idempotency-Key, a retry or a double click gets the first
 * order again instead of a second one.
 *
 * Few round trips, because a till's throughput is bounded by them: the reads
 * go together first (no transaction: the stock is checked by the update that
 * takes it), then the plan (orderPlan.ts: the totals, payments and every row,
 * worked out with no database), then ONE statement (writeOrder.ts), atomic
 * without a transaction around it, claims the key, takes the stock, writes the
 * ledger and every row of the order, and refuses itself (undoing all of it)
 * when the key was used before or a line is short.
 */
export async function placeOrder(db: Db, input: OrderInput, ctx: PlaceOrderContext): Promise<PlacedOrder> {
  const customerId = input.customer === 'guest' ? undefined : input.customer;
  if (customerId !== undefined && !isUuid(customerId)) throw fieldError('customer', 'must be a customer id or "guest"');
  const address = orderAddress(input.address);
  const requestHash = requestDigest(input);
  methodsOf(input, ctx.shop.paymentMethods);

  let priced: PricedCart;
  let customer: typeof customers.$inferSelect | undefined;
  let shiftId: string | undefined;
  try {
    [priced, customer, shiftId] = await Promise.all([
      priceServerCart(db, input.cart, {
        customerId,
        timeZone: ctx.timeZone,
        mayDiscount: ctx.mayDiscount,
        strict: true,
        // An offline sale keeps the VAT base its till charged on (issue 33), as it keeps the till's prices.
        shop: input.offline?.vatBase ? { ...ctx.shop, vatBase: input.offline.vatBase } : ctx.shop,
        address: input.address,
        locationId: ctx.locationId,
        discountCap: ctx.discountCap,
        holdOverCap: !!input.offline,
        ...(input.offline ? { soldAt: new Date(input.offline.soldAt), ...(input.offline.terms ? { tillTerms: input.offline.terms } : {}) } : {}),
      }),
      customerId
        ? db
            .select()
            .from(customers)
            .where(eq(customers.id, customerId))
            .limit(1)
            .then((rows) => rows[0])
        : undefined,
      // The till's open shift its money goes into (issue 36), read beside the cart.
      tillShift(db, {
        shift: input.shift,
        locationId: ctx.locationId,
        userId: ctx.userId,
        required: ctx.shop.shiftRequired,
        offline: !!input.offline,
        anyTill: !!ctx.anyTill,
      }),
    ]);
    if (customerId && !customer) throw fieldError('customer', msg('not_customer'));
  } catch (err) {
    // A retry of an order already placed gets that order, even if the cart would no longer price.
    const first = ctx.idempotencyKey ? await replay(db, ctx, requestHash).catch(() => undefined) : undefined;
    if (first) return first;
    throw err;
  }
  const payments = planPayments(input, priced);
  const orderId = randomUUID();
  // A sale made offline: its number was given to its till in advance; sent again, it is the order it made.
  let offline: OfflineCheck | undefined;
  if (input.offline && ctx.userId) {
    const checked = await checkOfflineSale(db, input.offline, new Date(), { userId: ctx.userId, locationId: ctx.locationId, anyTill: !!ctx.anyTill });
    if ('replay' in checked) return checked.replay;
    offline = checked;
  }
  // An offline sale is written at its till's prices; the lines the catalogue prices otherwise now go on the price differences list.
  const repriced = offline && input.offline ? await reviewTerms(db, input.offline, offline, priced.lines) : [];
  const facts: Omit<OrderFacts, 'short' | 'now'> = {
    input,
    userId: ctx.userId,
    keyOwner: ctx.keyOwner ?? ctx.userId,
    online: ctx.online?.({ total: payments.total, shipping: priced.shipping }),
    ip: ctx.ip,
    locationId: ctx.locationId,
    discountCap: ctx.discountCap,
    orderId,
    idempotencyKey: ctx.idempotencyKey,
    requestHash,
    priced,
    customer,
    address,
    payments,
    offline,
    repriced,
    shiftId,
  };

  // Units per item the location no longer holds (offline sales only): not taken from its stock but listed as shortfalls for a manager.
  const short = new Map<string, number>();
  for (let attempt = 1; ; attempt++) {
    const plan = planOrder({ ...facts, short, now: new Date() });
    const outcome = await writeOrder(db, plan);
    if ('written' in outcome) {
      const { _id, ...answer } = plan.answer;
      return { _id, number: outcome.number, ...answer };
    }
    if (outcome.refused === 'number-taken') {
      const first = offline ? await replayByNumber(db, offline) : undefined;
      if (first && 'replay' in first) return first.replay;
      throw outcome.error;
    }
    if (outcome.refused === 'key-used') return replay(db, ctx, requestHash);
    if (outcome.refused === 'short') {
      const { change } = outcome;
      // An offline sale is recorded whatever the stock (the money was taken): take what the location holds, list the rest.
      // The take is still a conditional update, so a sale racing this one sends it round again with the new figure.
      if (!offline || attempt >= MAX_OFFLINE_ATTEMPTS) return refuseShort(db, change);
      const line = priced.lines.find((l) => itemKey(l) === itemKey(change));
      const { available } = await stockAt(db, change);
      if (line) short.set(itemKey(line), line.qty - Math.max(0, Math.min(line.qty, available)));
    }
  }
}

/** Rounds an offline sale may go when other sales keep taking the stock it is sized to. */
const MAX_OFFLINE_ATTEMPTS = 10;

/** The same key again: answer the first order, or refuse a key reused for another order. */
async function replay(tx: Db, ctx: PlaceOrderContext, requestHash: string): Promise<PlacedOrder> {
  const owner = ctx.keyOwner ?? ctx.userId;
  const row = owner ? await keyClaim(tx, owner, ctx.idempotencyKey as string) : undefined;
  if (!row || row.hash !== requestHash) throw new ApiError(409, msg('key_reused'));
  if (!row.orderId) throw new ApiError(409, msg('order_in_progress'));
  const [order] = await tx.select({ number: orders.number, total: orders.total, paid: orders.paid }).from(orders).where(eq(orders.id, row.orderId));
  return { _id: row.orderId, number: order.number, total: order.total, paid: order.paid, change: 0, replayed: true };
}

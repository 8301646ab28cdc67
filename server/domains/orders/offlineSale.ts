import { and, eq, sql } from 'drizzle-orm';
import { poisha, toTaka, type Poisha } from '../../../common/money';
import { OFFLINE_SALE_MAX_AGE_DAYS, type OfflineSale } from '../../../common/wire/orders';
import type { Db } from '../../db/client';
import { orders, receiptBlocks, type SnapshotTerm } from '../schema';
import { ApiError, fieldError, msg } from '../../engine/errors';
import { orderNumberOf } from './orderNumber';
import type { ServerLine } from './cartPricing';
import { largestDiscount, type DiscountCap } from './discountCap';
import type { PlacedOrder } from './placedOrder';
import { snapshotServed } from './posSnapshot';

/** An offline sale that may be written: its till, the number it printed, when it was sold. */
export interface OfflineCheck {
  device: string;
  number: string;
  soldAt: Date;
  /** It arrived within LIVE_MS of being made: the till was online, and could have been told no. */
  live: boolean;
}

/** Who sends an offline sale, from where (issue 34). */
export interface OfflineSender {
  userId: string;
  locationId: string;
  /** pos:switch-location: a manager sending another till's sales (an imported file) or selling elsewhere. */
  anyTill: boolean;
}

/** A till's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** A sale that arrives this soon after it was made was sold by a till online. */
const LIVE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The offline sale's order if it was already made (a retry, a second tab, a
 * file imported on another device): the number is the sale's identity,
 * whoever sends it. A number that names another till's order is a 409.
 */
export async function replayByNumber(db: Db, sale: Pick<OfflineSale, 'device' | 'number'>): Promise<{ replay: PlacedOrder } | { none: true }> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, total: orders.total, paid: orders.paid, device: orders.offlineDevice })
    .from(orders)
    .where(eq(orders.number, sale.number));
  if (!order) return { none: true };
  if (order.device !== sale.device) throw new ApiError(409, msg('offline_number_taken'), [{ field: 'offline.number', message: 'is another till’s sale' }]);
  return { replay: { _id: order.id, number: order.number, total: order.total, paid: order.paid, change: 0, replayed: true } };
}

/**
 * Checks an offline sale before its order is written (issues 25, 34): sent
 * before, it is that order; its number must have been given to its till
 * (POST orders/receipt-numbers), for this cashier at this location (a
 * manager, pos:switch-location, may send any till's); it is dated when it was
 * sold, within the last OFFLINE_SALE_MAX_AGE_DAYS days and within its block's
 * window: from the block's issue to OFFLINE_SALE_MAX_AGE_DAYS after it. The
 * number's uniqueness is the database's (orders.number), so two sends at
 * once still make one order.
 */
export async function checkOfflineSale(db: Db, sale: OfflineSale, now: Date, sender: OfflineSender): Promise<OfflineCheck | { replay: PlacedOrder }> {
  const first = await replayByNumber(db, sale);
  if ('replay' in first) return first;
  const soldAt = new Date(sale.soldAt);
  const age = now.getTime() - soldAt.getTime();
  if (Number.isNaN(age) || age < -CLOCK_SLACK_MS || age > OFFLINE_SALE_MAX_AGE_DAYS * DAY_MS) {
    throw fieldError('offline.soldAt', msg('offline_sold_at', { days: OFFLINE_SALE_MAX_AGE_DAYS }));
  }
  const [issued] = await db
    .select({ userId: receiptBlocks.userId, locationId: receiptBlocks.locationId, issuedAt: receiptBlocks.createdAt })
    .from(receiptBlocks)
    .where(and(eq(receiptBlocks.deviceId, sale.device), sql`${receiptBlocks.numbers} @> array[${sale.number}]::text[]`))
    .limit(1);
  if (!issued) throw fieldError('offline.number', msg('offline_number_not_issued'));
  // A block from before blocks named their location (issue 25) is checked by its cashier only.
  const elsewhere = issued.userId !== sender.userId || (issued.locationId !== null && issued.locationId !== sender.locationId);
  if (elsewhere && !sender.anyTill) throw fieldError('offline.device', msg('offline_block_elsewhere'));
  const sinceIssue = soldAt.getTime() - issued.issuedAt.getTime();
  if (sinceIssue < -CLOCK_SLACK_MS || sinceIssue > OFFLINE_SALE_MAX_AGE_DAYS * DAY_MS) {
    throw fieldError('offline.soldAt', msg('offline_outside_block', { days: OFFLINE_SALE_MAX_AGE_DAYS }));
  }
  return { device: sale.device, number: sale.number, soldAt: age < 0 ? now : soldAt, live: age < LIVE_MS };
}

/** Why a line of an offline sale goes on Price Differences: the catalogue changed since the till's snapshot, or its price is not one the snapshot held. */
export type TermsReason = 'repriced' | 'unknown-price';

/**
 * The lines of an offline sale priced otherwise than the catalogue now
 * (issue 34), each with why. A term may differ from the catalogue only as the
 * till's snapshot had it (`offline.snapshot`, a version served to this device
 * before the sale: posSnapshot.ts); one it did not hold could not have come
 * from the till's own pricing. Sent by a till that was online (live), it is
 * refused (400 on its term); a sale made offline already took the money, so
 * it is held for a manager instead (the caller marks the order pending).
 */
export async function reviewTerms<L extends ServerLine>(
  db: Db,
  sale: OfflineSale,
  check: OfflineCheck,
  lines: readonly L[],
): Promise<{ line: L; reason: TermsReason }[]> {
  const differing = lines.filter((l) => l.unitPricePoisha !== l.catalogue.unitPricePoisha || l.vatRate !== l.catalogue.vatRate);
  if (differing.length === 0) return [];
  let prices: Record<string, SnapshotTerm> | null = null;
  if (sale.snapshot) {
    prices = await snapshotServed(db, sale.snapshot, sale.device, new Date(check.soldAt.getTime() + CLOCK_SLACK_MS));
    if (!prices) throw fieldError('offline.snapshot', msg('offline_snapshot_unknown'));
  }
  return differing.map((line) => {
    const key = line.variantId ? `${line.productId}:${line.variantId}` : line.productId;
    const term = prices?.[key];
    const known = !!term && term[0] === line.listPricePoisha && term[1] === line.unitPricePoisha && term[2] === line.vatRate;
    if (!known && check.live) {
      const index = (sale.terms ?? []).findIndex((t) => t._id === line.productId && (t.variant ?? null) === line.variantId);
      throw fieldError(`offline.terms.${Math.max(0, index)}.unitPrice`, msg('offline_price_unknown'));
    }
    return { line, reason: known ? 'repriced' : 'unknown-price' };
  });
}

/**
 * The Price Differences row of an offline sale whose manual discount was over
 * the cashier's cap (issue 34): about the whole sale, so no item; the till's
 * figure is the discount given, the catalogue's the most the role may give.
 * Its order number and cashier's name are the order's statement's (writeOrder.ts).
 */
export function overCapRow(given: Poisha, subTotal: Poisha, cap: DiscountCap | undefined, at: { orderId: string; locationId: string; deviceId: string }) {
  const most = cap ? largestDiscount(cap, subTotal) : given;
  return {
    ...at,
    reason: 'over-cap' as const,
    productId: null,
    variantId: null,
    itemName: 'Manual discount',
    qty: 1,
    tillUnitPrice: toTaka(given),
    catalogueUnitPrice: toTaka(most),
    tillVatRate: 0,
    catalogueVatRate: 0,
    difference: toTaka(poisha(most - given)),
  };
}

/** Order numbers for a till to sell offline with, from the orders' own sequence (never given twice), recorded as its block. */
export async function issueReceiptNumbers(db: Db, device: string, count: number, userId: string, locationId: string): Promise<string[]> {
  const [row] = await db
    .insert(receiptBlocks)
    .values({
      deviceId: device,
      userId,
      locationId,
      numbers: sql`(select array_agg(${orderNumberOf(sql`n`)} order by n)
        from (select nextval('order_number_seq') as n from generate_series(1, ${count})) as s)`,
    })
    .returning({ numbers: receiptBlocks.numbers });
  return row.numbers;
}

import { and, eq, sql } from 'drizzle-orm';
import { OFFLINE_SALE_MAX_AGE_DAYS, type OfflineSale } from '../../../common/wire/orders';
import type { Db } from '../../db/client';
import { orders, receiptBlocks } from '../../db/tables';
import { ApiError, fieldError, msg } from '../../engine/errors';
import { orderNumberOf } from './orderNumber';
import type { PlacedOrder } from './placedOrder';

/** An offline sale that may be written: its till, the number it printed, when it was sold. */
export interface OfflineCheck {
  device: string;
  number: string;
  soldAt: Date;
}

/** A till's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 5 * 60_000;

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
 * Checks an offline sale before its order is written (issue 25): sent before,
 * it is that order; its number must have been given to its till
 * (POST orders/receipt-numbers); it is dated when it was sold, within the
 * last OFFLINE_SALE_MAX_AGE_DAYS days. The number's uniqueness is the
 * database's (orders.number), so two sends at once still make one order.
 */
export async function checkOfflineSale(db: Db, sale: OfflineSale, now: Date): Promise<OfflineCheck | { replay: PlacedOrder }> {
  const first = await replayByNumber(db, sale);
  if ('replay' in first) return first;
  const soldAt = new Date(sale.soldAt);
  const age = now.getTime() - soldAt.getTime();
  if (Number.isNaN(age) || age < -CLOCK_SLACK_MS || age > OFFLINE_SALE_MAX_AGE_DAYS * 86_400_000) {
    throw fieldError('offline.soldAt', msg('offline_sold_at', { days: OFFLINE_SALE_MAX_AGE_DAYS }));
  }
  const [issued] = await db
    .select({ id: receiptBlocks.id })
    .from(receiptBlocks)
    .where(and(eq(receiptBlocks.deviceId, sale.device), sql`${receiptBlocks.numbers} @> array[${sale.number}]::text[]`))
    .limit(1);
  if (!issued) throw fieldError('offline.number', msg('offline_number_not_issued'));
  return { device: sale.device, number: sale.number, soldAt: age < 0 ? now : soldAt };
}

/** Order numbers for a till to sell offline with, from the orders' own sequence (never given twice), recorded as its block. */
export async function issueReceiptNumbers(db: Db, device: string, count: number, userId: string): Promise<string[]> {
  const [row] = await db
    .insert(receiptBlocks)
    .values({
      deviceId: device,
      userId,
      numbers: sql`(select array_agg(${orderNumberOf(sql`n`)} order by n)
        from (select nextval('order_number_seq') as n from generate_series(1, ${count})) as s)`,
    })
    .returning({ numbers: receiptBlocks.numbers });
  return row.numbers;
}

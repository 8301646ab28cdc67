import { sql, type SQL } from 'drizzle-orm';
import { toPoisha, toTaka } from '../../../common/money';
import { DEFAULT_THRESHOLDS, type RiskCounts } from '../../../common/fraudRisk';
import type { PhoneHistory } from '../../../common/wire/fraud';

/**
 * The fraud checker's rule (common/fraudRisk.ts) in SQL, for the two places
 * that ask the database: the checker's one statement for a phone, and the
 * orders list's risk column and filter (a subquery per row). Both read a
 * phone's orders through `orders_customer_phone_idx` (customer_phone,
 * status) and each order's returned parcel through `deliveries_order_idx`.
 *
 * An order counts once: returned (a delivery of it has status `returned`)
 * before cancelled before delivered (`delivered`, `completed`); other
 * statuses are open. server/test/fraud.test.ts holds this SQL equal to
 * `bandOf` of common/fraudRisk.ts.
 */

/**
 * The orders of one phone, each with whether a parcel of it came back. A
 * lateral read with LIMIT 1 per order (on deliveries_order_idx), not EXISTS:
 * when PostgreSQL overestimates a phone's orders it turns EXISTS into a hash
 * of every returned parcel (16 ms at 25,000 of them instead of 0.1 ms).
 */
function ordersOf(phone: SQL): SQL {
  return sql`select o.id, o.number, o.status, o.total, o.refunded, o.created_at, coalesce(r.returned, false) as returned
    from orders o left join lateral (select true as returned from deliveries d where d.order_id = o.id and d.status = 'returned' limit 1) r on true
    where o.customer_phone = ${phone}`;
}

/**
 * The thresholds as one row `s` (fraud_medium_percent, fraud_high_percent):
 * the settings row's, or the defaults before the settings row is made.
 */
const THRESHOLDS =
  sql.raw(`(select coalesce((select fraud_medium_percent from settings where id = 1), ${DEFAULT_THRESHOLDS.mediumPercent}) as fraud_medium_percent,
    coalesce((select fraud_high_percent from settings where id = 1), ${DEFAULT_THRESHOLDS.highPercent}) as fraud_high_percent) s`);

const DELIVERED = sql`not h.returned and h.status in ('delivered', 'completed')`;
const CANCELLED = sql`not h.returned and h.status = 'cancelled'`;

export interface HistoryRow {
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
  spent: string;
  last_at: Date | string | null;
  last_id: string | null;
  last_number: string | null;
  medium: number;
  high: number;
}

/**
 * One statement: the phone's counts, spend and last order, with the band's
 * thresholds from the settings row (so every API process judges by the
 * stored settings). `extra` selects more scalars beside them (the access probe).
 */
export function historyStatement(phone: string, extra: Record<string, SQL> = {}): SQL {
  const extras = Object.entries(extra).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`);
  return sql`select count(h.id)::int as orders,
      (count(*) filter (where ${DELIVERED}))::int as delivered,
      (count(*) filter (where h.returned))::int as returned,
      (count(*) filter (where ${CANCELLED}))::int as cancelled,
      coalesce(sum(h.total - h.refunded) filter (where ${DELIVERED}), 0)::text as spent,
      max(h.created_at) as last_at,
      (array_agg(h.id order by h.created_at desc, h.id desc))[1] as last_id,
      (array_agg(h.number order by h.created_at desc, h.id desc))[1] as last_number,
      s.fraud_medium_percent as medium, s.fraud_high_percent as high${sql.join(extras, sql``)}
    from ${THRESHOLDS} left join lateral (${ordersOf(sql`${phone}`)}) h on true
    group by s.fraud_medium_percent, s.fraud_high_percent`;
}

export function countsOf(row: HistoryRow): RiskCounts {
  return { orders: row.orders, delivered: row.delivered, returned: row.returned, cancelled: row.cancelled };
}

export function historyOf(row: HistoryRow): PhoneHistory {
  const finished = row.delivered + row.returned + row.cancelled;
  const lastAt = row.last_at === null ? null : new Date(row.last_at).toISOString();
  return {
    orders: row.orders,
    delivered: row.delivered,
    returned: row.returned,
    cancelled: row.cancelled,
    successRate: finished === 0 ? null : Math.round((row.delivered * 1000) / finished) / 10,
    totalSpent: toTaka(toPoisha(row.spent)),
    lastOrderAt: lastAt,
    lastOrderId: row.last_id,
    lastOrderNumber: row.last_number,
  };
}

/** A phone_histories row `ph`'s band as text, by the settings' thresholds `s` (THRESHOLDS). */
const BAND_OF_ROW = sql.raw(`case
    when ph.delivered + ph.returned + ph.cancelled = 0 then 'none'
    when (ph.returned + ph.cancelled) * 100 >= s.fraud_high_percent * (ph.delivered + ph.returned + ph.cancelled) then 'high'
    when (ph.returned + ph.cancelled) * 100 >= s.fraud_medium_percent * (ph.delivered + ph.returned + ph.cancelled) then 'medium'
    else 'low' end`);

/**
 * The band of the phone `phone` (an SQL expression, usually the outer row's
 * column) as text, `none` for no phone or no finished order: the orders
 * list's risk column. One primary-key read of the phone's counts
 * (`phone_histories`, kept by triggers in the statements that change them),
 * so a page of 16 costs 16 index reads whatever the phone's history.
 */
export function bandSql(phone: SQL): SQL<string> {
  return sql<string>`coalesce((select ${BAND_OF_ROW} from phone_histories ph, ${THRESHOLDS} where ph.phone = ${phone}), 'none')`;
}

/**
 * The orders list's risk filter: the orders whose phone is in one of
 * `bands`, as `customer_phone IN (the phones of those bands)` so the
 * database picks the phones once from `phone_histories` instead of judging
 * every order it walks; `none` adds the orders without a phone.
 */
export function bandFilterSql(phone: SQL, bands: readonly string[]): SQL {
  const inBand = sql`${phone} in (select ph.phone from phone_histories ph, ${THRESHOLDS} where ${BAND_OF_ROW} in (${sql.join(
    bands.map((b) => sql`${b}`),
    sql`, `,
  )}))`;
  return bands.includes('none') ? sql`(${phone} is null or ${inBand})` : inBand;
}

import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '../../../common/dates';
import { addDays } from './period';

/**
 * The SQL that reads the rollups (server/domains/reports/tables/rollups.ts), shared by the
 * dashboard and the reports so their figures are the same sums: net sales,
 * cost of goods and the rest are written here once.
 */

/**
 * Which orders' sales count anywhere (alias `o`): every order, paid or not,
 * but a cancelled one and one held for a manager's approval (an offline sale
 * at a price its till could not have known, issue 34). The rule is the SQL
 * function `sale_counts` (sql/rollups.sql), which the rollups' triggers and
 * views read too.
 */
export const COUNTED_SALE = sql`sale_counts(o.status, o.approval)`;

/** Sums of rollup_order_days over the rows a condition picks, every figure in poisha. */
export const ORDER_SUMS = sql`coalesce(sum(orders), 0)::int as orders,
  coalesce(sum(sub_total), 0)::bigint as sub_total, coalesce(sum(discount), 0)::bigint as discount,
  coalesce(sum(vat), 0)::bigint as vat, coalesce(sum(shipping), 0)::bigint as shipping, coalesce(sum(rounding), 0)::bigint as rounding,
  coalesce(sum(total), 0)::bigint as total, coalesce(sum(units), 0)::int as units, coalesce(sum(cost), 0)::bigint as cost,
  coalesce(sum(returned_units), 0)::int as returned_units, coalesce(sum(returns_goods), 0)::bigint as returns_goods,
  coalesce(sum(returns_discount), 0)::bigint as returns_discount, coalesce(sum(returns_vat), 0)::bigint as returns_vat,
  coalesce(sum(returns_cost), 0)::bigint as returns_cost`;

export interface OrderSums {
  orders: number;
  sub_total: number;
  discount: number;
  vat: number;
  shipping: number;
  rounding: number;
  total: number;
  units: number;
  cost: number;
  returned_units: number;
  returns_goods: number;
  returns_discount: number;
  returns_vat: number;
  returns_cost: number;
}

/** bigint columns arrive as text from node-postgres: every figure as a number (poisha stay far below 2^53). */
export function numbers<T extends object>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : typeof v === 'bigint' ? Number(v) : v;
  return out as T;
}

/**
 * The figures every screen shows, from one row of sums (poisha): the one
 * definition of each (README "Rules every figure keeps"). Returns are their
 * goods' net value (line price less the line's stored share of the cart
 * discount, per unit on the running total), which is what was refunded for
 * them before VAT; VAT and shipping are apart from net sales.
 */
export function salesFigures(s: OrderSums) {
  const returns = s.returns_goods - s.returns_discount;
  const netSales = s.sub_total - s.discount - returns;
  const cogs = s.cost - s.returns_cost;
  return {
    /** Net sales ÷ orders: what an order came to once discounts and returns are off, VAT and shipping apart. */
    averageOrderValue: s.orders === 0 ? 0 : Math.round(netSales / s.orders),
    grossSales: s.sub_total,
    discounts: s.discount,
    returns,
    netSales,
    vat: s.vat - s.returns_vat,
    shipping: s.shipping,
    cogs,
    grossProfit: netSales - cogs,
    units: s.units - s.returned_units,
    /** Units returned, and the return rate everywhere: returned units ÷ units sold (of units, not of orders or value). */
    returnedUnits: s.returned_units,
    soldUnits: s.units,
    orders: s.orders,
    total: s.total,
  };
}

/** `day between from and to` and, when given, one location. */
export function dayFilter(from: string, to: string, location: string | undefined, alias = ''): SQL {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return location
    ? sql`${col('day')} between ${from}::date and ${to}::date and ${col('location_id')} = ${location}::uuid`
    : sql`${col('day')} between ${from}::date and ${to}::date`;
}

/** The instant a shop day starts, for conditions on timestamps (index-friendly). */
export const dayStart = (day: string, timeZone: string): SQL => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/**
 * The whole months inside a range (first days of the first and last), or null.
 * The month of `today` counts as whole once the range reaches today: nothing
 * is dated after today, so its month row is the month so far.
 */
export function wholeMonths(from: string, to: string, today: string): { first: string; last: string } | null {
  const monthOf = (day: string) => `${day.slice(0, 8)}01`;
  const nextMonth = (day: string) => monthOf(addDays(monthOf(day), 32));
  const endOfMonth = (day: string) => addDays(nextMonth(day), -1);
  const upTo = to >= today && to < endOfMonth(today) ? endOfMonth(today) : to;
  const first = from === monthOf(from) ? from : nextMonth(from);
  const last = upTo === endOfMonth(upTo) ? monthOf(upTo) : monthOf(addDays(monthOf(upTo), -1));
  return first <= last ? { first, last } : null;
}

/**
 * The rows of a day rollup and its month rollup that cover a range once: its
 * whole months from the month rows, the days of the months it cuts from the
 * day rows (a year is twelve months of rows and a few days). `where` is more
 * conditions (`and …`) on columns both have.
 */
export function daysAndMonths(range: { from: string; to: string; timeZone: string }, days: SQL, months: SQL, columns: SQL, where: SQL): SQL {
  const m = wholeMonths(range.from, range.to, formatDate(new Date(), range.timeZone));
  const inRange = sql`day between ${range.from}::date and ${range.to}::date`;
  if (!m) return sql`select ${columns} from ${days} where ${inRange} ${where}`;
  return sql`select ${columns} from ${days} where ${inRange} and (day < ${m.first}::date or day >= (${m.last}::date + interval '1 month')::date) ${where}
    union all
    select ${columns} from ${months} where month between ${m.first}::date and ${m.last}::date ${where}`;
}

import { sql } from 'drizzle-orm';
import { poisha, sumPoisha, toPoisha, toTaka } from '../../../common/money';
import { ORDER_STATUSES, type PaymentMethod, type OrderStatus } from '../../../common/orders';
import type { DashboardAnswer, ResolvedPeriod } from '../../../common/wire/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { OWED_STATUSES } from '../../../common/settlements';
import { changeOf, percent } from './period';
import { COUNTED_SALE, ORDER_SUMS, dayFilter, dayStart, numbers, salesFigures, type OrderSums } from './figures';

export interface DashboardScope {
  period: ResolvedPeriod;
  location: string | undefined;
  /** dashboard:profit: profit, margin and cost figures are in the answer. */
  profit: boolean;
  /** Which lists the user may see (their resources' list permission). */
  lists: { lowStock: boolean; recentOrders: boolean; awaitingCourier: boolean; codOwed: boolean };
}

const money = (value: number, previous: number) => ({ value: toTaka(poisha(value)), previous: toTaka(poisha(previous)), change: changeOf(value, previous) });
const count = (value: number, previous: number) => ({ value, previous, change: changeOf(value, previous) });
const pct = (value: number | null, previous: number | null) => ({ value, previous, change: changeOf(value, previous) });

/** The dashboard's answer: every block read from the rollups, except the lists of live records and a day's hours. */
export async function dashboard(db: Db, scope: DashboardScope): Promise<DashboardAnswer> {
  const { period, location, profit } = scope;
  const tz = period.timeZone;
  const asOf = new Date().toISOString();
  const [kpis, series, statuses, methods, products, lowStock, recent, awaiting, owed] = await Promise.all([
    kpiBlock(db, scope),
    period.from === period.to ? hourSeries(db, period.from, tz, location) : daySeries(db, period, location),
    // Counted per status by orders_status_created_idx (an index-only range for each status): 29 ms for 30 days at
    // 1,000,000 orders, where grouping the period's orders read each row (130 ms).
    queryRows<{ status: OrderStatus; orders: number }>(
      db,
      sql`select * from (select s.status, (select count(*) from orders o where o.status = s.status
            and o.created_at >= ${dayStart(period.from, tz)} and o.created_at < ${dayStart(period.to, tz)} + interval '1 day'
            ${location ? sql`and o.location_id = ${location}::uuid` : sql``})::int as orders
          from unnest(${`{${ORDER_STATUSES.join(',')}}`}::text[]) s(status)) t
        where orders > 0 order by orders desc`,
    ),
    salesByMethod(db, period, location),
    // One pass over the period's product rollups (a product's variants and payment methods summed), with its category:
    // the top products and the sales by category are both sums of these rows.
    queryRows<{ product: string; name: string; category: string | null; category_name: string | null; units: number; sales: string; profit: string }>(
      db,
      sql`select r.product as product, p.name, p.category_id as category, c.name as category_name, r.units, r.sales::text, r.profit::text
        from (select product_id as product, (sum(units) - sum(returned_units))::int as units, (sum(sales) - sum(returns_goods))::bigint as sales,
            (sum(sales) - sum(returns_goods) - sum(cost) + sum(returns_cost))::bigint as profit
          from rollup_product_days r where ${dayFilter(period.from, period.to, location, 'r')} group by 1) r
        join products p on p.id = r.product left join categories c on c.id = p.category_id`,
    ),
    scope.lists.lowStock
      ? queryRows<{
          variant: string;
          product: string;
          name: string;
          sku: string | null;
          location: string;
          location_name: string;
          stock: number;
          alert: number;
        }>(
          db,
          sql`select s.item_id as variant, s.product_id as product, concat_ws(' ', p.name, v.name) as name, coalesce(v.sku, p.sku) as sku, s.location_id as location,
              l.name as location_name, s.stock, p.low_stock_alert as alert
            from stock_levels s join products p on p.id = s.product_id left join product_variants v on v.id = s.variant_id join locations l on l.id = s.location_id
            where s.stock <= p.low_stock_alert and p.status <> 'archived' ${location ? sql`and s.location_id = ${location}::uuid` : sql``}
            order by s.stock, p.name limit 10`,
        )
      : null,
    scope.lists.recentOrders
      ? queryRows<{ _id: string; number: string; status: OrderStatus; customer_name: string | null; total: string; created_at: Date | string }>(
          db,
          sql`select id as _id, number, status, customer_name, total::text, created_at from orders ${location ? sql`where location_id = ${location}::uuid` : sql``}
            order by created_at desc limit 10`,
        )
      : null,
    scope.lists.awaitingCourier
      ? queryRows<{
          _id: string;
          order: string;
          order_number: string;
          recipient_name: string;
          courier: string | null;
          cod_amount: string;
          created_at: Date | string;
          n: number;
        }>(
          db,
          sql`select d.id as _id, d.order_id as order, o.number as order_number, o.customer_name as recipient_name, d.courier, d.cod_amount::text, d.created_at,
              count(*) over ()::int as n
            from deliveries d join orders o on o.id = d.order_id where d.status in ('pending', 'booked') ${location ? sql`and o.location_id = ${location}::uuid` : sql``}
            order by d.created_at limit 10`,
        )
      : null,
    scope.lists.codOwed
      ? queryRows<{ courier: string; deliveries: number; owed: string }>(
          db,
          sql`select courier, count(*)::int as deliveries, sum(collected)::text as owed from deliveries
            where settlement_id is null and status in (${sql.join(
              OWED_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )}) and collected > 0 group by courier order by 3 desc`,
        )
      : null,
  ]);
  const stamp = (rows: unknown[]) => ({ asOf, rows });
  const answer: DashboardAnswer = {
    period,
    location: location ?? null,
    kpis: { ...kpis, asOf },
    salesSeries: { ...series, asOf, points: series.points.map((p) => (profit ? p : { at: p.at, sales: p.sales, orders: p.orders })) },
    ordersByStatus: { asOf, rows: statuses },
    salesByPaymentMethod: { asOf, rows: methods.map((m) => ({ method: m.method, sales: toTaka(poisha(Number(m.sales))), orders: m.orders })) },
    salesByCategory: { asOf, rows: byCategory(products) },
    topProducts: {
      asOf,
      rows: topTen(products).map((t) => ({
        product: t.product,
        name: t.name,
        units: t.units,
        sales: toTaka(poisha(Number(t.sales))),
        ...(profit ? { profit: toTaka(poisha(Number(t.profit))) } : {}),
      })),
    },
  };
  if (lowStock)
    answer.lowStock = stamp(
      lowStock.map((r) => ({
        variant: r.variant,
        product: r.product,
        name: r.name,
        sku: r.sku,
        location: r.location,
        locationName: r.location_name,
        stock: r.stock,
        alert: r.alert,
      })),
    ) as DashboardAnswer['lowStock'];
  if (recent) {
    answer.recentOrders = stamp(
      recent.map((r) => ({
        _id: r._id,
        number: r.number,
        status: r.status,
        customerName: r.customer_name,
        total: Number(r.total),
        createdAt: new Date(r.created_at).toISOString(),
      })),
    ) as DashboardAnswer['recentOrders'];
  }
  if (awaiting) {
    answer.awaitingCourier = {
      asOf,
      count: awaiting[0]?.n ?? 0,
      rows: awaiting.map((r) => ({
        _id: r._id,
        order: r.order,
        orderNumber: r.order_number,
        recipientName: r.recipient_name,
        courier: r.courier,
        codAmount: Number(r.cod_amount),
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
  if (owed) {
    const rows = owed.map((r) => ({ courier: r.courier, deliveries: r.deliveries, owed: Number(r.owed) }));
    answer.codOwed = { asOf, total: toTaka(sumPoisha(owed.map((r) => toPoisha(r.owed)))), rows };
  }
  return answer;
}

/**
 * Sales by payment method (issue 33), from its rollup (sql/rollups.sql, rollup_method_days): on the order's day
 * at its location, the order's total under the method it was placed with, moved to the method of each payment
 * taken by another one (a split sale under each of its methods), less each refund under its own method; what a
 * COD order has not yet paid stays under the method it was placed with. An order counts under each method.
 */
function salesByMethod(db: Db, period: ResolvedPeriod, location: string | undefined) {
  return queryRows<{ method: PaymentMethod; sales: string; orders: number }>(
    db,
    sql`select method, sum(sales)::bigint as sales, sum(orders)::int as orders from rollup_method_days where ${dayFilter(period.from, period.to, location)}
      group by 1 having sum(sales) <> 0 order by 2 desc`,
  );
}

interface ProductSums {
  product: string;
  name: string;
  category: string | null;
  category_name: string | null;
  units: number;
  /** Integer poisha, as text (bigint). */
  sales: string;
  profit: string;
}

/** The ten products that sold the most (net of returns), then by name. */
const topTen = (rows: readonly ProductSums[]): ProductSums[] =>
  [...rows].sort((a, b) => Number(b.sales) - Number(a.sales) || a.name.localeCompare(b.name)).slice(0, 10);

/** Sales and units by category, the largest first; summed in integer poisha. */
function byCategory(rows: readonly ProductSums[]): DashboardAnswer['salesByCategory']['rows'] {
  const sums = new Map<string | null, { name: string | null; sales: number; units: number }>();
  for (const r of rows) {
    const sum = sums.get(r.category) ?? { name: r.category_name, sales: 0, units: 0 };
    sum.sales += Number(r.sales);
    sum.units += r.units;
    sums.set(r.category, sum);
  }
  return [...sums]
    .sort((a, b) => b[1].sales - a[1].sales)
    .map(([category, sum]) => ({ category, name: sum.name, sales: toTaka(poisha(sum.sales)), units: sum.units }));
}

async function kpiBlock(db: Db, scope: DashboardScope) {
  const { period, location, profit } = scope;
  const tz = period.timeZone;
  const [sums, customers, cash] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select 'now' as which, ${ORDER_SUMS} from rollup_order_days where ${dayFilter(period.from, period.to, location)}
        union all select 'before', ${ORDER_SUMS} from rollup_order_days where ${dayFilter(period.previousFrom, period.previousTo, location)}`,
    ),
    // Customers have no location of their own: at a location, a new customer is one who joined in the period and
    // bought there in the same period (a few index reads per customer who joined, orders_customer_idx).
    queryRows<{ now: number; before: number }>(
      db,
      sql`select count(*) filter (where c.created_at >= ${dayStart(period.from, tz)})::int as now, count(*) filter (where c.created_at < ${dayStart(period.from, tz)})::int as before
        from customers c where c.created_at >= ${dayStart(period.previousFrom, tz)} and c.created_at < ${dayStart(period.to, tz)} + interval '1 day'
        ${
          location
            ? sql`and exists (select 1 from orders o where o.customer_id = c.id and o.location_id = ${location}::uuid and ${COUNTED_SALE}
                and o.created_at >= case when c.created_at >= ${dayStart(period.from, tz)} then ${dayStart(period.from, tz)} else ${dayStart(period.previousFrom, tz)} end
                and o.created_at < case when c.created_at >= ${dayStart(period.from, tz)} then ${dayStart(period.to, tz)} + interval '1 day' else ${dayStart(period.from, tz)} end)`
            : sql``
        }`,
    ),
    queryRows<{ method: PaymentMethod; now: string; before: string }>(
      db,
      sql`select method, coalesce(sum(payments - refunds) filter (where day >= ${period.from}::date), 0)::bigint as now,
          coalesce(sum(payments - refunds) filter (where day < ${period.from}::date), 0)::bigint as before
        from rollup_payment_days where ${dayFilter(period.previousFrom, period.to, location)} group by method order by 2 desc`,
    ),
  ]);
  const byWhich = new Map(sums.map((r) => [r.which as string, salesFigures(numbers<OrderSums>(r))]));
  const now = byWhich.get('now')!;
  const before = byWhich.get('before')!;
  const cashRows = cash.map((r) => ({ method: r.method, now: Number(r.now), before: Number(r.before) }));
  return {
    netSales: money(now.netSales, before.netSales),
    orders: count(now.orders, before.orders),
    averageOrderValue: money(now.averageOrderValue, before.averageOrderValue),
    ...(profit
      ? {
          grossProfit: money(now.grossProfit, before.grossProfit),
          margin: pct(percent(now.grossProfit, now.netSales), percent(before.grossProfit, before.netSales)),
        }
      : {}),
    unitsSold: count(now.units, before.units),
    returnsValue: money(now.returns, before.returns),
    returnRate: pct(percent(now.returnedUnits, now.soldUnits), percent(before.returnedUnits, before.soldUnits)),
    newCustomers: count(customers[0].now, customers[0].before),
    cashCollected: {
      total: money(
        cashRows.reduce((a, r) => a + r.now, 0),
        cashRows.reduce((a, r) => a + r.before, 0),
      ),
      byMethod: cashRows.map((r) => ({ method: r.method, value: toTaka(poisha(r.now)), previous: toTaka(poisha(r.before)) })),
    },
  };
}

interface Point {
  at: string;
  sales: number;
  orders: number;
  profit: number;
}

/** Every day of the period from the rollups, zeros included. */
async function daySeries(db: Db, period: ResolvedPeriod, location: string | undefined): Promise<{ unit: 'day'; points: Point[] }> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as at, ${ORDER_SUMS}
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
      left join rollup_order_days r on r.day = d::date ${location ? sql`and r.location_id = ${location}::uuid` : sql``}
      group by d order by d`,
  );
  return {
    unit: 'day',
    points: rows.map((r) => {
      const f = salesFigures(numbers<OrderSums>(r));
      return { at: r.at as string, sales: toTaka(poisha(f.netSales)), orders: f.orders, profit: toTaka(poisha(f.grossProfit)) };
    }),
  };
}

/**
 * The hours of one day: rollups are daily, so a day's hours come from its own
 * orders and returns (one day's rows, by the created_at indexes), with the
 * same formulas; their sum is the day's rollup.
 */
async function hourSeries(db: Db, day: string, tz: string, location: string | undefined): Promise<{ unit: 'hour'; points: Point[] }> {
  const loc = location ? sql`and o.location_id = ${location}::uuid` : sql``;
  const rows = await queryRows<{ h: number; sales: string; orders: number; profit: string }>(
    db,
    sql`with sold as (
        select extract(hour from o.created_at at time zone ${tz})::int as h, count(*)::int as orders,
          sum(to_poisha(o.sub_total) - to_poisha(o.discount))::bigint as sales,
          sum(to_poisha(o.sub_total) - to_poisha(o.discount) - (select coalesce(sum(l.qty * to_poisha(l.unit_cost)), 0) from order_lines l where l.order_id = o.id))::bigint as profit
        from orders o where ${COUNTED_SALE} and o.created_at >= ${dayStart(day, tz)} and o.created_at < ${dayStart(day, tz)} + interval '1 day' ${loc}
        group by 1),
      back as (
        select extract(hour from p.at at time zone ${tz})::int as h, sum(p.goods - p.discount)::bigint as sales, sum(p.goods - p.discount - p.cost)::bigint as profit
        from rollup_return_parts p join orders o on o.id = p.order_id
        -- = any(array(…)), not in (select …): a list of values reaches into the view's window (partitioned by order), a semi-join does not and read every return (70 ms at 1,000,000 orders).
        where p.order_id = any(array(select order_id from order_returns where created_at >= ${dayStart(day, tz)} and created_at < ${dayStart(day, tz)} + interval '1 day'))
          and p.day = ${day}::date and ${COUNTED_SALE} ${location ? sql`and p.location_id = ${location}::uuid` : sql``}
        group by 1)
      select h, coalesce(s.orders, 0)::int as orders, (coalesce(s.sales, 0) - coalesce(b.sales, 0))::bigint as sales, (coalesce(s.profit, 0) - coalesce(b.profit, 0))::bigint as profit
      from generate_series(0, 23) h left join sold s using (h) left join back b using (h) order by h`,
  );
  return {
    unit: 'hour',
    points: rows.map((r) => ({
      at: `${day}T${String(r.h).padStart(2, '0')}`,
      sales: toTaka(poisha(Number(r.sales))),
      orders: r.orders,
      profit: toTaka(poisha(Number(r.profit))),
    })),
  };
}

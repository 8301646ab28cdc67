import { sql } from 'drizzle-orm';
import { riskOf } from '../../../common/fraudRisk';
import { poisha, toTaka } from '../../../common/money';
import { ORDER_STATUSES } from '../../../common/orders';
import type {
  DrillDown,
  GroupBy,
  LowStockAnswer,
  LowStockQuery,
  ProfitLossAnswer,
  ProfitLossQuery,
  ProfitLossRow,
  ResolvedPeriod,
  TopCustomersAnswer,
  TopCustomersQuery,
  TopProductsAnswer,
  TopProductsQuery,
} from '../../../common/wire/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { COUNTED_SALE, ORDER_SUMS, dayFilter, dayStart, daysAndMonths, numbers, salesFigures, type OrderSums } from './figures';
import { percent } from './period';

/**
 * The reports (issue 23): each reads the rollups for its sales figures, so a
 * year grouped by month sums a few thousand rows whatever the number of
 * orders. `profit`: the user holds dashboard:profit; without it no cost or
 * profit figure is in the answer.
 */

const bucket = (groupBy: GroupBy) =>
  groupBy === 'day'
    ? sql`day`
    : groupBy === 'month'
      ? sql`date_trunc('month', day)::date`
      : // Weeks start on Saturday, the first working day in Bangladesh.
        sql`(day - ((extract(dow from day)::int + 1) % 7))`;

/** A day's period as `YYYY-MM-DD`: the day, its week's Saturday or its month's first day (shared with the SMS log). */
export const keyOf = (groupBy: GroupBy) => sql`to_char(${bucket(groupBy)}, 'YYYY-MM-DD')`;

export async function profitLoss(db: Db, q: ProfitLossQuery, period: ResolvedPeriod, profit: boolean): Promise<ProfitLossAnswer> {
  const groupBy = q.groupBy ?? 'day';
  const tz = period.timeZone;
  const where = sql`${dayFilter(period.from, period.to, q.location)} ${q.paymentMethod ? sql`and payment_method = ${q.paymentMethod}` : sql``}`;
  const stockWhere = dayFilter(period.from, period.to, q.location);
  // Costs that are not a sale's: they have no payment method, so a payment-method filter leaves them out.
  const others = !q.paymentMethod;
  const [sales, stock, fees, sms] = await Promise.all([
    queryRows<Record<string, unknown>>(db, sql`select ${keyOf(groupBy)} as period, ${ORDER_SUMS} from rollup_order_days where ${where} group by 1 order by 1`),
    others
      ? queryRows<{ period: string; damages: string; adjustments: string }>(
          db,
          sql`select ${keyOf(groupBy)} as period, coalesce(-sum(value) filter (where kind = 'damage'), 0)::bigint as damages,
              coalesce(-sum(value) filter (where kind in ('count', 'adjustment')), 0)::bigint as adjustments
            from rollup_stock_days where ${stockWhere} group by 1`,
        )
      : [],
    others && !q.location
      ? queryRows<{ period: string; fees: string }>(
          db,
          sql`select ${keyOf(groupBy)} as period, sum(fees)::bigint as fees from (
              select shop_day(settled_at) as day, to_poisha(fees) as fees from courier_settlements
              where settled_at >= ${dayStart(period.from, tz)} and settled_at < ${dayStart(period.to, tz)} + interval '1 day') x group by 1`,
        )
      : [],
    others && !q.location
      ? queryRows<{ period: string; cost: string }>(
          db,
          sql`select ${keyOf(groupBy)} as period, sum(cost)::bigint as cost from (
              select shop_day(created_at) as day, to_poisha(cost) as cost from sms_messages
              where created_at >= ${dayStart(period.from, tz)} and created_at < ${dayStart(period.to, tz)} + interval '1 day') x group by 1`,
        )
      : [],
  ]);
  const periods = new Map<string, { s: OrderSums | null; damages: number; adjustments: number; fees: number; sms: number }>();
  const at = (p: string) => {
    let e = periods.get(p);
    if (!e) periods.set(p, (e = { s: null, damages: 0, adjustments: 0, fees: 0, sms: 0 }));
    return e;
  };
  for (const r of sales) at(r.period as string).s = numbers<OrderSums>(r);
  for (const r of stock) Object.assign(at(r.period), { damages: Number(r.damages), adjustments: Number(r.adjustments) });
  for (const r of fees) at(r.period).fees = Number(r.fees);
  for (const r of sms) at(r.period).sms = Number(r.cost);
  const empty: OrderSums = {
    orders: 0,
    sub_total: 0,
    discount: 0,
    vat: 0,
    shipping: 0,
    rounding: 0,
    total: 0,
    units: 0,
    cost: 0,
    returned_units: 0,
    returns_goods: 0,
    returns_discount: 0,
    returns_vat: 0,
    returns_cost: 0,
  };
  const poishaRows = [...periods.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([p, e]) => {
      const f = salesFigures(e.s ?? empty);
      return {
        period: p,
        grossSales: f.grossSales,
        discounts: f.discounts,
        returns: f.returns,
        netSales: f.netSales,
        vat: f.vat,
        shipping: f.shipping,
        cogs: f.cogs,
        grossProfit: f.grossProfit,
        damages: e.damages,
        adjustments: e.adjustments,
        courierFees: e.fees,
        smsCost: e.sms,
      };
    });
  type PoishaRow = (typeof poishaRows)[number];
  const wire = (r: PoishaRow): ProfitLossRow => {
    const result = r.grossProfit + r.shipping - r.damages - r.adjustments - r.courierFees - r.smsCost;
    const base = {
      period: r.period,
      grossSales: toTaka(poisha(r.grossSales)),
      discounts: toTaka(poisha(r.discounts)),
      returns: toTaka(poisha(r.returns)),
      netSales: toTaka(poisha(r.netSales)),
      vat: toTaka(poisha(r.vat)),
      shipping: toTaka(poisha(r.shipping)),
      courierFees: toTaka(poisha(r.courierFees)),
      smsCost: toTaka(poisha(r.smsCost)),
    };
    return profit
      ? {
          ...base,
          cogs: toTaka(poisha(r.cogs)),
          grossProfit: toTaka(poisha(r.grossProfit)),
          margin: percent(r.grossProfit, r.netSales),
          damages: toTaka(poisha(r.damages)),
          adjustments: toTaka(poisha(r.adjustments)),
          result: toTaka(poisha(result)),
        }
      : base;
  };
  const sum = (k: keyof Omit<PoishaRow, 'period'>) => poishaRows.reduce((a, r) => a + r[k], 0);
  const totals: PoishaRow = {
    period: period.from,
    grossSales: sum('grossSales'),
    discounts: sum('discounts'),
    returns: sum('returns'),
    netSales: sum('netSales'),
    vat: sum('vat'),
    shipping: sum('shipping'),
    cogs: sum('cogs'),
    grossProfit: sum('grossProfit'),
    damages: sum('damages'),
    adjustments: sum('adjustments'),
    courierFees: sum('courierFees'),
    smsCost: sum('smsCost'),
  };
  return {
    period,
    asOf: new Date().toISOString(),
    groupBy,
    rows: poishaRows.map(wire),
    totals: wire(totals),
    drillDown: drillDowns(period, q, profit),
    chart: { kind: 'bar', x: 'period', series: profit ? ['netSales', 'grossProfit', 'result'] : ['netSales'] },
  };
}

/**
 * Where each line's rows are: the orders, returns, stock movements,
 * settlements and SMS lists with the range (and location) as their filter.
 */
function drillDowns(period: ResolvedPeriod, q: ProfitLossQuery, profit: boolean): Record<string, DrillDown> {
  // The engine's date filter: `createdAt_btw=from_to`, days in the shop's time zone (common/filters.ts).
  const between = `${period.from}_${period.to}`;
  const pm: Record<string, string[]> = q.paymentMethod ? { paymentMethod: [q.paymentMethod] } : {};
  const at: Record<string, string[]> = q.location ? { location: [q.location] } : {};
  const orders: DrillDown = { resource: 'orders', filter: { createdAt_btw: between, status: ORDER_STATUSES.filter((s) => s !== 'cancelled'), ...pm, ...at } };
  const out: Record<string, DrillDown> = {
    grossSales: orders,
    discounts: orders,
    netSales: orders,
    vat: orders,
    shipping: orders,
    returns: { resource: 'return', filter: { createdAt_btw: between } },
    courierFees: { resource: 'courier-settlements', filter: { settledAt_btw: between } },
    smsCost: { resource: 'sms', filter: { createdAt_btw: between } },
  };
  if (profit) {
    out.cogs = orders;
    out.grossProfit = orders;
    out.damages = { resource: 'damages', filter: { date_btw: between, ...at } };
    // The ledger rows the figure sums (rollup_stock_days of kinds count and adjustment), not the counts that made some of them.
    out.adjustments = { resource: 'stock-movements', filter: { createdAt_btw: between, kind: ['count', 'adjustment'], ...at } };
  }
  return out;
}

const productFilter = (q: { category?: string; brand?: string }) =>
  sql`${q.category ? sql`and p.category_id = ${q.category}::uuid` : sql``} ${q.brand ? sql`and p.brand_id = ${q.brand}::uuid` : sql``}`;

export async function topProducts(db: Db, q: TopProductsQuery, period: ResolvedPeriod, profit: boolean): Promise<TopProductsAnswer> {
  const per = q.per ?? 'product';
  const by = q.by === 'profit' && !profit ? 'revenue' : (q.by ?? 'revenue');
  const limit = q.limit ?? 50;
  const order = by === 'units' ? sql`units desc` : by === 'profit' ? sql`profit desc` : sql`revenue desc`;
  // A variant's figures from the item rollups; a product's from the product rollups (its variants and payment methods summed).
  const figures = sql`product_id, ${per === 'variant' ? sql`variant_id` : sql`null::uuid`} as variant_id, units, sales, cost, returned_units, returns_goods, returns_cost`;
  const at = q.location ? sql`and location_id = ${q.location}::uuid` : sql``;
  const source =
    per === 'variant'
      ? daysAndMonths(period, sql`rollup_item_days`, sql`rollup_item_months`, figures, at)
      : daysAndMonths(period, sql`rollup_product_days`, sql`rollup_item_months`, figures, at);
  const rows = await queryRows<{
    product: string;
    variant: string | null;
    name: string;
    variant_label: string | null;
    sku: string | null;
    units: number;
    returned_units: number;
    revenue: string;
    profit: string;
    all_units: number;
    all_returned: number;
    all_revenue: string;
    all_profit: string;
  }>(
    db,
    sql`with g as (
        select r.product_id as product, r.variant_id as variant, sum(r.units)::int as units, sum(r.returned_units)::int as returned_units,
          (sum(r.sales) - sum(r.returns_goods))::bigint as revenue, (sum(r.sales) - sum(r.returns_goods) - sum(r.cost) + sum(r.returns_cost))::bigint as profit
        from (${source}) r join products p on p.id = r.product_id
        where true ${productFilter(q)}
        group by 1, 2)
      select g.*, p.name, v.name as variant_label, coalesce(v.sku, p.sku) as sku,
        sum(g.units) over ()::int as all_units, sum(g.returned_units) over ()::int as all_returned,
        sum(g.revenue) over ()::bigint as all_revenue, sum(g.profit) over ()::bigint as all_profit
      from g join products p on p.id = g.product left join product_variants v on v.id = g.variant
      order by ${order}, p.name limit ${limit}`,
  );
  const first = rows[0];
  return {
    period,
    asOf: new Date().toISOString(),
    rows: rows.map((r) => ({
      product: r.product,
      variant: r.variant,
      name: r.name,
      variantLabel: r.variant_label,
      sku: r.sku,
      units: r.units - r.returned_units,
      returnedUnits: r.returned_units,
      returnRate: percent(r.returned_units, r.units),
      revenue: toTaka(poisha(Number(r.revenue))),
      ...(profit ? { profit: toTaka(poisha(Number(r.profit))) } : {}),
    })),
    totals: {
      units: first ? first.all_units - first.all_returned : 0,
      returnedUnits: first ? first.all_returned : 0,
      revenue: toTaka(poisha(first ? Number(first.all_revenue) : 0)),
      ...(profit ? { profit: toTaka(poisha(first ? Number(first.all_profit) : 0)) } : {}),
    },
    chart: { kind: 'bar', x: 'name', series: [by === 'units' ? 'units' : by] },
  };
}

export async function topCustomers(db: Db, q: TopCustomersQuery, period: ResolvedPeriod, profit: boolean): Promise<TopCustomersAnswer> {
  const tz = period.timeZone;
  const by = q.by === 'profit' && !profit ? 'spend' : (q.by ?? 'spend');
  const limit = q.limit ?? 50;
  const order = by === 'orders' ? sql`orders desc` : by === 'profit' ? sql`profit desc` : sql`spend desc`;
  const at = q.location ? sql`and location_id = ${q.location}::uuid` : sql``;
  const days = daysAndMonths(
    period,
    sql`rollup_customer_days`,
    sql`rollup_customer_months`,
    sql`who, orders, net, back, cost, returned_orders, units, returned_units`,
    at,
  );
  // The name, customer and phone a listed customer is shown with: those of their last order of the range (a few index reads, for the listed ones only).
  const inRange = sql`${COUNTED_SALE} and o.created_at >= ${dayStart(period.from, tz)} and o.created_at < ${dayStart(period.to, tz)} + interval '1 day'
    ${q.location ? sql`and o.location_id = ${q.location}::uuid` : sql``}`;
  const rows = await queryRows<{
    who: string;
    customer: string | null;
    name: string | null;
    phone: string | null;
    orders: number;
    spend: string;
    profit: string;
    returned_orders: number;
    units: number;
    returned_units: number;
    last_order_at: Date | string;
    all_customers: number;
    all_orders: number;
    all_spend: string;
    all_profit: string;
    h_orders: number | null;
    h_delivered: number | null;
    h_returned: number | null;
    h_cancelled: number | null;
    medium: number;
    high: number;
  }>(
    db,
    sql`with g as (
        select who, sum(orders)::int as orders, sum(net - back)::bigint as spend, sum(net - back - cost)::bigint as profit, sum(returned_orders)::int as returned_orders,
          sum(units)::int as units, sum(returned_units)::int as returned_units
        -- A customer with orders in the range, or only returns there (brought back to this location, sold elsewhere or before).
        from (${days}) r group by who having sum(orders) > 0 or sum(back) <> 0),
      top as (
        select g.*, count(*) over ()::int as all_customers, sum(g.orders) over ()::int as all_orders, sum(g.spend) over ()::bigint as all_spend,
          sum(g.profit) over ()::bigint as all_profit
        from g order by ${order}, who limit ${limit})
      select top.*, lo.customer_id as customer, lo.customer_name as name, lo.customer_phone as phone, lo.created_at as last_order_at,
        h.orders as h_orders, h.delivered as h_delivered, h.returned as h_returned, h.cancelled as h_cancelled, s.fraud_medium_percent as medium, s.fraud_high_percent as high
      from top
      left join lateral (
        select * from (
          (select o.customer_id, o.customer_name, o.customer_phone, o.created_at from orders o where o.customer_phone = top.who and ${inRange} order by o.created_at desc limit 1)
          union all
          -- A customer known by their account (an order with no phone): asked only when the key is an id, through the
          -- customer's index (ordering by an expression keeps the planner off walking the year by created_at).
          (select o.customer_id, o.customer_name, o.customer_phone, o.created_at from orders o
           where top.who ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' and o.customer_phone is null
             and o.customer_id = (case when top.who ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then top.who::uuid end)
             and ${inRange} order by o.created_at + interval '0 seconds' desc limit 1)) x
        order by created_at desc limit 1) lo on true
      left join phone_histories h on h.phone = lo.customer_phone cross join settings s
      order by ${order}, top.who`,
  );
  const first = rows[0];
  return {
    period,
    asOf: new Date().toISOString(),
    rows: rows.map((r) => ({
      customer: r.customer,
      name: r.name,
      phone: r.phone,
      orders: r.orders,
      spend: toTaka(poisha(Number(r.spend))),
      ...(profit ? { profit: toTaka(poisha(Number(r.profit))) } : {}),
      returnedOrders: r.returned_orders,
      // Of units (issue 33): the units returned in the range against those sold in it.
      returnRate: percent(r.returned_units, r.units),
      riskBand: riskOf(
        { orders: r.h_orders ?? 0, delivered: r.h_delivered ?? 0, returned: r.h_returned ?? 0, cancelled: r.h_cancelled ?? 0 },
        { mediumPercent: r.medium, highPercent: r.high },
      ).band,
      lastOrderAt: new Date(r.last_order_at).toISOString(),
    })),
    totals: {
      customers: first?.all_customers ?? 0,
      orders: first?.all_orders ?? 0,
      spend: toTaka(poisha(first ? Number(first.all_spend) : 0)),
      ...(profit ? { profit: toTaka(poisha(first ? Number(first.all_profit) : 0)) } : {}),
    },
    chart: { kind: 'bar', x: 'name', series: [by] },
  };
}

/**
 * Items at or below their alert per location, their days of cover at the last
 * 30 days' rate, and what to do: take the shortfall from the location that
 * holds the most beyond its own 30 days' need, else reorder it. The target is
 * 30 days of cover, and never less than twice the alert.
 */
export async function lowStock(db: Db, q: LowStockQuery, today: string): Promise<LowStockAnswer> {
  const limit = q.limit ?? 200;
  const rows = await queryRows<{
    variant: string;
    product: string;
    name: string;
    variant_label: string | null;
    sku: string | null;
    location: string;
    location_name: string;
    stock: number;
    alert: number;
    sold: number;
    spare_location: string | null;
    spare_name: string | null;
    spare: number | null;
  }>(
    db,
    sql`with sold as (
        select location_id, item_id, (sum(units) - sum(returned_units))::int as sold from rollup_item_days
        where day > ${today}::date - 30 and day <= ${today}::date group by 1, 2),
      low as (
        select s.item_id, s.product_id, s.variant_id, s.location_id, s.stock, p.low_stock_alert as alert, p.name, v.name as variant_label, coalesce(v.sku, p.sku) as sku,
          coalesce(sd.sold, 0) as sold
        from stock_levels s join products p on p.id = s.product_id left join product_variants v on v.id = s.variant_id
          left join sold sd on sd.location_id = s.location_id and sd.item_id = s.item_id
        where s.stock <= p.low_stock_alert and p.status <> 'archived' ${q.location ? sql`and s.location_id = ${q.location}::uuid` : sql``} ${productFilter(q)}
        order by s.stock, p.name limit ${limit})
      select low.item_id as variant, low.product_id as product, low.name, low.variant_label, low.sku, low.location_id as location, l.name as location_name, low.stock,
        low.alert, low.sold, spare.location_id as spare_location, spare.name as spare_name, spare.spare
      from low join locations l on l.id = low.location_id
      left join lateral (
        select o.location_id, ol.name, (o.stock - greatest(coalesce(os.sold, 0), low.alert))::int as spare
        from stock_levels o join locations ol on ol.id = o.location_id and ol.is_active
          left join sold os on os.location_id = o.location_id and os.item_id = o.item_id
        where o.item_id = low.item_id and o.location_id <> low.location_id and o.stock - greatest(coalesce(os.sold, 0), low.alert) > 0
        order by 3 desc limit 1) spare on true
      order by low.stock, low.name`,
  );
  const out = rows.map((r) => {
    const perDay = r.sold > 0 ? r.sold / 30 : 0;
    const target = Math.max(r.sold, r.alert * 2);
    const need = Math.max(0, target - r.stock);
    const fromSpare = r.spare !== null ? Math.min(need, r.spare) : 0;
    const suggestion =
      need === 0
        ? { kind: 'none' as const, quantity: 0, fromLocation: null, fromLocationName: null }
        : fromSpare > 0
          ? { kind: 'transfer' as const, quantity: fromSpare, fromLocation: r.spare_location, fromLocationName: r.spare_name }
          : { kind: 'reorder' as const, quantity: need, fromLocation: null, fromLocationName: null };
    return {
      variant: r.variant,
      product: r.product,
      name: r.name,
      variantLabel: r.variant_label,
      sku: r.sku,
      location: r.location,
      locationName: r.location_name,
      stock: r.stock,
      alert: r.alert,
      soldLast30: r.sold,
      perDay: Math.round(perDay * 100) / 100,
      daysOfCover: perDay > 0 ? Math.round((r.stock / perDay) * 10) / 10 : null,
      suggestion,
    };
  });
  return {
    asOf: new Date().toISOString(),
    rows: out,
    totals: {
      items: out.length,
      out: out.filter((r) => r.stock === 0).length,
      reorderUnits: out.filter((r) => r.suggestion.kind === 'reorder').reduce((a, r) => a + r.suggestion.quantity, 0),
      transferUnits: out.filter((r) => r.suggestion.kind === 'transfer').reduce((a, r) => a + r.suggestion.quantity, 0),
    },
    chart: { kind: 'bar', x: 'name', series: ['stock', 'soldLast30'] },
  };
}

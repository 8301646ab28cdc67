import { sql } from 'drizzle-orm';
import { toPoisha } from '../../../common/money';
import type { FigurePair, FiguresCheck } from '../../../common/wire/reports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { dashboard } from './dashboard';
import { COUNTED_SALE, dayStart } from './figures';
import { rangeOf } from './period';
import { profitLoss, topCustomers, topProducts } from './reports';

/**
 * `npm run check:figures` and `GET /api/reports/check-figures` (issue 33):
 * for a range and, when given, one location, each figure the screens show
 * against the same figure from elsewhere: the reports against each other
 * (through the very functions the routes answer with), and against the base
 * tables (the stock ledger, the payments, the damage records). Every pair
 * is in poisha (units as counts); a difference of one poisha fails the check.
 */

export interface FiguresScope {
  from: string;
  to: string;
  location?: string;
  timeZone: string;
}

const p = (taka: number) => toPoisha(taka);

export async function checkFigures(db: Db, scope: FiguresScope): Promise<FiguresCheck> {
  const period = rangeOf(scope.from, scope.to, scope.timeZone);
  const { location } = scope;
  const tz = scope.timeZone;
  const between = (column: string) =>
    sql`${sql.raw(column)} >= ${dayStart(period.from, tz)} and ${sql.raw(column)} < ${dayStart(period.to, tz)} + interval '1 day'`;
  const at = (column: string) => (location ? sql`and ${sql.raw(column)} = ${location}::uuid` : sql``);
  const [pl, products, customers, dash, [guests], [ledger], cash, [damageRecords]] = await Promise.all([
    profitLoss(db, { from: period.from, to: period.to, location, groupBy: 'month' }, period, true),
    topProducts(db, { from: period.from, to: period.to, location, per: 'variant', limit: 1 }, period, true),
    topCustomers(db, { from: period.from, to: period.to, location, limit: 1 }, period, true),
    dashboard(db, { period, location, profit: true, lists: { lowStock: false, recentOrders: false, awaitingCourier: false, codOwed: false } }),
    // Walk-in guests (no phone, no customer) are no one's in Top Customers: their net sales from the base tables, as one line.
    queryRows<{ net: string }>(
      db,
      sql`select (coalesce((select sum(to_poisha(o.sub_total) - to_poisha(o.discount)) from orders o
            where ${COUNTED_SALE} and o.customer_phone is null and o.customer_id is null and ${between('o.created_at')} ${at('o.location_id')}), 0)
          - coalesce((select sum(rp.goods - rp.discount) from rollup_return_parts rp join orders o on o.id = rp.order_id
            where ${COUNTED_SALE} and o.customer_phone is null and o.customer_id is null and rp.at >= ${dayStart(period.from, tz)}
              and rp.at < ${dayStart(period.to, tz)} + interval '1 day' ${at('rp.location_id')}), 0))::text as net`,
    ),
    // The ledger: what left (and came back to) stock for a sale, of the orders that count, on the movement's day.
    queryRows<{ sold_cost: string; sold_units: number; other_cost: string; damage_cost: string }>(
      db,
      sql`select coalesce(-sum(m.qty * to_poisha(m.unit_cost)) filter (where m.kind in ('sale', 'return') and o.id is not null), 0)::text as sold_cost,
          coalesce(-sum(m.qty) filter (where m.kind in ('sale', 'return') and o.id is not null), 0)::int as sold_units,
          coalesce(-sum(m.qty * to_poisha(m.unit_cost)) filter (where m.kind not in ('sale', 'return', 'cancel', 'opening', 'purchase', 'transfer-in', 'transfer-out')), 0)::text as other_cost,
          coalesce(-sum(m.qty * to_poisha(m.unit_cost)) filter (where m.kind = 'damage'), 0)::text as damage_cost
        from stock_movements m left join orders o on o.id = m.order_id and ${COUNTED_SALE}
        where ${between('m.created_at')} ${at('m.location_id')}`,
    ),
    queryRows<{ method: string; amount: string }>(
      db,
      sql`select p.method, sum(to_poisha(p.amount))::text as amount from payments p
        where ${between('p.created_at')} ${at('p.location_id')} group by 1 order by 1`,
    ),
    // Every damage recorded (at the location, in the range), transit damage included: each must have left stock through the ledger.
    queryRows<{ cost: string }>(
      db,
      sql`select coalesce(sum(to_poisha(cost)), 0)::text as cost from damages where ${between('created_at')} ${at('location_id')}`,
    ),
  ]);
  const t = pl.totals;
  const pairs: FigurePair[] = [];
  const pair = (name: string, a: { label: string; value: number }, b: { label: string; value: number }, unit: FigurePair['unit'] = 'poisha') =>
    pairs.push({ name, unit, left: a.label, leftValue: a.value, right: b.label, rightValue: b.value, difference: a.value - b.value, ok: a.value === b.value });
  const net = p(t.netSales);
  pair('net sales', { label: 'Profit/Loss net sales', value: net }, { label: 'Top Products revenue, summed', value: p(products.totals.revenue) });
  pair(
    'net sales',
    { label: 'Profit/Loss net sales', value: net },
    { label: 'Top Customers spend, summed, and guests as one line', value: p(customers.totals.spend) + Number(guests.net) },
  );
  pair('net sales', { label: 'Profit/Loss net sales', value: net }, { label: 'the dashboard’s net sales', value: p(Number(dash.kpis.netSales.value)) });
  pair(
    'gross profit',
    { label: 'Profit/Loss gross profit', value: p(t.grossProfit ?? 0) },
    { label: 'Top Products profit, summed', value: p(products.totals.profit ?? 0) },
  );
  pair(
    'cost of goods',
    { label: 'Profit/Loss cost of goods', value: p(t.cogs ?? 0) },
    { label: 'the ledger’s sale and return movements at their cost', value: Number(ledger.sold_cost) },
  );
  pair(
    'units sold',
    { label: 'the dashboard’s units sold', value: Number(dash.kpis.unitsSold.value) },
    { label: 'the ledger’s sale and return movements', value: ledger.sold_units },
    'units',
  );
  pair(
    'units sold',
    { label: 'the dashboard’s units sold', value: Number(dash.kpis.unitsSold.value) },
    { label: 'Top Products units, summed', value: products.totals.units },
    'units',
  );
  pair(
    'damages and shrinkage',
    { label: 'Profit/Loss damages + adjustments', value: p(t.damages ?? 0) + p(t.adjustments ?? 0) },
    { label: 'every non-sale outflow of the ledger at its cost', value: Number(ledger.other_cost) },
  );
  pair('damages', { label: 'the damage records’ cost', value: Number(damageRecords.cost) }, { label: 'Profit/Loss damages', value: p(t.damages ?? 0) });
  const byMethod = new Map(dash.kpis.cashCollected.byMethod.map((m) => [m.method as string, p(m.value)]));
  for (const m of new Set([...byMethod.keys(), ...cash.map((c) => c.method)])) {
    pair(
      `cash collected (${m})`,
      { label: 'the dashboard’s cash collected', value: byMethod.get(m) ?? 0 },
      { label: 'the payments table, less refunds', value: Number(cash.find((c) => c.method === m)?.amount ?? 0) },
    );
  }
  return { from: period.from, to: period.to, location: location ?? null, ok: pairs.every((x) => x.ok), pairs };
}

import { sql } from 'drizzle-orm';
import { reconcileStock } from '../domains/inventory/ledger';
import { mainLocation } from '../domains/inventory/locations';
import { rebuildRollups, withoutRollupTriggers } from '../domains/reports/rollupCheck';
import type { Database, Db } from '../db/client';
import { queryRows } from '../db/rows';

/** Orders per transaction: small enough for the embedded database's memory, large enough to stay set-based. */
const BATCH = 50_000;
/** How far back the orders go. */
const SPAN_DAYS = 365;
/** Products and variants the bench orders sell (the first ones sell most). */
const MAX_SELLABLE = 5000;
/** Known customers the bench orders are spread over; the rest are guests. */
const MAX_CUSTOMERS = 20_000;

/**
 * Add `total` orders for benchmarks: `npm run seed -- --orders 1000000`.
 * Made inside the database (generate_series, STACK trap 8), a batch per
 * transaction, with the rules the till follows:
 *
 * - lines priced as common/pricing.ts does, in integer poisha: the product's
 *   own discount off the unit price, VAT per line rounded half away from zero,
 *   the cart discount capped at the subtotal, total = subtotal + VAT +
 *   shipping − discount; the order's figures are the sums of its lines;
 * - a year of dates, the newest orders last and numbered in that order
 *   (`S-…` from the shop's sequence), 45 % to known customers, payments by
 *   cash, bkash, card, nagad or other, a few unpaid, cancelled or returned;
 * - every line takes stock through the ledger (a sale, and a cancel or a
 *   return putting it back). So that the demo shelves are not emptied, each
 *   batch first books a `purchase` of what it is about to sell: stock ends
 *   where it was and `npm run check:stock` still holds.
 */
export async function addOrders(database: Database, total: number): Promise<number> {
  const before = await count(database, 'orders');
  // Products added by `--products` have stock but no opening movement yet.
  await reconcileStock(database.db, { kind: 'opening', note: 'Opening stock' });
  for (let from = 0; from < total; from += BATCH) {
    const size = Math.min(BATCH, total - from);
    await database.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const { sellable, customers } = await prepare(tx);
      if (sellable === 0) throw new Error('there is nothing to sell: add products first (`npm run seed` on an empty database adds the demo catalogue)');
      await makeOrders(tx, { from, size, total, sellable, customers });
      // Set-based inserts with the rollups' row triggers off; the rollups are refilled from the tables below.
      await withoutRollupTriggers(tx, () => writeOrders(tx));
    });
  }
  await rebuildRollups(database.db);
  for (const table of ['orders', 'order_lines', 'payments', 'order_returns', 'stock_movements']) {
    // Bulk loads leave the visibility map unset; without it the planner scans every row to count.
    await database.raw(`vacuum analyze ${table}`);
  }
  return (await count(database, 'orders')) - before;
}

async function count(database: Database, table: string): Promise<number> {
  const rows = (await database.raw(`select count(*)::int as n from ${table}`)) as { n: number }[];
  return Number(rows[0].n);
}

/** What the orders are made of, as temporary tables of the batch's transaction. */
async function prepare(tx: Db): Promise<{ sellable: number; customers: number }> {
  // Prices in poisha as common/pricing.ts has them: the product's discount off the unit price.
  await tx.execute(sql`
    create temp table bench_sellable on commit drop as
    select (row_number() over (order by x.created_at, x.product_id, x.variant_id) - 1)::int as k, x.*,
      case when x.is_discount and x.discount_type is not null and x.discount > 0 then
        greatest(0, x.price_p - case when x.discount_type = 'flat' then (x.discount * 100)::bigint
                                     else round(x.price_p * round(least(x.discount, 100) * 100) / 10000.0)::bigint end)
      else x.price_p end as unit_p
    from (
      select p.id as product_id, null::uuid as variant_id, p.name, null::text as variant_name, p.sku,
        (p.price * 100)::bigint as price_p, (p.cost * 100)::bigint as cost_p, p.vat, (p.vat * 100)::int as vat_bp,
        p.is_discount, p.discount_type, p.discount, p.created_at
      from products p where p.type = 'simple' and p.is_active and p.status = 'published'
      union all
      select p.id, v.id, p.name, v.name, v.sku,
        (v.price * 100)::bigint, (v.cost * 100)::bigint, p.vat, (p.vat * 100)::int,
        p.is_discount, p.discount_type, p.discount, p.created_at
      from product_variants v join products p on p.id = v.product_id
      where p.type = 'variable' and p.is_active and p.status = 'published'
      order by 13, 1, 2
      limit ${MAX_SELLABLE}) x`);
  await tx.execute(sql`
    create temp table bench_customer on commit drop as
    select (row_number() over (order by created_at, id) - 1)::int as k, id, name, phone, email, addresses -> 0 as address
    from (select * from customers where is_active order by created_at, id limit ${MAX_CUSTOMERS}) c`);
  await tx.execute(sql`
    create temp table bench_cashier on commit drop as
    select (row_number() over (order by created_at, id) - 1)::int as k, id, name from (select * from users where is_active order by created_at, id limit 10) u`);
  const [row] = await queryRows<{ s: number; c: number; u: number }>(
    tx,
    sql`select (select count(*) from bench_sellable)::int as s, (select count(*) from bench_customer)::int as c, (select count(*) from bench_cashier)::int as u`,
  );
  if (Number(row.u) === 0) await tx.execute(sql`insert into bench_cashier values (0, null, null)`);
  return { sellable: Number(row.s), customers: Number(row.c) };
}

/** The batch's orders and lines, priced, in temporary tables. */
async function makeOrders(tx: Db, b: { from: number; size: number; total: number; sellable: number; customers: number }) {
  const span = SPAN_DAYS * 86400;
  // One row per order with its dice; the dates rise with i so numbers follow dates.
  await tx.execute(sql`
    create temp table bench_order on commit drop as
    select d.*,
      case
        when d.age_s > 7 * 86400 then case when d.r_status < 0.03 then 'cancelled' when d.r_status < 0.05 then 'delivered' else 'completed' end
        when d.r_status < 0.04 then 'cancelled' when d.r_status < 0.10 then 'pending' when d.r_status < 0.15 then 'order-placed'
        when d.r_status < 0.30 then 'out-for-delivery' when d.r_status < 0.40 then 'delivered' when d.r_status < 0.70 then 'completed'
        else 'confirmed' end as status,
      case when d.r_method < 0.55 then 'cash' when d.r_method < 0.80 then 'bkash' when d.r_method < 0.90 then 'card' when d.r_method < 0.98 then 'nagad' else 'other' end as method
    from (
      select g.i, gen_random_uuid() as id,
        -- Six digits at least, as the till writes them (lpad alone would cut a seventh).
        'S-' || lpad(q.n::text, greatest(6, length(q.n::text)), '0') as number,
        ${span} * (1 - (g.i + 0.5) / ${b.total}::float8) as age_s,
        random() as r_status, random() as r_method, random() as r_unpaid, random() as r_return,
        case when random() < 0.45 and ${b.customers} > 0 then floor(random() * ${b.customers})::int end as cust_k,
        floor(random() * (select count(*) from bench_cashier))::int as cashier_k,
        -- Best sellers first: squaring the die favours the low keys.
        floor(power(random(), 2) * ${b.sellable})::int as pick,
        1 + floor(random() * greatest(1, (${b.sellable} - 1) / 3))::int as step,
        least(${b.sellable}, 1 + floor(random() * random() * 4)::int) as n_lines,
        case when random() < 0.2 then 6000 else 0 end as ship_p,
        case when random() < 0.1 then 5000 else 0 end as disc_p
      from generate_series(${b.from}::bigint, ${b.from + b.size - 1}::bigint) as g(i)
        cross join lateral (select nextval('order_number_seq') as n where g.i is not null) q
      order by g.i) d`);
  await tx.execute(sql`
    create temp table bench_line on commit drop as
    select o.id as order_id, l.pos, s.product_id, s.variant_id, s.name, s.variant_name, s.sku, s.unit_p, s.cost_p, s.vat, q.qty,
      s.unit_p * q.qty as total_p, round(s.unit_p * q.qty * s.vat_bp / 10000.0)::bigint as vat_p
    from bench_order o
      cross join lateral generate_series(0, o.n_lines - 1) as l(pos)
      join bench_sellable s on s.k = (o.pick + l.pos * o.step) % ${b.sellable}
      cross join lateral (select 1 + floor(random() * random() * 3)::int as qty where l.pos >= 0) q`);
  // The order's figures from its lines; one return in a hundred completed, paid orders (a unit of its first line).
  // A return (its refund, its stock movement) two days after its sale, never after now: nothing is dated in the future
  // (the reports read this month's rollup rows as the month so far).
  await tx.execute(sql`
    create temp table bench_total on commit drop as
    select t.*, t.sub_p + t.vat_p + t.ship_p - t.disc_p as total_p,
      t.unpaid as no_pay
    from (
      select o.id, o.status, o.ship_p, least(o.disc_p, s.sub_p) as disc_p, s.sub_p, s.vat_p,
        o.status not in ('completed', 'delivered', 'cancelled') and o.method <> 'cash' and o.r_unpaid < 0.3 as unpaid,
        o.status = 'completed' and o.r_return < 0.01 as returned
      from bench_order o join (select order_id, sum(total_p)::bigint as sub_p, sum(vat_p)::bigint as vat_p from bench_line group by order_id) s on s.order_id = o.id) t`);
  await tx.execute(sql`
    create temp table bench_return on commit drop as
    select t.id as order_id, l.product_id, l.variant_id, l.name, l.variant_name, l.qty,
      least(t.total_p, round((l.total_p + l.vat_p - round(t.disc_p * l.total_p / nullif(t.sub_p, 0)::numeric)) / l.qty::numeric))::bigint as refund_p
    from bench_total t join bench_line l on l.order_id = t.id and l.pos = 0
    where t.returned`);
}

/** The batch's rows into the real tables, and its stock through the ledger. */
async function writeOrders(tx: Db) {
  await tx.execute(sql`
    insert into orders (id, number, customer_id, customer_name, customer_phone, customer_email, address, status, payment_method, payment_state,
      sub_total, vat, shipping, discount, total, paid, refunded, cashier_id, cashier_name, location_id, created_at, updated_at)
    select o.id, o.number, c.id, coalesce(c.name, 'Guest'), c.phone, c.email, case when t.ship_p > 0 then c.address end, o.status, o.method,
      case when t.no_pay then 'unpaid' else 'paid' end,
      t.sub_p / 100.0, t.vat_p / 100.0, t.ship_p / 100.0, t.disc_p / 100.0, t.total_p / 100.0,
      case when t.no_pay then 0 else t.total_p - coalesce(r.refund_p, 0) end / 100.0,
      coalesce(r.refund_p, 0) / 100.0,
      u.id, u.name, ${mainLocation}, now() - make_interval(secs => o.age_s), now() - make_interval(secs => o.age_s)
    from bench_order o join bench_total t on t.id = o.id
      left join bench_customer c on c.k = o.cust_k
      left join bench_cashier u on u.k = o.cashier_k
      left join bench_return r on r.order_id = o.id
    order by o.i`);
  await tx.execute(sql`
    insert into order_lines (order_id, position, product_id, variant_id, name, variant_name, sku, unit_price, unit_cost, vat_rate, vat, qty, returned_qty, total_price)
    select l.order_id, l.pos, l.product_id, l.variant_id, l.name, l.variant_name, l.sku, l.unit_p / 100.0, l.cost_p / 100.0, l.vat, l.vat_p / 100.0, l.qty,
      case when r.order_id is not null and l.pos = 0 then 1 else 0 end, l.total_p / 100.0
    from bench_line l left join bench_return r on r.order_id = l.order_id`);
  // Each line's share of its order's discount, by the same largest-remainder rule as the till (migration 0025).
  await tx.execute(sql`select fill_line_discount_shares(array(select id from bench_order))`);
  await tx.execute(sql`
    insert into payments (order_id, order_number, method, amount, reference, kind, cashier_id, cashier_name, created_at, updated_at)
    select o.id, o.number, o.method, t.total_p / 100.0, case when o.method = 'cash' then null else 'TX' || (10000000 + floor(o.r_method * 89999999))::bigint end,
      'payment', u.id, u.name, now() - make_interval(secs => o.age_s), now() - make_interval(secs => o.age_s)
    from bench_order o join bench_total t on t.id = o.id left join bench_cashier u on u.k = o.cashier_k
    where not t.no_pay and t.total_p > 0
    union all
    select o.id, o.number, o.method, -r.refund_p / 100.0, 'Return', 'refund', u.id, u.name,
      least(now() - make_interval(secs => o.age_s) + interval '2 days', now()), least(now() - make_interval(secs => o.age_s) + interval '2 days', now())
    from bench_return r join bench_order o on o.id = r.order_id left join bench_cashier u on u.k = o.cashier_k
    where r.refund_p > 0`);
  await tx.execute(sql`
    insert into order_returns (order_id, order_number, customer_name, lines, qty, refund, refund_method, user_id, user_name, created_at, updated_at)
    select o.id, o.number, coalesce(c.name, 'Guest'),
      jsonb_build_array(jsonb_build_object('line', l.id, 'name', r.name, 'variantName', r.variant_name, 'qty', 1, 'amount', r.refund_p / 100.0)),
      1, r.refund_p / 100.0, o.method, u.id, u.name,
      least(now() - make_interval(secs => o.age_s) + interval '2 days', now()), least(now() - make_interval(secs => o.age_s) + interval '2 days', now())
    from bench_return r join bench_order o on o.id = r.order_id
      join order_lines l on l.order_id = r.order_id and l.position = 0
      left join bench_customer c on c.k = o.cust_k left join bench_cashier u on u.k = o.cashier_k`);
  // Stock: a purchase of what the batch sells for good (dated before its first order), then a movement per line, each at
  // the line's cost as the till books it (check:figures holds cost of goods against these movements).
  await tx.execute(sql`
    insert into stock_movements (product_id, variant_id, location_id, kind, qty, unit_cost, note, created_at)
    select l.product_id, l.variant_id, ${mainLocation}, 'purchase', sum(l.qty) - count(r.order_id), max(l.cost_p) / 100.0, 'Stock bought for the benchmark orders',
      now() - make_interval(secs => max(o.age_s) + 3600)
    from bench_line l join bench_order o on o.id = l.order_id
      left join bench_return r on r.order_id = l.order_id and l.pos = 0
    where o.status <> 'cancelled'
    group by l.product_id, l.variant_id
    having sum(l.qty) - count(r.order_id) > 0`);
  await tx.execute(sql`
    insert into stock_movements (product_id, variant_id, location_id, kind, qty, unit_cost, order_id, user_id, created_at)
    select l.product_id, l.variant_id, ${mainLocation}, m.kind, m.qty, l.cost_p / 100.0, l.order_id, u.id, least(now() - make_interval(secs => o.age_s) + m.after, now())
    from bench_line l join bench_order o on o.id = l.order_id
      left join bench_cashier u on u.k = o.cashier_k
      left join bench_return r on r.order_id = l.order_id and l.pos = 0
      cross join lateral (values ('sale', -l.qty, interval '0'), ('cancel', l.qty, interval '1 hour'), ('return', 1, interval '2 days')) m(kind, qty, after)
    where m.kind = 'sale' or (m.kind = 'cancel' and o.status = 'cancelled') or (m.kind = 'return' and r.order_id is not null)`);
}

import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { toPoisha, toTaka, type Poisha } from '../../../common/money';
import type { CartInput } from '../../../common/wire/orders';
import { priceCart, type PricingLine } from '../../../common/pricing';
import type { Database } from '../../../server/db/client';

/**
 * The statements of `POST orders/cart-total` and `POST orders` written by hand
 * (the same ones the endpoints send, read from PostgreSQL's statement log) and
 * sent straight through the driver: the floor the endpoints are compared with.
 */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface SqlDriver {
  query: Query;
  /** One transaction on one connection: committed when `work` resolves, rolled back when it throws. */
  transaction<T>(work: (q: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded database has one connection: transactions take turns, as they do behind the API. */
export function pgliteDriver(database: Database): SqlDriver {
  let turn: Promise<unknown> = Promise.resolve();
  const query: Query = async (text, params) => (await database.raw(text, params)) as Record<string, unknown>[];
  return {
    query,
    transaction<T>(work: (q: Query) => Promise<T>): Promise<T> {
      const mine = turn.then(async () => {
        await query('begin');
        try {
          const result = await work(query);
          await query('commit');
          return result;
        } catch (err) {
          await query('rollback');
          throw err;
        }
      });
      turn = mine.catch(() => undefined);
      return mine;
    },
    close: async () => {},
  };
}

/** A pool of `max` connections to the PostgreSQL server. */
export function postgresDriver(url: string, max: number): SqlDriver {
  const pool = new pg.Pool({ connectionString: url, max });
  return {
    query: async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[],
    async transaction<T>(work: (q: Query) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const q: Query = async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[];
      try {
        await q('begin');
        const result = await work(q);
        await q('commit');
        return result;
      } catch (err) {
        await q('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const list = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
// The stock a line is checked against is the till's location's (issue 21), as cartPricing.ts reads it.
const PRODUCT_COLUMNS = (at: string) =>
  `id, name, status, type, is_active, price, cost, vat, is_discount, discount_type, discount, coalesce((select sl.stock from stock_levels sl where sl.location_id = ${at}::uuid and sl.item_id = products.id), 0) as stock, image, sku`;
const VARIANT_COLUMNS = (at: string) =>
  `id, product_id, name, price, cost, coalesce((select sl.stock from stock_levels sl where sl.location_id = ${at}::uuid and sl.item_id = product_variants.id), 0) as stock, images, sku`;

/** The location a user's till sells from (server/domains/inventory/locations.ts tillLocation). */
export async function tillLocationSql(q: Query, userId: string): Promise<string> {
  const main = 'select id from locations where is_active order by created_at, id limit 1';
  const [row] = await q(
    `select coalesce((select l.id from users u join locations l on l.id = u.location_id where u.id = $1 and l.is_active), (${main})) as own, null::uuid as asked`,
    [userId],
  );
  return String(row.own);
}

type Row = Record<string, unknown>;

/** The two reads of pricing a cart, sent together as the endpoint sends them. */
export async function readCart(q: Query, cart: CartInput, together: boolean, locationId: string): Promise<{ products: Row[]; variants: Row[] }> {
  const productIds = [...new Set(cart.items.map((i) => i._id))];
  const variantIds = [...new Set(cart.items.flatMap((i) => (i.variant ? [i.variant] : [])))];
  const readProducts = () =>
    q(`select ${PRODUCT_COLUMNS('$1')} from products where products.id in (${list(productIds.length, 2)})`, [locationId, ...productIds]);
  const readVariants = () =>
    variantIds.length
      ? q(`select ${VARIANT_COLUMNS('$1')} from product_variants where product_variants.id in (${list(variantIds.length, 2)})`, [locationId, ...variantIds])
      : Promise.resolve([]);
  if (together) {
    const [products, variants] = await Promise.all([readProducts(), readVariants()]);
    return { products, variants };
  }
  return { products: await readProducts(), variants: await readVariants() };
}

/** A NUMERIC(12,2) taka figure as the driver gives it (a string), in poisha; a missing one is none. */
const poishaOf = (v: unknown): Poisha => toPoisha(String(v ?? 0));

/** Thrown inside the transaction when a line is short: it rolls back, as the endpoint's 409 does. */
export class Short extends Error {}

/**
 * `POST orders` for a guest or a customer, paid in cash, with an
 * Idempotency-Key: the endpoint's statements in its order. The reads go
 * together, then one statement (no transaction around it) claims the key,
 * takes the stock, writes the order's rows and refuses itself if a line is
 * short.
 */
export async function placeOrderSql(driver: SqlDriver, cart: CartInput, ctx: { userId: string; key: string; customer: string }): Promise<string> {
  const hash = createHash('sha256')
    .update(JSON.stringify({ cart, paymentMethod: 'cash', customer: ctx.customer }))
    .digest('hex');
  const locationId = await tillLocationSql(driver.query, ctx.userId);
  const [{ products, variants }, customer] = await Promise.all([
    readCart(driver.query, cart, true, locationId),
    ctx.customer === 'guest' ? undefined : driver.query('select * from customers where customers.id = $1 limit $2', [ctx.customer, 1]).then((rows) => rows[0]),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const rows = cart.items.map((item) => ({
    item,
    product: productById.get(item._id) as Row,
    variant: item.variant ? (variantById.get(item.variant) as Row) : undefined,
  }));
  const lines: PricingLine[] = rows.map(({ item, product, variant }) => ({
    key: String(variant?.id ?? product.id),
    name: String(product.name),
    price: poishaOf((variant ?? product).price),
    qty: item.qty,
    vat: Number(product.vat),
    discount:
      product.is_discount && product.discount_type && product.discount
        ? {
            type: product.discount_type === 'flat' ? 'flat' : 'percentage',
            value: product.discount_type === 'flat' ? poishaOf(product.discount) : Number(product.discount),
          }
        : null,
  }));
  const priced = priceCart(lines);
  const orderId = randomUUID();
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const cashier = () => `(select users.name from users where users.id = ${p(ctx.userId)})`;
  const number = '(select number from num)';
  const steps = [
    `claim as (insert into idempotency_keys (key, user_id, request_hash, order_id, created_at) values (${[ctx.key, ctx.userId, hash, orderId].map(p).join(', ')}, default) on conflict do nothing returning key)`,
    `num as (select 'S-' || lpad(n::text, greatest(6, length(n::text)), '0') as number from (select nextval('order_number_seq') as n) as s)`,
    `order_row as (insert into orders (id, number, customer_id, customer_name, customer_phone, customer_email, address, status, payment_method, payment_state, sub_total, vat, shipping,
        discount, total, paid, refunded, coupon_code, note, email_receipt, cashier_id, cashier_name, location_id, created_at, updated_at)
       values (${p(orderId)}, ${number}, ${[
         customer?.id ?? null,
         customer?.name ?? 'Guest',
         customer?.phone ?? null,
         customer?.email ?? null,
         null,
         'confirmed',
         'cash',
         'paid',
         toTaka(priced.subTotal),
         toTaka(priced.vat),
         0,
         0,
         toTaka(priced.total),
         toTaka(priced.total),
       ]
         .map(p)
         .join(', ')}, default, ${[null, null, false, ctx.userId].map(p).join(', ')}, ${cashier()}, ${p(locationId)}, default, default))`,
    // returned_qty takes its default between qty and total_price.
    `line_rows as (insert into order_lines (id, order_id, position, product_id, variant_id, name, variant_name, sku, unit_price, unit_cost, vat_rate, vat, qty, returned_qty, total_price) values ${rows
      .map(({ item, product, variant }, position) => {
        const line = priced.items[position];
        const values = [
          orderId,
          position,
          item._id,
          item.variant ?? null,
          product.name,
          variant?.name ?? null,
          variant?.sku ?? product.sku,
          toTaka(line.unitPrice),
          toTaka(poishaOf((variant ?? product).cost)),
          Number(product.vat),
          toTaka(line.vat),
          line.qty,
        ];
        return `(default, ${values.map(p).join(', ')}, default, ${p(toTaka(line.totalPrice))})`;
      })
      .join(', ')})`,
    `payment_rows as (insert into payments (id, order_id, order_number, method, amount, reference, kind, cashier_id, cashier_name, created_at, updated_at) values (default, ${p(orderId)}, ${number}, ${['cash', toTaka(priced.total), null, 'payment', ctx.userId].map(p).join(', ')}, ${cashier()}, default, default))`,
    `audit as (insert into audit_log (id, created_at, user_id, user_name, ip, resource, record_id, action, label, changes, summary)
       values (default, default, ${p(ctx.userId)}, ${cashier()}, ${['127.0.0.1', 'orders', orderId, 'create'].map(p).join(', ')}, ${number}, ${[
         JSON.stringify([
           { field: 'total', after: toTaka(priced.total) },
           { field: 'status', after: 'confirmed' },
         ]),
         `total: ${toTaka(priced.total)}; status: "confirmed"`,
       ]
         .map(p)
         .join(', ')}))`,
  ];
  const byRow = [...rows].sort((a, b) => (a.item.variant ?? a.item._id).localeCompare(b.item.variant ?? b.item._id));
  byRow.forEach(({ item }, i) => {
    const itemId = item.variant ?? item._id;
    steps.push(
      `line${i} as (update stock_levels set stock = stock_levels.stock + ${p(-item.qty)} where (stock_levels.location_id = ${p(locationId)} and stock_levels.item_id = ${p(itemId)} and stock_levels.stock >= ${p(item.qty)}) returning item_id)`,
      item.variant
        ? `item${i} as (update product_variants set stock = product_variants.stock + ${p(-item.qty)} where (product_variants.id = ${p(item.variant)} and product_variants.product_id = ${p(item._id)}))`
        : `item${i} as (update products set stock = products.stock + ${p(-item.qty)} where products.id = ${p(item._id)})`,
    );
  });
  const parents = new Map<string, number>();
  for (const { item } of byRow) if (item.variant) parents.set(item._id, (parents.get(item._id) ?? 0) - item.qty);
  [...parents].forEach(([productId, qty], i) =>
    steps.push(`parent${i} as (update products set stock = products.stock + ${p(qty)} where products.id = ${p(productId)})`),
  );
  steps.push(
    `ledger as (insert into stock_movements (id, product_id, variant_id, location_id, kind, qty, unit_cost, order_id, purchase_id, transfer_id, damage_id, count_id, user_id, note, created_at) values ${byRow
      .map(
        ({ item, product, variant }) =>
          `(default, ${p(item._id)}, ${p(item.variant ?? null)}, ${p(locationId)}, ${p('sale')}, ${p(-item.qty)}, ${p(toTaka(poishaOf((variant ?? product).cost)))}, ${p(orderId)}, ${p(null)}, ${p(null)}, ${p(null)}, ${p(null)}, ${p(ctx.userId)}, ${p(null)}, default)`,
      )
      .join(', ')})`,
  );
  steps.push(
    `short_line as (select min(w.i) as i from generate_series(0, ${byRow.length - 1}) as w(i) where w.i not in (${byRow.map((_, i) => `select ${i} from line${i}`).join(' union all ')}))`,
  );
  const short = '(select i from short_line)';
  const refusal = `case when not exists (select 1 from claim) then refuse_statement(${p('idempotency key used')}) when ${short} is not null then refuse_statement(${p('short line ')} || ${short}) end`;
  try {
    await driver.query(`with ${steps.join(', ')} select ${number} as number, ${refusal} as refused`, params);
  } catch (err) {
    if ((err as { message?: string }).message?.startsWith('short line')) throw new Short('a line is short');
    throw err;
  }
  return orderId;
}

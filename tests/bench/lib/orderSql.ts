import { createHash } from 'node:crypto';
import pg from 'pg';
import { parseTaka, toTaka } from '../../../common/money';
import type { CartInput } from '../../../common/orders';
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
const PRODUCT_COLUMNS = `id, name, slug, status, type, category_id, brand_id, image, images, size_chart, colors, sizes, cost, price, old_price, vat, short_description,
  description, unit_value, unit, sku, barcode, is_active, is_featured, is_discount, discount_type, discount, allow_stock, stock, low_stock_alert, tags, meta_title,
  meta_description, meta_keywords, meta_image, custom_attributes, custom_sections, faq, rating, rating_count, search_text, created_at, updated_at`;
const VARIANT_COLUMNS = 'id, product_id, position, name, description, price, cost, stock, sku, barcode, images, attributes, created_at, updated_at';

type Row = Record<string, unknown>;

/** The two reads of pricing a cart, sent together as the endpoint sends them. */
export async function readCart(q: Query, cart: CartInput, together: boolean): Promise<{ products: Row[]; variants: Row[] }> {
  const productIds = [...new Set(cart.items.map((i) => i._id))];
  const variantIds = [...new Set(cart.items.flatMap((i) => (i.variant ? [i.variant] : [])))];
  const readProducts = () => q(`select ${PRODUCT_COLUMNS} from products where products.id in (${list(productIds.length)})`, productIds);
  const readVariants = () => (variantIds.length ? q(`select ${VARIANT_COLUMNS} from product_variants where product_variants.id in (${list(variantIds.length)})`, variantIds) : Promise.resolve([]));
  if (together) {
    const [products, variants] = await Promise.all([readProducts(), readVariants()]);
    return { products, variants };
  }
  return { products: await readProducts(), variants: await readVariants() };
}

const poisha = (v: unknown) => parseTaka(String(v ?? 0)) ?? 0;

/** Thrown inside the transaction when a line is short: it rolls back, as the endpoint's 409 does. */
export class Short extends Error {}

/**
 * `POST orders` for a guest or a customer, paid in cash, with an
 * Idempotency-Key: the endpoint's statements in its order, one transaction.
 */
export async function placeOrderSql(driver: SqlDriver, cart: CartInput, ctx: { userId: string; key: string; customer: string }): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({ cart, paymentMethod: 'cash', customer: ctx.customer })).digest('hex');
  return driver.transaction(async (q) => {
    await q('insert into idempotency_keys (key, user_id, request_hash, order_id, created_at) values ($1, $2, $3, default, default) on conflict do nothing returning key', [ctx.key, ctx.userId, hash]);
    const customer = ctx.customer === 'guest' ? undefined : (await q('select * from customers where customers.id = $1 limit $2', [ctx.customer, 1]))[0];
    const { products, variants } = await readCart(q, cart, false);
    const productById = new Map(products.map((p) => [p.id, p]));
    const variantById = new Map(variants.map((v) => [v.id, v]));
    const rows = cart.items.map((item) => ({ item, product: productById.get(item._id) as Row, variant: item.variant ? (variantById.get(item.variant) as Row) : undefined }));
    const lines: PricingLine[] = rows.map(({ item, product, variant }) => ({
      key: String(variant?.id ?? product.id),
      name: String(product.name),
      price: poisha((variant ?? product).price),
      qty: item.qty,
      vat: Number(product.vat),
      discount: product.is_discount && product.discount_type && product.discount
        ? { type: product.discount_type === 'flat' ? 'flat' : 'percentage', value: product.discount_type === 'flat' ? poisha(product.discount) : Number(product.discount) }
        : null,
    }));
    const priced = priceCart(lines);
    const [cashier] = await q('select name from users where users.id = $1', [ctx.userId]);
    const [{ n }] = await q(`select nextval('order_number_seq')::int as n`);
    const number = `S-${String(n).padStart(6, '0')}`;
    const [order] = await q(
      `insert into orders (id, number, customer_id, customer_name, customer_phone, customer_email, address, status, payment_method, payment_state, sub_total, vat, shipping,
        discount, total, paid, refunded, coupon_code, note, email_receipt, cashier_id, cashier_name, created_at, updated_at)
       values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, default, $16, $17, $18, $19, $20, default, default) returning id`,
      [number, customer?.id ?? null, customer?.name ?? 'Guest', customer?.phone ?? null, customer?.email ?? null, null, 'confirmed', 'cash', 'paid',
        toTaka(priced.subTotal), toTaka(priced.vat), 0, 0, toTaka(priced.total), toTaka(priced.total), null, null, false, ctx.userId, cashier?.name ?? null],
    );
    const byRow = [...rows].sort((a, b) => `${a.item._id}:${a.item.variant ?? ''}`.localeCompare(`${b.item._id}:${b.item.variant ?? ''}`));
    for (const { item } of byRow) {
      if (item.variant) {
        const taken = await q('update product_variants set stock = product_variants.stock + $1 where (product_variants.id = $2 and product_variants.product_id = $3 and product_variants.stock >= $4) returning stock', [-item.qty, item.variant, item._id, item.qty]);
        if (taken.length === 0) throw new Short(`${item.variant} is short`);
        await q('update products set stock = products.stock + $1 where products.id = $2', [-item.qty, item._id]);
      } else {
        const taken = await q('update products set stock = products.stock + $1 where (products.id = $2 and products.stock >= $3) returning stock', [-item.qty, item._id, item.qty]);
        if (taken.length === 0) throw new Short(`${item._id} is short`);
      }
      await q('insert into stock_movements (id, product_id, variant_id, location, kind, qty, order_id, user_id, note, created_at) values (default, $1, $2, default, $3, $4, $5, $6, $7, default)', [
        item._id, item.variant ?? null, 'sale', -item.qty, order.id, ctx.userId, null,
      ]);
    }
    // One multi-row insert; returned_qty takes its default between qty and total_price.
    const values: unknown[] = [];
    const tuples = rows.map(({ item, product, variant }, position) => {
      const p = priced.items[position];
      values.push(order.id, position, item._id, item.variant ?? null, product.name, variant?.name ?? null, variant?.sku ?? product.sku, toTaka(p.unitPrice), toTaka(poisha((variant ?? product).cost)), Number(product.vat), toTaka(p.vat), p.qty, toTaka(p.totalPrice));
      const at = (k: number) => `$${position * 13 + k}`;
      return `(default, ${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(at).join(', ')}, default, ${at(13)})`;
    });
    await q(`insert into order_lines (id, order_id, position, product_id, variant_id, name, variant_name, sku, unit_price, unit_cost, vat_rate, vat, qty, returned_qty, total_price) values ${tuples.join(', ')}`, values);
    await q('insert into payments (id, order_id, order_number, method, amount, reference, kind, cashier_id, cashier_name, created_at, updated_at) values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, default)', [
      order.id, number, 'cash', toTaka(priced.total), null, 'payment', ctx.userId, cashier?.name ?? null,
    ]);
    await q('update idempotency_keys set order_id = $1 where (idempotency_keys.user_id = $2 and idempotency_keys.key = $3)', [order.id, ctx.userId, ctx.key]);
    const changes = [{ field: 'total', after: toTaka(priced.total) }, { field: 'status', after: 'confirmed' }];
    await q(
      `insert into audit_log (id, created_at, user_id, user_name, ip, resource, record_id, action, label, changes, summary)
       values (default, default, $1, (select users.name from users where users.id = $2), $3, $4, $5, $6, $7, $8, $9)`,
      [ctx.userId, ctx.userId, '127.0.0.1', 'orders', order.id, 'create', number, JSON.stringify(changes), `total: ${toTaka(priced.total)}; status: "confirmed"`],
    );
    return String(order.id);
  });
}

import type { CartInput } from '../../../common/wire/orders';
import type { Database } from '../../../server/db/client';
import { reconcileStock, stockMismatches } from '../../../server/domains/inventory/ledger';

/** A line the benchmark may sell: a simple product, or a variant of a variable one. */
export interface Sellable {
  _id: string;
  variant?: string;
}

export interface OrderFixtures {
  /** Products and variants with stock enough for any number of orders. */
  plenty: Sellable[];
  /** One simple product with little stock that every contended order asks for. */
  hot: Sellable;
  hotStock: number;
  /** Known customers, for the orders that are not to a guest. */
  customers: string[];
}

const PLENTY = 1_000_000;

/**
 * Shelves for the order benchmarks, on the demo catalogue: ten simple
 * products and ten variants (of ten variable products) get a million units
 * each, one more simple product gets `hotStock`. Stock is set as a person
 * would set it, with an adjustment in the ledger, so check:stock holds.
 */
export async function prepareOrderFixtures(database: Database, hotStock: number): Promise<OrderFixtures> {
  const simple = (await database.raw(
    `select id from products where type = 'simple' and is_active and status = 'published' order by created_at, id limit 11`,
  )) as { id: string }[];
  const variants = (await database.raw(
    `select distinct on (v.product_id) v.id, v.product_id from product_variants v join products p on p.id = v.product_id
     where p.type = 'variable' and p.is_active and p.status = 'published' order by v.product_id, v.position limit 10`,
  )) as { id: string; product_id: string }[];
  if (simple.length < 11 || variants.length < 10) throw new Error('the order benchmarks need the demo catalogue (11 simple products, 10 variable ones)');
  const [hot, ...rest] = simple;
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  await database.raw(`update products set stock = stock + ${PLENTY} where id = any($1::uuid[])`, [ids(rest)]);
  await database.raw(`update product_variants set stock = stock + ${PLENTY} where id = any($1::uuid[])`, [ids(variants)]);
  await database.raw(`update products p set stock = (select sum(v.stock) from product_variants v where v.product_id = p.id) where id = any($1::uuid[])`, [
    variants.map((v) => v.product_id),
  ]);
  await database.raw('update products set stock = $1 where id = $2', [hotStock, hot.id]);
  await reconcileStock(database.db, { kind: 'adjustment', note: 'Stock for the order benchmarks' });
  const customers = (await database.raw('select id from customers where is_active order by created_at, id limit 50')) as { id: string }[];
  return {
    plenty: [...rest.map((r) => ({ _id: r.id })), ...variants.map((v) => ({ _id: v.product_id, variant: v.id }))],
    hot: { _id: hot.id },
    hotStock,
    customers: ids(customers),
  };
}

/** A small seeded random generator, so every run sends the same carts. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A cashier's carts: one to three lines of the plenty shelves, one or two of each; `hot` adds the contended product. */
export function makeCarts(f: OrderFixtures, count: number, opts: { seed: number; hot?: boolean }): CartInput[] {
  const rand = random(opts.seed);
  const carts: CartInput[] = [];
  for (let i = 0; i < count; i++) {
    const lines = 1 + Math.floor(rand() * 3);
    const start = Math.floor(rand() * f.plenty.length);
    const items = Array.from({ length: lines }, (_, k) => ({ ...f.plenty[(start + k * 7) % f.plenty.length], qty: 1 + Math.floor(rand() * 2) }));
    if (opts.hot) items.push({ ...f.hot, qty: 1 });
    carts.push({ items });
  }
  return carts;
}

/** The customer of the i-th order: a guest two times in three, else a known customer. */
export function customerOf(f: OrderFixtures, i: number): string {
  return i % 3 === 2 && f.customers.length > 0 ? f.customers[i % f.customers.length] : 'guest';
}

export interface StockCheck {
  hotLeft: number;
  negative: number;
  /** Stock figures that differ from the sum of their ledger movements (npm run check:stock). */
  mismatches: number;
}

/** After a burst: what is left of the hot product, any stock below zero, and the ledger against the shelves. */
export async function checkStock(database: Database, f: OrderFixtures): Promise<StockCheck> {
  const [hot] = (await database.raw('select stock from products where id = $1', [f.hot._id])) as { stock: number }[];
  const [neg] = (await database.raw(
    'select ((select count(*) from products where stock < 0) + (select count(*) from product_variants where stock < 0))::int as n',
  )) as { n: number }[];
  const wrong = await stockMismatches(database.db);
  return { hotLeft: Number(hot.stock), negative: Number(neg.n), mismatches: wrong.length };
}

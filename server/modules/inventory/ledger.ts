import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { products, productVariants, stockMovements } from '../../db/tables';
import { ApiError, msg } from '../../engine/errors';
import type { StockMismatch } from '../../../common/wire/inventory';

export type MovementKind = 'opening' | 'sale' | 'return' | 'cancel' | 'adjustment';

export interface StockChange {
  productId: string;
  variantId: string | null;
  /** Signed: negative takes stock, positive puts it back. */
  qty: number;
  kind: MovementKind;
  orderId?: string;
  userId?: string;
  note?: string;
  /** For the 409 message when stock runs out. */
  name: string;
}

/**
 * The parts of one statement that change the stock of products and variants
 * and write their ledger rows. Taking stock is a conditional UPDATE
 * (`stock >= n`), never a read then a write, so two tills can never sell the
 * same last unit: the second waits for the first's row lock and then finds
 * too little. A variable product's own stock is the sum of its variants' and
 * moves with them. Changes name distinct products or variants (a cart merges
 * its lines) and are sorted, so that two sales lock shared rows in one order.
 * `shortLine` is an expression for the index (in `changes`) of the first line
 * that could not be taken, or null.
 */
export function stockStatement(db: Db, change: StockChange | StockChange[]): { changes: StockChange[]; parts: SQL[]; shortLine: SQL } {
  const changes = (Array.isArray(change) ? change : [change])
    .filter((c) => c.qty !== 0)
    .sort((a, b) => `${a.productId}:${a.variantId ?? ''}`.localeCompare(`${b.productId}:${b.variantId ?? ''}`));
  if (changes.length === 0) return { changes, parts: [], shortLine: sql`null::int` };

  // Each row is changed by one part: PostgreSQL applies only one change per row in a statement.
  const parts: SQL[] = changes.map((c, i) => {
    const taking = c.qty < 0 ? -c.qty : undefined;
    const update = c.variantId
      ? db
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${c.qty}` })
          .where(and(eq(productVariants.id, c.variantId), eq(productVariants.productId, c.productId), taking ? gte(productVariants.stock, taking) : undefined))
          .returning({ id: productVariants.id })
      : db
          .update(products)
          .set({ stock: sql`${products.stock} + ${c.qty}` })
          .where(and(eq(products.id, c.productId), taking ? gte(products.stock, taking) : undefined))
          .returning({ id: products.id });
    return sql`${sql.identifier(`line${i}`)} as (${update.getSQL()})`;
  });
  const parents = new Map<string, number>();
  for (const c of changes) if (c.variantId) parents.set(c.productId, (parents.get(c.productId) ?? 0) + c.qty);
  [...parents].forEach(([productId, qty], i) => {
    const update = db.update(products).set({ stock: sql`${products.stock} + ${qty}` }).where(eq(products.id, productId));
    parts.push(sql`${sql.identifier(`parent${i}`)} as (${update.getSQL()})`);
  });
  const ledger = db.insert(stockMovements).values(
    changes.map((c) => ({ productId: c.productId, variantId: c.variantId, kind: c.kind, qty: c.qty, orderId: c.orderId ?? null, userId: c.userId ?? null, note: c.note ?? null })),
  );
  parts.push(sql`ledger as (${ledger.getSQL()})`);
  const taken = sql.join(changes.map((_, i) => sql`select ${sql.raw(String(i))} from ${sql.identifier(`line${i}`)}`), sql` union all `);
  parts.push(sql`short_line as (select min(w.i) as i from generate_series(0, ${sql.raw(String(changes.length - 1))}) as w(i) where w.i not in (${taken}))`);
  return { changes, parts, shortLine: sql`(select i from short_line)` };
}

/**
 * Changes stock in the caller's transaction, in one statement (see
 * stockStatement); a line that is short is refused with a 409 for the
 * caller's transaction to roll back.
 */
export async function moveStock(tx: Db, change: StockChange | StockChange[]): Promise<void> {
  const { changes, parts, shortLine } = stockStatement(tx, change);
  if (changes.length === 0) return;
  const [row] = await queryRows<{ short: number | null }>(tx, sql`with ${sql.join(parts, sql`, `)} select ${shortLine} as short`);
  if (row.short !== null) await refuseShort(tx, changes[Number(row.short)]);
}

/** 409 naming the product and what is left (read only to word the message; nothing of the change remains once refused). */
export async function refuseShort(tx: Db, change: StockChange): Promise<never> {
  const [left] = change.variantId
    ? await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, change.variantId))
    : await tx.select({ stock: products.stock }).from(products).where(eq(products.id, change.productId));
  const available = left?.stock ?? 0;
  throw new ApiError(409, msg('out_of_stock', { name: change.name, available }), [
    { field: change.variantId ? `stock.${change.variantId}` : `stock.${change.productId}`, message: `only ${available} left` },
  ]);
}

/**
 * Writes the movement that makes the ledger agree with the stock, for stock
 * set by hand (the product form, an import, the demo data): an `opening` row
 * for a new product, an `adjustment` when a person changed the figure. Run in
 * the transaction that changed the stock. Without `productId`, every product.
 */
export async function reconcileStock(
  tx: Db,
  opts: { productId?: string; productIds?: string[]; kind: 'opening' | 'adjustment'; userId?: string; note?: string },
): Promise<void> {
  if (opts.productIds?.length === 0) return;
  // productIds: many products at once (the CSV import); uuids need no quoting inside the array literal.
  const only = (column: string) =>
    opts.productId
      ? sql`and ${sql.raw(column)} = ${opts.productId}`
      : opts.productIds
        ? sql`and ${sql.raw(column)} = any(${`{${opts.productIds.join(',')}}`}::uuid[])`
        : sql``;
  await tx.execute(sql`
    insert into stock_movements (product_id, variant_id, kind, qty, user_id, note)
    select d.product_id, d.variant_id, ${opts.kind}, d.diff, ${opts.userId ?? null}, ${opts.note ?? null}
    from (
      select p.id as product_id, null::uuid as variant_id,
             p.stock - coalesce((select sum(m.qty) from stock_movements m where m.product_id = p.id and m.variant_id is null), 0) as diff
      from products p where p.type = 'simple' ${only('p.id')}
      union all
      select v.product_id, v.id,
             v.stock - coalesce((select sum(m.qty) from stock_movements m where m.product_id = v.product_id and m.variant_id = v.id), 0)
      from product_variants v where true ${only('v.product_id')}
    ) d
    where d.diff <> 0`);
}

/**
 * Every place where the stock and the ledger disagree (`npm run check:stock`):
 * a simple product or a variant whose stock is not the sum of its movements,
 * or a variable product whose stock is not the sum of its variants'.
 */
export async function stockMismatches(db: Db): Promise<StockMismatch[]> {
  const rows = await queryRows<StockMismatch>(db, sql`
    select p.id as "productId", null::uuid as "variantId", p.name, p.stock,
           coalesce((select sum(m.qty) from stock_movements m where m.product_id = p.id and m.variant_id is null), 0)::int as expected,
           'ledger' as what
    from products p where p.type = 'simple'
    union all
    select v.product_id, v.id, p.name || ' (' || v.name || ')', v.stock,
           coalesce((select sum(m.qty) from stock_movements m where m.variant_id = v.id), 0)::int, 'ledger'
    from product_variants v join products p on p.id = v.product_id
    union all
    select p.id, null, p.name, p.stock,
           coalesce((select sum(v.stock) from product_variants v where v.product_id = p.id), 0)::int, 'variants'
    from products p where p.type = 'variable'`);
  return rows.filter((r) => Number(r.stock) !== Number(r.expected));
}

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { products, productVariants, stockMovements } from '../../db/schema';
import { ApiError } from '../../engine/errors';

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
 * Changes the stock of a product or variant and writes its ledger row, in the
 * caller's transaction. Taking stock is one conditional UPDATE (`stock >= n`),
 * never a read then a write, so two tills can never sell the same last unit: the
 * second waits for the first's row lock and then finds too little. A variable
 * product's own stock is the sum of its variants' and moves with them.
 */
export async function moveStock(tx: Db, change: StockChange): Promise<void> {
  const { productId, variantId, qty } = change;
  if (qty === 0) return;
  if (variantId) {
    const rows = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${qty}` })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), qty < 0 ? gte(productVariants.stock, -qty) : undefined))
      .returning({ stock: productVariants.stock });
    if (rows.length === 0) await refuse(tx, change);
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${qty}` })
      .where(eq(products.id, productId));
  } else {
    const rows = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${qty}` })
      .where(and(eq(products.id, productId), qty < 0 ? gte(products.stock, -qty) : undefined))
      .returning({ stock: products.stock });
    if (rows.length === 0) await refuse(tx, change);
  }
  await tx.insert(stockMovements).values({
    productId,
    variantId,
    kind: change.kind,
    qty,
    orderId: change.orderId ?? null,
    userId: change.userId ?? null,
    note: change.note ?? null,
  });
}

/** 409 naming the product and what is left (read only to word the message; nothing was written). */
async function refuse(tx: Db, change: StockChange): Promise<never> {
  const [left] = change.variantId
    ? await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, change.variantId))
    : await tx.select({ stock: products.stock }).from(products).where(eq(products.id, change.productId));
  const available = left?.stock ?? 0;
  throw new ApiError(409, `${change.name}: only ${available} left in stock`, [
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

export interface StockMismatch {
  productId: string;
  variantId: string | null;
  name: string;
  stock: number;
  expected: number;
  what: 'ledger' | 'variants';
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

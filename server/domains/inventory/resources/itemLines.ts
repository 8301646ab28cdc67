import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { products, productVariants } from '../../schema';
import type { ChildEntry, ChildTableDecl } from '../../../engine/declaration';
import { msg } from '../../../engine/errors';
import { qualified } from '../../../engine/qualified';
import type { FieldDecl } from '../../../engine/declaration';

/** The columns of a table of item lines (purchase_lines, transfer_lines, stock_count_lines). */
export interface ItemLineColumns {
  table: PgTable;
  id: AnyPgColumn;
  parent: AnyPgColumn;
  position: AnyPgColumn;
  product: AnyPgColumn;
  variant: AnyPgColumn;
  qty: AnyPgColumn;
  /** A unit cost per line (a purchase's); absent when the lines carry none (a transfer's). */
  unitCost?: AnyPgColumn;
}

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Every line names an item the shop stocks: a simple product, or one variant
 * of a variable product (the variant its product's), and each item once.
 * Entries that keep their stored product (an update naming only `qty`) are
 * not re-checked: what is stored passed when it was written.
 */
async function checkItems(db: Db, entries: ChildEntry[], cols: ItemLineColumns): Promise<{ index: number; field: string; message: ReturnType<typeof msg> }[]> {
  const productProp = propOf(cols.table, cols.product);
  const variantProp = propOf(cols.table, cols.variant);
  const named = entries
    .map((e, index) => ({ index, product: e.values[productProp], variant: e.values[variantProp] }))
    .filter((e) => typeof e.product === 'string');
  if (named.length === 0) return [];
  const productIds = [...new Set(named.map((e) => String(e.product)))];
  const variantIds = [...new Set(named.flatMap((e) => (typeof e.variant === 'string' ? [e.variant] : [])))];
  const [productRows, variantRows] = await Promise.all([
    db.select({ id: products.id, name: products.name, type: products.type }).from(products).where(inArray(products.id, productIds)),
    variantIds.length > 0
      ? db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, variantIds))
      : Promise.resolve([]),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));
  const problems: { index: number; field: string; message: ReturnType<typeof msg> }[] = [];
  const seen = new Set<string>();
  for (const e of named) {
    const product = productById.get(String(e.product));
    if (!product) {
      problems.push({ index: e.index, field: 'product', message: msg('no_such_product') });
      continue;
    }
    const variant = typeof e.variant === 'string' ? variantById.get(e.variant) : undefined;
    if (product.type === 'variable' && !variant)
      problems.push({
        index: e.index,
        field: 'variant',
        message: e.variant ? msg('not_variation_of', { name: product.name }) : msg('choose_variation', { name: product.name }),
      });
    else if (product.type !== 'variable' && e.variant)
      problems.push({ index: e.index, field: 'variant', message: msg('no_variations', { name: product.name }) });
    else if (variant && variant.productId !== product.id)
      problems.push({ index: e.index, field: 'variant', message: msg('not_variation_of', { name: product.name }) });
    else {
      const item = String(e.variant ?? e.product);
      if (seen.has(item)) problems.push({ index: e.index, field: 'product', message: msg('item_listed_twice') });
      seen.add(item);
    }
  }
  return problems;
}

function propOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}

/**
 * A field of stock item lines (issue 21): purchases, transfers and stock
 * counts declare their lines with this, and the admin app edits them with
 * one line table (field type `item-lines`). An entry on the wire is
 * `{ _id, product, variant, qty, unitCost? }` plus the read-only `name` and
 * `sku` of its item, and whatever read-only figures the resource adds
 * (`extra`: a purchase line's received quantity).
 */
export function itemLinesField(opts: {
  key?: string;
  label?: string;
  section?: string;
  columns: ItemLineColumns;
  /** Read-only figures of a line shown beside it. */
  extra?: FieldDecl[];
  qtyLabel?: string;
  /** The least quantity of a line: 1 (a purchase, a transfer), 0 for a count (an empty shelf). */
  qtyMin?: number;
  limit?: number;
  readOnly?: boolean;
  helperText?: string;
}): FieldDecl {
  const c = opts.columns;
  // Qualified: a bare "product_id" inside this subquery would be product_variants' own column (v.product_id), null for a simple product.
  const itemName = sql`(select p.name || coalesce(' (' || v.name || ')', '') from products p left join product_variants v on v.id = ${qualified(c.variant)} where p.id = ${qualified(c.product)})`;
  const itemSku = sql`(select coalesce(v.sku, p.sku) from products p left join product_variants v on v.id = ${qualified(c.variant)} where p.id = ${qualified(c.product)})`;
  const child: ChildTableDecl = {
    table: c.table,
    id: c.id,
    parent: c.parent,
    position: c.position,
    limit: opts.limit ?? 500,
    fields: [
      {
        key: 'product',
        label: 'Product',
        type: 'data-select',
        required: true,
        reference: { resource: 'products', labelKey: 'name' },
        db: c.product,
        viewType: 'hidden',
      },
      { key: 'variant', label: 'Variation', type: 'text', pattern: { regex: UUID, message: msg('not_record_id') }, db: c.variant, viewType: 'hidden' },
      { key: 'name', label: 'Item', type: 'read-only', readOnly: true, viewType: 'text', computed: itemName },
      { key: 'sku', label: 'SKU', type: 'read-only', readOnly: true, viewType: 'text', computed: itemSku },
      { key: 'qty', label: opts.qtyLabel ?? 'Quantity', type: 'number', required: true, min: opts.qtyMin ?? 1, max: 1_000_000, db: c.qty, viewType: 'number' },
      ...(c.unitCost
        ? [{ key: 'unitCost', label: 'Unit Cost', type: 'currency' as const, required: true, min: 0, db: c.unitCost, viewType: 'currency' as const }]
        : []),
      ...(opts.extra ?? []),
    ],
    checkEntries: (db, entries) => checkItems(db, entries, c),
  };
  return {
    key: opts.key ?? 'lines',
    label: opts.label ?? 'Items',
    type: 'item-lines',
    section: opts.section,
    helperText: opts.helperText,
    readOnly: opts.readOnly,
    child,
  };
}

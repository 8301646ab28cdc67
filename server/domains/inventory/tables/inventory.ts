import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MOVEMENT_KINDS } from '../../../../common/stockLevels';
import { users } from '../../accounts/tables/accounts';
import { categories } from '../../catalogue/tables/catalogue';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { locations } from './locations';
import { orders } from '../../orders/tables/orders';
import { products, productVariants } from '../../catalogue/tables/products';
import { purchases } from '../../purchases/tables/purchases';

/** Money: NUMERIC(12,2), read as a JS number in taka (arithmetic happens in poisha, common/money.ts). */

/**
 * What is counted as one item of stock: a variant, or a product without
 * variants. Written as a stored column so one index finds an item's rows.
 */
const itemId = () => uuid('item_id').generatedAlwaysAs(sql`coalesce(variant_id, product_id)`);

/** Who and what a row of stock belongs to: the product, its variant (if any), the location. */
const itemColumns = () => ({
  productId: refersTo('product_id', () => products.id, 'cascade').notNull(),
  variantId: refersTo('variant_id', () => productVariants.id, 'cascade'),
  itemId: itemId(),
});

/**
 * Stock of each item at each location. A product's and a variant's `stock` is
 * the sum of their rows here, changed in the same statement
 * (server/domains/inventory/ledger.ts); the CHECK makes selling or sending a
 * unit a location does not have impossible, whatever the writer.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    ...itemColumns(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.itemId] }),
    index('stock_levels_item_idx').on(t.itemId),
    index('stock_levels_product_idx').on(t.productId),
    check('stock_levels_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * The stock ledger: every change of stock is a row, in the statement that
 * changes the stock, so each figure per location equals the sum of its
 * movements (`npm run check:stock`). A row names what caused it: an order, a
 * purchase, a transfer, a damage or a count.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    ...itemColumns(),
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    kind: text('kind').notNull(),
    /** Signed: a sale takes (−), a return, a receipt or a transfer in puts (+). */
    qty: integer('qty').notNull(),
    /** The item's cost per unit at the time (a receipt's purchase price; else the average cost). */
    unitCost: money('unit_cost'),
    orderId: refersTo('order_id', () => orders.id, 'set null'),
    purchaseId: refersTo('purchase_id', () => purchases.id, 'set null'),
    transferId: refersTo('transfer_id', () => transfers.id, 'set null'),
    damageId: refersTo('damage_id', () => damages.id, 'set null'),
    countId: refersTo('count_id', () => stockCounts.id, 'set null'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_item_idx').on(t.itemId, t.createdAt, t.id),
    index('stock_movements_product_idx').on(t.productId),
    index('stock_movements_created_at_idx').on(t.createdAt),
    check('stock_movements_kind_check', sql.raw(`kind in (${MOVEMENT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/** The documents' numbers (`T-000012`, `D-…`, `C-…`): a sequence each, gaps allowed. */
export const transferNumberSequence = pgSequence('transfer_number_seq', { startWith: 1 });
export const damageNumberSequence = pgSequence('damage_number_seq', { startWith: 1 });
export const countNumberSequence = pgSequence('count_number_seq', { startWith: 1 });

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    number: text('number').notNull().unique(),
    fromLocationId: refersTo('from_location_id', () => locations.id, 'restrict').notNull(),
    toLocationId: refersTo('to_location_id', () => locations.id, 'restrict').notNull(),
    status: text('status').notNull().default('draft'),
    note: text('note'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: refersTo('sent_by', () => users.id, 'set null'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    index('transfers_created_at_idx').on(t.createdAt),
    check('transfers_status_check', sql`${t.status} in ('draft', 'sent', 'partly-received', 'completed', 'cancelled')`),
    check('transfers_places_check', sql`${t.fromLocationId} <> ${t.toLocationId}`),
  ],
);

export const transferLines = pgTable(
  'transfer_lines',
  {
    id: id(),
    transferId: refersTo('transfer_id', () => transfers.id, 'cascade').notNull(),
    position: integer('position').notNull().default(0),
    productId: refersTo('product_id', () => products.id, 'restrict').notNull(),
    variantId: refersTo('variant_id', () => productVariants.id, 'restrict'),
    qty: integer('qty').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    damagedQty: integer('damaged_qty').notNull().default(0),
  },
  (t) => [
    index('transfer_lines_transfer_idx').on(t.transferId, t.position),
    index('transfer_lines_product_idx').on(t.productId),
    check('transfer_lines_qty_check', sql`${t.qty} > 0`),
    // toReceive = qty − receivedQty − damagedQty never goes below zero.
    check('transfer_lines_received_check', sql`${t.receivedQty} >= 0 and ${t.damagedQty} >= 0 and ${t.receivedQty} + ${t.damagedQty} <= ${t.qty}`),
  ],
);

export const damages = pgTable(
  'damages',
  {
    id: id(),
    number: text('number').notNull().unique(),
    productId: refersTo('product_id', () => products.id, 'cascade').notNull(),
    variantId: refersTo('variant_id', () => productVariants.id, 'cascade'),
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    qty: integer('qty').notNull(),
    reason: text('reason').notNull(),
    /** Cost per unit (the item's average cost when recorded) and in all. */
    unitCost: money('unit_cost').notNull().default(0),
    cost: money('cost').notNull().default(0),
    date: date('date')
      .notNull()
      .default(sql`current_date`),
    transferId: refersTo('transfer_id', () => transfers.id, 'set null'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [index('damages_created_at_idx').on(t.createdAt), check('damages_qty_check', sql`${t.qty} > 0`)],
);

export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    number: text('number').notNull().unique(),
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    categoryId: refersTo('category_id', () => categories.id, 'set null'),
    status: text('status').notNull().default('open'),
    note: text('note'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: refersTo('confirmed_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [index('stock_counts_created_at_idx').on(t.createdAt), check('stock_counts_status_check', sql`${t.status} in ('open', 'confirmed', 'cancelled')`)],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: id(),
    countId: refersTo('count_id', () => stockCounts.id, 'cascade').notNull(),
    position: integer('position').notNull().default(0),
    ...itemColumns(),
    /** What the shelf held when counted. */
    counted: integer('counted').notNull(),
    /** The figure the location had when the count was confirmed, and the adjustment made then. */
    before: integer('before'),
    difference: integer('difference'),
  },
  (t) => [
    uniqueIndex('stock_count_lines_item_idx').on(t.countId, t.itemId),
    index('stock_count_lines_count_idx').on(t.countId, t.position),
    check('stock_count_lines_counted_check', sql`${t.counted} >= 0`),
  ],
);

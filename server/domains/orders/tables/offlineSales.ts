import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables/accounts';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { locations } from '../../inventory/tables/locations';
import { orders } from './orders';
import { products, productVariants } from '../../catalogue/tables/products';

/**
 * Order numbers given to a till in advance (issue 25), so a sale made with
 * no connection prints the number its order will carry. Taken from
 * `order_number_seq` like any order's, so a number is never given twice;
 * an order sent with one is accepted only from the device it was given to.
 */
export const receiptBlocks = pgTable(
  'receipt_blocks',
  {
    id: id(),
    /** The browser's own id for the till (kept in its storage). */
    deviceId: text('device_id').notNull(),
    userId: refersTo('user_id', () => users.id, 'set null'),
    /** The location the till sold from when it was given the block (issue 34): its offline sales must be from there. */
    locationId: refersTo('location_id', () => locations.id, 'set null'),
    /** The numbers, in the order the till uses them (`S-000123`). */
    numbers: text('numbers').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipt_blocks_device_idx').on(t.deviceId), index('receipt_blocks_numbers_idx').using('gin', t.numbers)],
);

/** What both lists of an offline sale's exceptions keep beside their own: which till and cashier sold it, and the manager's answer. */
const tillAndAnswer = () => ({
  deviceId: text('device_id'),
  cashierName: text('cashier_name'),
  resolved: text('resolved').notNull().default('open'),
  note: text('note'),
  ...timestamps(),
});

/**
 * The reconciliation list (issue 25): an offline sale whose stock had gone
 * by the time it reached the server is recorded all the same (the money was
 * taken); the units the location no longer held are not taken from its stock
 * (no silent negative figure) but listed here for a manager to resolve.
 */
export const stockShortfalls = pgTable(
  'stock_shortfalls',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'cascade').notNull(),
    orderNumber: text('order_number').notNull(),
    productId: refersTo('product_id', () => products.id, 'cascade').notNull(),
    variantId: refersTo('variant_id', () => productVariants.id, 'cascade'),
    /** `Panjabi (M-White)`, as the ledger names it. */
    itemName: text('item_name').notNull(),
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    /** Units sold that the location did not hold. */
    qty: integer('qty').notNull(),
    ...tillAndAnswer(),
  },
  (t) => [
    index('stock_shortfalls_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolved} = 'open'`),
    index('stock_shortfalls_order_idx').on(t.orderId),
    check('stock_shortfalls_qty_check', sql`${t.qty} > 0`),
    check('stock_shortfalls_resolved_check', sql`${t.resolved} in ('open', 'recounted', 'written-off', 'found')`),
  ],
);

/**
 * The price differences list (issue 25): an offline sale is written at the
 * prices its till charged (the money was taken at them, and the printed
 * receipt says so). Where an item's price or VAT rate had changed in the
 * catalogue by the time the sale arrived, the line is listed here for a
 * manager: what the till charged, what the catalogue asks now, and the
 * difference over the line's units.
 */
export const priceDifferences = pgTable(
  'price_differences',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'cascade').notNull(),
    orderNumber: text('order_number').notNull(),
    /** Null for a row about the whole sale (a manual discount over the cashier's cap). */
    productId: refersTo('product_id', () => products.id, 'cascade'),
    variantId: refersTo('variant_id', () => productVariants.id, 'cascade'),
    itemName: text('item_name').notNull(),
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    /**
     * Why it is listed (issue 34): `repriced`, the catalogue changed since the
     * till's snapshot (the sale counts); `unknown-price`, a price other than what
     * the till's snapshot held, or `over-cap`, a manual discount above the
     * cashier's role's cap: the sale is held (orders.approval = 'pending')
     * until a manager accepts or charges it.
     */
    reason: text('reason').notNull().default('repriced'),
    qty: integer('qty').notNull(),
    /** The unit price the till charged (after the product's discount), and the catalogue's when the sale arrived. */
    tillUnitPrice: money('till_unit_price').notNull(),
    catalogueUnitPrice: money('catalogue_unit_price').notNull(),
    tillVatRate: numeric('till_vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    catalogueVatRate: numeric('catalogue_vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** (till − catalogue) unit price × units, before VAT: below zero, sold for less than the catalogue asks now. */
    difference: money('difference').notNull(),
    ...tillAndAnswer(),
  },
  (t) => [
    index('price_differences_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolved} = 'open'`),
    index('price_differences_order_idx').on(t.orderId),
    check('price_differences_resolved_check', sql`${t.resolved} in ('open', 'accepted', 'charged')`),
    check('price_differences_reason_check', sql`${t.reason} in ('repriced', 'unknown-price', 'over-cap')`),
  ],
);

import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Daily rollups of sales, returns, payments and stock changes (issue 23), per
 * shop day (the settings' time zone), location and payment method, so the
 * dashboard and the reports read a few hundred rows instead of a million
 * orders. Kept by triggers (migrations 0020, 0021, 0024) in the statement that
 * writes the order, line, return, payment or stock movement, so a figure is
 * never stale. Money is integer poisha.
 *
 * The rules (README "Dashboard and reports"): a sale counts on the day it was
 * placed, paid or not; a return counts on the day it was made; a cancelled
 * order counts nowhere (its cancel takes back its sale and its returns).
 * `npm run rollups:check` rebuilds them from the base tables and compares.
 */
const poisha = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * A customer's figures (`who`: the order's phone, else its customer's id;
 * walk-in guests with neither are no one's and are not kept), so Top Customers
 * for a year sums a few thousand month rows instead of reading every order of
 * the year. Like the sales rollups (issue 33), a return counts on its own
 * day at its goods' net value, so the customers' figures of any range add up
 * to its net sales (guests apart).
 */
function customerCounts() {
  return {
    /** Orders placed (not cancelled). */
    orders: count('orders'),
    /** Subtotal less the cart discount of those orders. */
    net: poisha('net'),
    /** Their returns' goods at net value (price less the line's discount share), on the return's day. */
    back: poisha('back'),
    /** Cost of the units sold less that of the units returned (each line's recorded cost; returns on their day). */
    cost: poisha('cost'),
    /** Orders with at least one return. */
    returnedOrders: count('returned_orders'),
    /** Units sold on those orders (issue 33: a return rate is of units). */
    units: count('units'),
    /** Units returned, on the day of the return. */
    returnedUnits: count('returned_units'),
  };
}

// ─── Folded and pending (migrations 0023, 0024) ───
// A writer (the triggers) only appends to a `*_pending` table: no key to
// look up, no row lock held to its commit, so tills never queue on a hot
// row. A fold (rollups_fold(), every five seconds from the API, server/domains/
// reports/rollupFold.ts) moves pending rows into the `*_folded` tables, one
// row per key, and adds them to the month and product rollups there too. The
// readers read views named after the rollups (rollup_order_days …): folded
// rows plus pending ones, so a figure is never stale, whatever the fold's pace.

const orderFigures = () => ({
  orders: count('orders'),
  subTotal: poisha('sub_total'),
  discount: poisha('discount'),
  vat: poisha('vat'),
  shipping: poisha('shipping'),
  rounding: poisha('rounding'),
  total: poisha('total'),
  /** Units sold on the day's orders. */
  units: count('units'),
  /** Cost of the goods sold (unit cost on each line × qty). */
  cost: poisha('cost'),
  /** Returns made on the day: units, goods at line price, their cart-discount share, VAT, and cost. */
  returnedUnits: count('returned_units'),
  returnsGoods: poisha('returns_goods'),
  returnsDiscount: poisha('returns_discount'),
  returnsVat: poisha('returns_vat'),
  returnsCost: poisha('returns_cost'),
});
const orderDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  locationId: uuid('location_id').notNull(),
  paymentMethod: text('payment_method').notNull(),
  ...orderFigures(),
});

/** Order-level figures: one row per day, location and the order's payment method. */
export const rollupOrderDaysFolded = pgTable('rollup_order_days_folded', orderDay(), (t) => [primaryKey({ columns: [t.day, t.locationId, t.paymentMethod] })]);
export const rollupOrderDaysPending = pgTable('rollup_order_days_pending', orderDay());

const itemFigures = () => ({
  units: count('units'),
  /** Line totals (after the product's own discount, before the cart discount and VAT). */
  sales: poisha('sales'),
  cost: poisha('cost'),
  returnedUnits: count('returned_units'),
  returnsGoods: poisha('returns_goods'),
  returnsCost: poisha('returns_cost'),
});
const item = () => ({ itemId: uuid('item_id').notNull(), productId: uuid('product_id').notNull(), variantId: uuid('variant_id') });

const itemDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  locationId: uuid('location_id').notNull(),
  ...item(),
  paymentMethod: text('payment_method').notNull(),
  ...itemFigures(),
});

/** Item-level figures: one row per day, location, item (variant, or product without variants) and payment method. */
export const rollupItemDaysFolded = pgTable('rollup_item_days_folded', itemDay(), (t) => [
  primaryKey({ columns: [t.day, t.locationId, t.itemId, t.paymentMethod] }),
]);
export const rollupItemDaysPending = pgTable('rollup_item_days_pending', itemDay());

/**
 * The item figures per month (its first day) and location, any payment method: a year of Top Products
 * reads twelve months of these (a few tens of thousands of rows at 1,000,000 orders, against a million item-day rows).
 * Written by the fold only, from the item-day rows it folds.
 */
export const rollupItemMonthsFolded = pgTable(
  'rollup_item_months_folded',
  { month: date('month', { mode: 'string' }).notNull(), locationId: uuid('location_id').notNull(), ...item(), ...itemFigures() },
  (t) => [primaryKey({ columns: [t.month, t.locationId, t.itemId] })],
);

/**
 * The item figures per day, location and product (variants and payment methods summed): the dashboard's top
 * products and sales by category for 30 days read a product's day rows, not each variant's per method. Written by the fold only.
 */
export const rollupProductDaysFolded = pgTable(
  'rollup_product_days_folded',
  { day: date('day', { mode: 'string' }).notNull(), locationId: uuid('location_id').notNull(), productId: uuid('product_id').notNull(), ...itemFigures() },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.productId] })],
);

const paymentDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  locationId: uuid('location_id').notNull(),
  method: text('method').notNull(),
  payments: poisha('payments'),
  /** Refunds, as a positive amount. */
  refunds: poisha('refunds'),
});
/** Money taken and refunded: one row per day, the order's location and the payment's method. */
export const rollupPaymentDaysFolded = pgTable('rollup_payment_days_folded', paymentDay(), (t) => [primaryKey({ columns: [t.day, t.locationId, t.method] })]);
export const rollupPaymentDaysPending = pgTable('rollup_payment_days_pending', paymentDay());

const methodDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  locationId: uuid('location_id').notNull(),
  method: text('method').notNull(),
  sales: poisha('sales'),
  orders: count('orders'),
});
/**
 * Sales by payment method (the dashboard's chart): one row per order day, order location and method. An order's
 * total counts under the method it was placed with, moved to the method of each payment taken by another one,
 * less each refund under its own method; an order counts under the method it was placed with and each other
 * method it was paid by.
 */
export const rollupMethodDaysFolded = pgTable('rollup_method_days_folded', methodDay(), (t) => [primaryKey({ columns: [t.day, t.locationId, t.method] })]);
export const rollupMethodDaysPending = pgTable('rollup_method_days_pending', methodDay());

const stockDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  locationId: uuid('location_id').notNull(),
  kind: text('kind').notNull(),
  qty: count('qty'),
  value: poisha('value'),
});
/** Stock ledger rows per day, location and kind: units (signed) and their value at the row's unit cost. */
export const rollupStockDaysFolded = pgTable('rollup_stock_days_folded', stockDay(), (t) => [primaryKey({ columns: [t.day, t.locationId, t.kind] })]);
export const rollupStockDaysPending = pgTable('rollup_stock_days_pending', stockDay());

const customerDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  locationId: uuid('location_id').notNull(),
  who: text('who').notNull(),
  ...customerCounts(),
});
export const rollupCustomerDaysFolded = pgTable('rollup_customer_days_folded', customerDay(), (t) => [primaryKey({ columns: [t.day, t.locationId, t.who] })]);
export const rollupCustomerDaysPending = pgTable('rollup_customer_days_pending', customerDay());
/** The same per month (the first day of the month), written by the fold from the day rows it folds. */
export const rollupCustomerMonthsFolded = pgTable(
  'rollup_customer_months_folded',
  { month: date('month', { mode: 'string' }).notNull(), locationId: uuid('location_id').notNull(), who: text('who').notNull(), ...customerCounts() },
  (t) => [primaryKey({ columns: [t.month, t.locationId, t.who] })],
);

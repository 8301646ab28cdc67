import { bigint, date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Daily rollups of sales, returns, payments and stock changes (issue 23), per
 * shop day (the settings' time zone), location and payment method, so the
 * dashboard and the reports read a few hundred rows instead of a million
 * orders. Kept by triggers (migrations 0020, 0021) in the statement that writes the
 * order, line, return, payment or stock movement, so a figure is never stale;
 * each change adds to a row (insert … on conflict do update set x = x +
 * excluded.x), never read-then-write. Money is integer poisha.
 *
 * The rules (README "Dashboard and reports"): a sale counts on the day it was
 * placed, paid or not; a return counts on the day it was made; a cancelled
 * order counts nowhere (its cancel takes back its sale and its returns).
 * `npm run rollups:check` rebuilds them from the base tables and compares.
 */
const poisha = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);
/**
 * Which of 8 rows of the same key a writer adds to (its backend pid mod 8):
 * every sale of the day at a till would otherwise wait on one row's lock
 * until the sale before it commits. Readers sum over the shards.
 */
const shard = () => smallint('shard').notNull().default(0);

/** Order-level figures: one row per day, location and the order's payment method. */
export const rollupOrderDays = pgTable(
  'rollup_order_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    shard: shard(),
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
  },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.paymentMethod, t.shard] })],
);

/** Item-level figures: one row per day, location, item (variant, or product without variants) and payment method. */
export const rollupItemDays = pgTable(
  'rollup_item_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id').notNull(),
    itemId: uuid('item_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    shard: shard(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    units: count('units'),
    /** Line totals (after the product's own discount, before the cart discount and VAT). */
    sales: poisha('sales'),
    cost: poisha('cost'),
    returnedUnits: count('returned_units'),
    returnsGoods: poisha('returns_goods'),
    returnsCost: poisha('returns_cost'),
  },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.itemId, t.paymentMethod, t.shard] })],
);

/** Money taken and refunded: one row per day, the order's location and the payment's method. */
export const rollupPaymentDays = pgTable(
  'rollup_payment_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id').notNull(),
    method: text('method').notNull(),
    shard: shard(),
    payments: poisha('payments'),
    /** Refunds, as a positive amount. */
    refunds: poisha('refunds'),
  },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.method, t.shard] })],
);

/** Stock ledger rows per day, location and kind: units (signed) and their value at the row's unit cost. */
export const rollupStockDays = pgTable(
  'rollup_stock_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id').notNull(),
    kind: text('kind').notNull(),
    shard: shard(),
    qty: count('qty'),
    value: poisha('value'),
  },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.kind, t.shard] })],
);

/**
 * A customer's figures per shop day of their orders, location and customer
 * (`who`: the order's phone, else its customer's id; walk-in guests with
 * neither are no one's and are not kept), so Top Customers for a year sums a
 * few thousand month rows instead of reading every order of the year. Unlike
 * the sales rollups these follow the order, not the day of each change: a
 * return's refund and cost come off its order's day (the report ranks what each
 * customer's orders of the range were worth in the end). Kept by the same
 * statement triggers (migration 0021).
 */
const customerFigures = () => ({
  locationId: uuid('location_id').notNull(),
  who: text('who').notNull(),
  shard: shard(),
  /** Orders placed (not cancelled). */
  orders: count('orders'),
  /** Subtotal less the cart discount of those orders. */
  net: poisha('net'),
  /** Refunded on their returns, whenever returned. */
  back: poisha('back'),
  /** Cost of the units kept (sold less returned, at each line's recorded cost). */
  cost: poisha('cost'),
  /** Orders with at least one return. */
  returnedOrders: count('returned_orders'),
});

export const rollupCustomerDays = pgTable(
  'rollup_customer_days',
  { day: date('day', { mode: 'string' }).notNull(), ...customerFigures() },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.who, t.shard] })],
);

/** The same per month (the first day of the month): a year is twelve of these plus the days of the months it cuts. */
export const rollupCustomerMonths = pgTable(
  'rollup_customer_months',
  { month: date('month', { mode: 'string' }).notNull(), ...customerFigures() },
  (t) => [primaryKey({ columns: [t.month, t.locationId, t.who, t.shard] })],
);

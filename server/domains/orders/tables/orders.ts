import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../../../../common/wire/address';
import type { RiskReason } from '../../../../common/fraudRisk';
import type { CartInput, HeldCustomer, HeldLine, OrderReturn } from '../../../../common/wire/orders';
import { users } from '../../accounts/tables/accounts';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { customers } from '../../customers/tables/customers';
import { locations } from '../../inventory/tables/locations';
import { products, productVariants } from '../../catalogue/tables/products';
import { shifts } from '../../shifts/tables/shifts';

/** Money: NUMERIC(12,2), read as a JS number in taka (arithmetic happens in poisha, common/money.ts). */

/** Order numbers (`S-000123`): a sequence never gives the same number twice; a failed order leaves a gap. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull().unique(),
    customerId: refersTo('customer_id', () => customers.id, 'set null'),
    /** The customer as they were at the sale (a guest has only what the address says). */
    customerName: text('customer_name').notNull().default('Guest'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    address: jsonb('address').$type<Address>(),
    status: text('status').notNull().default('confirmed'),
    paymentMethod: text('payment_method').notNull().default('cash'),
    /** paid, partly-paid or unpaid: kept with every payment, so the list can filter on it. */
    paymentState: text('payment_state').notNull().default('unpaid'),
    subTotal: money('sub_total').notNull(),
    vat: money('vat').notNull(),
    shipping: money('shipping').notNull().default(0),
    discount: money('discount').notNull().default(0),
    /** Cash rounding (issue 19): what rounding a sale paid wholly in cash to the taka added (−0.49 to +0.50); in `total`. */
    rounding: money('rounding').notNull().default(0),
    /** What the lines' VAT was charged on (issue 33, common/pricing.ts VAT_BASES): the shop's setting when the order was placed, kept so a later change of it never changes this sale's invoice or refunds. */
    vatBase: text('vat_base').notNull().default('list'),
    total: money('total').notNull(),
    /** Sum of payments less refunds. */
    paid: money('paid').notNull().default(0),
    /** Sum of refunds of returns (positive). */
    refunded: money('refunded').notNull().default(0),
    couponCode: text('coupon_code'),
    note: text('note'),
    emailReceipt: boolean('email_receipt').notNull().default(false),
    /**
     * The emailed receipt (orders/receiptSender.ts): `queued` until the mail
     * server takes it, `sent`, `failed` after the last attempt, `no-address`
     * when the customer has no email; null when none was asked for.
     */
    receiptStatus: text('receipt_status'),
    receiptAttempts: integer('receipt_attempts').notNull().default(0),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    receiptError: text('receipt_error'),
    cashierId: refersTo('cashier_id', () => users.id, 'set null'),
    cashierName: text('cashier_name'),
    /** The location the sale took its stock from (issue 21); a cancel puts it back there, a return where it is taken (issue 34). */
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    /** A sale made with no connection (issue 25): the till that made it; `created_at` is when it was sold, `received_at` when it arrived. */
    offlineDevice: text('offline_device'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /**
     * An offline sale held for a manager (issue 34): `pending` while its till's
     * prices or its discount await approval on Price Differences, `approved`
     * after; null for every other sale. A report counts a sale only when this
     * is not `pending`.
     */
    approval: text('approval'),
    /** Where the order came from (issue 38, common/onlineOrders.ts ORDER_SOURCES): the till, the online shop (`web`), or a customer's message typed in at the till. */
    source: text('source').notNull().default('till'),
    /** An online order's phone confirmed by the one-time code (or by staff on confirming); null where none was asked (the till). */
    phoneVerified: boolean('phone_verified'),
    /** The fraud checker's band of the phone when an online order was placed, and why (common/fraudRisk.ts RiskReason). */
    riskBand: text('risk_band'),
    riskReason: jsonb('risk_reason').$type<RiskReason>(),
    /** Why the order may not be booked with a courier yet (common/onlineOrders.ts ORDER_HOLDS), and the staff's words; null: not held. */
    hold: text('hold'),
    holdReason: text('hold_reason'),
    /** What a risky cash-on-delivery order asks by bKash before it counts (taka); 0 for none. */
    advanceDue: money('advance_due').notNull().default(0),
    /** When a `pending` online order (phone not verified, advance not paid) is cancelled and its stock given back. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Number, customer name and phone, lower-cased: one trigram index answers the search box. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(number || ' ' || customer_name || ' ' || coalesce(customer_phone, ''))`),
    ...timestamps(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
    // The fraud checker's question (issue 22): one phone's orders among a million.
    index('orders_customer_phone_idx').on(t.customerPhone, t.status),
    // Top Customers' name and last order of each of the few customers it lists (issue 23).
    index('orders_customer_phone_created_idx').on(t.customerPhone, t.createdAt),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('orders_status_check', sql`${t.status} in ('pending', 'order-placed', 'confirmed', 'out-for-delivery', 'delivered', 'completed', 'cancelled')`),
    check('orders_source_check', sql`${t.source} in ('till', 'web', 'message')`),
    check('orders_hold_check', sql`${t.hold} in ('risk', 'staff')`),
    // The intake view's rows, and the expiry job's: the few online orders still open, whatever the number of till sales.
    index('orders_intake_idx')
      .on(t.createdAt)
      .where(sql`${t.source} <> 'till' and ${t.status} in ('pending', 'order-placed')`),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    check('orders_payment_state_check', sql`${t.paymentState} in ('paid', 'partly-paid', 'unpaid')`),
    check('orders_vat_base_check', sql`${t.vatBase} in ('list', 'discounted')`),
    check('orders_receipt_status_check', sql`${t.receiptStatus} in ('queued', 'sending', 'sent', 'failed', 'no-address')`),
    // The sender's queue: only the few receipts waiting, whatever the number of orders.
    index('orders_receipt_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.receiptStatus} in ('queued', 'sending')`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'cascade').notNull(),
    position: integer('position').notNull(),
    productId: refersTo('product_id', () => products.id, 'restrict').notNull(),
    variantId: refersTo('variant_id', () => productVariants.id, 'restrict'),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    sku: text('sku'),
    /** The listed unit price before the product's own discount (null on orders from before issue 19). */
    listPrice: money('list_price'),
    /** Unit price charged (after the product's own discount). */
    unitPrice: money('unit_price').notNull(),
    /** Unit cost at the time of sale, for profit. */
    unitCost: money('unit_cost').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    vat: money('vat').notNull(),
    qty: integer('qty').notNull(),
    returnedQty: integer('returned_qty').notNull().default(0),
    totalPrice: money('total_price').notNull(),
    /**
     * The line's share of the order's cart discount (coupon and manual), by the
     * largest remainder over the lines' totals (common/pricing.ts priceCart), so
     * the lines add up to the order's discount to the poisha. Net sale of the
     * line: totalPrice − discountShare (issue 33).
     */
    discountShare: money('discount_share').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_qty_check', sql`${t.qty} > 0`),
    check('order_lines_returned_check', sql`${t.returnedQty} between 0 and ${t.qty}`),
  ],
);

/** Money in (a sale, a later payment) and out (a refund, negative). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'cascade').notNull(),
    orderNumber: text('order_number').notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    reference: text('reference'),
    kind: text('kind').notNull().default('payment'),
    cashierId: refersTo('cashier_id', () => users.id, 'set null'),
    cashierName: text('cashier_name'),
    /**
     * The till whose money this is (issue 34): a refund is the location's that took the return;
     * absent on insert, the order's (a trigger, migration location_scope).
     */
    locationId: refersTo('location_id', () => locations.id, 'restrict'),
    /**
     * The till shift whose drawer this money went into or out of (issue 36): a sale's payments and a
     * refund name the shift of the till that took them (a refund may be another shift's, or another
     * shop's, than its sale's); null for money taken outside a shift (a courier's settlement, a later payment).
     */
    shiftId: refersTo('shift_id', () => shifts.id, 'restrict'),
    /** Cash handed back on this cash payment (issue 36): tendered − kept. Never money kept, never in `amount`. */
    changeGiven: money('change_given').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('payments_shift_idx')
      .on(t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    index('payments_location_created_idx').on(t.locationId, t.createdAt),
    index('payments_created_at_idx').on(t.createdAt),
    index('payments_order_idx').on(t.orderId),
    check('payments_method_check', sql`${t.method} in ('cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other', 'store_credit', 'exchange')`),
    check('payments_kind_check', sql`${t.kind} in ('payment', 'refund')`),
  ],
);

export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'cascade').notNull(),
    orderNumber: text('order_number').notNull(),
    customerName: text('customer_name').notNull(),
    /** What was returned: [{ line, name, variantName, qty, amount }]. */
    lines: jsonb('lines').$type<OrderReturn['lines']>().notNull(),
    qty: integer('qty').notNull(),
    refund: money('refund').notNull(),
    refundMethod: text('refund_method').notNull().default('cash'),
    note: text('note'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    /**
     * Where the return was taken, and its units went back on the shelf (issue 34); not `location_id`,
     * which the rollups' trigger reads as the order's, where the figures count the return.
     */
    locationId: refersTo('taken_at_location_id', () => locations.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [
    index('order_returns_location_created_idx').on(t.locationId, t.createdAt),
    index('order_returns_created_at_idx').on(t.createdAt),
    index('order_returns_order_idx').on(t.orderId),
  ],
);

/**
 * `Idempotency-Key` of `POST orders`: the first request with a key makes the
 * order; a retry (or a double click) with the same key gets the same answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: uuid('user_id').notNull(),
    /** A digest of the body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: refersTo('order_id', () => orders.id, 'cascade'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
);

/** Parked carts: kept on the server so another till can pick them up. */
export const heldCarts = pgTable(
  'held_carts',
  {
    id: id(),
    label: text('label').notNull(),
    cart: jsonb('cart').$type<CartInput>().notNull(),
    /** The till's view of the cart (names, images, prices) to show it again as it was. */
    lines: jsonb('lines').$type<HeldLine[]>().notNull().default([]),
    customer: jsonb('customer').$type<HeldCustomer | null>(),
    address: jsonb('address').$type<Address | null>(),
    /** What the server priced the cart at when it was held (taka), shown in the held carts list. */
    total: money('total'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    /** The till's location the cart was parked at: listed and picked up there (issue 34). */
    locationId: refersTo('location_id', () => locations.id, 'restrict'),
    ...timestamps(),
  },
  (t) => [index('held_carts_created_at_idx').on(t.createdAt)],
);

/**
 * Carts a till held offline and handed over when its connection returned
 * (issue 25), by the till's own id for the cart: handed over again (its
 * answer was lost), it is not held a second time, even if picked up since.
 */
export const heldHandovers = pgTable('held_handovers', {
  id: uuid('id').primaryKey(),
  heldCartId: uuid('held_cart_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The words of the point of sale and orders (spec §3.5, §7.2, issue 9), shared
 * by the admin app and the server: payment methods, statuses and their rules.
 * The shapes of the calls (carts, orders, returns, held carts) are in
 * common/wire/orders.ts.
 */

/**
 * The payment methods a sale can be paid by (issue 19: Rocket and Upay added).
 * The wire value stays lower case (`bkash`) so existing orders keep theirs;
 * the label is how the brand writes itself, the same on every screen, export
 * and PDF. Settings choose which of them the till offers, in which order.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a sale or a refund may be paid by (issue 36): the shop's tenders, and
 * the customer's store credit (server/domains/storeCredit), which is never one
 * of the configurable methods: the till offers it when the sale has a customer.
 */
export const TENDER_METHODS = [...PAYMENT_METHODS, 'store_credit'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/**
 * Every method a payment row can have: the tenders, and `exchange`, the bridge
 * an exchange writes between the order given back and the new one (a refund of
 * the value carried over on the one, the same payment on the other), so each
 * method nets true and the reports count a return and a sale.
 */
export const PAYMENT_ROW_METHODS = [...TENDER_METHODS, 'exchange'] as const;
export type PaymentRowMethod = (typeof PAYMENT_ROW_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentRowMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  upay: 'Upay',
  other: 'Other',
  store_credit: 'Store credit',
  exchange: 'Exchange',
};

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

export const ORDER_STATUSES = ['pending', 'order-placed', 'confirmed', 'out-for-delivery', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which status may follow which (the spec leaves transitions open). An order
 * moves forward only; it can be cancelled until it is delivered; completed and
 * cancelled are final. Cancelling puts the stock of what was not returned back.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['order-placed', 'confirmed', 'cancelled'],
  'order-placed': ['confirmed', 'cancelled'],
  confirmed: ['out-for-delivery', 'delivered', 'completed', 'cancelled'],
  'out-for-delivery': ['delivered', 'cancelled'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const PAYMENT_STATES = ['paid', 'partly-paid', 'unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Paid in full, in part, or not at all (poisha in, so no rounding question). */
export function paymentStateOf(totalPoisha: number, paidPoisha: number): PaymentState {
  if (paidPoisha >= totalPoisha) return 'paid';
  return paidPoisha > 0 ? 'partly-paid' : 'unpaid';
}

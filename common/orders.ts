/**
 * The wire of the point of sale and orders (spec §3.5, §7.2, issue 9), shared
 * by the admin app and the server. Amounts on the wire are taka numbers with at
 * most two decimals (ARCHITECTURE.md); arithmetic happens in poisha
 * (common/money.ts, common/pricing.ts).
 */

/**
 * The payment methods a sale can be paid by (issue 19: Rocket and Upay added).
 * The wire value stays lower case (`bkash`) so existing orders keep theirs;
 * the label is how the brand writes itself, the same on every screen, export
 * and PDF. Settings choose which of them the till offers, in which order.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  upay: 'Upay',
  other: 'Other',
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

/** A line of a cart on the wire: `_id` the product, `variant` the variation of a variable product. */
export interface CartItemInput {
  _id: string;
  variant?: string;
  qty: number;
}

/** `POST orders/cart-total`, and the `cart` of `POST orders`. */
export interface CartInput {
  items: CartItemInput[];
  /** Manual discount in taka (roles with `orders:discount`). */
  discount?: number;
  /** Shipping in taka as the cashier typed it (0 included); absent, the delivery charge of `delivery` (common/delivery.ts). */
  shipping?: number;
  coupon?: string;
  /** Where the cart goes; `POST orders` reads its `address` when this is absent. */
  delivery?: { city: string; state?: string };
}

export interface PricedItem {
  _id: string;
  variant?: string;
  name: string;
  variantName?: string;
  image?: string;
  /** The listed unit price, before the product's own discount. */
  listPrice: number;
  /** The unit price charged. */
  unitPrice: number;
  qty: number;
  totalPrice: number;
  vat: number;
  /** What is on the shelf now. */
  stock: number;
  /** True when the line asks for more than the stock. */
  short: boolean;
}

/**
 * A line of the cart the server will not sell (a product that is not for
 * sale, a variation that is not the product's): named by the line's position
 * and ids, with the error entry's field, message, code and params. The
 * answer's figures are those of the other lines.
 */
export interface RefusedLine {
  index: number;
  _id: string;
  variant?: string;
  field: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export interface CartTotal {
  /** The lines priced (refused ones are not among them). */
  items: PricedItem[];
  subTotal: number;
  vat: number;
  shipping: number;
  discount: number;
  total: number;
  /** What a payment wholly in cash adds to the total (settings' cash rounding; 0 when off). */
  rounding: number;
  /** The total when paid wholly in cash: total + rounding. */
  cashTotal: number;
  /** The coupon applied, or why it was refused. */
  coupon: { code: string; discount: number } | { code: string; error: string } | null;
  /** Lines the server refused; absent when every line is priced. */
  refused?: RefusedLine[];
}

export interface PaymentInput {
  method: PaymentMethod;
  amount: number;
  reference?: string;
}

export interface OrderAddress {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state?: string;
  country?: string;
  postalCode: string;
}

/** `POST orders`. `customer` is a customer's id or `guest`. */
export interface OrderInput {
  cart: CartInput;
  paymentMethod: PaymentMethod;
  /** A sale split across methods; when absent, one payment of `paidAmount` by `paymentMethod`. */
  payments?: PaymentInput[];
  /** Cash handed over (may be more than the total: the change is given back, not kept). */
  paidAmount?: number;
  note?: string;
  status?: OrderStatus;
  address?: OrderAddress;
  customer: string;
  emailReceipt?: boolean;
  trnxRef?: string;
}

/** `POST orders/{id}/returns`: a return quantity per order line. */
export interface ReturnInput {
  lines: { line: string; qty: number }[];
  refundMethod?: PaymentMethod;
  note?: string;
}

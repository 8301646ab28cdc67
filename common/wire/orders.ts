import { Type, type Static } from 'typebox';
import { ADDRESS_LIMITS } from '../address';
import { INVOICE_FORMS, INVOICE_LANGUAGES } from '../invoices';
import { ORDER_SOURCES } from '../onlineOrders';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_ROW_METHODS, PAYMENT_STATES, TENDER_METHODS } from '../orders';
import { VAT_BASES } from '../pricing';
import { Address } from './address';
import { NullableNumber, NullableString } from './nullable';
import { AmountIn, Taka, TextEnum, Timestamp, Uuid } from './values';

/**
 * The wire of the point of sale and orders (spec §3.5, §7.2, issues 9 and
 * 19): the server's order calls validate, answer and document with these, and
 * the till and the order page take their types. Amounts are taka numbers with
 * at most two decimals; arithmetic happens in poisha (common/money.ts,
 * common/pricing.ts).
 */

export const PaymentMethodSchema = TextEnum(PAYMENT_METHODS);
/** What a sale or refund may be paid by: the shop's methods and `store_credit` (a customer's balance; online only). */
export const TenderMethodSchema = TextEnum(TENDER_METHODS);
/** What a payment row may say: the tenders and `exchange` (an exchange's bridge between its two orders). */
export const PaymentRowMethodSchema = TextEnum(PAYMENT_ROW_METHODS);
export const OrderStatusSchema = TextEnum(ORDER_STATUSES);

/** Most lines a cart may have. */
const MAX_LINES = 200;
/** Most units of one line. */
const MAX_QTY = 100_000;

/** A line of a cart: `_id` the product, `variant` the variation of a variable product. */
export const CartItemInput = Type.Object(
  {
    _id: Uuid({ description: 'The product' }),
    variant: Type.Optional(Uuid({ description: 'The variation, for a variable product' })),
    qty: Type.Integer({ minimum: 1, maximum: MAX_QTY }),
  },
  { additionalProperties: false },
);

/** Where a cart goes: its delivery charge is the settings' inside or outside Dhaka (common/delivery.ts). */
export const Delivery = Type.Object(
  { city: Type.String({ maxLength: ADDRESS_LIMITS.city }), state: Type.Optional(Type.String({ maxLength: ADDRESS_LIMITS.state })) },
  { additionalProperties: false },
);

const cartFields = {
  items: Type.Array(CartItemInput, { maxItems: MAX_LINES }),
  discount: Type.Optional(AmountIn({ description: 'Manual discount in taka (roles with orders:discount; others get 403)' })),
  shipping: Type.Optional(AmountIn({ description: 'Shipping in taka as the cashier typed it (0 included); absent, the delivery charge of `delivery`' })),
  coupon: Type.Optional(Type.String({ maxLength: 50 })),
  delivery: Type.Optional(Delivery),
  location: Type.Optional(
    Uuid({ description: 'The location the till sells from (issue 21); absent, the user’s own. Another than one’s own needs pos:switch-location (403)' }),
  ),
};

/** `POST orders/cart-total`, and the `cart` of `POST orders` and of a held cart. */
export const CartInput = Type.Object(cartFields, { additionalProperties: false });
export type CartInput = Static<typeof CartInput>;
export type CartItemInput = Static<typeof CartItemInput>;

/** A cart priced by the server. */
export const PricedItem = Type.Object({
  _id: Type.String(),
  variant: Type.Optional(Type.String()),
  name: Type.String(),
  variantName: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  listPrice: Taka({ description: 'The listed unit price, before the product’s own discount' }),
  unitPrice: Taka({ description: 'The unit price charged' }),
  qty: Type.Integer(),
  totalPrice: Taka(),
  vat: Taka(),
  stock: Type.Integer({ description: 'What is on the shelf now' }),
  short: Type.Boolean({ description: 'The line asks for more than the stock' }),
});
export type PricedItem = Static<typeof PricedItem>;

const CodedParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));

/**
 * A line of the cart the server will not sell (a product that is not for
 * sale, a variation that is not the product's): named by the line's position
 * and ids, with the error entry's field, message, code and params.
 */
export const RefusedLine = Type.Object({
  index: Type.Integer({ description: 'The line’s position in `items`' }),
  _id: Type.String(),
  variant: Type.Optional(Type.String()),
  field: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  params: Type.Optional(CodedParams),
});
export type RefusedLine = Static<typeof RefusedLine>;

export const CouponResult = Type.Union([
  Type.Object({ code: Type.String(), discount: Taka() }),
  Type.Object({ code: Type.String(), error: Type.String() }),
  Type.Null(),
]);

/** `POST orders/cart-total`'s answer (spec §7.2's fields, then what issue 19 added). */
export const CartTotal = Type.Object({
  items: Type.Array(PricedItem, { description: 'The lines priced (refused ones are not among them)' }),
  subTotal: Taka(),
  vat: Taka(),
  shipping: Taka(),
  discount: Taka(),
  total: Taka(),
  rounding: Taka({ description: 'What paying wholly in cash adds to the total (settings: cash rounding); 0 when off' }),
  cashTotal: Taka({ description: 'The total when paid wholly in cash: total + rounding' }),
  roundCash: Type.Boolean({
    description:
      'The shop rounds the cash part of a sale to the whole taka (settings: cash rounding); in a split, card and mobile money pay to the poisha and the cash part they leave is rounded',
  }),
  coupon: Type.Unsafe<Static<typeof CouponResult>>({ ...CouponResult, description: 'The coupon applied, or why it was refused; null without one' }),
  refused: Type.Optional(
    Type.Array(RefusedLine, {
      description:
        'Lines that cannot be sold (not a product, not for sale, not a variation of it); absent when every line is priced. The figures are those of the other lines.',
    }),
  ),
});
export type CartTotal = Static<typeof CartTotal>;

export const PaymentInput = Type.Object(
  { method: TenderMethodSchema, amount: AmountIn(), reference: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type PaymentInput = Static<typeof PaymentInput>;

const note = Type.String({ maxLength: 1000 });

/** `POST orders`. `customer` is a customer's id or `guest`. */
/** How long an offline sale may wait to be sent (days): older is refused, for a till's clock gone wrong. */
export const OFFLINE_SALE_MAX_AGE_DAYS = 30;
/** A till's own id, kept in its browser (issue 25). */
export const DeviceId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'The till’s own id, kept in its browser' });

/**
 * The price an offline till charged for an item, from its snapshot (issue 25):
 * the listed price, the price after the product's own discount, and the VAT
 * rate. The order is written at these, so it says what the customer paid.
 */
export const OfflineTerm = Type.Object(
  {
    _id: Uuid({ description: 'The product' }),
    variant: Type.Optional(Uuid({ description: 'The variation, for a variable product' })),
    listPrice: AmountIn({ description: 'The listed unit price the till had (taka)' }),
    unitPrice: AmountIn({ description: 'The unit price after the product’s discount (taka); not above listPrice' }),
    vat: Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, description: 'The VAT percent the till had' }),
  },
  { additionalProperties: false },
);
export type OfflineTerm = Static<typeof OfflineTerm>;

/** A sale made with no connection (issue 25), sent when the connection returns. */
export const OfflineSale = Type.Object(
  {
    device: DeviceId,
    number: Type.String({
      pattern: '^S-[0-9]{6,}$',
      description: 'The receipt number printed, from a block given to this device (POST orders/receipt-numbers)',
    }),
    soldAt: Type.String({ format: 'date-time', description: 'When it was sold: the order is dated then; within its number’s block’s window' }),
    snapshot: Type.Optional(
      Type.String({
        maxLength: 64,
        pattern: '^[0-9a-f]+$',
        description:
          'The version of the catalogue the till sold from (GET orders/pos-catalogue’s `version`, served to this device before the sale): a term other than the catalogue’s must be one it held',
      }),
    ),
    terms: Type.Optional(
      Type.Array(OfflineTerm, {
        maxItems: MAX_LINES,
        description:
          'What the till charged for each item. The order is written at these prices; where one differs from the catalogue’s when the sale arrives, it must be what the `snapshot` held and the difference goes on the price differences list for a manager; a price the snapshot did not hold holds the sale for a manager’s approval (`held`), or is 400 when the sale arrives within a minute of being made. Without it, the catalogue’s prices.',
      }),
    ),
    vatBase: Type.Optional(
      TextEnum(VAT_BASES, {
        description: 'What the till charged VAT on (its snapshot’s setting): the order is written on it. Without it, the shop’s setting when the sale arrives.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OfflineSale = Static<typeof OfflineSale>;

/** `POST orders/receipt-numbers`: a block of order numbers for a till to sell offline with. */
export const ReceiptNumbersInput = Type.Object(
  {
    device: DeviceId,
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    location: Type.Optional(Uuid({ description: 'The location the till sells from (issue 34): its offline sales must be from there; absent, the user’s own' })),
  },
  { additionalProperties: false },
);
export const ReceiptNumbers = Type.Object({ device: Type.String(), numbers: Type.Array(Type.String(), { description: 'In the order to use them' }) });

export const OrderInput = Type.Object(
  {
    cart: Type.Object({ ...cartFields, items: Type.Array(CartItemInput, { minItems: 1, maxItems: MAX_LINES }) }, { additionalProperties: false }),
    paymentMethod: TenderMethodSchema,
    payments: Type.Optional(
      Type.Array(PaymentInput, { maxItems: 5, description: 'A sale split across methods; when absent, one payment of `paidAmount` by `paymentMethod`' }),
    ),
    paymentAmount: Type.Optional(AmountIn({ description: 'Sent by the spec’s till; not read' })),
    paidAmount: Type.Optional(AmountIn({ description: 'Cash handed over (may be more than the total: the change is given back, not kept)' })),
    note: Type.Optional(note),
    status: Type.Optional(OrderStatusSchema),
    address: Type.Optional(Address),
    source: Type.Optional(
      Type.Literal('message', {
        description:
          'The till typed the order in from a customer’s Facebook or WhatsApp message (issue 38, “Order from a message”): it is listed in the intake view with the online shop’s orders. Absent, a till sale.',
      }),
    ),
    keepAddress: Type.Optional(
      Type.Boolean({
        description:
          'Keep `address` among the customer’s addresses, first, in the order’s statement (the till’s “keep this address” switch): one already there with the same parts (case and spaces aside) is moved first, not added again. Nothing for a guest.',
      }),
    ),
    customer: Type.String({ minLength: 1, maxLength: 64, description: 'A customer’s id, or `guest`' }),
    emailReceipt: Type.Optional(Type.Boolean()),
    trnxRef: Type.Optional(Type.String({ maxLength: 100 })),
    offline: Type.Optional(OfflineSale),
    shift: Type.Optional(
      Uuid({
        description:
          'The till’s open shift (POST shifts/open) its money goes into (issue 36): at the sale’s location, open (else 400; closed meanwhile, 409). Required when the setting shiftRequired is on (400 `shift_required`). An offline sale whose shift has closed since is written outside any shift.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type OrderInput = Static<typeof OrderInput>;

/** The headers of `POST /api/orders` and `POST /api/orders/{id}/exchanges`. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description:
        'A retry (or a double click) with the same key and body gets the first answer again (the order, or the exchange), with Idempotent-Replayed: true; with another body, 409',
    }),
  ),
});

/** `POST orders`' answer. */
export const PlacedOrder = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  total: Taka(),
  paid: Taka(),
  change: Taka({ description: 'Cash to give back' }),
  shortfalls: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), qty: Type.Integer() }), {
      description: 'An offline sale only: units its location no longer held when it arrived, put on the reconciliation list',
    }),
  ),
  held: Type.Optional(
    Type.Boolean({
      description:
        'An offline sale only: held for a manager’s approval on Price Differences (a price its snapshot did not hold, or a discount above the cashier’s cap); not in the figures until approved',
    }),
  ),
});

/** `POST orders/{id}/returns`: a return quantity per order line. */
export const ReturnInput = Type.Object(
  {
    lines: Type.Array(
      Type.Object({ line: Uuid({ description: 'An order line' }), qty: Type.Integer({ minimum: 0, maximum: MAX_QTY }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: MAX_LINES },
    ),
    refundMethod: Type.Optional(
      TextEnum(TENDER_METHODS, {
        description: 'Absent: the order’s method. `store_credit` credits the customer’s balance (400 for an order without a customer)',
      }),
    ),
    note: Type.Optional(note),
    location: Type.Optional(
      Uuid({
        description: 'The till location where the goods are brought back: the taker’s own by default; another needs pos:switch-location (as a cart’s location)',
      }),
    ),
    shift: Type.Optional(Uuid({ description: 'The taker’s till’s open shift the refund is paid from (issue 36): open and at that location, else 400' })),
  },
  { additionalProperties: false },
);
export type ReturnInput = Static<typeof ReturnInput>;

export const StatusChange = Type.Object({ status: OrderStatusSchema }, { additionalProperties: false });

/** One line of an order as sold. */
export const OrderLine = Type.Object({
  _id: Type.String(),
  position: Type.Integer(),
  productId: Type.String(),
  variantId: NullableString(),
  name: Type.String(),
  variantName: NullableString(),
  sku: NullableString(),
  listPrice: NullableNumber({ description: 'The listed unit price before the product’s own discount; null on orders from before issue 19' }),
  unitPrice: Taka({ description: 'The unit price charged' }),
  unitCost: Taka(),
  vatRate: Type.Number({ description: 'VAT % of the line' }),
  vat: Taka(),
  qty: Type.Integer(),
  returnedQty: Type.Integer(),
  returnQty: Type.Integer({ description: 'The same as returnedQty' }),
  totalPrice: Taka(),
});
export type OrderLine = Static<typeof OrderLine>;

/** Money in (a sale, a later payment) and out (a refund, negative). */
export const OrderPayment = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  method: PaymentRowMethodSchema,
  amount: Taka({ description: 'Negative for a refund' }),
  reference: NullableString(),
  kind: TextEnum(['payment', 'refund']),
  cashierId: NullableString(),
  cashierName: NullableString(),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
});
export type OrderPayment = Static<typeof OrderPayment>;

export const OrderReturn = Type.Object({
  _id: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  customerName: Type.String(),
  lines: Type.Array(
    Type.Object({ line: Type.String(), name: Type.String(), variantName: Type.Optional(NullableString()), qty: Type.Integer(), amount: Taka() }),
  ),
  qty: Type.Integer(),
  refund: Taka(),
  refundMethod: TextEnum(PAYMENT_ROW_METHODS, { description: '`exchange`: the return of an exchange (its value carried to the new order)' }),
  note: NullableString(),
  userId: NullableString(),
  userName: NullableString(),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
});
export type OrderReturn = Static<typeof OrderReturn>;

export const RECEIPT_STATUSES = ['queued', 'sending', 'sent', 'failed', 'no-address'] as const;

/** `GET orders/{id}`: one order with its items, payments and returns (spec §3.5), money in taka. */
/** A line of an exchange (issue 36): a line given back, or an item taken instead. */
export const ExchangeLine = Type.Object({
  name: Type.String(),
  variantName: Type.Optional(NullableString()),
  qty: Type.Integer(),
  amount: Taka({ description: 'What it is worth in the exchange: its refund given back, its price with VAT taken' }),
});

/** How an exchange's balance was settled. */
export const ExchangeSettlement = Type.Object({
  bridged: Taka({ description: 'min(R, N): carried from the old order to the new by the `exchange` method (a refund on the one, a payment on the other)' }),
  payments: Type.Array(Type.Object({ method: TenderMethodSchema, amount: Taka() }), { description: 'What the customer paid of the difference (kept)' }),
  change: Taka({ description: 'Cash given back over the difference' }),
  refund: Type.Union([Type.Object({ method: TenderMethodSchema, amount: Taka() }), Type.Null()], { description: 'What the shop paid back, and how' }),
});

/** On the order an exchange made: the other side, so its receipt, invoice and Mushak-6.3 show both and the balance. */
export const OrderExchange = Type.Object(
  {
    _id: Type.String(),
    number: Type.String({ description: 'X-000123' }),
    orderId: Type.String({ description: 'The sale the lines were given back from' }),
    orderNumber: Type.String(),
    returnedLines: Type.Array(ExchangeLine),
    returnedValue: Taka({ description: 'R: what was given back is worth' }),
    balance: Taka({ description: 'N − R: above 0 the customer paid it, below 0 the shop refunded it' }),
    settlement: ExchangeSettlement,
  },
  { description: 'The exchange this order is the new side of (issue 36); null for any other order' },
);
export type OrderExchange = Static<typeof OrderExchange>;

export const OrderRecord = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  customerId: NullableString(),
  customerName: Type.String(),
  customerPhone: NullableString(),
  customerEmail: NullableString(),
  address: Type.Unsafe<Address | null>({ anyOf: [Address, { type: 'null' }] }),
  status: OrderStatusSchema,
  source: Type.Optional(
    TextEnum(ORDER_SOURCES, {
      description:
        'Where the order came from (issue 38): `till`, a sale at the till; `web`, the online shop; `message`, typed in at the till from a customer’s message',
    }),
  ),
  paymentMethod: TenderMethodSchema,
  paymentState: TextEnum(PAYMENT_STATES),
  subTotal: Taka(),
  vat: Taka(),
  shipping: Taka(),
  shippingCharge: Taka({ description: 'The same as shipping' }),
  discount: Taka(),
  rounding: Taka({ description: 'Cash rounding, part of `total`' }),
  vatBase: TextEnum(VAT_BASES, {
    description: "What the lines' VAT was charged on when the order was placed: 'list' (before the cart discount) or 'discounted' (after it)",
  }),
  total: Taka(),
  paid: Taka({ description: 'Payments less refunds' }),
  refunded: Taka(),
  couponCode: NullableString(),
  note: NullableString(),
  emailReceipt: Type.Boolean(),
  receiptStatus: Type.Unsafe<(typeof RECEIPT_STATUSES)[number] | null>({
    type: ['string', 'null'],
    enum: [...RECEIPT_STATUSES, null],
    description: 'The emailed receipt: queued or sending, sent, failed, no-address; null when not asked for',
  }),
  receiptAttempts: Type.Integer(),
  receiptSentAt: NullableString({ format: 'date-time' }),
  receiptError: NullableString(),
  cashierId: NullableString(),
  cashierName: NullableString(),
  series: Type.Optional(
    Type.Union([Type.Object({ device: Type.String(), first: Type.String(), last: Type.String() }), Type.Null()], {
      description:
        "The series of the order's number (issue 36): an offline sale's till (device) and the block of numbers it was given, first to last; null for a number of the online sequence. Numbers jump where a till's block begins",
    }),
  ),
  exchange: Type.Optional(Type.Union([OrderExchange, Type.Null()])),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
  items: Type.Array(OrderLine),
  payments: Type.Array(OrderPayment),
  returns: Type.Array(OrderReturn),
});
export type OrderRecord = Static<typeof OrderRecord>;

/** `POST orders/{id}/returns`' answer: the return, its refund and the order after it. */
export const ReturnMade = Type.Object({ _id: Type.String(), refund: Taka(), order: OrderRecord });

/** `GET orders/payment-methods`. */
export const PaymentMethods = Type.Object({ methods: Type.Array(PaymentMethodSchema, { description: 'In the order the till offers them' }) });

/** The till's own view of a line (src/pos/cartStore.ts CartLine), to show a held cart again as it was. */
export const HeldLine = Type.Object(
  {
    _id: Uuid(),
    variant: Type.Optional(Uuid()),
    name: Type.String({ minLength: 1, maxLength: 300 }),
    variantName: Type.Optional(Type.String({ maxLength: 200 })),
    image: Type.Optional(Type.String({ maxLength: 2000 })),
    price: Type.Integer({ minimum: 0, maximum: 999_999_999_999, description: 'Listed unit price in poisha' }),
    vat: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    discount: Type.Optional(
      Type.Unsafe<{ type: 'percentage' | 'flat'; value: number } | null>({
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['type', 'value'],
        properties: { type: TextEnum(['percentage', 'flat']), value: { type: 'number', minimum: 0 } },
      }),
    ),
    qty: Type.Integer({ minimum: 1, maximum: MAX_QTY }),
    stock: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type HeldLine = Static<typeof HeldLine>;

const HeldCustomerObject = Type.Object(
  {
    _id: Uuid(),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    email: Type.Optional(Type.String({ maxLength: ADDRESS_LIMITS.email })),
  },
  { additionalProperties: false },
);
export type HeldCustomer = Static<typeof HeldCustomerObject>;
const HeldCustomer = Type.Unsafe<HeldCustomer | null>({ ...HeldCustomerObject, type: ['object', 'null'] });
const NullableAddress = Type.Unsafe<Address | null>({ anyOf: [Address, { type: 'null' }] });

/** `POST orders/held`: park a cart. */
export const HoldCartBody = Type.Object(
  {
    label: Type.Optional(Type.String({ maxLength: 100, description: 'Without one: the customer (or Guest) and the time' })),
    cart: CartInput,
    lines: Type.Optional(Type.Array(HeldLine, { maxItems: MAX_LINES })),
    customer: Type.Optional(HeldCustomer),
    address: Type.Optional(NullableAddress),
    handover: Type.Optional(
      Uuid({
        description:
          'A cart a till held offline, by the till’s own id for it: handed over again (the first answer was lost), it is not held twice; answered 200 with the cart, or 409 when it was picked up since',
      }),
    ),
  },
  { additionalProperties: false },
);
export type HoldCartBody = Static<typeof HoldCartBody>;

/** A parked cart as the server keeps it (`GET`, `POST` and `DELETE orders/held`). */
export const HeldCart = Type.Object({
  _id: Type.String(),
  label: Type.String(),
  cart: CartInput,
  lines: Type.Array(HeldLine),
  customer: HeldCustomer,
  address: NullableAddress,
  total: NullableNumber({ description: 'What the server priced the cart at when it was held (taka); null for an empty cart' }),
  userId: NullableString(),
  userName: NullableString(),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
});
export type HeldCart = Static<typeof HeldCart>;

/** `POST orders/export/invoice` (common/invoices.ts): which invoice of an order to print, and in which language. */
export const InvoiceRequest = Type.Object(
  {
    id: Type.String({ maxLength: 64, description: 'The order (an unknown id is 404)' }),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description: 'Sent by the spec’s export dialog; not read' })),
    form: Type.Optional(
      TextEnum(INVOICE_FORMS, {
        default: 'invoice',
        description:
          "`invoice`: the sale invoice. `mushak-6.3`: the VAT tax invoice (কর চালানপত্র) in the layout of the NBR's form Mushak-6.3; needs the shop's VAT registration number (BIN) in the settings",
      }),
    ),
    lang: Type.Optional(
      TextEnum(INVOICE_LANGUAGES, { description: 'Language of the VAT invoice; without it, the Accept-Language of the request (bn or English)' }),
    ),
    buyerBin: Type.Optional(
      Type.String({ maxLength: 20, description: "A registered buyer's BIN (9 or 13 digits, spaces and hyphens between them), printed on the VAT invoice" }),
    ),
  },
  { additionalProperties: false },
);
export type InvoiceRequest = Static<typeof InvoiceRequest>;

import { Type, type Static } from 'typebox';
import { ADDRESS_LIMITS as max } from '../address';
import { ONLINE_PAYMENTS } from '../onlineOrders';
import { ORDER_STATUSES } from '../orders';
import { NullableString } from './nullable';
import { Taka, TextEnum, Timestamp, Uuid } from './values';

/**
 * The online shop's order calls (issue 38): `POST /api/public/orders` with no
 * staff token, the phone's one-time code, and bKash. The server prices the
 * cart as the till does; the client sends only what the customer chose.
 */

/** Most lines an online cart may have, and units of one line. */
const MAX_LINES = 50;
const MAX_QTY = 100;

export const PublicOrderItem = Type.Object(
  {
    product: Uuid({ description: 'The product' }),
    variant: Type.Optional(Uuid({ description: 'The variation, for a variable product' })),
    qty: Type.Integer({ minimum: 1, maximum: MAX_QTY }),
  },
  { additionalProperties: false },
);

/** Where the parcel goes, in the couriers' address model: the district and thana by id (common/places), the street in the customer's words. */
export const PublicAddress = Type.Object(
  {
    street: Type.String({ minLength: 1, maxLength: max.street }),
    district: Type.String({ minLength: 1, maxLength: 10, description: "The district's id (common/places: '47' is Dhaka); unknown, 400" }),
    thana: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: "The thana's id in that district; one of another district, 400" })),
    postalCode: Type.Optional(Type.String({ maxLength: max.postalCode })),
  },
  { additionalProperties: false },
);

export const PublicOrderInput = Type.Object(
  {
    items: Type.Array(PublicOrderItem, { minItems: 1, maxItems: MAX_LINES }),
    customer: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: max.name }),
        phone: Type.String({
          minLength: 1,
          maxLength: max.phone,
          description: 'A Bangladeshi mobile number (01 then 3–9 then 8 digits; +880, spaces and hyphens allowed); any other, 400',
        }),
        email: Type.Optional(Type.String({ format: 'email', maxLength: max.email })),
      },
      { additionalProperties: false },
    ),
    address: PublicAddress,
    note: Type.Optional(Type.String({ maxLength: 500 })),
    coupon: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    payment: TextEnum(ONLINE_PAYMENTS, {
      description: "'cod': cash on delivery (an advance by bKash may be asked of a risky phone); 'bkash': the whole total by bKash now",
    }),
    language: Type.Optional(TextEnum(['en', 'bn'] as const, { description: 'The language of the SMS with the one-time code (default English)' })),
  },
  { additionalProperties: false },
);
export type PublicOrderInput = Static<typeof PublicOrderInput>;

/** The headers of `POST /api/public/orders`: the key a storefront makes once per checkout. */
export const PublicOrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 16,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description:
        'Made once per checkout by the storefront (a random UUID): a customer who taps twice, or a retry after a lost answer, gets the first order again; the same key with another body, 409',
    }),
  ),
});

/** An online order as its customer may see it: by its id, which only the storefront that placed it holds. */
export const PublicOrder = Type.Object({
  _id: Type.String({ description: 'The order’s id: the storefront’s handle for the code, bKash and the order’s state' }),
  number: Type.String(),
  status: TextEnum(ORDER_STATUSES, { description: "'pending' until the phone's code is entered and any advance is paid; then 'order-placed'" }),
  subTotal: Taka(),
  shipping: Taka({ description: 'The delivery charge of the address (Settings → Delivery charges)' }),
  discount: Taka(),
  vat: Taka(),
  total: Taka(),
  paid: Taka(),
  advanceDue: Taka({ description: 'What a risky cash-on-delivery order asks by bKash first; 0 for none' }),
  payNow: Taka({ description: 'What the customer must still pay by bKash before the order counts (the total for bKash, the advance for a risky COD order)' }),
  phoneToConfirm: Type.Boolean({ description: 'The phone’s one-time code is still to be entered (POST …/verify)' }),
  expiresAt: NullableString({ format: 'date-time', description: 'When a pending order is cancelled and its stock given back' }),
  replayed: Type.Boolean({ description: 'The same Idempotency-Key and body again: the first order' }),
});
export type PublicOrder = Static<typeof PublicOrder>;

export const OrderIdParams = Type.Object({ id: Uuid() });

export const CodeInput = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 12, description: 'The digits of the SMS (Bangla digits accepted)' }) },
  { additionalProperties: false },
);

/** `POST …/bkash`: where bKash sends the customer back after paying (the storefront's page), checked against the storefront's allowed origins. */
export const BkashStartInput = Type.Object(
  {
    returnUrl: Type.String({
      format: 'uri',
      maxLength: 1000,
      description: 'The storefront page the customer returns to, with `?payment=success|failure|cancel`',
    }),
  },
  { additionalProperties: false },
);

export const BkashStarted = Type.Object({
  redirectUrl: Type.String({ description: 'bKash’s page: send the customer there' }),
  amount: Taka(),
});

/** The order page's "Refund by bKash". */
export const BkashRefundInput = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, multipleOf: 0.01 }),
    reason: Type.String({ minLength: 1, maxLength: 255 }),
  },
  { additionalProperties: false },
);

export const BkashRefunded = Type.Object({ refunded: Taka({ description: 'What bKash gave back' }) });

export const OnlinePaymentRow = Type.Object({
  _id: Type.String(),
  provider: Type.String(),
  purpose: Type.String(),
  amount: Taka(),
  status: Type.String(),
  trxId: NullableString(),
  refunded: Taka(),
  createdAt: Timestamp(),
});

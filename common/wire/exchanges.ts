import { Type, type Static } from 'typebox';
import { CartInput, CartItemInput, ExchangeLine, ExchangeSettlement, OrderRecord, PaymentInput } from './orders';
import { NullableString } from './nullable';
import { Taka, TextEnum, Timestamp, Uuid } from './values';

/**
 * An exchange (issue 36): lines of a sale given back and other items taken
 * instead, in one document and one transaction. The shapes of
 * `POST orders/{id}/exchanges` and of the `exchanges` resource.
 */

/** How the shop pays back what it owes when more comes back than goes out: cash, the sale's own method, or store credit. */
export const EXCHANGE_REFUND_METHODS = ['cash', 'original', 'store_credit'] as const;
export type ExchangeRefundMethod = (typeof EXCHANGE_REFUND_METHODS)[number];

export const ExchangeInput = Type.Object(
  {
    lines: Type.Array(
      Type.Object({ line: Uuid({ description: 'A line of the order' }), qty: Type.Integer({ minimum: 0, maximum: 100_000 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 200, description: 'What is given back: at most what is left to return of each line (as a return)' },
    ),
    cart: Type.Object(
      { ...CartInput.properties, items: Type.Array(CartItemInput, { minItems: 1, maxItems: 200 }) },
      { additionalProperties: false, description: 'What the customer takes instead, priced by the server as a till sale; its `location` is the till’s' },
    ),
    payments: Type.Optional(
      Type.Array(PaymentInput, {
        maxItems: 5,
        description:
          'When the customer owes (the new items cost more than what comes back): the payments of the difference, any methods, split allowed; cash may be more (the change is given back, never kept). They must cover it (400).',
      }),
    ),
    refundMethod: Type.Optional(
      TextEnum(EXCHANGE_REFUND_METHODS, {
        description:
          'When the shop owes: how the difference is paid back. `original` is the sale’s own method; `store_credit` credits the customer (400 without one). Required then (400).',
      }),
    ),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    shift: Type.Optional(
      Uuid({
        description:
          'The till’s open shift (the caller’s own, at the till’s location) its money goes into, as a sale’s; required when the shop requires shifts',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ExchangeInput = Static<typeof ExchangeInput>;

/** The exchange document: `exchanges` resource's record, and `POST orders/{id}/exchanges`' answer with both orders. */
export const ExchangeRecord = Type.Object({
  _id: Type.String(),
  number: Type.String({ description: 'X-000123, from the same numbering as orders' }),
  orderId: Type.String(),
  orderNumber: Type.String(),
  newOrderId: Type.String(),
  newOrderNumber: Type.String(),
  customerName: Type.String(),
  returnedLines: Type.Array(ExchangeLine),
  newLines: Type.Array(ExchangeLine),
  returnedValue: Taka({ description: 'R: what was given back is worth (its refund, never more than was paid)' }),
  newTotal: Taka({ description: 'N: the new order’s total' }),
  balance: Taka({ description: 'N − R: above 0 the customer paid it, below 0 the shop refunded it' }),
  settlement: ExchangeSettlement,
  userName: NullableString(),
  locationId: Type.String(),
  shiftId: NullableString(),
  note: NullableString(),
  createdAt: Timestamp(),
});
export type ExchangeRecord = Static<typeof ExchangeRecord>;

export const ExchangeMade = Type.Object({ exchange: ExchangeRecord, order: OrderRecord, newOrder: OrderRecord });
export type ExchangeMade = Static<typeof ExchangeMade>;

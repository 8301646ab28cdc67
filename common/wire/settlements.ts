import { Type, type Static } from 'typebox';
import { MAX_SETTLEMENT_DELIVERIES } from '../settlements';
import { NullableNumber, NullableString } from './nullable';
import { AmountIn, Taka, Timestamp, Uuid } from './values';

/**
 * The wire of recording a courier's cash-on-delivery payout (issue 22). The
 * list and the show of settlements, and the list of what couriers owe, are
 * the engine's (`/api/courier-settlements`, `/api/courier-dues`).
 */

export const SettlementInput = Type.Object(
  {
    courier: Type.String({ minLength: 1, maxLength: 40, description: 'The courier that paid out (`steadfast`, `manual`…); every delivery must be its' }),
    deliveryIds: Type.Array(Uuid(), {
      minItems: 1,
      maxItems: MAX_SETTLEMENT_DELIVERIES,
      uniqueItems: true,
      description: 'The delivered, not yet settled deliveries the payout covers',
    }),
    fees: Type.Optional(AmountIn({ description: 'The fees the courier kept, in all (leave out with `deliveryFees`)' })),
    deliveryFees: Type.Optional(
      Type.Array(Type.Object({ delivery: Uuid(), fee: AmountIn() }, { additionalProperties: false }), {
        maxItems: MAX_SETTLEMENT_DELIVERIES,
        description: 'The fee per delivery instead of a total: each is kept as the delivery’s `courierFee`, their sum is the fees',
      }),
    ),
    reference: Type.Optional(Type.String({ maxLength: 100, description: 'The courier’s payout or invoice reference' })),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
    settledAt: Type.Optional(Timestamp({ description: 'When the money arrived (now when absent)' })),
  },
  { additionalProperties: false },
);
export type SettlementInput = Static<typeof SettlementInput>;

export const SettledDelivery = Type.Object({
  _id: Uuid(),
  order: Uuid(),
  orderNumber: Type.String(),
  recipientName: Type.String(),
  trackingCode: NullableString(),
  collected: Taka(),
  courierFee: NullableNumber(),
});

export const SettlementRecord = Type.Object({
  _id: Uuid(),
  number: Type.String({ description: 'CS-000001' }),
  courier: Type.String(),
  reference: NullableString(),
  collected: Taka({ description: 'Cash the covered deliveries collected' }),
  fees: Taka(),
  remitted: Taka({ description: 'Collected less fees: what reached the shop' }),
  settledAt: Timestamp(),
  notes: NullableString(),
  userName: NullableString(),
  deliveries: Type.Array(SettledDelivery),
});
export type SettlementRecord = Static<typeof SettlementRecord>;

export const SettlementParams = Type.Object({ id: Type.String({ description: 'The settlement’s id (a uuid)' }) });

/** What one courier owes (`GET /api/courier-dues/by-courier`, an array of these). */
export const OwedTotal = Type.Object({
  courier: Type.String(),
  parcels: Type.Integer({ description: 'Delivered parcels whose cash the courier has not paid out' }),
  owed: Type.Number({ description: 'The cash those parcels collected, in taka' }),
});
export type OwedTotal = Static<typeof OwedTotal>;

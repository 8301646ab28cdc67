import { Type, type Static } from 'typebox';
import { NullableString } from './nullable';

/**
 * The wire of reading the couriers' own payouts (issue 37): `POST /api/deliveries/payouts/read`. The list and
 * show of payouts read, with their differences, are the engine's (`/api/courier-payouts`).
 */

export const PayoutReadInput = Type.Object(
  {
    courier: Type.Optional(
      Type.String({ minLength: 1, maxLength: 40, description: 'One courier (`steadfast`, `pathao`); every courier that has payouts when absent' }),
    ),
  },
  { additionalProperties: false },
);
export type PayoutReadInput = Static<typeof PayoutReadInput>;

export const PayoutMatched = Type.Object({
  _id: Type.String({ description: 'The payout read (courier-payouts)' }),
  courier: Type.String(),
  externalId: Type.String({ description: 'The courier’s id for the payout' }),
  settlementNumber: NullableString({ description: 'The courier settlement it made (CS-000012); null when nothing in it could be settled' }),
  differences: Type.Integer({ minimum: 0 }),
});

export const PayoutReadAnswer = Type.Object({
  couriers: Type.Array(
    Type.Object({
      courier: Type.String(),
      read: Type.Integer({ minimum: 0, description: 'Payouts the courier answered that were not stored yet' }),
      matched: Type.Integer({ minimum: 0, description: 'Of those, matched by this call (the others by a read at the same moment)' }),
      error: NullableString({ description: 'Why the courier could not be read, in its words' }),
    }),
  ),
  matched: Type.Array(PayoutMatched),
});
export type PayoutReadAnswer = Static<typeof PayoutReadAnswer>;

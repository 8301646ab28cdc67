import { Type, type Static } from 'typebox';
import { COURIERS } from '../deliveryStatus';
import { Taka, TextEnum, Uuid } from './values';

/**
 * `POST /api/deliveries/quotes` (issue 37): for each order about to be
 * booked, every configured courier with what it would charge to the order's
 * address, whether it reaches it, and the shop's delivered rate with it to
 * that district; and the courier the owner's rule suggests, with why
 * (common/courierPick.ts).
 */

/** Most orders one quote call prices: each is a call to every priced courier (Pathao answers 60 a minute). */
export const MAX_QUOTED_ORDERS = 100;

export const QuoteRequest = Type.Object(
  { orders: Type.Array(Uuid(), { minItems: 1, maxItems: MAX_QUOTED_ORDERS, uniqueItems: true, description: 'The orders about to be booked' }) },
  { additionalProperties: false },
);
export type QuoteRequest = Static<typeof QuoteRequest>;

const Params = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));

export const QuoteOption = Type.Object({
  courier: TextEnum(COURIERS),
  reachable: Type.Boolean({ description: 'Whether the courier delivers to the address (and collects cash there, when there is some to collect)' }),
  charge: Type.Union([Taka(), Type.Null()], { description: 'The delivery charge; null when it could not be priced' }),
  codCharge: Type.Union([Taka(), Type.Null()], { description: 'The charge for collecting the cash' }),
  source: TextEnum(['courier', 'rate-card', 'none'] as const, {
    description:
      "'courier': its own price call; 'rate-card': the shop's rate card (Settings) where the courier has none; 'none': not priced (the shop's own rider)",
  }),
  delivered: Type.Integer({ description: 'Parcels with this courier to the district delivered in the last 90 days' }),
  finished: Type.Integer({ description: 'Parcels with this courier to the district that ended (delivered or returned) in the last 90 days' }),
  deliveredRate: Type.Union([Type.Integer(), Type.Null()], { description: 'delivered ÷ finished in %, null below 5 finished parcels' }),
  note: Type.Union([Type.String(), Type.Null()], { description: 'Why it cannot reach or was not priced, in English (or the courier’s words)' }),
  code: Type.Optional(Type.String({ description: 'The note’s code (common/serverMessages.ts) when it is ours' })),
  params: Type.Optional(Params),
});
export type QuoteOption = Static<typeof QuoteOption>;

export const OrderQuotes = Type.Object({
  order: Type.String(),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  district: Type.Union([Type.String(), Type.Null()], { description: 'Our district id of the address (common/places), null when it names none' }),
  thana: Type.Union([Type.String(), Type.Null()]),
  codAmount: Taka({ description: 'What a courier would collect: what is still due on the order' }),
  options: Type.Array(QuoteOption),
  suggestion: Type.Union(
    [
      Type.Object({
        courier: TextEnum(COURIERS),
        reason: Type.Object({ code: Type.String({ description: 'deliveries.pick.<code>' }), params: Params }),
      }),
      Type.Null(),
    ],
    { description: 'The courier the owner’s rule picks; null when none reaches the address' },
  ),
  error: Type.Optional(Type.String({ description: 'Why the order cannot be booked at all (no address, not found)' })),
});
export type OrderQuotes = Static<typeof OrderQuotes>;

export const QuoteAnswer = Type.Object({ orders: Type.Array(OrderQuotes) });
export type QuoteAnswer = Static<typeof QuoteAnswer>;

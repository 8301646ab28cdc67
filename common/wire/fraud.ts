import { Type, type Static } from 'typebox';
import { COURIER_CHECK_STATUSES } from '../fraudCheck';
import { RISK_BANDS } from '../fraudRisk';
import { NullableInteger, NullableNumber, NullableString } from './nullable';
import { Taka, TextEnum, Timestamp, Uuid } from './values';

/** `GET fraud-checker?phone=`: a phone as people write it (common/phone.ts). */
export const FraudCheckQuery = Type.Object({
  phone: Type.String({
    minLength: 1,
    maxLength: 40,
    description: 'A Bangladeshi mobile number in any form: 01712345678, +880 1712-345678, 8801712345678, 008801712345678',
  }),
});
export type FraudCheckQuery = Static<typeof FraudCheckQuery>;

/** The store's own history of a phone (common/fraudRisk.ts says which order counts as what). */
export const PhoneHistory = Type.Object({
  orders: Type.Integer({ description: 'Every order with this phone, open ones included' }),
  delivered: Type.Integer({ description: 'Delivered or completed, no parcel returned' }),
  returned: Type.Integer({ description: 'Orders with a parcel returned to the shop' }),
  cancelled: Type.Integer({ description: 'Cancelled, no parcel returned' }),
  successRate: NullableNumber({ description: 'Delivered as a % of finished orders (one decimal); null without finished orders' }),
  totalSpent: Taka({ description: 'What the delivered orders came to, less refunds' }),
  lastOrderAt: NullableString({ format: 'date-time' }),
  lastOrderId: NullableString({ format: 'uuid' }),
  lastOrderNumber: NullableString(),
});
export type PhoneHistory = Static<typeof PhoneHistory>;

export const RiskReasonWire = Type.Object({
  code: TextEnum(['no_orders', 'none_finished', 'all_delivered', 'returned', 'cancelled', 'returned_cancelled']),
  orders: Type.Integer(),
  finished: Type.Integer(),
  returned: Type.Integer(),
  cancelled: Type.Integer(),
});

export const RiskWire = Type.Object({
  band: TextEnum(RISK_BANDS),
  percent: NullableInteger({ description: 'Returns and cancels as a % of finished orders (rounded down)' }),
  reason: RiskReasonWire,
  text: Type.String({ description: 'The reason in English words ("3 of 5 parcels returned")' }),
  mediumPercent: Type.Integer(),
  highPercent: Type.Integer(),
});

/** A courier's own fraud check of the phone (Steadfast's), kept 6 hours. */
export const CourierCheckWire = Type.Object({
  courier: NullableString({ description: 'The courier asked (`steadfast`); null when none is configured' }),
  status: TextEnum(COURIER_CHECK_STATUSES, {
    description:
      '`not-configured`: no courier set up; `ok`: its answer; `refused`: it said no (credentials, limits); `unavailable`: no answer in time or not one we read',
  }),
  total: NullableInteger(),
  delivered: NullableInteger(),
  cancelled: NullableInteger(),
  successRate: NullableNumber(),
  checkedAt: NullableString({ format: 'date-time', description: 'When the courier answered' }),
  cached: Type.Boolean({ description: 'The answer is one kept from an earlier check (within 6 hours)' }),
  message: NullableString({ description: 'The courier’s words for a refusal' }),
});
export type CourierCheckWire = Static<typeof CourierCheckWire>;

/** A courier check without the courier's figures: none configured, or it refused or did not answer. */
export const courierCheckWithout = (status: CourierCheckWire['status'], courier: string | null, message: string | null = null): CourierCheckWire => ({
  courier,
  status,
  total: null,
  delivered: null,
  cancelled: null,
  successRate: null,
  checkedAt: null,
  cached: false,
  message,
});

export const FraudCheck = Type.Object({
  phone: Type.String({ description: 'The number as kept: eleven digits' }),
  history: PhoneHistory,
  risk: RiskWire,
  courier: CourierCheckWire,
});
export type FraudCheck = Static<typeof FraudCheck>;

/** `GET fraud-checker/customer/{id}`: what a customer's page shows beside the record. */
export const CustomerSummary = Type.Object({
  phone: Type.String(),
  orders: Type.Integer({ description: 'Orders of this customer (their account or their phone)' }),
  lifetimeSpend: Taka({
    description:
      'Net sales of their paid orders (a till sale at once, a delivered or completed order), less their returns at net value; VAT and shipping apart',
  }),
  averageOrder: NullableNumber({ description: 'Lifetime spend over the orders it counts' }),
  returned: Type.Integer({ description: 'Orders with a parcel returned' }),
  itemsReturned: Type.Integer({ description: 'Units brought back (returns of sold items)' }),
  history: PhoneHistory,
  risk: RiskWire,
  recentOrders: Type.Array(Type.Object({ _id: Uuid(), number: Type.String(), status: Type.String(), total: Taka(), createdAt: Timestamp() })),
  sms: Type.Array(
    Type.Object({ _id: Uuid(), text: Type.String(), status: Type.String(), kind: Type.String(), parts: Type.Integer(), createdAt: Timestamp() }),
    { description: 'SMS sent to them, newest first (the last 20); empty for a user without sms:list' },
  ),
  smsShown: Type.Boolean({ description: 'The user may read the SMS log (sms:list), so `sms` is the customer’s' }),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CourierName } from '../../../../common/deliveryStatus';

/** The shop's settings: one row (id 1). */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  shopName: text('shop_name').notNull(),
  currencyCode: text('currency_code').notNull().default('BDT'),
  currencySymbol: text('currency_symbol').notNull().default('৳'),
  timeZone: text('time_zone').notNull().default('Asia/Dhaka'),
  storeName: text('store_name'),
  logo: text('logo'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  tradeLicence: text('trade_licence'),
  vatRegistration: text('vat_registration'),
  /** Default VAT % for new products. */
  defaultVat: numeric('default_vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  /** What VAT is charged on (issue 33): 'list', the price before the cart discount (spec §4, the default), or 'discounted' (common/pricing.ts VAT_BASES). */
  vatBase: text('vat_base').notNull().default('list'),
  receiptHeader: text('receipt_header'),
  receiptFooter: text('receipt_footer'),
  receiptShowLogo: boolean('receipt_show_logo').notNull().default(true),
  /** The receipt printer's roll: '80mm' or '58mm' (RECEIPT_PAPERS in common/settings.ts; PUT settings refuses others). */
  receiptPaper: text('receipt_paper').notNull().default('80mm'),
  /** Delivery charges in taka. */
  deliveryInsideDhaka: numeric('delivery_inside_dhaka', { precision: 12, scale: 2, mode: 'number' }).notNull().default(60),
  deliveryOutsideDhaka: numeric('delivery_outside_dhaka', { precision: 12, scale: 2, mode: 'number' }).notNull().default(120),
  /** The payment methods the till offers, in order (common/orders.ts PAYMENT_METHODS). */
  paymentMethods: text('payment_methods')
    .array()
    .notNull()
    .default(sql`'{cash,card,bkash,nagad,rocket,upay,other}'::text[]`),
  /** Round sales paid wholly in cash to the nearest taka (common/pricing.ts). */
  cashRounding: boolean('cash_rounding').notNull().default(true),
  /** Fraud checker bands (issue 22): returns and cancels as a % of finished orders from which a phone is medium, and high, risk. */
  fraudMediumPercent: integer('fraud_medium_percent').notNull().default(20),
  fraudHighPercent: integer('fraud_high_percent').notNull().default(40),
  /** What one SMS part costs the shop, in taka (the marketing dialog's estimate, the SMS log's cost). */
  smsPricePerPart: numeric('sms_price_per_part', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0.35),
  /** Transactional SMS, each on or off. */
  smsOnOrderPlaced: boolean('sms_on_order_placed').notNull().default(false),
  smsOnHandedToCourier: boolean('sms_on_handed_to_courier').notNull().default(false),
  smsOnDelivered: boolean('sms_on_delivered').notNull().default(false),
  /**
   * Shifts (issue 36): whether a till sale needs an open shift on its till. Off by default (docs/architecture.md,
   * "At the till"); on, the till asks for a shift first and `POST /api/orders` without one is refused (400 on `shift`).
   */
  shiftRequired: boolean('shift_required').notNull().default(false),
  /** A shift's cash difference above this (taka, either way) waits for a manager's approval with a note. */
  shiftDifferenceLimit: numeric('shift_difference_limit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(100),
  /** How the booking dialog suggests a courier (issue 37, common/courierPick.ts): 'cheapest' or 'fixed'. */
  courierPickRule: text('courier_pick_rule').notNull().default('cheapest'),
  courierMinDeliveredRate: integer('courier_min_delivered_rate').notNull().default(80),
  /** The courier fixed for each district (our district ids), read by the 'fixed' rule. */
  courierByDistrict: jsonb('courier_by_district')
    .$type<{ district: string; courier: CourierName }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Steadfast's rate card (their API gives no price): taka inside and outside Dhaka city, and the % of collected cash. */
  steadfastInsideDhaka: numeric('steadfast_inside_dhaka', { precision: 12, scale: 2, mode: 'number' }).notNull().default(60),
  steadfastOutsideDhaka: numeric('steadfast_outside_dhaka', { precision: 12, scale: 2, mode: 'number' }).notNull().default(120),
  steadfastCodPercent: numeric('steadfast_cod_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1),
  /** Online orders (issue 38, common/onlineOrders.ts): the phone confirmed by a one-time code before an order counts. */
  onlineOtp: boolean('online_otp').notNull().default(true),
  /** Minutes a pending online order (code not entered, advance not paid) keeps its stock before it is cancelled. */
  onlinePendingMinutes: integer('online_pending_minutes').notNull().default(30),
  /** Orders one phone may place from the online shop in an hour. */
  onlineOrdersPerPhone: integer('online_orders_per_phone').notNull().default(5),
  /** From which fraud band up an online order is held for staff ('never', 'medium', 'high'). */
  onlineHoldBand: text('online_hold_band').notNull().default('high'),
  /** From which band up a cash-on-delivery order asks an advance by bKash, and how much. */
  onlineAdvanceBand: text('online_advance_band').notNull().default('never'),
  onlineAdvanceKind: text('online_advance_kind').notNull().default('shipping'),
  onlineAdvancePercent: numeric('online_advance_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(20),
  /** The location online orders take their stock from and ship from; null: the shop's default location. */
  onlineLocation: uuid('online_location_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

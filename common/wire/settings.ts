import { Type, type Static } from 'typebox';
import { COURIER_PICK_RULES } from '../courierPick';
import { COURIERS } from '../deliveryStatus';
import { ADVANCE_KINDS, BAND_SETTINGS } from '../onlineOrders';
import { PAYMENT_METHODS } from '../orders';
import { VAT_BASES } from '../pricing';
import { MAX_DELIVERY_CHARGE, MAX_SHIFT_DIFFERENCE_LIMIT, MAX_SMS_PRICE, RECEIPT_PAPERS, SETTINGS_CARDS, SETTINGS_LIMITS as max } from '../settings';
import { rule, withMessage } from './errors';
import { NullableString } from './nullable';
import { AmountIn, TextEnum, Timestamp } from './values';

/**
 * The shop's settings on the wire (spec §1, §2.6, §9): `GET /api/settings`
 * answers them, `PUT /api/settings` takes any of them, and the settings screen
 * reads their type. Limits are common/settings.ts's. What a schema cannot say
 * (a known time zone, a BIN's digits) the server checks and names the field.
 */

/** Text a person must fill: not empty, not only spaces. */
const filled = (limit: number) => Type.String({ minLength: 1, maxLength: limit, ...rule('required', { pattern: '\\S' }) });
const optional = (limit: number, more: Record<string, unknown> = {}) => NullableString({ maxLength: limit, ...more });
/** A charge in taka: two decimals at most. */
const charge = () => AmountIn({ maximum: MAX_DELIVERY_CHARGE });

const fields = {
  shopName: filled(max.shopName),
  storeName: optional(max.storeName),
  logo: optional(max.logo),
  address: optional(max.address),
  phone: optional(max.phone, rule('not_phone', { pattern: '^$|^\\+?[0-9][0-9 -]{4,}[0-9]$' })),
  email: optional(max.email, rule('not_email', { pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
  tradeLicence: optional(max.tradeLicence),
  vatRegistration: optional(max.vatRegistration, {
    description: "The shop's VAT registration number (BIN): 9 digits, or 13 with the branch code (000123456-0101); spaces and hyphens between digits",
  }),
  currencyCode: Type.String({ pattern: '^[A-Z]{3}$', ...withMessage('not_currency_code') }),
  currencySymbol: filled(max.currencySymbol),
  defaultVat: AmountIn({ maximum: 100, description: 'Default VAT % of new products, two decimals at most' }),
  vatBase: TextEnum(VAT_BASES, {
    description:
      "What VAT is charged on: 'list', the price before the cart discount (the default), or 'discounted', the value after it; an order keeps the base it was sold on",
  }),
  timeZone: Type.String({ minLength: 1, maxLength: max.timeZone, description: 'An IANA time zone the server knows (Asia/Dhaka)' }),
  receiptHeader: optional(max.receiptHeader),
  receiptFooter: optional(max.receiptFooter),
  receiptShowLogo: Type.Boolean(),
  receiptPaper: TextEnum(RECEIPT_PAPERS, { description: "The receipt printer's roll: 80 mm (default) or 58 mm wide" }),
  deliveryInsideDhaka: charge(),
  deliveryOutsideDhaka: charge(),
  paymentMethods: Type.Array(TextEnum(PAYMENT_METHODS), {
    minItems: 1,
    maxItems: PAYMENT_METHODS.length,
    uniqueItems: true,
    description: 'The payment methods the till offers, in this order',
  }),
  cashRounding: Type.Boolean({ description: 'Round a sale paid wholly in cash to the nearest taka' }),
  fraudMediumPercent: Type.Integer({
    minimum: 1,
    maximum: 100,
    description: 'Returns and cancels, as a % of finished orders, from which a phone is medium risk',
  }),
  fraudHighPercent: Type.Integer({
    minimum: 1,
    maximum: 100,
    description: 'Returns and cancels, as a % of finished orders, from which a phone is high risk (above the medium band)',
  }),
  smsPricePerPart: AmountIn({ maximum: MAX_SMS_PRICE, description: 'What one SMS part costs, in taka' }),
  smsOnOrderPlaced: Type.Boolean({ description: 'Send the customer an SMS when an order is placed' }),
  smsOnHandedToCourier: Type.Boolean({ description: 'Send the customer an SMS when the parcel is handed to the courier' }),
  smsOnDelivered: Type.Boolean({ description: 'Send the customer an SMS when the parcel is delivered' }),
  shiftRequired: Type.Boolean({
    description:
      'A till sale needs an open shift on its till (issue 36); off by default. On, POST orders without `shift` is 400, and the till asks for a shift before a sale',
  }),
  shiftDifferenceLimit: AmountIn({
    maximum: MAX_SHIFT_DIFFERENCE_LIMIT,
    description: 'A shift closed with a cash difference above this (taka, short or over) waits for a manager’s approval with a note',
  }),
  courierPickRule: TextEnum(COURIER_PICK_RULES, {
    description:
      "How the booking dialog suggests a courier (issue 37): 'cheapest' among those delivering at least `courierMinDeliveredRate` % to the district, or 'fixed', the courier set for the district in `courierByDistrict` (else the cheapest)",
  }),
  courierMinDeliveredRate: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: 'The delivered rate (%, over the last 90 days, to the district) a courier needs to be suggested as the cheapest',
  }),
  courierByDistrict: Type.Array(
    Type.Object({ district: Type.String({ minLength: 1, maxLength: 8 }), courier: TextEnum(COURIERS) }, { additionalProperties: false }),
    {
      maxItems: 64,
      description: 'The courier fixed for a district (our district id), each district once: what the `fixed` rule suggests there',
    },
  ),
  steadfastInsideDhaka: charge(),
  steadfastOutsideDhaka: charge(),
  steadfastCodPercent: AmountIn({
    maximum: 100,
    description: 'Steadfast’s charge for collecting the cash, as a % of what it collects (their API gives no price)',
  }),
  onlineOtp: Type.Boolean({
    description: 'An online order counts only once the customer enters the one-time code sent to the phone by SMS (issue 38); off, it counts at once',
  }),
  onlinePendingMinutes: Type.Integer({
    minimum: 5,
    maximum: 1440,
    description: 'Minutes a pending online order (code not entered, advance not paid) keeps its stock before it is cancelled and the stock given back',
  }),
  onlineOrdersPerPhone: Type.Integer({ minimum: 1, maximum: 100, description: 'Orders one phone may place from the online shop in an hour (then 429)' }),
  onlineHoldBand: TextEnum(BAND_SETTINGS, {
    description: "From which fraud band up an online order is held in the intake view before it can be booked ('never' holds none)",
  }),
  onlineAdvanceBand: TextEnum(BAND_SETTINGS, {
    description: "From which fraud band up a cash-on-delivery online order asks an advance by bKash before it counts ('never' asks none)",
  }),
  onlineAdvanceKind: TextEnum(ADVANCE_KINDS, {
    description: "The advance: the delivery charge ('shipping') or `onlineAdvancePercent` % of the total ('percent')",
  }),
  onlineAdvancePercent: AmountIn({ maximum: 100, description: 'The advance as a % of the order’s total, rounded up to the taka' }),
  onlineLocation: NullableString({
    format: 'uuid',
    description: 'The location online orders take their stock from and ship from; null: the default location',
  }),
};

/** `GET /api/settings` and the answer of `PUT`. */
export const ShopSettings = Type.Object({ ...fields, updatedAt: Timestamp() });
export type ShopSettings = Static<typeof ShopSettings>;

export type SettingsKey = Exclude<keyof ShopSettings, 'updatedAt'>;

/** `PUT /api/settings`: the settings of one card (any of them, at least one); empty text is stored as null. */
export const SettingsChange = Type.Partial(Type.Object(fields), {
  additionalProperties: false,
  ...rule('nothing_to_save', { minProperties: 1 }),
});
export type SettingsChange = Static<typeof SettingsChange>;

// Every field of every card is a setting, and every setting is on a card.
type CardKeys = (typeof SETTINGS_CARDS)[keyof typeof SETTINGS_CARDS][number];
const everyKeyOnACard: [CardKeys, SettingsKey] extends [SettingsKey, CardKeys] ? true : never = true;
void everyKeyOnACard;

import { COURIER_PICK_RULES } from '../../../common/courierPick';
import { ADVANCE_KINDS, BAND_SETTINGS } from '../../../common/onlineOrders';
import { VAT_BASES } from '../../../common/pricing';
import type { FieldSpec } from '../../../common/resourceSpec';
import {
  MAX_DELIVERY_CHARGE,
  MAX_SHIFT_DIFFERENCE_LIMIT,
  MAX_SMS_PRICE,
  RECEIPT_PAPERS,
  SETTINGS_CARDS,
  SETTINGS_LIMITS as max,
  type SettingsCard,
} from '../../../common/settings';
import type { SettingsKey } from '../../../common/wire/settings';

/** Every time zone the browser knows, for the time-zone card. */
const timeZones = () =>
  (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Dhaka', 'UTC']).map((zone) => ({ value: zone, label: zone }));

/**
 * The settings as engine fields, so the cards use the same inputs and views
 * as every form and detail view (image upload, currency with the shop's
 * symbol, switch). Labels are English fallbacks; `resources.settings.fields`
 * translates them.
 */
const FIELDS: Record<SettingsKey, Omit<FieldSpec, 'key'>> = {
  shopName: { label: 'Shop Name', type: 'text', required: true, limit: max.shopName, viewType: 'text' },
  storeName: { label: 'Store Name', type: 'text', limit: max.storeName, viewType: 'text' },
  logo: { label: 'Logo', type: 'image', viewType: 'image' },
  address: { label: 'Address', type: 'textarea', limit: max.address, viewType: 'textarea' },
  phone: { label: 'Phone', type: 'phone', limit: max.phone, viewType: 'text' },
  email: { label: 'Email', type: 'email', limit: max.email, viewType: 'text' },
  tradeLicence: { label: 'Trade Licence', type: 'text', limit: max.tradeLicence, viewType: 'text' },
  vatRegistration: { label: 'VAT Registration Number', type: 'text', limit: max.vatRegistration, viewType: 'text' },
  currencyCode: { label: 'Currency Code', type: 'text', required: true, limit: max.currencyCode, viewType: 'text' },
  currencySymbol: { label: 'Currency Symbol', type: 'text', required: true, limit: max.currencySymbol, viewType: 'text' },
  defaultVat: { label: 'Default VAT (%)', type: 'number', min: 0, max: 100, step: 0.01, viewType: 'number' },
  vatBase: { label: 'VAT Charged On', type: 'select', required: true, viewType: 'tag' },
  timeZone: { label: 'Time Zone', type: 'select', required: true, viewType: 'text' },
  receiptHeader: { label: 'Receipt Header', type: 'textarea', limit: max.receiptHeader, viewType: 'textarea' },
  receiptFooter: { label: 'Receipt Footer', type: 'textarea', limit: max.receiptFooter, viewType: 'textarea' },
  receiptShowLogo: { label: 'Show Logo on Receipts', type: 'switch', viewType: 'boolean' },
  receiptPaper: { label: 'Receipt Paper', type: 'select', required: true, viewType: 'tag' },
  deliveryInsideDhaka: { label: 'Delivery Inside Dhaka', type: 'currency', min: 0, max: MAX_DELIVERY_CHARGE, viewType: 'currency' },
  deliveryOutsideDhaka: { label: 'Delivery Outside Dhaka', type: 'currency', min: 0, max: MAX_DELIVERY_CHARGE, viewType: 'currency' },
  paymentMethods: { label: 'Payment Methods', type: 'array-string', component: 'payment-methods', viewType: 'array-tag' },
  cashRounding: { label: 'Round Cash Sales to the Taka', type: 'switch', viewType: 'boolean' },
  fraudMediumPercent: { label: 'Medium Risk From (%)', type: 'number', min: 1, max: 100, step: 1, required: true, viewType: 'number' },
  fraudHighPercent: { label: 'High Risk From (%)', type: 'number', min: 1, max: 100, step: 1, required: true, viewType: 'number' },
  smsPricePerPart: { label: 'Price per SMS Part', type: 'currency', min: 0, max: MAX_SMS_PRICE, viewType: 'currency' },
  smsOnOrderPlaced: { label: 'SMS When an Order Is Placed', type: 'switch', viewType: 'boolean' },
  smsOnHandedToCourier: { label: 'SMS When the Parcel Goes to the Courier', type: 'switch', viewType: 'boolean' },
  smsOnDelivered: { label: 'SMS When the Parcel Is Delivered', type: 'switch', viewType: 'boolean' },
  shiftRequired: { label: 'Sell Only in an Open Shift', type: 'switch', viewType: 'boolean' },
  shiftDifferenceLimit: { label: 'Cash Difference Needing Approval', type: 'currency', min: 0, max: MAX_SHIFT_DIFFERENCE_LIMIT, viewType: 'currency' },
  courierPickRule: { label: 'Suggest the Courier', type: 'select', required: true, viewType: 'tag' },
  courierMinDeliveredRate: { label: 'Lowest Delivered Rate to Suggest (%)', type: 'number', min: 0, max: 100, step: 1, required: true, viewType: 'number' },
  courierByDistrict: { label: 'Courier Fixed per District', type: 'array-string', component: 'courier-by-district', viewType: 'array-tag' },
  steadfastInsideDhaka: { label: 'Steadfast Inside Dhaka', type: 'currency', min: 0, max: MAX_DELIVERY_CHARGE, viewType: 'currency' },
  steadfastOutsideDhaka: { label: 'Steadfast Outside Dhaka', type: 'currency', min: 0, max: MAX_DELIVERY_CHARGE, viewType: 'currency' },
  steadfastCodPercent: { label: 'Steadfast Cash Collection Charge (%)', type: 'number', min: 0, max: 100, step: 0.01, viewType: 'number' },
  onlineOtp: { label: 'Confirm the Phone by SMS Code', type: 'switch', viewType: 'boolean' },
  onlinePendingMinutes: { label: 'Unconfirmed Orders Expire After (Minutes)', type: 'number', min: 5, max: 1440, step: 1, required: true, viewType: 'number' },
  onlineOrdersPerPhone: { label: 'Orders per Phone per Hour', type: 'number', min: 1, max: 100, step: 1, required: true, viewType: 'number' },
  onlineHoldBand: { label: 'Hold Orders From Risk', type: 'select', required: true, viewType: 'tag' },
  onlineAdvanceBand: { label: 'Ask an Advance From Risk', type: 'select', required: true, viewType: 'tag' },
  onlineAdvanceKind: { label: 'Advance', type: 'select', required: true, viewType: 'tag' },
  onlineAdvancePercent: { label: 'Advance (% of the Total)', type: 'number', min: 0, max: 100, step: 0.01, viewType: 'number' },
  onlineLocation: {
    label: 'Ship Online Orders From',
    type: 'data-select',
    reference: { resource: 'locations', labelKey: 'name' },
    viewType: 'reference',
  },
};

/** The bands a rule starts from, named in the screen's language (`settings.band_setting.*`). */
const bandSettings = (translate: (key: string) => string) => BAND_SETTINGS.map((band) => ({ value: band, label: translate(`settings.band_setting.${band}`) }));

/** The sizes of an advance, named in the screen's language (`settings.advance_kind.*`). */
const advanceKinds = (translate: (key: string) => string) => ADVANCE_KINDS.map((kind) => ({ value: kind, label: translate(`settings.advance_kind.${kind}`) }));

/** The rules of courier choice, named in the screen's language (`settings.courier_pick_rule.*`). */
const pickRules = (translate: (key: string) => string) =>
  COURIER_PICK_RULES.map((rule) => ({ value: rule, label: translate(`settings.courier_pick_rule.${rule}`) }));

/** The VAT bases, named in the screen's language (`settings.vat_base.*`). */
const vatBases = (translate: (key: string) => string) => VAT_BASES.map((base) => ({ value: base, label: translate(`settings.vat_base.${base}`) }));

/** The roll widths, named in the screen's language (`documents.paper.*`). */
const receiptPapers = (translate: (key: string) => string) => RECEIPT_PAPERS.map((paper) => ({ value: paper, label: translate(`documents.paper.${paper}`) }));

export function cardFields(card: SettingsCard, translate: (key: string) => string): FieldSpec[] {
  return SETTINGS_CARDS[card].map((key) => ({
    key,
    ...FIELDS[key],
    ...(key === 'timeZone' ? { options: timeZones() } : {}),
    ...(key === 'receiptPaper' ? { options: receiptPapers(translate) } : {}),
    ...(key === 'vatBase' ? { options: vatBases(translate) } : {}),
    ...(key === 'courierPickRule' ? { options: pickRules(translate) } : {}),
    ...(key === 'onlineHoldBand' || key === 'onlineAdvanceBand' ? { options: bandSettings(translate) } : {}),
    ...(key === 'onlineAdvanceKind' ? { options: advanceKinds(translate) } : {}),
  }));
}

/**
 * The shop's settings (spec §1, §2.6, §9): their cards, limits and rules. The
 * shape `GET /api/settings` answers and `PUT /api/settings` takes (any subset)
 * is common/wire/settings.ts, built from these. Money is taka on the wire with
 * at most two decimals; VAT is a percentage with at most two decimals.
 */

/** The cards of the settings screen and the fields each one edits, in order. */
export const SETTINGS_CARDS = {
  shop: ['shopName', 'storeName', 'logo', 'address', 'phone', 'email', 'tradeLicence', 'vatRegistration'],
  money: ['currencyCode', 'currencySymbol'],
  tax: ['defaultVat', 'vatBase'],
  time: ['timeZone'],
  receipt: ['receiptHeader', 'receiptFooter', 'receiptShowLogo', 'receiptPaper'],
  delivery: ['deliveryInsideDhaka', 'deliveryOutsideDhaka'],
  payments: ['paymentMethods', 'cashRounding'],
  fraud: ['fraudMediumPercent', 'fraudHighPercent'],
  sms: ['smsPricePerPart', 'smsOnOrderPlaced', 'smsOnHandedToCourier', 'smsOnDelivered'],
  shifts: ['shiftRequired', 'shiftDifferenceLimit'],
  onlineOrders: [
    'onlineOtp',
    'onlinePendingMinutes',
    'onlineOrdersPerPhone',
    'onlineHoldBand',
    'onlineAdvanceBand',
    'onlineAdvanceKind',
    'onlineAdvancePercent',
    'onlineLocation',
  ],
  courierChoice: ['courierPickRule', 'courierMinDeliveredRate', 'courierByDistrict', 'steadfastInsideDhaka', 'steadfastOutsideDhaka', 'steadfastCodPercent'],
} as const;

export type SettingsCard = keyof typeof SETTINGS_CARDS;

/** The widths of thermal receipt rolls the receipt prints on (80 mm is the default). */
export const RECEIPT_PAPERS = ['80mm', '58mm'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];

/**
 * What receipts and invoices print about the seller (issue 19): the settings
 * the shop card and the receipt card hold. `auth/self` sends them to the admin
 * app (common/wire/shop.ts), the invoice PDFs read them from the server's settings.
 */
export const PRINTED_KEYS = [
  'shopName',
  'storeName',
  'logo',
  'address',
  'phone',
  'email',
  'tradeLicence',
  'vatRegistration',
  'receiptHeader',
  'receiptFooter',
  'receiptShowLogo',
  'receiptPaper',
] as const;

/** Longest text of each text setting, in characters; the settings screen's fields and the API share them. */
export const SETTINGS_LIMITS = {
  shopName: 120,
  storeName: 120,
  logo: 2000,
  address: 500,
  phone: 40,
  email: 200,
  tradeLicence: 100,
  vatRegistration: 100,
  currencyCode: 3,
  currencySymbol: 8,
  timeZone: 64,
  receiptHeader: 1000,
  receiptFooter: 1000,
} as const;

/** The most one SMS part can cost, in taka. */
export const MAX_SMS_PRICE = 100;

/** The largest cash difference a shop may let a shift close with unapproved, in taka. */
export const MAX_SHIFT_DIFFERENCE_LIMIT = 1_000_000;

/** The most a delivery charge can be, in taka. */
export const MAX_DELIVERY_CHARGE = 100_000;

/**
 * A VAT registration number (BIN) as the NBR issues it: 9 digits, or 13 with
 * the 4-digit branch code (`000123456-0101`), spaces and hyphens allowed
 * between digits; the 11-digit numbers of the old system still pass.
 */
export function isBin(text: string): boolean {
  if (!/^[0-9][0-9 -]*[0-9]$/.test(text.trim())) return false;
  const digits = text.replace(/[^0-9]/g, '').length;
  return digits >= 9 && digits <= 13;
}

/** Taka is always shown with two decimals (spec §9); the places are not a setting. */
export const CURRENCY_DECIMALS = 2;

/** Whether the runtime knows a time zone by this IANA name (`Asia/Dhaka`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

import type { PaymentMethod } from './orders';

/**
 * The shop's settings (spec §1, §2.6, §9) as `GET /api/settings` answers them
 * and `PUT /api/settings` takes them (any subset). Money is taka on the wire
 * with at most two decimals; VAT is a percentage with at most two decimals.
 */
export interface ShopSettings {
  shopName: string;
  storeName: string | null;
  logo: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  tradeLicence: string | null;
  vatRegistration: string | null;
  currencyCode: string;
  currencySymbol: string;
  /** Default VAT % for new products. */
  defaultVat: number;
  timeZone: string;
  receiptHeader: string | null;
  receiptFooter: string | null;
  receiptShowLogo: boolean;
  /** The receipt printer's paper: an 80 mm or a 58 mm roll. */
  receiptPaper: ReceiptPaper;
  deliveryInsideDhaka: number;
  deliveryOutsideDhaka: number;
  /** The payment methods the till offers, in this order (at least one). */
  paymentMethods: PaymentMethod[];
  /** Round a sale paid wholly in cash to the nearest taka (common/pricing.ts). */
  cashRounding: boolean;
  updatedAt: string;
}

export type SettingsKey = Exclude<keyof ShopSettings, 'updatedAt'>;

/** The cards of the settings screen and the fields each one edits, in order. */
export const SETTINGS_CARDS = {
  shop: ['shopName', 'storeName', 'logo', 'address', 'phone', 'email', 'tradeLicence', 'vatRegistration'],
  money: ['currencyCode', 'currencySymbol'],
  tax: ['defaultVat'],
  time: ['timeZone'],
  receipt: ['receiptHeader', 'receiptFooter', 'receiptShowLogo', 'receiptPaper'],
  delivery: ['deliveryInsideDhaka', 'deliveryOutsideDhaka'],
  payments: ['paymentMethods', 'cashRounding'],
} as const satisfies Record<string, readonly SettingsKey[]>;

export type SettingsCard = keyof typeof SETTINGS_CARDS;

/** The widths of thermal receipt rolls the receipt prints on (80 mm is the default). */
export const RECEIPT_PAPERS = ['80mm', '58mm'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];

/**
 * What receipts and invoices print about the seller (issue 19): the settings
 * the shop card and the receipt card hold. `auth/self` sends it to the admin
 * app, the invoice PDFs read it from the server's settings.
 */
export type PrintedShop = Pick<
  ShopSettings,
  'shopName' | 'storeName' | 'logo' | 'address' | 'phone' | 'email' | 'tradeLicence' | 'vatRegistration' | 'receiptHeader' | 'receiptFooter' | 'receiptShowLogo' | 'receiptPaper'
>;

export function printedShop(s: PrintedShop): PrintedShop {
  return {
    shopName: s.shopName,
    storeName: s.storeName,
    logo: s.logo,
    address: s.address,
    phone: s.phone,
    email: s.email,
    tradeLicence: s.tradeLicence,
    vatRegistration: s.vatRegistration,
    receiptHeader: s.receiptHeader,
    receiptFooter: s.receiptFooter,
    receiptShowLogo: s.receiptShowLogo,
    receiptPaper: s.receiptPaper,
  };
}

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

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
  receipt: ['receiptHeader', 'receiptFooter', 'receiptShowLogo'],
  delivery: ['deliveryInsideDhaka', 'deliveryOutsideDhaka'],
  payments: ['paymentMethods', 'cashRounding'],
} as const satisfies Record<string, readonly SettingsKey[]>;

export type SettingsCard = keyof typeof SETTINGS_CARDS;

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

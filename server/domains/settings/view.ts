import { eq } from 'drizzle-orm';
import { isCourierName } from '../../../common/deliveryStatus';
import { isPaymentMethod } from '../../../common/orders';
import { vatBaseOf } from '../../../common/pricing';
import { BAND_SETTINGS, type BandSetting } from '../../../common/onlineOrders';
import type { PrintedShop } from '../../../common/wire/shop';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { settings } from '../schema';

type SettingsRow = typeof settings.$inferSelect;

const bandSettingOf = (value: string): BandSetting => ((BAND_SETTINGS as readonly string[]).includes(value) ? (value as BandSetting) : 'never');

/** The settings row as the wire shows it (numeric columns come back as text from pg). */
export function settingsView(row: SettingsRow): ShopSettings {
  return {
    shopName: row.shopName,
    storeName: row.storeName,
    logo: row.logo,
    address: row.address,
    phone: row.phone,
    email: row.email,
    tradeLicence: row.tradeLicence,
    vatRegistration: row.vatRegistration,
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    defaultVat: Number(row.defaultVat),
    vatBase: vatBaseOf(row.vatBase),
    timeZone: row.timeZone,
    receiptHeader: row.receiptHeader,
    receiptFooter: row.receiptFooter,
    receiptShowLogo: row.receiptShowLogo,
    receiptPaper: row.receiptPaper === '58mm' ? '58mm' : '80mm',
    deliveryInsideDhaka: Number(row.deliveryInsideDhaka),
    deliveryOutsideDhaka: Number(row.deliveryOutsideDhaka),
    paymentMethods: row.paymentMethods.filter(isPaymentMethod),
    cashRounding: row.cashRounding,
    fraudMediumPercent: row.fraudMediumPercent,
    fraudHighPercent: row.fraudHighPercent,
    smsPricePerPart: Number(row.smsPricePerPart),
    smsOnOrderPlaced: row.smsOnOrderPlaced,
    smsOnHandedToCourier: row.smsOnHandedToCourier,
    smsOnDelivered: row.smsOnDelivered,
    shiftRequired: row.shiftRequired,
    shiftDifferenceLimit: Number(row.shiftDifferenceLimit),
    courierPickRule: row.courierPickRule === 'fixed' ? 'fixed' : 'cheapest',
    courierMinDeliveredRate: row.courierMinDeliveredRate,
    courierByDistrict: row.courierByDistrict.filter((d) => isCourierName(d.courier)),
    steadfastInsideDhaka: Number(row.steadfastInsideDhaka),
    steadfastOutsideDhaka: Number(row.steadfastOutsideDhaka),
    steadfastCodPercent: Number(row.steadfastCodPercent),
    onlineOtp: row.onlineOtp,
    onlinePendingMinutes: row.onlinePendingMinutes,
    onlineOrdersPerPhone: row.onlineOrdersPerPhone,
    onlineHoldBand: bandSettingOf(row.onlineHoldBand),
    onlineAdvanceBand: bandSettingOf(row.onlineAdvanceBand),
    onlineAdvanceKind: row.onlineAdvanceKind === 'percent' ? 'percent' : 'shipping',
    onlineAdvancePercent: Number(row.onlineAdvancePercent),
    onlineLocation: row.onlineLocation,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return settingsView(row);
}

/** What receipts and invoices print about the seller, from the settings (common/settings.ts PRINTED_KEYS). */
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

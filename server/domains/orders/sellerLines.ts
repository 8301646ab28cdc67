import type { PrintedShop } from '../../../common/wire/shop';

/**
 * The seller under the shop's name on the sale invoice and the emailed
 * receipt: branch, address, phone, email, VAT registration number (BIN) and
 * trade licence, each only when set (settings "printed on receipts and invoices").
 */
export function sellerLines(seller: PrintedShop): string[] {
  const labelled = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);
  return [
    ...(seller.storeName ? [seller.storeName] : []),
    ...(seller.address ? seller.address.split(/\r?\n/).filter((line) => line.trim() !== '') : []),
    ...labelled('Phone', seller.phone),
    ...labelled('Email', seller.email),
    ...labelled('BIN', seller.vatRegistration),
    ...labelled('Trade Licence', seller.tradeLicence),
  ];
}

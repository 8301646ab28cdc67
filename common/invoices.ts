/**
 * `POST /api/orders/export/invoice` (spec §7.1, issue 19), shared by the
 * server and the order page: which invoice of an order to print, and in which
 * language.
 *
 * - `invoice` (default): the shop's sale invoice, A4.
 * - `mushak-6.3`: the VAT "tax invoice" in the layout of the National Board of
 *   Revenue's form Mushak-6.3 (মূসক-৬.৩, কর চালানপত্র); it needs the shop's
 *   VAT registration number (BIN) in the settings.
 *
 * `lang` writes the VAT invoice in English or Bangla; without it the
 * requester's Accept-Language decides, as for exports. `buyerBin` prints a
 * registered buyer's BIN on the VAT invoice.
 */
export const INVOICE_FORMS = ['invoice', 'mushak-6.3'] as const;
export type InvoiceForm = (typeof INVOICE_FORMS)[number];

export const INVOICE_LANGUAGES = ['en', 'bn'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

export const INVOICE_PATH = 'orders/export/invoice';

/**
 * `INVOICE_S-003001_202611251430.pdf`, `MUSHAK-6.3_S-003001_….pdf`: named
 * after the order, with the time it was printed (§7.1's `INVOICE_{timestamp}`)
 * after the number. Only letters, digits and hyphens of the number are kept,
 * so the name is safe whatever the number holds.
 */
export function invoiceFileName(form: InvoiceForm, number: string, stamp?: string): string {
  const prefix = form === 'mushak-6.3' ? 'MUSHAK-6.3' : 'INVOICE';
  const safe = number.replace(/[^A-Za-z0-9-]/g, '');
  return `${prefix}_${safe}${stamp ? `_${stamp}` : ''}.pdf`;
}

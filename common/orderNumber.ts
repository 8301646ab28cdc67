/**
 * Order numbers, which a receipt prints: `S-` and at least six digits
 * (`S-004002`; the server's `orderNumberOf`, server/domains/orders/orderNumber.ts,
 * makes them in SQL). A scanner reads the receipt's barcode as printed; a
 * cashier may type it in lower case or without the leading zeros.
 */
const ORDER_NUMBER = /^S-0*(\d{1,15})$/i;

/** The order number `text` names (`s-4002` is `S-004002`), or null when it names none. */
export function orderNumberOf(text: string): string | null {
  const digits = ORDER_NUMBER.exec(text.trim())?.[1];
  return digits === undefined ? null : `S-${digits.padStart(6, '0')}`;
}

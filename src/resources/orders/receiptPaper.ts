import type { ReceiptPaper } from '../../../common/settings';

/**
 * A thermal roll's width and the part of it the print head reaches (mm): an
 * 80 mm roll prints 72 mm, a 58 mm roll 48 mm. The font is smaller on the
 * narrow roll so a line still holds about 30 characters.
 */
export const RECEIPT_PAPER: Record<ReceiptPaper, { width: number; printable: number; fontPx: number }> = {
  '80mm': { width: 80, printable: 72, fontPx: 11 },
  '58mm': { width: 58, printable: 48, fontPx: 10 },
};

/** Blank paper above and below the receipt's text (mm). */
export const RECEIPT_PAD_MM = 4;

/** Until the receipt has been laid out (and where nothing is, as in jsdom): an A4-long strip. */
const UNMEASURED_MM = 297;

/** CSS pixels to millimetres: 96 px an inch, 25.4 mm an inch (in whole numbers, so whole pixels stay exact). */
const mmOf = (px: number) => (px * 254) / 960;

/**
 * The CSS `@page` size of a receipt whose text is `contentPx` CSS pixels tall.
 *
 * `size: 80mm auto` is not CSS (`auto` stands alone or not at all), so
 * Chromium drops the rule and prints on its default Letter sheet. A size needs
 * a width and a length; a fixed length (`80mm 297mm`) feeds a roll printer a
 * long blank tail, or breaks a long receipt over pages. The receipt is
 * therefore measured and the page made as long as it, plus its padding and a
 * millimetre of slack so rounding never spills a last line onto a second page.
 */
export function receiptPageSize(paper: ReceiptPaper, contentPx: number): string {
  const { width } = RECEIPT_PAPER[paper];
  const length = contentPx > 0 ? Math.ceil(mmOf(contentPx) + 2 * RECEIPT_PAD_MM + 1) : UNMEASURED_MM;
  return `${width}mm ${length}mm`;
}

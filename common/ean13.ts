/**
 * EAN-13 barcodes (GS1): twelve digits and a check digit. Products and
 * variants left without a barcode get one made from the shop's prefix and a
 * sequence number, so the point of sale can scan every item.
 */

/**
 * The shop's prefix. GS1 keeps 200–299 for numbers a shop assigns to its own
 * goods (never sold outside the shop), so these cannot collide with a
 * manufacturer's barcode.
 */
export const STORE_PREFIX = '2';

const DIGITS = /^\d+$/;

/** The check digit of twelve digits: weights 1,3,1,3… from the left, then what rounds up to ten. */
export function checkDigit(twelve: string): number {
  if (twelve.length !== 12 || !DIGITS.test(twelve)) throw new RangeError('an EAN-13 check digit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether text is a well-formed EAN-13: thirteen digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return code.length === 13 && DIGITS.test(code) && checkDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * The barcode for sequence number `n` under `prefix`: the prefix, `n` padded
 * with zeros to twelve digits, and the check digit.
 */
export function makeEan13(n: number, prefix: string = STORE_PREFIX): string {
  if (!DIGITS.test(prefix) || prefix.length >= 12) throw new RangeError('the prefix must be 1 to 11 digits');
  const room = 12 - prefix.length;
  if (!Number.isSafeInteger(n) || n < 0 || String(n).length > room) {
    throw new RangeError(`the sequence number must be a whole number of at most ${room} digits`);
  }
  const twelve = prefix + String(n).padStart(room, '0');
  return twelve + String(checkDigit(twelve));
}

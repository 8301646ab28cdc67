/**
 * Bangladeshi mobile numbers as people write them: `+8801712345678`,
 * `8801712345678`, `008801712345678`, `+880 1712-345678`, `01712 345 678`,
 * `01712-345678`, `(017) 1234-5678`, the ten digits without the leading 0
 * (`1712345678`) and the same in Bangla digits (`০১৭১২৩৪৫৬৭৮`). The server
 * stores the eleven digits `01712345678`, so a number is found and compared
 * one way: customers, orders, addresses and the fraud checker all read this
 * one rule.
 */

/** Eleven digits starting 01 (operators 013 to 019). */
export const BD_MOBILE = { regex: '^01[3-9][0-9]{8}$', message: { code: 'not_mobile' } } as const;

/** Spaces (any Unicode space), dashes of every width, dots and brackets people put between digits. */
const SEPARATORS = /[\s().\u2010-\u2015\u2212-]/g;
const BANGLA_ZERO = 0x09e6;

/** Bangla digits (০ to ৯) as ASCII digits; other text is left as it is. */
function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
}

/** The number without separators, and without the country code 880; other text is left for the rule to refuse. */
export function tidyPhone(raw: string): string {
  const compact = asciiDigits(raw.trim()).replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return raw.trim();
  // +880 1…, 880 1…, 00880 1…; and +880 01… (the country code written before the national 0).
  const national = compact.replace(/^(\+|00)?880(?=0?1\d{9}$)0?/, '0');
  // The ten digits of a mobile number without its leading 0.
  return /^1[3-9]\d{8}$/.test(national) ? `0${national}` : national;
}

export function isBdMobile(phone: string): boolean {
  return new RegExp(BD_MOBILE.regex).test(phone);
}

/** The number tidied, when it is a Bangladeshi mobile number; null when it is not one. */
export function mobileOf(raw: string): string | null {
  const phone = tidyPhone(raw);
  return isBdMobile(phone) ? phone : null;
}

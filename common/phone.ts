/**
 * Bangladeshi mobile numbers as people write them: `+8801712345678`,
 * `8801712345678`, `01712 345 678`, `01712-345678`. The server stores the
 * eleven digits `01712345678`, so a number is found and compared one way.
 */

/** Eleven digits starting 01 (operators 013 to 019). */
export const BD_MOBILE = { regex: '^01[3-9][0-9]{8}$', message: { code: 'not_mobile' } } as const;

const SEPARATORS = /[\s().-]/g;

/** The number without spaces, dashes, dots or brackets, and without the country code 880; other text is left for the rule to refuse. */
export function tidyPhone(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, '');
  const national = compact.replace(/^(\+|00)?880(?=1\d{9}$)/, '0');
  return /^\+?\d+$/.test(compact) ? national : raw.trim();
}

export function isBdMobile(phone: string): boolean {
  return new RegExp(BD_MOBILE.regex).test(phone);
}

/** The number tidied, when it is a Bangladeshi mobile number; null when it is not one. */
export function mobileOf(raw: string): string | null {
  const phone = tidyPhone(raw);
  return isBdMobile(phone) ? phone : null;
}

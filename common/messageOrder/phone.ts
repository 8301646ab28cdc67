import { mobileOf } from '../phone';
import { latinDigits } from './digits';
import { type Field, type Span, unread } from './types';

/**
 * The customer's mobile number: eleven digits from 01, or the ten after +880
 * / 880 / 00880, with single spaces or dashes anywhere between the digits
 * ("০১৭১২-৩৪৫৬৭৮", "+880 1712 345678", "017 1234 5678"). common/phone.ts
 * decides what is a mobile, as it does for every number the shop keeps.
 */
const MOBILE_LIKE = /(?<![\d+])(?:(?:\+|00)?88[\s-]?)?(?:0[\s-]?)?1(?:[\s-]?\d){9}(?!\d)/g;
/** A long run of digits that is not a mobile: said so, rather than passed over in silence. */
const NUMBER_LIKE = /(?<![\d+])\+?\d(?:[\s-]?\d){7,13}(?!\d)/g;

export interface PhoneRead {
  field: Field<string>;
  /** Every number read, so they are kept out of the address and the items. */
  spans: Span[];
}

export function readPhone(text: string): PhoneRead {
  const latin = latinDigits(text);
  const spans: Span[] = [];
  const phones = new Map<string, Span>();
  for (const m of latin.matchAll(MOBILE_LIKE)) {
    const phone = mobileOf(m[0]);
    if (!phone) continue;
    const span = { start: m.index, end: m.index + m[0].length, text: text.slice(m.index, m.index + m[0].length) };
    spans.push(span);
    if (!phones.has(phone)) phones.set(phone, span);
  }
  if (phones.size === 1) {
    const [[value, span]] = [...phones];
    return { field: { status: 'read', value, span }, spans };
  }
  // Two numbers ("01712… / 01812…"): which one the parcel's rider calls is staff's to choose.
  if (phones.size > 1) return { field: unread('ambiguous', { candidates: [...phones.keys()], span: spans[0] }), spans };
  for (const m of latin.matchAll(NUMBER_LIKE)) {
    const span = { start: m.index, end: m.index + m[0].length, text: text.slice(m.index, m.index + m[0].length) };
    // A number written like a phone (from 0 or the country code, up to twelve digits); a 13-digit barcode is not one.
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 9 && digits.length <= 12 && /^(\+|0|88)/.test(m[0])) return { field: unread('not_mobile', { span }), spans: [span] };
  }
  return { field: unread('missing'), spans };
}

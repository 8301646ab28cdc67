/**
 * How an SMS text is carried (issue 22, spec §2.6): its encoding, how many
 * characters it counts as and how many parts it is sent in. The Marketing SMS
 * dialog shows these live and the server stores them with each message, so
 * both sides count the same way.
 *
 * - GSM-7 (3GPP TS 23.038): 160 characters in one part, 153 per part when
 *   split (the user data header takes the rest). The extension table's
 *   characters (^ { } \ [ ~ ] | € and form feed) are an escape and a
 *   character: they count twice and are never cut between two parts.
 * - Anything outside GSM-7 (Bangla included) makes the whole message UCS-2:
 *   70 UTF-16 code units in one part, 67 per part when split. A character
 *   outside the Basic Multilingual Plane (most emoji) is a surrogate pair, two
 *   units, never cut between two parts.
 */
import { lineTotal, toPoisha, type Poisha } from './money';

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** What the text counts as against the limits: GSM-7 septets, or UTF-16 code units. */
  characters: number;
  /** Parts the text is sent in; 0 for an empty text. */
  parts: number;
  /** Characters that fit in each part at this length (160 / 153, or 70 / 67). */
  perPart: number;
}

export const SMS_LIMITS = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

/** The GSM 03.38 basic character set (the escape, 0x1B, is not a character of its own). */
const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as the escape and itself. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

/** Whether every character of the text is in GSM-7 (basic or extension). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!basic.has(ch) && !extension.has(ch)) return false;
  return true;
}

/**
 * The text's indivisible pieces and their widths: GSM-7 characters (1, or 2 for
 * an extension character), or UTF-16 code points (1, or 2 for a surrogate pair).
 */
function pieces(text: string, encoding: SmsEncoding): { piece: string; width: number }[] {
  // `for…of` walks code points, so a surrogate pair stays one piece.
  return Array.from(text, (piece) => ({ piece, width: encoding === 'gsm7' ? (extension.has(piece) ? 2 : 1) : piece.length }));
}

/** The text cut into the parts it is sent in, none splitting an extension character or a surrogate pair. */
export function splitSms(text: string): string[] {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const all = pieces(text, encoding);
  const total = all.reduce((n, p) => n + p.width, 0);
  const limits = SMS_LIMITS[encoding];
  if (total <= limits.single) return text === '' ? [] : [text];
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const { piece, width } of all) {
    if (used + width > limits.multi) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += piece;
    used += width;
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** The encoding, characters and parts of a text (what the dialog shows and the log keeps). */
export function countSms(text: string): SmsCount {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const characters = pieces(text, encoding).reduce((n, p) => n + p.width, 0);
  const limits = SMS_LIMITS[encoding];
  const parts = splitSms(text).length;
  return { encoding, characters, parts, perPart: parts > 1 ? limits.multi : limits.single };
}

/** What `parts` parts cost at the settings' price per part (taka on the wire), in poisha. */
export function smsCost(parts: number, pricePerPart: number | string): Poisha {
  return lineTotal(toPoisha(pricePerPart), parts);
}

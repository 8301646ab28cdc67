import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSms, isGsm7, smsCost, splitSms } from './smsSegments';

/*
 * The oracle, written another way than the code under test: the GSM 03.38
 * table as the code points of its 128 positions (3GPP TS 23.038 §6.2.1, with
 * 0x1B the escape left out) and of the extension table, and the part count
 * found by trying every cut (the fewest parts such that no part is over its
 * limit and no indivisible character is cut), not by filling parts greedily.
 */
const GSM_BASIC_CODE_POINTS = [
  0x40,
  0xa3,
  0x24,
  0xa5,
  0xe8,
  0xe9,
  0xf9,
  0xec,
  0xf2,
  0xc7,
  0x0a,
  0xd8,
  0xf8,
  0x0d,
  0xc5,
  0xe5,
  0x394,
  0x5f,
  0x3a6,
  0x393,
  0x39b,
  0x3a9,
  0x3a0,
  0x3a8,
  0x3a3,
  0x398,
  0x39e,
  0xc6,
  0xe6,
  0xdf,
  0xc9,
  0x20,
  0x21,
  0x22,
  0x23,
  0xa4,
  0x25,
  0x26,
  0x27,
  0x28,
  0x29,
  0x2a,
  0x2b,
  0x2c,
  0x2d,
  0x2e,
  0x2f,
  ...range(0x30, 0x39),
  0x3a,
  0x3b,
  0x3c,
  0x3d,
  0x3e,
  0x3f,
  0xa1,
  ...range(0x41, 0x5a),
  0xc4,
  0xd6,
  0xd1,
  0xdc,
  0xa7,
  0xbf,
  ...range(0x61, 0x7a),
  0xe4,
  0xf6,
  0xf1,
  0xfc,
  0xe0,
];
const GSM_EXTENSION_CODE_POINTS = [0x0c, 0x5e, 0x7b, 0x7d, 0x5c, 0x5b, 0x7e, 0x5d, 0x7c, 0x20ac];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Widths of the text's indivisible units under the oracle's reading. */
function oracleWidths(text: string): { gsm: boolean; widths: number[] } {
  const points: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        points.push(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00));
        i++;
        continue;
      }
    }
    points.push(c);
  }
  const gsm = points.every((p) => GSM_BASIC_CODE_POINTS.includes(p) || GSM_EXTENSION_CODE_POINTS.includes(p));
  const widths = points.map((p) => (gsm ? (GSM_EXTENSION_CODE_POINTS.includes(p) ? 2 : 1) : p > 0xffff ? 2 : 1));
  return { gsm, widths };
}

/** The fewest parts, by trying cuts: best[i] = fewest parts for the first i units. */
function oracleParts(widths: number[], gsm: boolean): number {
  const total = widths.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  if (total <= (gsm ? 160 : 70)) return 1;
  const limit = gsm ? 153 : 67;
  const best = new Array<number>(widths.length + 1).fill(Infinity);
  best[0] = 0;
  for (let end = 1; end <= widths.length; end++) {
    let size = 0;
    for (let start = end - 1; start >= 0; start--) {
      size += widths[start];
      if (size > limit) break;
      best[end] = Math.min(best[end], best[start] + 1);
    }
  }
  return best[widths.length];
}

const gsmBasic = fc.constantFrom(...GSM_BASIC_CODE_POINTS.map((p) => String.fromCodePoint(p)));
const gsmExtension = fc.constantFrom(...GSM_EXTENSION_CODE_POINTS.map((p) => String.fromCodePoint(p)));
/** Bangla letters, vowel signs, the hasanta (্) that joins conjuncts, digits and ৳. */
const bangla = fc.constantFrom(...'অআইউএওকখগঘচছজঝটঠডঢণতথদধনপফবভমযরলশষসহড়ঢ়য়ৎংঃঁািীুূৃেৈোৌ্০১২৩৪৫৬৭৮৯৳'.split(''));
const conjunct = fc.constantFrom('ক্ষ', 'জ্ঞ', 'ন্ত্র', 'স্ট', 'ক্ত', 'শ্র', 'দ্ধ');
const emoji = fc.constantFrom('😀', '🎉', '👍🏽', '🇧🇩', '❤️', '🛍️');
const anyUnicode = fc.string({ unit: 'grapheme', maxLength: 3 });

const gsmText = fc.array(fc.oneof({ weight: 8, arbitrary: gsmBasic }, { weight: 2, arbitrary: gsmExtension }), { maxLength: 700 }).map((a) => a.join(''));
const mixedText = fc.array(fc.oneof(gsmBasic, gsmExtension, bangla, conjunct, emoji, anyUnicode), { maxLength: 400 }).map((a) => a.join(''));

describe('SMS segments', () => {
  it('counts GSM-7 text as the oracle does: septets, extension characters twice, 160 / 153 per part', () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        const { widths } = oracleWidths(text);
        const count = countSms(text);
        expect(count.encoding).toBe('gsm7');
        expect(count.characters).toBe(widths.reduce((a, b) => a + b, 0));
        expect(count.parts).toBe(oracleParts(widths, true));
      }),
      { numRuns: 300 },
    );
  });

  it('counts any text (Bangla, conjuncts, emoji, anything) as the oracle does', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const { gsm, widths } = oracleWidths(text);
        const count = countSms(text);
        expect(count.encoding).toBe(gsm ? 'gsm7' : 'ucs2');
        expect(isGsm7(text)).toBe(gsm);
        expect(count.characters).toBe(widths.reduce((a, b) => a + b, 0));
        expect(count.parts).toBe(oracleParts(widths, gsm));
      }),
      { numRuns: 300 },
    );
  });

  it('cuts parts that join back to the text, each within its limit, never inside an emoji or an escape', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, mixedText), (text) => {
        const parts = splitSms(text);
        expect(parts.join('')).toBe(text);
        const { gsm } = oracleWidths(text);
        for (const part of parts) {
          // A part that starts with a low surrogate, or ends with a high one, cut a pair.
          expect(part.charCodeAt(0) >= 0xdc00 && part.charCodeAt(0) <= 0xdfff).toBe(false);
          const last = part.charCodeAt(part.length - 1);
          expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
          const size = oracleWidths(part).widths.reduce((a, b) => a + b, 0);
          expect(size).toBeLessThanOrEqual(parts.length === 1 ? (gsm ? 160 : 70) : gsm ? 153 : 67);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the limits at their edges', () => {
    expect(countSms('')).toMatchObject({ parts: 0, characters: 0 });
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', parts: 1, characters: 160 });
    expect(countSms('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', parts: 2, perPart: 153 });
    expect(countSms('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(countSms('a'.repeat(307))).toMatchObject({ parts: 3 });
    // 80 extension characters are 160 septets: one part; one more is two.
    expect(countSms('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', characters: 160, parts: 1 });
    expect(countSms('€'.repeat(80) + 'a')).toMatchObject({ parts: 2 });
    // 152 septets then an extension character: it does not fit in part one whole, so it starts part two.
    expect(splitSms('a'.repeat(152) + '[' + 'b'.repeat(20))[0]).toBe('a'.repeat(152));
    // Bangla is UCS-2: 70 in one part, 67 after.
    expect(countSms('ক'.repeat(70))).toMatchObject({ encoding: 'ucs2', parts: 1, characters: 70 });
    expect(countSms('ক'.repeat(71))).toMatchObject({ encoding: 'ucs2', parts: 2, perPart: 67 });
    // A conjunct is three code units (ক + ্ + ষ), counted as written.
    expect(countSms('ক্ষ')).toMatchObject({ encoding: 'ucs2', characters: 3, parts: 1 });
    // An emoji is two units; 33 of them plus one letter is 67 units, 35 make 70.
    expect(countSms('😀'.repeat(35))).toMatchObject({ characters: 70, parts: 1 });
    expect(countSms('😀'.repeat(35) + 'a')).toMatchObject({ characters: 71, parts: 2 });
    // 66 units then an emoji: the emoji goes whole to the next part.
    expect(splitSms('ক'.repeat(66) + '😀' + 'ক'.repeat(10))[0]).toBe('ক'.repeat(66));
    // One character outside GSM-7 makes all of it UCS-2.
    expect(countSms('Eid sale! ৳500 off').encoding).toBe('ucs2');
    expect(countSms('Eid sale! Tk 500 off {today}').encoding).toBe('gsm7');
  });

  it('costs parts × the price per part in poisha', () => {
    expect(smsCost(3, 0.35)).toBe(105);
    expect(smsCost(0, 0.35)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10000 }), (parts, poisha) => {
        expect(smsCost(parts, (poisha / 100).toFixed(2))).toBe(parts * poisha);
      }),
    );
  });
});

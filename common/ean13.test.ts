import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDigit, isValidEan13, makeEan13, STORE_PREFIX } from './ean13';

const twelveDigits = fc.stringMatching(/^\d{12}$/);

describe('EAN-13', () => {
  it('knows the check digits of real barcodes', () => {
    // Known codes (GS1 examples): the last digit is the check digit.
    for (const code of ['4006381333931', '5901234123457', '0012345678905']) {
      expect(checkDigit(code.slice(0, 12))).toBe(Number(code[12]));
      expect(isValidEan13(code)).toBe(true);
    }
  });

  it('makes valid codes that start with the store prefix and keep the sequence number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (n) => {
        const code = makeEan13(n);
        expect(code).toHaveLength(13);
        expect(code.startsWith(STORE_PREFIX)).toBe(true);
        expect(Number(code.slice(STORE_PREFIX.length, 12))).toBe(n);
        expect(isValidEan13(code)).toBe(true);
      }),
    );
  });

  it('gives different sequence numbers different codes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 1e10 }), (a, b) => {
        fc.pre(a !== b);
        expect(makeEan13(a)).not.toBe(makeEan13(b));
      }),
    );
  });

  it('catches any single mistyped digit', () => {
    fc.assert(
      fc.property(twelveDigits, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (twelve, pos, delta) => {
        const code = twelve + String(checkDigit(twelve));
        const wrong = code.slice(0, pos) + String((Number(code[pos]) + delta) % 10) + code.slice(pos + 1);
        expect(isValidEan13(wrong)).toBe(false);
      }),
    );
  });

  it('refuses what is not thirteen digits', () => {
    for (const bad of ['', '400638133393', '40063813339310', '400638133393a', ' 4006381333931']) {
      expect(isValidEan13(bad)).toBe(false);
    }
    expect(() => makeEan13(-1)).toThrow(RangeError);
    expect(() => makeEan13(1e12)).toThrow(RangeError);
    expect(() => makeEan13(1.5)).toThrow(RangeError);
  });
});

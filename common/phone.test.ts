import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBdMobile, mobileOf, tidyPhone } from './phone';

describe('tidyPhone', () => {
  it('tidies the ways people write a mobile number to its eleven digits', () => {
    for (const written of [
      '+8801712345678',
      '8801712345678',
      '008801712345678',
      '01712 345 678',
      '01712-345678',
      ' (017) 1234-5678 ',
      '+880 1712 345678',
      '+880 1712-345678',
      '+88 01712-345678',
      '+880 01712 345678',
      '1712345678',
      '০১৭১২৩৪৫৬৭৮',
      '+৮৮০ ১৭১২-৩৪৫৬৭৮',
      '01712\u2013345678',
      '01712\u00a0345\u00a0678',
    ]) {
      expect(tidyPhone(written)).toBe('01712345678');
    }
  });

  it('leaves what is not a number for the rule to refuse', () => {
    expect(tidyPhone('call me')).toBe('call me');
    expect(isBdMobile(tidyPhone('0171234'))).toBe(false);
    expect(isBdMobile(tidyPhone('+441234567890'))).toBe(false);
    expect(isBdMobile(tidyPhone('01212345678'))).toBe(false);
  });
});

/** The ways a Bangladeshi mobile number is written: prefixes, separators anywhere, Bangla digits. */
const written = fc
  .record({
    operator: fc.integer({ min: 3, max: 9 }),
    rest: fc.stringMatching(/^[0-9]{8}$/),
    prefix: fc.constantFrom('0', '+880', '880', '00880', '+88 0', '+8800', ''),
    separators: fc.array(fc.tuple(fc.nat(20), fc.constantFrom(' ', '-', '.', '\u2013', '\u00a0')), { maxLength: 4 }),
    bangla: fc.boolean(),
  })
  .map(({ operator, rest, prefix, separators, bangla }) => {
    const national = `01${operator}${rest}`;
    let text = `${prefix}${national.slice(1)}`;
    for (const [at, sep] of separators) {
      const i = Math.min(at, text.length);
      // A separator between digits (never inside the + sign's place).
      text = i === 0 ? text : `${text.slice(0, i)}${sep}${text.slice(i)}`;
    }
    if (bangla) text = text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    return { national, text };
  });

describe('mobileOf (property)', () => {
  it('gives the same eleven digits for every way the number is written', () => {
    fc.assert(fc.property(written, ({ national, text }) => mobileOf(text) === national));
  });

  it('refuses a number of another country or a landline, however written', () => {
    for (const text of ['+44 7712 345678', '+880 2 9876543', '0212345678', '+880 1212-345678', '০১২১২৩৪৫৬৭৮']) expect(mobileOf(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isBdMobile, tidyPhone } from './phone';

describe('tidyPhone', () => {
  it('tidies the ways people write a mobile number to its eleven digits', () => {
    for (const written of ['+8801712345678', '8801712345678', '008801712345678', '01712 345 678', '01712-345678', ' (017) 1234-5678 ', '+880 1712 345678']) {
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

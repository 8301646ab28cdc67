import { describe, expect, it } from 'vitest';
import { poisha } from '../../../../common/money';
import { bkashAmount, readBkashAmount } from './amount';

describe('bKash amounts', () => {
  it('sends poisha as taka with two decimals', () => {
    expect(bkashAmount(poisha(123450))).toBe('1234.50');
    expect(bkashAmount(poisha(1))).toBe('0.01');
    expect(bkashAmount(poisha(1500))).toBe('15.00');
  });

  it('refuses nothing or less to pay', () => {
    expect(() => bkashAmount(poisha(0))).toThrow(RangeError);
    expect(() => bkashAmount(poisha(-100))).toThrow(RangeError);
  });

  it('reads their answers as poisha, as they write them', () => {
    expect(readBkashAmount('15')).toBe(1500);
    expect(readBkashAmount('1234.5')).toBe(123450);
    expect(readBkashAmount('100.00')).toBe(10000);
    expect(readBkashAmount(15)).toBe(1500);
  });

  it('reads nothing from what is not an amount', () => {
    expect(readBkashAmount(undefined)).toBeNull();
    expect(readBkashAmount('')).toBeNull();
    expect(readBkashAmount('12.345')).toBeNull();
    expect(readBkashAmount('BDT 15')).toBeNull();
  });
});

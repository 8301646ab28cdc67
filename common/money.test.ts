import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder, formatMoney, lineTotal, parseTaka, percentOf, poisha, sumPoisha, toTaka, toTakaString } from './money';

const anyPoisha = fc.integer({ min: -1e12, max: 1e12 }).map(poisha);

describe('money in poisha', () => {
  it('reads taka with up to two decimals exactly', () => {
    expect(parseTaka(1200)).toBe(120000);
    expect(parseTaka('1200.5')).toBe(120050);
    expect(parseTaka(0.1)).toBe(10);
    expect(parseTaka(19.99)).toBe(1999);
    expect(parseTaka('-0.05')).toBe(-5);
  });

  it('refuses more than two decimals, text and non-finite numbers', () => {
    for (const bad of [1.005, '1.005', 'abc', '', Number.NaN, Number.POSITIVE_INFINITY, 1e21, '1e3']) {
      expect(parseTaka(bad as number | string)).toBeNull();
    }
  });

  it('round-trips any amount through the wire and the two-decimal text', () => {
    fc.assert(
      fc.property(anyPoisha, (p) => {
        expect(parseTaka(toTaka(p))).toBe(p);
        expect(parseTaka(toTakaString(p))).toBe(p);
      }),
    );
  });

  it('adds without the drift of floating point', () => {
    expect(sumPoisha([parseTaka(0.1)!, parseTaka(0.2)!])).toBe(30);
    fc.assert(
      fc.property(fc.array(anyPoisha, { maxLength: 50 }), (xs) => {
        expect(sumPoisha(xs)).toBe(xs.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('multiplies a unit price by a whole quantity only', () => {
    expect(lineTotal(poisha(120050), 3)).toBe(360150);
    expect(() => lineTotal(poisha(100), 1.5)).toThrow();
  });

  it('takes percentages rounded half away from zero, with fractional VAT rates', () => {
    expect(percentOf(poisha(100000), 15)).toBe(15000);
    expect(percentOf(poisha(999), 7.5)).toBe(75); // 74.925 → 75
    expect(percentOf(poisha(1), 50)).toBe(1); // 0.5 → 1
    expect(percentOf(poisha(-1), 50)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }).map(poisha), fc.integer({ min: 0, max: 10000 }), (amount, bp) => {
        const exact = (amount * bp) / 10000;
        expect(Math.abs(percentOf(amount, bp / 100) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('writes taka as people in Bangladesh read them', () => {
    expect(formatMoney(poisha(123456750))).toBe('৳ 12,34,567.50');
    expect(formatMoney(poisha(99900))).toBe('৳ 999.00');
    expect(formatMoney(poisha(-5))).toBe('-৳ 0.05');
    expect(formatMoney(poisha(120000), { symbol: 'Tk' })).toBe('Tk 1,200.00');
    expect(formatMoney(poisha(120000), { digits: 'beng' })).toBe('৳ ১,২০০.০০');
  });
});

describe('allocating an amount over weights (largest remainder)', () => {
  it('gives each its proportion, the poisha left over to the largest remainders', () => {
    // ৳10.00 over three equal lines: 3.34 + 3.33 + 3.33.
    expect(allocateByLargestRemainder(poisha(1000), [poisha(500), poisha(500), poisha(500)])).toEqual([334, 333, 333]);
    // 10 % of a ৳600 + ৳400 cart: 60 + 40.
    expect(allocateByLargestRemainder(poisha(10000), [poisha(60000), poisha(40000)])).toEqual([6000, 4000]);
    expect(allocateByLargestRemainder(poisha(0), [poisha(0), poisha(0)])).toEqual([0, 0]);
    expect(allocateByLargestRemainder(poisha(-1000), [poisha(500), poisha(500), poisha(500)])).toEqual([-334, -333, -333]);
  });

  it('always adds up to the total exactly, each share within a poisha of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }).map(poisha),
        fc.array(fc.integer({ min: 0, max: 1e9 }).map(poisha), { minLength: 1, maxLength: 30 }).filter((ws) => ws.some((w) => w > 0)),
        (total, weights) => {
          const shares = allocateByLargestRemainder(total, weights);
          expect(sumPoisha(shares)).toBe(total);
          const sum = sumPoisha(weights);
          shares.forEach((s, i) => expect(Math.abs(s - (total * weights[i]) / sum)).toBeLessThan(1 + 1e-6));
        },
      ),
    );
  });

  it('refuses to spread an amount over nothing', () => {
    expect(() => allocateByLargestRemainder(poisha(5), [poisha(0), poisha(0)])).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poisha, type Poisha } from './money';
import { movingAverageCost, purchaseNumber, statusAfterReceiving, toReceive } from './purchases';

describe('movingAverageCost', () => {
  it('weights the stock on hand and the receipt by their units', () => {
    // 10 at ৳500 and 30 at ৳600: (5000 + 18000) / 40 = ৳575.
    expect(movingAverageCost(10, poisha(50000), 30, poisha(60000))).toBe(57500);
    // 3 at ৳100.00 and 1 at ৳100.01: 400.01 / 4 = 100.0025 → ৳100.00.
    expect(movingAverageCost(3, poisha(10000), 1, poisha(10001))).toBe(10000);
    // 1 at ৳0.01 and 1 at ৳0.02: 0.015 → ৳0.02 (half up).
    expect(movingAverageCost(1, poisha(1), 1, poisha(2))).toBe(2);
  });

  it('takes the receipt’s cost when there is no stock before it', () => {
    expect(movingAverageCost(0, poisha(99999), 5, poisha(12345))).toBe(12345);
    expect(movingAverageCost(-3, poisha(99999), 5, poisha(12345))).toBe(12345);
  });

  it('is exact where doubles are not: ten million units at a twelve-digit cost', () => {
    expect(movingAverageCost(10_000_000, poisha(999_999_999_999), 1, poisha(0))).toBe(999_999_899_999);
  });

  it('refuses fractional figures and an empty receipt', () => {
    expect(() => movingAverageCost(1.5, poisha(100), 1, poisha(100))).toThrow(RangeError);
    expect(() => movingAverageCost(1, poisha(100), 0, poisha(100))).toThrow(RangeError);
    expect(() => movingAverageCost(1, 100.5 as Poisha, 1, poisha(100))).toThrow(RangeError);
  });

  const stock = fc.integer({ min: 0, max: 10_000_000 });
  const qty = fc.integer({ min: 1, max: 10_000_000 });
  const cost = fc.integer({ min: 0, max: 999_999_999_999 }).map(poisha);

  it('lies between the two costs and is the exact quotient rounded half up', () => {
    fc.assert(
      fc.property(stock, cost, qty, cost, (s, c, q, u) => {
        const avg = movingAverageCost(s, c, q, u);
        expect(avg).toBeGreaterThanOrEqual(Math.min(c, u));
        expect(avg).toBeLessThanOrEqual(Math.max(c, u));
        const units = BigInt(s + q);
        const value = BigInt(s) * BigInt(c) + BigInt(q) * BigInt(u);
        // |avg × units − value| ≤ units / 2: the nearest poisha.
        const diff = BigInt(avg) * units - value;
        expect((diff < 0n ? -diff : diff) * 2n <= units).toBe(true);
      }),
    );
  });

  it('changes nothing when the receipt costs what the stock did, and is symmetric in the two lots', () => {
    fc.assert(
      fc.property(stock, qty, cost, (s, q, c) => {
        expect(movingAverageCost(s, c, q, c)).toBe(c);
      }),
    );
    fc.assert(
      fc.property(qty, cost, qty, cost, (a, ca, b, cb) => {
        expect(movingAverageCost(a, ca, b, cb)).toBe(movingAverageCost(b, cb, a, ca));
      }),
    );
  });
});

describe('purchase helpers', () => {
  it('numbers purchases P-000001 and counts what is left', () => {
    expect(purchaseNumber(1)).toBe('P-000001');
    expect(purchaseNumber(1234567)).toBe('P-1234567');
    expect(toReceive({ qty: 5, receivedQty: 2 })).toBe(3);
    expect(toReceive({ qty: 5, receivedQty: 7 })).toBe(0);
  });

  it('is received only when every line is', () => {
    expect(
      statusAfterReceiving([
        { qty: 2, receivedQty: 2 },
        { qty: 3, receivedQty: 1 },
      ]),
    ).toBe('partly-received');
    expect(
      statusAfterReceiving([
        { qty: 2, receivedQty: 2 },
        { qty: 3, receivedQty: 3 },
      ]),
    ).toBe('received');
  });
});

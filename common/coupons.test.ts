import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon, normaliseCouponCode, type Coupon, type CouponCart } from './coupons';
import { poisha } from './money';

const base: Coupon = {
  code: 'EID10',
  type: 'percentage',
  amount: 10,
  minOrder: null,
  maxDiscount: null,
  startDate: null,
  endDate: null,
  usageLimit: null,
  perCustomerLimit: null,
  isActive: true,
};
const cart: CouponCart = { subtotal: poisha(250000), today: '2026-11-23', uses: 0, customerUses: 0 };

const day = fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const couponArb: fc.Arbitrary<Coupon> = fc
  .record({
    code: fc.constant('X'),
    type: fc.constantFrom('percentage' as const, 'flat' as const),
    amount: fc.integer({ min: 0, max: 10000 }),
    minOrder: maybe(fc.integer({ min: 0, max: 10_000_000 }).map(poisha)),
    maxDiscount: maybe(fc.integer({ min: 0, max: 10_000_000 }).map(poisha)),
    startDate: maybe(day),
    endDate: maybe(day),
    usageLimit: maybe(fc.integer({ min: 0, max: 50 })),
    perCustomerLimit: maybe(fc.integer({ min: 0, max: 5 })),
    isActive: fc.boolean(),
  })
  .map((c) => (c.type === 'percentage' ? { ...c, amount: c.amount / 100 } : c));
const cartArb: fc.Arbitrary<CouponCart> = fc.record({
  subtotal: fc.integer({ min: 0, max: 100_000_000 }).map(poisha),
  today: day,
  uses: fc.integer({ min: 0, max: 60 }),
  customerUses: fc.integer({ min: 0, max: 6 }),
});

/** A coupon with every condition holding for its cart: active, in its dates, not used up, the cart big enough. */
const applicableArb: fc.Arbitrary<[Coupon, CouponCart]> = fc.tuple(couponArb, cartArb).map(([c, k]) => {
  const subtotal = poisha(Math.max(1, k.subtotal));
  return [
    {
      ...c,
      isActive: true,
      startDate: null,
      endDate: null,
      usageLimit: null,
      perCustomerLimit: null,
      minOrder: c.minOrder === null ? null : poisha(Math.min(c.minOrder, subtotal)),
    },
    { ...k, subtotal },
  ];
});

describe('coupon rule', () => {
  it('takes a percentage off, rounded to the poisha, and a flat amount as given', () => {
    expect(applyCoupon(base, cart)).toEqual({ ok: true, discount: 25000 });
    expect(applyCoupon({ ...base, amount: 7.5 }, { ...cart, subtotal: poisha(1999) })).toEqual({ ok: true, discount: 150 });
    expect(applyCoupon({ ...base, type: 'flat', amount: 20000 }, cart)).toEqual({ ok: true, discount: 20000 });
  });

  it('caps a percentage at the maximum discount and a flat amount at the subtotal', () => {
    expect(applyCoupon({ ...base, maxDiscount: poisha(10000) }, cart)).toEqual({ ok: true, discount: 10000 });
    expect(applyCoupon({ ...base, type: 'flat', amount: 50000 }, { ...cart, subtotal: poisha(30000) })).toEqual({ ok: true, discount: 30000 });
  });

  it('says why it does not apply', () => {
    const reason = (c: Partial<Coupon>, k: Partial<CouponCart> = {}) => {
      const r = applyCoupon({ ...base, ...c }, { ...cart, ...k });
      return r.ok ? 'ok' : r.reason;
    };
    expect(reason({ isActive: false })).toBe('inactive');
    expect(reason({ startDate: '2026-11-24' })).toBe('not-started');
    expect(reason({ startDate: '2026-11-23', endDate: '2026-11-23' })).toBe('ok');
    expect(reason({ endDate: '2026-11-22' })).toBe('expired');
    expect(reason({ usageLimit: 3 }, { uses: 3 })).toBe('used-up');
    expect(reason({ perCustomerLimit: 1 }, { customerUses: 1 })).toBe('customer-used-up');
    expect(reason({ minOrder: poisha(250001) })).toBe('below-minimum');
    expect(reason({ minOrder: poisha(250000) })).toBe('ok');
    expect(reason({}, { subtotal: poisha(0) })).toBe('empty-cart');
    const r = applyCoupon({ ...base, minOrder: poisha(100000) }, { ...cart, subtotal: poisha(5000) });
    expect(!r.ok && r.message).toBe('Coupon EID10 needs an order of at least 1000.00');
  });

  it('never gives a negative discount, more than the subtotal, or more than the cap', () => {
    fc.assert(
      fc.property(applicableArb, ([c, k]) => {
        const r = applyCoupon(c, k);
        expect(r.ok).toBe(true);
        if (!r.ok) throw new Error('the coupon should apply');
        expect(Number.isInteger(r.discount)).toBe(true);
        expect(r.discount).toBeGreaterThanOrEqual(0);
        expect(r.discount).toBeLessThanOrEqual(k.subtotal);
        if (c.maxDiscount !== null) expect(r.discount).toBeLessThanOrEqual(c.maxDiscount);
      }),
    );
  });

  it('applies exactly when every condition holds', () => {
    fc.assert(
      fc.property(couponArb, cartArb, (c, k) => {
        const holds =
          c.isActive &&
          (c.startDate === null || k.today >= c.startDate) &&
          (c.endDate === null || k.today <= c.endDate) &&
          (c.usageLimit === null || k.uses < c.usageLimit) &&
          (c.perCustomerLimit === null || k.customerUses < c.perCustomerLimit) &&
          k.subtotal > 0 &&
          (c.minOrder === null || k.subtotal >= c.minOrder);
        expect(applyCoupon(c, k).ok).toBe(holds);
      }),
    );
  });

  it('gives a bigger cart at least the same percentage discount', () => {
    fc.assert(
      fc.property(applicableArb, fc.integer({ min: 0, max: 1_000_000 }), ([c, k], more) => {
        const small = applyCoupon(c, k);
        const big = applyCoupon(c, { ...k, subtotal: poisha(k.subtotal + more) });
        if (!small.ok || !big.ok) throw new Error('the coupon should apply to both carts');
        expect(big.discount).toBeGreaterThanOrEqual(small.discount);
      }),
    );
  });

  it('keeps codes upper case without surrounding spaces', () => {
    expect(normaliseCouponCode('  eid10 ')).toBe('EID10');
  });
});

import { describe, expect, it } from 'vitest';
import { ceilToTaka, poisha } from './money';
import { advanceOf, bandReaches } from './onlineOrders';

describe('online orders: holds and advances by the phone’s band', () => {
  it('reaches a setting’s band from that band up, and never for `never`', () => {
    expect(bandReaches('high', 'high')).toBe(true);
    expect(bandReaches('medium', 'high')).toBe(false);
    expect(bandReaches('medium', 'medium')).toBe(true);
    expect(bandReaches('high', 'medium')).toBe(true);
    expect(bandReaches('none', 'medium')).toBe(false);
    expect(bandReaches('high', 'never')).toBe(false);
  });

  const order = {
    band: 'high' as const,
    payment: 'cod' as const,
    total: poisha(256_150),
    shipping: poisha(6000),
    setting: 'high' as const,
    kind: 'shipping' as const,
    percent: 20,
  };

  it('asks the delivery charge, or a share of the total rounded up to the whole taka', () => {
    expect(advanceOf(order)).toBe(6000);
    // 20 % of ৳2,561.50 is ৳512.30: the customer types ৳513 into bKash.
    expect(advanceOf({ ...order, kind: 'percent' })).toBe(51_300);
    expect(advanceOf({ ...order, kind: 'percent', percent: 100 })).toBe(256_150);
  });

  it('asks nothing of a phone below the band, of an order paid by bKash, or more than the total', () => {
    expect(advanceOf({ ...order, band: 'medium' })).toBe(0);
    expect(advanceOf({ ...order, payment: 'bkash' })).toBe(0);
    expect(advanceOf({ ...order, setting: 'never' })).toBe(0);
    expect(advanceOf({ ...order, total: poisha(4000) })).toBe(4000);
  });

  it('rounds up to the taka only what has poisha', () => {
    expect(ceilToTaka(poisha(12_300))).toBe(12_300);
    expect(ceilToTaka(poisha(12_301))).toBe(12_400);
  });
});

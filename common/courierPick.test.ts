import { describe, expect, it } from 'vitest';
import { pickCourier, ratePercent, type PickOption, type PickRule } from './courierPick';
import { poisha } from './money';

const cheapest: PickRule = { rule: 'cheapest', minDeliveredRate: 80, byDistrict: {} };
const option = (courier: PickOption['courier'], taka: number | null, delivered = 0, finished = 0, reachable = true): PickOption => ({
  courier,
  reachable,
  cost: taka === null ? null : poisha(taka * 100),
  rate: finished ? { delivered, finished } : null,
});

describe('pickCourier', () => {
  it('suggests the cheapest courier whose delivered rate is at least the minimum', () => {
    const pick = pickCourier([option('steadfast', 70, 9, 10), option('pathao', 62, 6, 10), option('redx', 80, 10, 10)], cheapest, '47');
    expect(pick).toEqual({ courier: 'steadfast', reason: { code: 'cheapest_above', params: { rate: 80 } } });
  });

  it('prefers a proven courier to a cheaper one the shop has not tried there', () => {
    expect(pickCourier([option('pathao', 50), option('redx', 90, 9, 10)], cheapest, '47')?.courier).toBe('redx');
  });

  it('takes the cheapest untried courier when none is proven, and says none reached the minimum when all are below it', () => {
    expect(pickCourier([option('pathao', 65, 1, 10), option('redx', 90, 1, 2), option('steadfast', 70)], cheapest, '1')).toEqual({
      courier: 'steadfast',
      reason: { code: 'cheapest_untried', params: { rate: 80 } },
    });
    expect(pickCourier([option('pathao', 65, 5, 10), option('redx', 60, 6, 10)], cheapest, '1')).toEqual({
      courier: 'redx',
      reason: { code: 'none_above', params: { rate: 80 } },
    });
  });

  it('breaks a tie of price by the higher delivered rate', () => {
    expect(pickCourier([option('pathao', 60, 8, 10), option('redx', 60, 19, 20)], cheapest, '47')?.courier).toBe('redx');
  });

  it('never suggests a courier that cannot reach the address or could not price it', () => {
    expect(pickCourier([option('pathao', 10, 10, 10, false), option('redx', null, 10, 10)], cheapest, '47')).toBeNull();
    expect(pickCourier([option('pathao', 10, 10, 10, false), option('redx', 99, 0, 10)], cheapest, '47')).toEqual({
      courier: 'redx',
      reason: { code: 'only_one', params: {} },
    });
  });

  it('uses the courier fixed for the district when it reaches the address, else the cheapest rule', () => {
    const fixed: PickRule = { rule: 'fixed', minDeliveredRate: 80, byDistrict: { '47': 'redx', '1': 'pathao' } };
    const options = [option('steadfast', 60, 9, 10), option('redx', 90, 1, 10)];
    expect(pickCourier(options, fixed, '47')).toEqual({ courier: 'redx', reason: { code: 'fixed', params: { district: '47' } } });
    // Pathao is fixed for district 1 but not configured here: the cheapest rule decides.
    expect(pickCourier(options, fixed, '1')?.reason.code).toBe('cheapest_above');
    expect(pickCourier(options, fixed, null)?.courier).toBe('steadfast');
  });
});

describe('ratePercent', () => {
  it('is a whole per cent once five parcels have finished, and unknown before', () => {
    expect(ratePercent({ delivered: 4, finished: 4 })).toBeNull();
    expect(ratePercent({ delivered: 2, finished: 3 + 3 })).toBe(33);
    expect(ratePercent(null)).toBeNull();
  });
});

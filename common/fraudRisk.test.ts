import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandOf, riskOf, riskReasonText, RISK_BANDS, type RiskCounts, type RiskThresholds } from './fraudRisk';

const counts = (delivered: number, returned: number, cancelled: number, open = 0): RiskCounts => ({
  orders: delivered + returned + cancelled + open,
  delivered,
  returned,
  cancelled,
});

describe('the risk band', () => {
  it('is none without a finished order', () => {
    expect(riskOf(counts(0, 0, 0))).toMatchObject({ band: 'none', percent: null, reason: { code: 'no_orders' } });
    expect(riskOf(counts(0, 0, 0, 3))).toMatchObject({ band: 'none', reason: { code: 'none_finished', orders: 3 } });
  });

  it('puts the edges of the default thresholds (20 %, 40 %) in the higher band', () => {
    expect(bandOf(counts(10, 0, 0))).toBe('low');
    expect(bandOf(counts(9, 1, 0))).toBe('low'); // 10 %
    expect(bandOf(counts(8, 1, 1))).toBe('medium'); // exactly 20 %
    expect(bandOf(counts(81, 10, 9))).toBe('low'); // 19 of 100 = 19 %: just under
    expect(bandOf(counts(6, 2, 2))).toBe('high'); // exactly 40 %
    expect(bandOf(counts(7, 2, 1))).toBe('medium'); // 30 %
  });

  it('words the reason with its counts', () => {
    const r = riskOf(counts(2, 3, 0));
    expect(r.band).toBe('high');
    expect(r.percent).toBe(60);
    expect(riskReasonText(r.reason)).toBe('3 of 5 parcels returned');
    expect(riskReasonText(riskOf(counts(3, 1, 1)).reason)).toBe('1 of 5 parcels returned and 1 cancelled');
    expect(riskReasonText(riskOf(counts(4, 0, 1)).reason)).toBe('1 of 5 orders cancelled');
    expect(riskReasonText(riskOf(counts(7, 0, 0, 2)).reason)).toBe('All 7 finished orders delivered');
    expect(riskReasonText(riskOf(counts(2, 3, 0)).reason, '%{finished}টির মধ্যে %{returned}টি ফেরত')).toBe('5টির মধ্যে 3টি ফেরত');
  });

  // Issue 39: the customer page said "1 open orders".
  it('words one order in the singular and more in the plural', () => {
    expect(riskReasonText(riskOf(counts(0, 0, 0, 1)).reason)).toBe('1 open order, not finished yet');
    expect(riskReasonText(riskOf(counts(0, 0, 0, 2)).reason)).toBe('2 open orders, none finished yet');
    expect(riskReasonText(riskOf(counts(1, 0, 0, 4)).reason)).toBe('The one finished order delivered');
    expect(riskReasonText(riskOf(counts(0, 1, 0)).reason)).toBe('1 of 1 parcel returned');
    expect(riskReasonText(riskOf(counts(0, 0, 1)).reason)).toBe('1 of 1 order cancelled');
  });

  it('follows the thresholds of the settings', () => {
    const strict: RiskThresholds = { mediumPercent: 5, highPercent: 10 };
    expect(bandOf(counts(9, 1, 0), strict)).toBe('high');
    expect(bandOf(counts(19, 1, 0), strict)).toBe('medium');
    expect(bandOf(counts(21, 1, 0), strict)).toBe('low');
  });
});

/** An independent oracle: the share as an exact fraction compared by cross-multiplying in BigInt. */
function oracle(c: RiskCounts, t: RiskThresholds): string {
  const finished = BigInt(c.delivered + c.returned + c.cancelled);
  if (finished === 0n) return 'none';
  const bad = BigInt(c.returned + c.cancelled);
  if (bad * 100n >= BigInt(t.highPercent) * finished) return 'high';
  if (bad * 100n >= BigInt(t.mediumPercent) * finished) return 'medium';
  return 'low';
}

const history = fc
  .record({ delivered: fc.nat(500), returned: fc.nat(200), cancelled: fc.nat(200), open: fc.nat(20) })
  .map((h) => counts(h.delivered, h.returned, h.cancelled, h.open));
const thresholds = fc
  .tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 100 }))
  .filter(([m, h]) => h > m)
  .map(([mediumPercent, highPercent]) => ({ mediumPercent, highPercent }));
const rank = (band: string) => (RISK_BANDS as readonly string[]).indexOf(band);

describe('the risk band (properties)', () => {
  it('agrees with an exact-fraction oracle', () => {
    fc.assert(fc.property(history, thresholds, (c, t) => bandOf(c, t) === oracle(c, t)));
  });

  it('never drops when a parcel comes back, never rises when one is delivered', () => {
    fc.assert(
      fc.property(
        history.filter((c) => c.delivered + c.returned + c.cancelled > 0),
        thresholds,
        (c, t) => {
          const before = rank(bandOf(c, t));
          expect(rank(bandOf({ ...c, orders: c.orders + 1, returned: c.returned + 1 }, t))).toBeGreaterThanOrEqual(before);
          expect(rank(bandOf({ ...c, orders: c.orders + 1, delivered: c.delivered + 1 }, t))).toBeLessThanOrEqual(before);
        },
      ),
    );
  });

  it('gives a percent that puts the band on the right side of its thresholds', () => {
    fc.assert(
      fc.property(history, thresholds, (c, t) => {
        const r = riskOf(c, t);
        if (r.percent === null) return r.band === 'none';
        if (r.band === 'high') return r.percent >= t.highPercent - 1;
        if (r.band === 'low') return r.percent < t.mediumPercent;
        return r.percent >= t.mediumPercent - 1 && r.percent < t.highPercent;
      }),
    );
  });
});

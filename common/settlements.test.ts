import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poisha } from './money';
import { payoutFigures, settlementReference } from './settlements';

describe('payoutFigures', () => {
  it('adds the parcels’ cash and fees in poisha, remitted is what is left', () => {
    expect(payoutFigures([poisha(120050), poisha(99999)], poisha(5000))).toEqual({ collected: 220049, fees: 5000, remitted: 215049 });
    expect(payoutFigures([poisha(120050), poisha(99999)], [poisha(2500), poisha(2501)])).toEqual({ collected: 220049, fees: 5001, remitted: 215048 });
  });

  it('collected = remitted + fees for any amounts, fees given as a total or per parcel', () => {
    const amounts = fc.array(fc.integer({ min: 0, max: 10_000_000 }).map(poisha), { maxLength: 50 });
    fc.assert(
      fc.property(amounts, amounts, (cash, fees) => {
        const each = payoutFigures(cash, fees);
        const total = payoutFigures(cash, poisha(fees.reduce((a, b) => a + b, 0)));
        expect(each).toEqual(total);
        expect(each.remitted + each.fees).toBe(each.collected);
      }),
    );
  });
});

describe('settlementReference', () => {
  it('names the settlement, the courier and their reference', () => {
    expect(settlementReference('CS-000003', 'Steadfast', ' INV-77 ')).toBe('COD CS-000003 · Steadfast · INV-77');
    expect(settlementReference('CS-000003', 'Own rider', '')).toBe('COD CS-000003 · Own rider');
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryChargeFor, isInsideDhaka } from './delivery';
import { poisha } from './money';

const charges = { insideDhaka: poisha(6000), outsideDhaka: poisha(12000) };

describe('the delivery charge follows the address (issue 19)', () => {
  it('is inside Dhaka when a word of the city is Dhaka or ঢাকা, in any case', () => {
    for (const city of ['Dhaka', 'dhaka', 'DHAKA', ' Dhaka ', 'Dhaka-1209', 'Dhanmondi, Dhaka', 'Dhaka City', 'ঢাকা', 'ঢাকা-১২০৫', 'মিরপুর, ঢাকা']) {
      expect(isInsideDhaka({ city }), city).toBe(true);
    }
  });

  it('is outside for other cities, for names that only contain the word, and whatever the state says', () => {
    for (const city of ['Chattogram', 'Gazipur', 'Dhakaiya', 'চট্টগ্রাম', 'ঢাকাই', '']) {
      expect(isInsideDhaka({ city }), city).toBe(false);
    }
    expect(isInsideDhaka({ city: 'Gazipur', state: 'Dhaka' })).toBe(false);
  });

  it('charges the inside or outside rate, and nothing without an address', () => {
    expect(deliveryChargeFor({ city: 'Dhaka' }, charges)).toBe(6000);
    expect(deliveryChargeFor({ city: 'Sylhet' }, charges)).toBe(12000);
    expect(deliveryChargeFor(null, charges)).toBe(0);
    expect(deliveryChargeFor({ city: '  ' }, charges)).toBe(0);
  });
});

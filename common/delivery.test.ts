import { describe, expect, it } from 'vitest';
import { deliveryChargeFor, isInsideDhaka } from './delivery';
import { poisha } from './money';
import { DHAKA_DISTRICT, THANAS } from './places';

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

describe('an address with its district and thana (issue 37)', () => {
  it('is inside Dhaka in a metropolitan thana of Dhaka, and outside in an upazila of Dhaka district or another district', () => {
    const dhanmondi = THANAS.find((t) => t.metro && t.district === DHAKA_DISTRICT)!;
    const savar = THANAS.find((t) => !t.metro && t.district === DHAKA_DISTRICT)!;
    const sylhetThana = THANAS.find((t) => t.district !== DHAKA_DISTRICT)!;
    // The ids win over the words: a street in Savar written "Dhaka" is still outside the city.
    expect(isInsideDhaka({ city: 'Dhaka', district: DHAKA_DISTRICT, thana: savar.id })).toBe(false);
    expect(isInsideDhaka({ city: '', district: DHAKA_DISTRICT, thana: dhanmondi.id })).toBe(true);
    expect(isInsideDhaka({ city: 'Dhaka', district: sylhetThana.district, thana: sylhetThana.id })).toBe(false);
    expect(isInsideDhaka({ city: 'Dhaka', district: sylhetThana.district })).toBe(false);
    expect(isInsideDhaka({ city: 'Dhaka', district: DHAKA_DISTRICT })).toBe(true);
    expect(deliveryChargeFor({ city: '', district: DHAKA_DISTRICT, thana: dhanmondi.id }, charges)).toBe(6000);
    expect(deliveryChargeFor({ district: sylhetThana.district }, charges)).toBe(12000);
  });
});

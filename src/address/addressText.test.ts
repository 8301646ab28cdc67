import { describe, expect, it } from 'vitest';
import { addressLine, localityParts } from './addressText';

const rahim = { name: 'Rahim', street: '12 Road 5', city: 'Dhaka', postalCode: '1207' };

describe('an address as screens write it', () => {
  it('is unchanged without a place', () => {
    expect(addressLine(rahim, 'en', true)).toBe('Rahim, 12 Road 5, Dhaka, 1207');
    expect(addressLine({ ...rahim, state: 'Dhaka Division', country: 'Bangladesh' }, 'en')).toBe('12 Road 5, Dhaka, Dhaka Division, 1207, Bangladesh');
  });

  it('names its thana and district in the app’s language, the city not said twice', () => {
    const place = { ...rahim, district: '47', thana: 'm47-dhanmondi' };
    expect(addressLine(place, 'en')).toBe('12 Road 5, Dhanmondi, Dhaka, 1207');
    expect(addressLine(place, 'bn')).toBe('12 Road 5, ধানমন্ডি, ঢাকা, 1207');
    expect(addressLine({ ...place, city: 'ঢাকা' }, 'en')).toBe('12 Road 5, Dhanmondi, Dhaka, 1207');
    expect(localityParts({ ...place, city: 'Savar' }, 'en')).toEqual(['Savar', 'Dhanmondi', 'Dhaka', '1207']);
  });

  it('leaves out a thana the street already ends with, in either language', () => {
    const place = { street: 'Road 4, Dhanmondi', city: 'Dhaka', postalCode: '1209', district: '47', thana: 'm47-dhanmondi' };
    expect(addressLine(place, 'en')).toBe('Road 4, Dhanmondi, Dhaka, 1209');
    expect(addressLine(place, 'bn')).toBe('Road 4, Dhanmondi, ঢাকা, 1209');
  });

  it('shows a district alone, and ignores a thana of another district or an unknown id', () => {
    expect(addressLine({ ...rahim, city: 'Gazipur', district: '47' }, 'en')).toBe('12 Road 5, Gazipur, Dhaka, 1207');
    expect(addressLine({ ...rahim, district: '47', thana: 'nope' }, 'en')).toBe('12 Road 5, Dhaka, 1207');
    expect(addressLine({ ...rahim, district: 'nope', thana: 'm47-dhanmondi' }, 'en')).toBe('12 Road 5, Dhaka, 1207');
  });
});

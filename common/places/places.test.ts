import { describe, expect, it } from 'vitest';
import { DISTRICTS, DIVISIONS, districtById, searchPlaces, suggestPlace, THANAS, thanaById, thanasOf } from './index';

const names = (matches: ReturnType<typeof searchPlaces>) => matches.map((m) => (m.thana ? `${m.thana.en}, ${m.district.en}` : m.district.en));

describe('Bangladesh’s places', () => {
  it('are its 8 divisions and 64 districts, and the thanas of each, every one in English and Bangla with its own id', () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    expect(THANAS.length).toBeGreaterThan(550);
    for (const place of [...DIVISIONS, ...DISTRICTS, ...THANAS]) {
      expect(place.en, place.id).toMatch(/^[A-Za-z]/);
      expect(place.bn, place.id).toMatch(/^[\u0980-\u09FF]/);
    }
    expect(new Set(THANAS.map((t) => t.id)).size).toBe(THANAS.length);
    expect(THANAS.every((t) => districtById(t.district))).toBe(true);
    expect(DISTRICTS.every((d) => DIVISIONS.some((v) => v.id === d.division))).toBe(true);
  });

  it('give Dhaka its city thanas first, then its upazilas', () => {
    const dhaka = thanasOf('47').map((t) => t.en);
    expect(dhaka.slice(0, 3)).toEqual(['Adabor', 'Badda', 'Banani']);
    expect(dhaka).toEqual(expect.arrayContaining(['Dhanmondi', 'Gulshan', 'Mirpur', 'Savar', 'Keraniganj']));
    expect(thanaById('m47-dhanmondi')).toMatchObject({ en: 'Dhanmondi', bn: 'ধানমন্ডি', district: '47', metro: true });
  });

  it('are found by a search in either language, a name starting with the text first and a district before its thanas', () => {
    expect(names(searchPlaces('dhan'))).toEqual(expect.arrayContaining(['Dhanbari, Tangail', 'Dhanmondi, Dhaka']));
    expect(names(searchPlaces('dhanm'))).toEqual(['Dhanmondi, Dhaka']);
    expect(names(searchPlaces('ধানম'))).toEqual(['Dhanmondi, Dhaka']);
    expect(names(searchPlaces('Dhaka'))[0]).toBe('Dhaka');
    expect(names(searchPlaces('sher e bangla'))).toEqual(['Sher-e-Bangla Nagar, Dhaka']);
    expect(names(searchPlaces('sylhet'))[0]).toBe('Sylhet');
    // The old English names, still typed and still in couriers' lists, find the district by its official one.
    expect(names(searchPlaces('chittagong'))[0]).toBe('Chattogram');
    expect(names(searchPlaces('jessore'))[0]).toBe('Jashore');
    expect(names(searchPlaces('bogra'))[0]).toBe('Bogura');
    expect(searchPlaces('  ')).toEqual([]);
    expect(searchPlaces('a', 5)).toHaveLength(5);
  });

  it('are suggested from what an address says: a thana named in it, else its Dhaka post code, else a district named', () => {
    const place = (m: ReturnType<typeof suggestPlace>) => (m ? `${m.thana?.en ?? '—'}, ${m.district.en}` : null);
    expect(place(suggestPlace({ street: 'House 12, Road 4, Dhanmondi', city: 'Dhaka', postalCode: '1209' }))).toBe('Dhanmondi, Dhaka');
    expect(place(suggestPlace({ street: 'House 3, Road 11', city: 'Dhaka', postalCode: '1212' }))).toBe('Gulshan, Dhaka');
    expect(place(suggestPlace({ street: 'Flat 2B', city: 'Dhaka', postalCode: '1299' }))).toBe('—, Dhaka');
    expect(place(suggestPlace({ street: 'Zindabazar', city: 'Sylhet', postalCode: '3100' }))).toBe('—, Sylhet');
    expect(place(suggestPlace({ street: 'বাড়ি ৫, রোড ২', city: 'সিলেট' }))).toBe('—, Sylhet');
    expect(place(suggestPlace({ street: 'Savar bus stand', city: '' }))).toBe('Savar, Dhaka');
    expect(suggestPlace({ street: 'Somewhere', city: 'Nowhere' })).toBeNull();
  });
});

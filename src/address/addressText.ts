import { useCallback } from 'react';
import { normalisePlace } from '../../common/places';
import type { Address } from '../../common/wire/address';
import { placeOf, usePlaceLanguage, type PlaceLanguage } from './placeName';

/** An address as screens hold it: any of its parts may be missing. */
export type ShownAddress = Partial<Address>;

/**
 * The town part of an address: its city, thana, district, state and post
 * code ("Dhanmondi, Dhaka, 1209"). What the address already writes is not
 * said twice, in either language: the city when the place names it (city
 * "Dhaka", district Dhaka), the thana or district when the street ends with
 * it ("Road 4, Dhanmondi").
 */
export function localityParts(address: ShownAddress, language: PlaceLanguage): string[] {
  const place = placeOf(address);
  const namesOf = (p: { en: string; bn: string } | null | undefined) => (p ? [normalisePlace(p.en), normalisePlace(p.bn)] : []);
  const placeNames = [...namesOf(place?.thana), ...namesOf(place?.district)];
  const city = address.city && !placeNames.includes(normalisePlace(address.city)) ? address.city : undefined;
  const written = new Set([...(address.street ?? '').split(','), city ?? ''].map(normalisePlace));
  const shown = (p: { en: string; bn: string } | null | undefined) => (p && !namesOf(p).some((n) => written.has(n)) ? p[language] : undefined);
  return [city, shown(place?.thana), shown(place?.district), address.state, address.postalCode].filter((p): p is string => Boolean(p));
}

/** The whole address on one line, the name first when asked: "Rahim, Road 4, Dhanmondi, Dhaka, 1209". */
export function addressLine(address: ShownAddress, language: PlaceLanguage, withName = false): string {
  return [withName ? address.name : undefined, address.street, ...localityParts(address, language), address.country]
    .filter((p): p is string => Boolean(p))
    .join(', ');
}

/** The one way every screen writes an address, its place in the app's language. */
export function useAddressText() {
  const language = usePlaceLanguage();
  return {
    line: useCallback((address: ShownAddress, withName = false) => addressLine(address, language, withName), [language]),
    locality: useCallback((address: ShownAddress) => localityParts(address, language).join(', '), [language]),
  };
}

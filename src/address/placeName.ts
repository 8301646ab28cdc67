import { useLocale } from 'react-admin';
import { districtById, thanaById, type PlaceMatch } from '../../common/places';

/** The ids an address stores for its place (common/wire/address.ts). */
export interface PlaceIds {
  district?: string;
  thana?: string;
}

/** The two languages places are named in. */
export type PlaceLanguage = 'en' | 'bn';

/** The app's language as a place's name reads it: Bangla in Bangla, English otherwise. */
export function usePlaceLanguage(): PlaceLanguage {
  return useLocale() === 'bn' ? 'bn' : 'en';
}

export const otherLanguage = (language: PlaceLanguage): PlaceLanguage => (language === 'bn' ? 'en' : 'bn');

/** The place an address's ids name; a thana of another district is dropped rather than shown under the wrong one. */
export function placeOf(ids: PlaceIds): PlaceMatch | null {
  const district = districtById(ids.district);
  if (!district) return null;
  const thana = thanaById(ids.thana);
  return { district, thana: thana?.district === district.id ? thana : null };
}

/** The ids to store for a place: none for no place, the thana only when there is one (the wire refuses an empty id). */
export const idsOf = (place: PlaceMatch | null): PlaceIds => (place ? { district: place.district.id, ...(place.thana ? { thana: place.thana.id } : {}) } : {});

/** "Dhanmondi, Dhaka", or "Dhaka" for a district alone. */
export const placeName = (place: PlaceMatch, language: PlaceLanguage): string =>
  place.thana ? `${place.thana[language]}, ${place.district[language]}` : place.district[language];

export const samePlace = (a: PlaceMatch, b: PlaceMatch): boolean => a.district.id === b.district.id && a.thana?.id === b.thana?.id;

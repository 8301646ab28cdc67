import { useLocale } from 'react-admin';
import type { PlaceMatch } from '../../common/places';

// One definition of a place's ids and name, shared with the server (the courier's refusals name places too).
export { placeName, placeOf } from '../../common/places';

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

/** The ids to store for a place: none for no place, the thana only when there is one (the wire refuses an empty id). */
export const idsOf = (place: PlaceMatch | null): PlaceIds => (place ? { district: place.district.id, ...(place.thana ? { thana: place.thana.id } : {}) } : {});

export const samePlace = (a: PlaceMatch, b: PlaceMatch): boolean => a.district.id === b.district.id && a.thana?.id === b.thana?.id;

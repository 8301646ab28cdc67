/**
 * Bangladesh's places for an address (issue 37): its 8 divisions, 64
 * districts and their thanas (the upazilas, and the metropolitan thanas of
 * Dhaka and Chattogram), in English and Bangla, found by a search in either
 * language and suggested from what an address already says. The divisions,
 * districts and upazilas are bd-geojs's (MIT), the metropolitan thanas ours
 * (metroThanas.ts); ids are bd-geojs's for the first three (`u172` for an
 * upazila) and `m47-dhanmondi` for a metropolitan thana, and are what an
 * address stores, so a name can be corrected without touching addresses.
 */
import { districts as geoDistricts } from 'bd-geojs/dist/data/districts.js';
import { divisions as geoDivisions } from 'bd-geojs/dist/data/divisions.js';
import { upazillas } from 'bd-geojs/dist/data/upazillas.js';
import { METRO_THANAS } from './metroThanas';

export interface Division {
  id: string;
  en: string;
  bn: string;
}

export interface District extends Division {
  division: string;
}

export interface Thana extends Division {
  district: string;
  /** A metropolitan police thana (inside Dhaka or Chattogram city) rather than an upazila. */
  metro: boolean;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const DIVISIONS: readonly Division[] = geoDivisions.map((d) => ({ id: d.id, en: d.name, bn: d.bn_name }));
export const DISTRICTS: readonly District[] = geoDistricts.map((d) => ({ id: d.id, division: d.division_id, en: d.name, bn: d.bn_name }));
export const THANAS: readonly Thana[] = [
  ...upazillas.map((u) => ({ id: `u${u.id}`, district: u.district_id, en: u.name, bn: u.bn_name, metro: false })),
  ...METRO_THANAS.map((t) => ({ id: `m${t.district}-${slug(t.en)}`, district: t.district, en: t.en, bn: t.bn, metro: true })),
];

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));
const divisions = byId(DIVISIONS);
const districts = byId(DISTRICTS);
const thanas = byId(THANAS);

export const divisionById = (id: string | null | undefined) => (id ? divisions.get(id) : undefined);
export const districtById = (id: string | null | undefined) => (id ? districts.get(id) : undefined);
export const thanaById = (id: string | null | undefined) => (id ? thanas.get(id) : undefined);

/** A district's thanas, metropolitan ones first (a city address names them), then by English name. */
export const thanasOf = (districtId: string): Thana[] =>
  THANAS.filter((t) => t.district === districtId).sort((a, b) => Number(b.metro) - Number(a.metro) || a.en.localeCompare(b.en));

/** What a search or a suggestion finds: a district, with a thana when the match is one. */
export interface PlaceMatch {
  district: District;
  thana: Thana | null;
}

/** The place an address's ids name; a thana of another district is dropped rather than shown under the wrong one. */
export function placeOf(ids: { district?: string | null; thana?: string | null }): PlaceMatch | null {
  const district = districtById(ids.district);
  if (!district) return null;
  const thana = thanaById(ids.thana);
  return { district, thana: thana?.district === district.id ? thana : null };
}

/** "Dhanmondi, Dhaka", or "Dhaka" for a district alone, in one of the two languages places are named in. */
export const placeName = (place: PlaceMatch, language: 'en' | 'bn'): string =>
  place.thana ? `${place.thana[language]}, ${place.district[language]}` : place.district[language];

/** Lower case, marks and punctuation dropped, so "Sher-e-Bangla", "sher e bangla" and "Sher E Bangla" are one; Bangla kept as typed (NFC). */
export const normalisePlace = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.,/#!$%^&*;:{}=_`~()'"\-–]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Indexed {
  match: PlaceMatch;
  names: string[];
}

/**
 * Districts' other English spellings, by id: the names before the 2018
 * renaming and the ones couriers' lists still use (Pathao's "Chittagong"),
 * which staff and customers type as often as the official ones.
 */
const DISTRICT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '8': ['Chittagong'],
  '1': ['Cumilla'],
  '14': ['Bogra'],
  '20': ['Jessore'],
  '33': ['Barishal'],
  '9': ['Cox’s Bazar', "Cox's Bazar"],
  '30': ['Jhalokati'],
  '18': ['Chapai Nawabganj'],
  '64': ['Netrakona'],
};

const INDEX: readonly Indexed[] = [
  ...DISTRICTS.map((district) => ({
    match: { district, thana: null },
    names: [district.en, district.bn, ...(DISTRICT_ALIASES[district.id] ?? [])].map(normalisePlace),
  })),
  ...THANAS.flatMap((thana) => {
    const district = districts.get(thana.district);
    return district ? [{ match: { district, thana }, names: [normalisePlace(thana.en), normalisePlace(thana.bn)] }] : [];
  }),
];

/** How well a name answers the text: 0 starts with it, 1 a word of it starts with it, 2 holds it; null not at all. */
function rank(name: string, text: string): number | null {
  if (name.startsWith(text)) return 0;
  if (name.includes(` ${text}`)) return 1;
  return name.includes(text) ? 2 : null;
}

/**
 * Districts and thanas whose English or Bangla name answers the typed text,
 * best first: a name starting with it, then a word of it, then anywhere; a
 * district before its thanas at the same rank; then by English name.
 */
export function searchPlaces(typed: string, limit = 20): PlaceMatch[] {
  const text = normalisePlace(typed);
  if (!text) return [];
  const found: { match: PlaceMatch; score: number }[] = [];
  for (const entry of INDEX) {
    const scores = entry.names.map((n) => rank(n, text)).filter((s): s is number => s !== null);
    if (scores.length > 0) found.push({ match: entry.match, score: Math.min(...scores) * 2 + (entry.match.thana ? 1 : 0) });
  }
  return found
    .sort((a, b) => a.score - b.score || (a.match.thana ?? a.match.district).en.localeCompare((b.match.thana ?? b.match.district).en))
    .slice(0, limit)
    .map((f) => f.match);
}

/**
 * Dhaka's post codes that name one thana (Bangladesh Post's list): a typed
 * code suggests it. Any other code from 1000 to 1399 is inside Dhaka city.
 */
const DHAKA_POST_CODES: Readonly<Record<string, string>> = {
  '1000': 'Motijheel',
  '1205': 'New Market',
  '1206': 'Cantonment',
  '1207': 'Mohammadpur',
  '1209': 'Dhanmondi',
  '1212': 'Gulshan',
  '1213': 'Banani',
  '1215': 'Tejgaon',
  '1216': 'Mirpur',
  '1230': 'Uttara West',
};
/** Dhaka district's id: its post codes and its metropolitan thanas mark Dhaka city. */
export const DHAKA_DISTRICT = '47';

/** Whole-word matches of a name in the text, longest names first, so "New Market" wins over "Market". */
const WORDS = [...INDEX].sort((a, b) => Math.max(...b.names.map((n) => n.length)) - Math.max(...a.names.map((n) => n.length)));

/**
 * The district and thana an address most likely names (the address dialog
 * offers it, staff confirm): a thana or district named as a whole word in its
 * city or street (a thana first), else what its Dhaka post code says.
 */
export function suggestPlace(address: { street?: string | null; city?: string | null; postalCode?: string | null }): PlaceMatch | null {
  const text = ` ${normalisePlace(`${address.city ?? ''} ${address.street ?? ''}`)} `;
  let district: PlaceMatch | null = null;
  if (text.trim()) {
    for (const entry of WORDS) {
      if (!entry.names.some((n) => n && text.includes(` ${n} `))) continue;
      if (entry.match.thana) return entry.match;
      district ??= entry.match;
    }
  }
  const code = (address.postalCode ?? '').trim();
  const named = DHAKA_POST_CODES[code];
  const dhaka = districts.get(DHAKA_DISTRICT);
  if (dhaka && (!district || district.district.id === DHAKA_DISTRICT)) {
    const thana = named ? THANAS.find((t) => t.district === DHAKA_DISTRICT && t.metro && t.en === named) : undefined;
    if (thana) return { district: dhaka, thana };
    if (/^1[0-3]\d\d$/.test(code)) return { district: dhaka, thana: null };
  }
  return district;
}

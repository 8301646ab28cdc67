import { DISTRICTS, type District, type PlaceMatch, THANAS, type Thana, districtById, normalisePlace, suggestPlace } from '../places';
import { latinDigits } from './digits';
import { type Field, type Span, unread } from './types';

/**
 * Where the parcel goes: the street text as written, and the district and
 * thana it names, found in common/places' list (English and Bangla names, the
 * districts' old spellings, Dhaka's post codes). A name two places share
 * ("Mirpur" is a thana of Dhaka and an upazila of Kushtia) is settled by the
 * district the address also names, else left unread with both.
 */

export interface PlaceRef {
  id: string;
  en: string;
  bn: string;
}

const refOf = (p: District | Thana): PlaceRef => ({ id: p.id, en: p.en, bn: p.bn });

export interface AddressRead {
  street: Field<string>;
  district: Field<PlaceRef>;
  thana: Field<PlaceRef>;
}

interface Named {
  exact: PlaceMatch[];
  /** Thanas whose name starts with the words ("Uttara" → Uttara East, Uttara West). */
  partial: PlaceMatch[];
}

/**
 * A name as compared: common/places' normal form, spaces dropped ("Cox's
 * Bazar" is the list's "Coxsbazar") and the Bangla letters people type for
 * one another made one (ণ/ন, ী/ি, ূ/ু: "কেরানীগঞ্জ" is the list's "কেরাণীগঞ্জ").
 */
const loose = (name: string) => normalisePlace(name).replace(/ণ/g, 'ন').replace(/ী/g, 'ি').replace(/ূ/g, 'ু').replace(/[ ’]/g, '');

interface PlaceIndex {
  exact: Map<string, PlaceMatch[]>;
  /** A thana of several words by its first words ("uttara" → Uttara East and Uttara West). */
  partial: Map<string, PlaceMatch[]>;
}

let built: PlaceIndex | null = null;

/** Built on first use: a page that never reads a message does not pay for it. */
function placeIndex(): PlaceIndex {
  if (built) return built;
  const index: PlaceIndex = { exact: new Map(), partial: new Map() };
  const add = (map: Map<string, PlaceMatch[]>, key: string, m: PlaceMatch) => map.set(key, [...(map.get(key) ?? []), m]);
  for (const district of DISTRICTS) for (const n of [district.en, district.bn]) add(index.exact, loose(n), { district, thana: null });
  for (const thana of THANAS) {
    const district = districtById(thana.district);
    if (!district) continue;
    for (const n of [thana.en, thana.bn]) {
      add(index.exact, loose(n), { district, thana });
      const words = normalisePlace(n).split(' ');
      // Not by a short first word: "New" (New Market) is an English word first.
      for (let k = 1; k < words.length; k++) {
        const first = loose(words.slice(0, k).join(' '));
        if (first.length >= 5) add(index.partial, first, { district, thana });
      }
    }
  }
  built = index;
  return index;
}

/** suggestPlace's answers kept, bounded: it reads the whole list each time. */
const aliases = new Map<string, PlaceMatch | null>();

/** What a few words name. */
function lookUp(typed: string): { exact: PlaceMatch[]; partial: PlaceMatch[] } {
  const index = placeIndex();
  const key = loose(typed);
  const exact = [...(index.exact.get(key) ?? [])];
  // The districts' other spellings (Chittagong, Bogra) are known to suggestPlace alone.
  if (!aliases.has(typed)) {
    const found = suggestPlace({ city: typed });
    aliases.set(typed, found && !found.thana && loose(found.district.en) !== key ? found : null);
  }
  const alias = aliases.get(typed);
  if (alias) exact.push(alias);
  if (aliases.size > 5000) aliases.clear();
  return { exact, partial: index.partial.get(key) ?? [] };
}

/** Every district and thana the text names as whole words (one to three words), and the thanas its words begin. */
function placesNamed(text: string): Named {
  const words = normalisePlace(latinDigits(text)).split(' ').filter(Boolean);
  const exact = new Map<string, PlaceMatch>();
  const partial = new Map<string, PlaceMatch>();
  const key = (m: PlaceMatch) => m.thana?.id ?? `d${m.district.id}`;
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const typed = words.slice(i, i + n).join(' ');
      if (typed.length < 3 || /^\d/.test(typed)) continue;
      const found = lookUp(typed);
      for (const m of found.exact) exact.set(key(m), m);
      for (const m of found.partial) partial.set(key(m), m);
    }
  }
  return { exact: [...exact.values()], partial: [...partial.values()] };
}

const distinct = <T extends { id: string }>(list: T[]) => [...new Map(list.map((x) => [x.id, x])).values()];

export function readPlace(street: string, span: Span): Pick<AddressRead, 'district' | 'thana'> {
  const { exact, partial } = placesNamed(street);
  const namedDistricts = distinct(exact.filter((m) => !m.thana).map((m) => m.district));
  let thanas = distinct(exact.flatMap((m) => (m.thana ? [m.thana] : [])));
  let partialThanas = distinct(partial.flatMap((m) => (m.thana ? [m.thana] : [])));
  // A thana named with its district: the district decides between thanas of one name.
  if (namedDistricts.length > 0) {
    const ids = new Set(namedDistricts.map((d) => d.id));
    thanas = thanas.filter((t) => ids.has(t.district));
    partialThanas = partialThanas.filter((t) => ids.has(t.district));
  }
  // A thana's own district named is not a second district ("Comilla Sadar, Comilla").
  const byThanas = [...new Set([...thanas, ...(thanas.length === 0 ? partialThanas : [])].map((t) => t.district))];
  let districtIds = namedDistricts.map((d) => d.id);
  if (districtIds.length > 1 && byThanas.length === 1 && districtIds.includes(byThanas[0])) districtIds = byThanas;
  if (districtIds.length === 0) districtIds = byThanas;
  const districtList = districtIds.map((id) => namedDistricts.find((d) => d.id === id) ?? exact.concat(partial).find((m) => m.district.id === id)!.district);

  // Dhaka's post codes: "Dhaka 1207" is Mohammadpur.
  const code = /(?<!\d)(1[0-3]\d\d)(?!\d)/.exec(latinDigits(street))?.[1];
  const byCode = code ? suggestPlace({ postalCode: code }) : null;

  let district: Field<PlaceRef>;
  if (districtList.length === 1) district = { status: 'read', value: refOf(districtList[0]), span };
  else if (districtList.length > 1) district = unread('ambiguous', { candidates: districtList.map(refOf), span });
  else if (byCode) district = { status: 'read', value: refOf(byCode.district), span };
  else district = unread('not_found', { span });

  const inDistrict = (t: Thana) => district.status !== 'read' || t.district === district.value.id;
  thanas = thanas.filter(inDistrict);
  partialThanas = partialThanas.filter(inDistrict);
  let thana: Field<PlaceRef>;
  if (thanas.length === 1) thana = { status: 'read', value: refOf(thanas[0]), span };
  else if (thanas.length > 1) thana = unread('ambiguous', { candidates: thanas.map(refOf), span });
  else if (byCode?.thana && inDistrict(byCode.thana)) thana = { status: 'read', value: refOf(byCode.thana), span };
  else if (partialThanas.length > 0) thana = unread('ambiguous', { candidates: partialThanas.map(refOf), span });
  else thana = unread('not_found', { span });
  return { district, thana };
}

/** Whether a piece of text names a district or thana, as a whole word. */
export function namesPlace(text: string): boolean {
  const { exact, partial } = placesNamed(text);
  return exact.length > 0 || partial.length > 0;
}

import { DISTRICTS, divisionById, normalisePlace, thanasOf, type District } from '../../../../common/places';
import type { MappedAreas } from '../tables/courierAreas';

/** A place in a courier's list as kept (courier_areas). */
export interface ListedPlace {
  kind: string;
  courierId: number;
  name: string;
  parentId: number | null;
  region: string | null;
}

/** One mapping the names give: our district and thana (null: the whole district) to the courier's ids. */
export interface AutoMapping {
  districtId: string;
  thanaId: string | null;
  areas: MappedAreas;
}

/**
 * Spellings that differ between our places (bd-geojs, the 2018 names) and
 * the couriers' lists (the older English ones Pathao and RedX still use).
 */
const SAME: Readonly<Record<string, string>> = {
  chattogram: 'chittagong',
  chattagram: 'chittagong',
  cumilla: 'comilla',
  barishal: 'barisal',
  jashore: 'jessore',
  bogura: 'bogra',
};

/** The names a place is known by, compared without case or punctuation, and without a bracketed note ("Mohammadpur(Dhaka)"). */
function keysOf(name: string): string[] {
  const keys = [normalisePlace(name), normalisePlace(name.replace(/\([^)]*\)/g, ' '))].map((k) => SAME[k] ?? k);
  return [...new Set(keys.filter(Boolean))];
}
const keyOf = (name: string) => keysOf(name)[0] ?? '';

/** The places of a list by each of their names; the first listed wins a name two share. */
function byName<T extends ListedPlace>(places: readonly T[]): Map<string, T[]> {
  const found = new Map<string, T[]>();
  for (const p of places) for (const k of keysOf(p.name)) found.set(k, [...(found.get(k) ?? []), p]);
  return found;
}

/** A sadar upazila is often the courier's zone named as the district ("Gazipur Sadar" or "Gazipur"). */
const namesFor = (name: string) => [name, `${name} Sadar`, name.replace(/\s+Sadar$/i, '')];

/**
 * Pathao: the city named as the district (Dhaka's metropolitan thanas are in
 * Dhaka city), and in it the zone named as the thana; the district's own row
 * takes the zone named as the district (its sadar), when there is one.
 */
export function mapPathao(places: readonly ListedPlace[]): AutoMapping[] {
  const cities = byName(places.filter((p) => p.kind === 'city'));
  const zones = places.filter((p) => p.kind === 'zone');
  const out: AutoMapping[] = [];
  for (const district of DISTRICTS) {
    const city = cities.get(keyOf(district.en))?.[0];
    if (!city) continue;
    const inCity = byName(zones.filter((z) => z.parentId === city.courierId));
    const zoneNamed = (name: string) =>
      namesFor(name)
        .map((n) => inCity.get(keyOf(n))?.[0])
        .find(Boolean);
    const own = zoneNamed(district.en);
    if (own) out.push({ districtId: district.id, thanaId: null, areas: { city: city.courierId, zone: own.courierId } });
    for (const thana of thanasOf(district.id)) {
      const zone = zoneNamed(thana.en);
      if (zone) out.push({ districtId: district.id, thanaId: thana.id, areas: { city: city.courierId, zone: zone.courierId } });
    }
  }
  return out;
}

/**
 * RedX: its areas say their division, not their district, so a thana takes
 * the area named as it within its division, else the area named as its
 * district (where RedX names only the town); the district's row the latter.
 */
export function mapRedx(places: readonly ListedPlace[]): AutoMapping[] {
  const areas = byName(places.filter((p) => p.kind === 'area'));
  const out: AutoMapping[] = [];
  const named = (name: string, district: District) => {
    const division = keyOf(divisionById(district.division)?.en ?? '');
    return namesFor(name)
      .flatMap((n) => areas.get(keyOf(n)) ?? [])
      .find((a) => !a.region || !division || keyOf(a.region) === division);
  };
  for (const district of DISTRICTS) {
    const town = named(district.en, district);
    const mapped = (a: ListedPlace): MappedAreas => ({ areaId: a.courierId, areaName: a.name });
    if (town) out.push({ districtId: district.id, thanaId: null, areas: mapped(town) });
    for (const thana of thanasOf(district.id)) {
      const area = named(thana.en, district) ?? town;
      if (area) out.push({ districtId: district.id, thanaId: thana.id, areas: mapped(area) });
    }
  }
  return out;
}

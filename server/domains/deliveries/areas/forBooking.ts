import { and, eq, inArray } from 'drizzle-orm';
import { COURIER_LABELS, type CourierName } from '../../../../common/deliveryStatus';
import { placeName, placeOf, thanaById } from '../../../../common/places';
import type { CodedMessage } from '../../../../common/serverMessages';
import type { Address } from '../../../../common/wire/address';
import type { Db } from '../../../db/client';
import { msg } from '../../../engine/errors';
import { courierAreas } from '../../schema';
import type { Parcel } from '../couriers';
import { mappingsOf, type MappedAreas } from './read';

/** Where a parcel goes in the courier's terms, or why it cannot go; null when the courier routes by the address's words alone. */
export type CourierPlace = { areas: Parcel['areas'] } | { refusal: CodedMessage } | null;

const isAreaCourier = (c: CourierName): c is 'pathao' | 'redx' => c === 'pathao' || c === 'redx';

/**
 * The courier's ids for each address, from the mapping of its thana (else
 * its district) kept in courier_area_map (issue 37). A place without a
 * mapping is refused by name, for staff to map it; with Pathao, a zone
 * whose areas are all without delivery to the door (or a mapped area
 * without it) is refused too. An address naming no district or thana (one
 * written before they were asked) is left to the courier, which refuses a
 * parcel without its ids in its own words.
 */
export async function courierPlaces(db: Db, courier: CourierName, addresses: readonly (Address | null)[]): Promise<CourierPlace[]> {
  if (!isAreaCourier(courier)) return addresses.map(() => null);
  const wanted = addresses.map((a) => {
    const district = a?.district ?? thanaById(a?.thana)?.district;
    return district ? { district, thana: a?.thana } : null;
  });
  const rows = await mappingsOf(db, courier, [...new Set(wanted.flatMap((w) => (w ? [w.district] : [])))]);
  const mapped = new Map(rows.map((r) => [`${r.districtId}|${r.thanaId ?? ''}`, r.areas]));
  const found = wanted.map((w) => (w ? (mapped.get(`${w.district}|${w.thana ?? ''}`) ?? mapped.get(`${w.district}|`)) : undefined));
  const noDoor = courier === 'pathao' ? await withoutDoorDelivery(db, found) : new Set<MappedAreas>();
  const label = COURIER_LABELS[courier];
  return wanted.map((w, i): CourierPlace => {
    if (!w) return null;
    const areas = found[i];
    const named = placeOf(w);
    // "Dhanmondi, Dhaka" as staff read it; an id the list no longer has is named as it is.
    const place = named ? placeName(named, 'en') : w.district;
    if (!areas) return { refusal: msg('delivery_area_unmapped', { courier: label, place }) };
    if (noDoor.has(areas)) return { refusal: msg('delivery_no_door', { courier: label, place }) };
    return { areas: 'zone' in areas ? { pathao: areas } : { redx: areas } };
  });
}

/** The Pathao mappings that reach no door: their area says so, or every area of their zone (as last read) does. */
async function withoutDoorDelivery(db: Db, found: readonly (MappedAreas | undefined)[]): Promise<Set<MappedAreas>> {
  const pathao = found.filter((m): m is Extract<MappedAreas, { zone: number }> => m !== undefined && 'zone' in m);
  const zones = [...new Set(pathao.map((m) => m.zone))];
  if (zones.length === 0) return new Set();
  const areas = await db
    .select({ id: courierAreas.courierId, zone: courierAreas.parentId, door: courierAreas.homeDelivery })
    .from(courierAreas)
    .where(and(eq(courierAreas.courier, 'pathao'), eq(courierAreas.kind, 'area'), inArray(courierAreas.parentId, zones)));
  return new Set(
    pathao.filter((m) => {
      if (m.area !== undefined) return areas.find((a) => a.id === m.area)?.door === false;
      const inZone = areas.filter((a) => a.zone === m.zone);
      return inZone.length > 0 && inZone.every((a) => !a.door);
    }),
  );
}

import { and, eq, inArray } from 'drizzle-orm';
import { COURIER_LABELS } from '../../../../common/deliveryStatus';
import { DISTRICTS, districtById, thanaById, thanasOf } from '../../../../common/places';
import type { AreaMapRequest } from '../../../../common/wire/deliveries';
import type { Db } from '../../../db/client';
import { ApiError, fieldEntry, msg } from '../../../engine/errors';
import { courierAreaMap, courierAreas, users } from '../../schema';
import type { MappedAreas } from '../tables/courierAreas';
import type { AreaCourier } from './store';

/** The courier's places by kind and id, among the ids asked. */
async function listed(db: Db, courier: AreaCourier, ids: number[]) {
  return db
    .select({ kind: courierAreas.kind, id: courierAreas.courierId, name: courierAreas.name, parentId: courierAreas.parentId })
    .from(courierAreas)
    .where(and(eq(courierAreas.courier, courier), inArray(courierAreas.courierId, ids)));
}

/** Staff's ids checked against the courier's lists as last read: each place exists, each inside the one before. */
async function checkedAreas(db: Db, courier: AreaCourier, areas: AreaMapRequest['areas']): Promise<MappedAreas> {
  const unknown = (field: string) =>
    new ApiError(400, `areas.${field}: not in ${COURIER_LABELS[courier]}’s list`, [
      fieldEntry(`areas.${field}`, msg('courier_place_unknown', { courier: COURIER_LABELS[courier] })),
    ]);
  if (courier === 'redx') {
    if (!('areaId' in areas)) throw unknown('areaId');
    const area = (await listed(db, courier, [areas.areaId])).find((p) => p.kind === 'area');
    if (!area) throw unknown('areaId');
    return { areaId: area.id, areaName: area.name };
  }
  if (!('zone' in areas)) throw unknown('zone');
  const found = await listed(db, courier, [areas.city, areas.zone, ...(areas.area ? [areas.area] : [])]);
  const of = (kind: string, id: number, parent: number | null) =>
    found.some((p) => p.kind === kind && p.id === id && (parent === null || p.parentId === parent));
  if (!of('city', areas.city, null)) throw unknown('city');
  if (!of('zone', areas.zone, areas.city)) throw unknown('zone');
  if (areas.area !== undefined && !of('area', areas.area, areas.zone)) throw unknown('area');
  return { city: areas.city, zone: areas.zone, ...(areas.area !== undefined ? { area: areas.area } : {}) };
}

/**
 * Staff map one of our districts (or a thana of it) to the courier's places
 * (issue 37): written `staff`, with who and when, and kept by every later
 * read of the lists, whose name matching writes only `auto` rows.
 */
export async function setStaffMapping(db: Db, body: AreaMapRequest, userId: string) {
  const thana = body.thana ?? null;
  const placeOk = districtById(body.district) && (thana === null || thanaById(thana)?.district === body.district);
  if (!placeOk)
    throw new ApiError(400, `${thana ? 'thana' : 'district'}: not a place of ours`, [fieldEntry(thana ? 'thana' : 'district', msg('place_unknown'))]);
  const areas = await checkedAreas(db, body.courier, body.areas);
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const values = { areas, source: 'staff', userId, userName: user?.name ?? null, updatedAt: new Date() };
  const [row] = await db
    .insert(courierAreaMap)
    .values({ courier: body.courier, districtId: body.district, thanaId: thana, ...values })
    .onConflictDoUpdate({ target: [courierAreaMap.courier, courierAreaMap.districtId, courierAreaMap.thanaId], set: values })
    .returning();
  return { courier: body.courier, district: row.districtId, thana: row.thanaId, areas: row.areas, source: row.source as 'auto' | 'staff' };
}

/** Our districts and thanas the courier has no mapping for, as booking would name them: their addresses cannot be booked with it. */
export async function unmappedPlaces(db: Db, courier: AreaCourier) {
  const rows = await db
    .select({ district: courierAreaMap.districtId, thana: courierAreaMap.thanaId })
    .from(courierAreaMap)
    .where(eq(courierAreaMap.courier, courier));
  const mapped = new Set(rows.map((r) => `${r.district}|${r.thana ?? ''}`));
  return DISTRICTS.flatMap((d) => [
    ...(mapped.has(`${d.id}|`) ? [] : [{ district: d.id, thana: null, name: d.en }]),
    // A thana is reachable through its district's row too (booking falls back to it).
    ...(mapped.has(`${d.id}|`)
      ? []
      : thanasOf(d.id)
          .filter((t) => !mapped.has(`${d.id}|${t.id}`))
          .map((t) => ({ district: d.id, thana: t.id, name: `${t.en}, ${d.en}` }))),
  ]);
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courierAreaMap } from '../../schema';
import type { Couriers } from '../couriers';
import { PathaoCourier } from '../couriers/pathao';
import { RedxCourier } from '../couriers/redx';
import type { MappedAreas } from '../tables/courierAreas';
import { autoMap, childrenToRead, listReadSince, markChildrenRead, upsertPlaces, type AreaCourier } from './store';

/** What a read may be told: lists read before `since` are read again; `stop` says when to hand the rest back (the job's lease ends). */
export interface ReadOptions {
  since: Date;
  stop?: () => boolean;
  now?: () => Date;
}

/** The couriers whose lists are read, as configured (a stand-in for a courier in tests has no lists). */
export function areaCouriers(couriers: Couriers): { pathao?: PathaoCourier; redx?: RedxCourier } {
  const pathao = couriers.get('pathao');
  const redx = couriers.get('redx');
  return { pathao: pathao instanceof PathaoCourier ? pathao : undefined, redx: redx instanceof RedxCourier ? redx : undefined };
}

/**
 * Reads each configured courier's list of places into courier_areas and maps
 * our districts and thanas to them (issue 37). Pathao: its cities, each
 * city's zones, and the areas of only the zones a mapping uses (all of them
 * would be thousands of calls at its 60 a minute); RedX: its areas, one call.
 * What was read since `since` is not read again, so a read handed back when
 * `stop` says (a lease running out) goes on where it stopped. Answers false
 * when it stopped before the end. The work waits on the network; the
 * database gets one statement per list.
 */
export async function readCourierAreas(db: Db, couriers: Couriers, opts: ReadOptions): Promise<boolean> {
  const { pathao, redx } = areaCouriers(couriers);
  const now = opts.now ?? (() => new Date());
  const stop = opts.stop ?? (() => false);
  if (redx && !(await listReadSince(db, 'redx', 'area', opts.since))) {
    const areas = await redx.areas();
    await upsertPlaces(
      db,
      'redx',
      areas.map((a) => ({
        kind: 'area',
        courierId: a.id,
        name: a.name,
        parentId: null,
        homeDelivery: true,
        postCode: a.post_code === null ? null : String(a.post_code),
        region: a.division_name || null,
      })),
      now(),
    );
    await autoMap(db, 'redx');
  }
  if (!pathao) return true;
  if (!(await listReadSince(db, 'pathao', 'city', opts.since))) {
    const cities = await pathao.cities();
    await upsertPlaces(
      db,
      'pathao',
      cities.map((c) => ({ kind: 'city', courierId: c.id, name: c.name, parentId: null })),
      now(),
    );
  }
  for (const city of await childrenToRead(db, 'pathao', 'city', opts.since)) {
    if (stop()) return false;
    const zones = await pathao.zones(city);
    const at = now();
    await upsertPlaces(
      db,
      'pathao',
      zones.map((z) => ({ kind: 'zone', courierId: z.id, name: z.name, parentId: city })),
      at,
    );
    await markChildrenRead(db, 'pathao', 'city', city, at);
  }
  await autoMap(db, 'pathao');
  for (const zone of await childrenToRead(db, 'pathao', 'zone', opts.since, await mappedZones(db))) {
    if (stop()) return false;
    await readZoneAreas(db, pathao, zone, now());
  }
  return true;
}

/** A Pathao zone's areas, read and kept (whether each takes parcels to the door). */
async function readZoneAreas(db: Db, pathao: PathaoCourier, zone: number, at: Date): Promise<void> {
  const areas = await pathao.areas(zone);
  await upsertPlaces(
    db,
    'pathao',
    areas.map((a) => ({ kind: 'area', courierId: a.id, name: a.name, parentId: zone, homeDelivery: a.homeDelivery })),
    at,
  );
  await markChildrenRead(db, 'pathao', 'zone', zone, at);
}

/** The Pathao zones some mapping sends parcels to. */
async function mappedZones(db: Db): Promise<number[]> {
  const rows = await db.select({ areas: courierAreaMap.areas }).from(courierAreaMap).where(eq(courierAreaMap.courier, 'pathao'));
  return [...new Set(rows.flatMap((r) => ('zone' in r.areas ? [r.areas.zone] : [])))];
}

/** The mappings of some districts for a courier, to look a parcel's place up in. */
export async function mappingsOf(db: Db, courier: AreaCourier, districtIds: string[]) {
  if (districtIds.length === 0) return [];
  return db
    .select({ districtId: courierAreaMap.districtId, thanaId: courierAreaMap.thanaId, areas: courierAreaMap.areas })
    .from(courierAreaMap)
    .where(and(eq(courierAreaMap.courier, courier), inArray(courierAreaMap.districtId, districtIds)));
}

export type { MappedAreas };

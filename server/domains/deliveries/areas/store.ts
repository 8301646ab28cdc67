import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courierAreaMap, courierAreas } from '../../schema';
import { mapPathao, mapRedx, type AutoMapping } from './match';

export type AreaCourier = 'pathao' | 'redx';
type NewListedPlace = Omit<typeof courierAreas.$inferInsert, 'id' | 'courier' | 'readAt' | 'childrenReadAt'>;

/** Rows a statement writes at most: one statement per list (or per 500 places), never one per place. */
const BATCH = 500;

/** Writes places as read at `readAt`: a place read before is updated (unique by courier, kind and id), never doubled. */
export async function upsertPlaces(db: Db, courier: AreaCourier, places: NewListedPlace[], readAt: Date): Promise<void> {
  for (let i = 0; i < places.length; i += BATCH) {
    const rows = places.slice(i, i + BATCH).map((p) => ({ ...p, courier, readAt }));
    await db
      .insert(courierAreas)
      .values(rows)
      .onConflictDoUpdate({
        target: [courierAreas.courier, courierAreas.kind, courierAreas.courierId],
        set: {
          name: sql`excluded.name`,
          parentId: sql`excluded.parent_id`,
          homeDelivery: sql`excluded.home_delivery`,
          postCode: sql`excluded.post_code`,
          region: sql`excluded.region`,
          readAt: sql`excluded.read_at`,
        },
      });
  }
}

/** Records that a city's zones, or a zone's areas, were read. */
export async function markChildrenRead(db: Db, courier: AreaCourier, kind: 'city' | 'zone', courierId: number, at: Date): Promise<void> {
  await db
    .update(courierAreas)
    .set({ childrenReadAt: at })
    .where(and(eq(courierAreas.courier, courier), eq(courierAreas.kind, kind), eq(courierAreas.courierId, courierId)));
}

/** Places of a kind whose children were not read since `since` (Pathao's cities for their zones, zones for their areas). */
export async function childrenToRead(db: Db, courier: AreaCourier, kind: 'city' | 'zone', since: Date, among?: number[]): Promise<number[]> {
  if (among && among.length === 0) return [];
  const rows = await db
    .select({ id: courierAreas.courierId })
    .from(courierAreas)
    .where(
      and(
        eq(courierAreas.courier, courier),
        eq(courierAreas.kind, kind),
        or(isNull(courierAreas.childrenReadAt), lt(courierAreas.childrenReadAt, since)),
        among ? inArray(courierAreas.courierId, among) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether the courier's list of a kind was read since `since`. */
export async function listReadSince(db: Db, courier: AreaCourier, kind: 'city' | 'area', since: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${courierAreas.readAt})` })
    .from(courierAreas)
    .where(and(eq(courierAreas.courier, courier), eq(courierAreas.kind, kind)));
  return row?.at != null && new Date(row.at) >= since;
}

/** When the courier's list was last read (its oldest top-level place), or null when never. */
export async function listReadAt(db: Db, courier: AreaCourier): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${courierAreas.readAt})` })
    .from(courierAreas)
    .where(and(eq(courierAreas.courier, courier), eq(courierAreas.kind, courier === 'pathao' ? 'city' : 'area')));
  return row?.at != null ? new Date(row.at) : null;
}

/**
 * Matches our districts and thanas to the courier's places by name
 * (match.ts) and writes them `auto`. A place staff mapped keeps their
 * choice (the update is only of `auto` rows); an `auto` row the names no
 * longer give is removed, so the place shows as unmapped rather than wrong.
 */
export async function autoMap(db: Db, courier: AreaCourier): Promise<number> {
  const places = await db
    .select({
      kind: courierAreas.kind,
      courierId: courierAreas.courierId,
      name: courierAreas.name,
      parentId: courierAreas.parentId,
      region: courierAreas.region,
    })
    .from(courierAreas)
    .where(eq(courierAreas.courier, courier));
  const found: AutoMapping[] = courier === 'pathao' ? mapPathao(places) : mapRedx(places);
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < found.length; i += BATCH) {
      await tx
        .insert(courierAreaMap)
        .values(found.slice(i, i + BATCH).map((m) => ({ ...m, courier, source: 'auto', updatedAt: now })))
        .onConflictDoUpdate({
          target: [courierAreaMap.courier, courierAreaMap.districtId, courierAreaMap.thanaId],
          set: { areas: sql`excluded.areas`, updatedAt: sql`excluded.updated_at` },
          setWhere: eq(courierAreaMap.source, 'auto'),
        });
    }
    // Auto rows this read did not write are ones the names no longer give.
    await tx.delete(courierAreaMap).where(and(eq(courierAreaMap.courier, courier), eq(courierAreaMap.source, 'auto'), lt(courierAreaMap.updatedAt, now)));
  });
  return found.length;
}

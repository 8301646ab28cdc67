import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AreaPlaces, AreaPlacesQuery } from '../../../../common/wire/deliveries';
import type { Db } from '../../../db/client';
import { ApiError, fieldEntry, msg } from '../../../engine/errors';
import { courierAreas } from '../../schema';

/**
 * One level of a courier's list as last read (issue 37): Pathao's cities, a
 * city's zones or a zone's areas; RedX's areas. The mapping editor's selects
 * read these, so staff choose only ids that `PUT …/map` will take. RedX has
 * no cities or zones: asked for them, it has none.
 */
export async function courierPlaces(db: Db, query: AreaPlacesQuery): Promise<AreaPlaces> {
  if (query.courier === 'redx' && query.kind !== 'area') return [];
  const nested = query.courier === 'pathao' && query.kind !== 'city';
  if (nested && query.parent === undefined) throw new ApiError(400, 'parent: is required', [fieldEntry('parent', msg('required'))]);
  const rows = await db
    .select({ id: courierAreas.courierId, name: courierAreas.name, homeDelivery: courierAreas.homeDelivery, readAt: courierAreas.readAt })
    .from(courierAreas)
    .where(
      and(
        eq(courierAreas.courier, query.courier),
        eq(courierAreas.kind, query.kind),
        nested ? eq(courierAreas.parentId, query.parent ?? 0) : query.courier === 'pathao' ? isNull(courierAreas.parentId) : undefined,
      ),
    )
    .orderBy(asc(courierAreas.name), asc(courierAreas.courierId));
  return rows.map((r) => ({ ...r, readAt: r.readAt.toISOString() }));
}

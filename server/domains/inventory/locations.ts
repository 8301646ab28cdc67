import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { locations, users } from '../schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocationScope, Viewer } from '../../engine/declaration';
import { ApiError, fieldError, msg } from '../../engine/errors';

/** The permission that lets a user reach every location's records (issue 34): the Owner's and the Manager's in the demo. */
export const ANY_LOCATION = 'orders:any-location';

/**
 * The store's main location: the oldest active one. An empty store has the
 * one shop the inventory migration made; the locations resource never lets
 * the last active location go, so this always names one.
 */
export const mainLocation: SQL = sql`(select ${locations.id} from ${locations} where ${locations.isActive} order by ${locations.createdAt}, ${locations.id} limit 1)`;

/** The location a user's till sells from and their stock edits land in: theirs if set and active, else the main one. */
export function locationOfUser(userId: string | undefined): SQL {
  if (!userId) return mainLocation;
  return sql`coalesce((select l.id from ${users} u join ${locations} l on l.id = u.location_id where u.id = ${userId} and l.is_active), ${mainLocation})`;
}

/** The viewer's own location, as one value per statement. */
export function ownLocation(viewer: Viewer): SQL {
  return sql`(select ${locationOfUser(viewer.userId)})`;
}

/**
 * The location scope of a resource whose records belong to locations (issue
 * 34): a user reaches a record from any of `columns` that is their own
 * location, unless they hold orders:any-location.
 */
export function atLocations(...columns: (AnyPgColumn | SQL)[]): LocationScope {
  return { columns, lift: ANY_LOCATION, own: locationOfUser };
}

/**
 * The location a till sells from: the one the cart names, else the user's
 * own (or the main one). Naming another than one's own is for roles with
 * pos:switch-location (a manager covering a shop); an unknown or inactive
 * location is a 400 naming the field.
 */
export async function tillLocation(db: Db, userId: string, requested: string | undefined, maySwitch: boolean, field = 'cart.location'): Promise<string> {
  const [row] = await queryRows<{ own: string; asked: string | null }>(
    db,
    sql`select ${locationOfUser(userId)} as own, ${requested ? sql`(select id from ${locations} where id = ${requested} and is_active)` : sql`null::uuid`} as asked`,
  );
  if (!requested || requested === row.own) return row.own;
  if (!row.asked) throw fieldError(field, msg('unknown_location'));
  if (!maySwitch) throw new ApiError(403, msg('location_switch_forbidden'));
  return row.asked;
}

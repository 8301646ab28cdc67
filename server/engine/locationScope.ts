import { or, sql, type SQL } from 'drizzle-orm';
import { ALL } from '../../common/permissions';
import { accessSql } from '../modules/auth/currentAccess';
import { locationOfUser } from '../modules/inventory/locations';
import type { LocationScope, Viewer } from './declaration';

/** The permission that lets a user reach every location's records (issue 34): the Owner's and the Manager's in the demo. */
export const ANY_LOCATION = 'orders:any-location';

/** `*`, `resource:*` and the permission itself, as `?|` reads them (common/permissions.ts hasPermission). */
function holders(permission: string): string[] {
  const [resource] = permission.split(':');
  return [ALL, `${resource}:*`, permission];
}

/**
 * Whether the viewer's role holds `permission` now, read in the statement
 * (`current_access`, so a role changed a moment ago counts at once), as one
 * value computed once per statement (a scalar sub-select).
 */
export function holdsNow(viewer: Viewer, permission: string): SQL<boolean> {
  if (!viewer.userId || !viewer.sessionId) return sql<boolean>`false`;
  const list = `{${holders(permission)
    .map((p) => `"${p}"`)
    .join(',')}}`;
  return sql<boolean>`(select coalesce(${accessSql(viewer.userId, viewer.sessionId)} ?| ${list}::text[], false))`;
}

/** The viewer's own location, as one value per statement. */
export function ownLocation(viewer: Viewer): SQL {
  return sql`(select ${locationOfUser(viewer.userId)})`;
}

/** The condition a record of a location-scoped resource must meet for the viewer. */
export function withinReach(scope: LocationScope, viewer: Viewer): SQL {
  const own = ownLocation(viewer);
  return sql`(${holdsNow(viewer, scope.lift)} or ${or(...scope.columns.map((c) => sql`${c} = ${own}`))})`;
}

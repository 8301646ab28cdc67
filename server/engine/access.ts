import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ALL } from '../../common/permissions';
import type { Viewer } from './declaration';

/**
 * The rule of who is still let in, as one scalar: the permissions of the
 * user's role when the user is active and the session has not been ended,
 * else null. The rule itself is the SQL function `current_access`
 * (server/domains/accounts/sql/current_access.sql), which the engine relies on
 * being there; a read carries it in its own statement (accessProbe.ts).
 */
export function accessSql(userId: string | Placeholder, session: string | Placeholder): SQL<string[] | null> {
  return sql<string[] | null>`current_access(${userId}, ${session})`;
}

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

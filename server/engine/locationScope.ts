import { or, sql, type SQL } from 'drizzle-orm';
import { holdsNow } from './access';
import type { LocationScope, Viewer } from './declaration';

/** The condition a record of a location-scoped resource must meet for the viewer. */
export function withinReach(scope: LocationScope, viewer: Viewer): SQL {
  // As one value per statement (a scalar sub-select).
  const own = sql`(select ${scope.own(viewer.userId)})`;
  return sql`(${holdsNow(viewer, scope.lift)} or ${or(...scope.columns.map((c) => sql`${c} = ${own}`))})`;
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { roles, sessions, users } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Prepared: it runs before every request's own work.
const accessQuery = preparedOn((db) =>
  db
    .select({
      perms: roles.permissions,
      active: users.isActive,
      ended: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.family} = ${sql.placeholder('session')} and ${sessions.revokedAt} is not null)`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('current_access'),
);

/**
 * What a signed-in caller may do now, read on every request: an access token
 * lives 15 minutes, but a deactivated or deleted user, a role whose
 * permissions changed, or a session that was ended (sign-out, a password set
 * by an administrator, a stolen refresh token) must count at the next request
 * on every API process. One indexed query: the user by primary key, the role
 * by primary key, and a probe of the small index of ended sessions.
 * Undefined: the token no longer stands for anyone allowed in.
 */
export async function currentAccess(db: Db, userId: string, session: string): Promise<{ perms: string[] } | undefined> {
  if (!UUID.test(userId) || !UUID.test(session)) return undefined;
  const [row] = await accessQuery(db).execute({ userId, session });
  if (!row || !row.active || row.ended) return undefined;
  return { perms: row.perms };
}

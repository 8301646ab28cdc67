import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { users } from '../schema';
import { accessSql } from '../../engine/access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a token's user and session ids can be looked up at all (anything else stands for no one). */
export function lookableIds(userId: string, session: string): boolean {
  return UUID.test(userId) && UUID.test(session);
}

// Prepared: it runs before every request's own work that does not carry it.
const accessQuery = preparedOn((db) =>
  db
    .select({ perms: accessSql(sql.placeholder('userId'), sql.placeholder('session')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('current_access'),
);

/**
 * What a signed-in caller may do now, read on every request: an access token
 * lives 15 minutes, but a deactivated or deleted user, a role whose
 * permissions changed, or a session that was ended (sign-out, a password set
 * by an administrator, a stolen refresh token) must count at the next request
 * on every API process. Undefined: the token no longer stands for anyone allowed in.
 */
export async function currentAccess(db: Db, userId: string, session: string): Promise<{ perms: string[] } | undefined> {
  if (!lookableIds(userId, session)) return undefined;
  const [row] = await accessQuery(db).execute({ userId, session });
  return row?.perms ? { perms: row.perms } : undefined;
}

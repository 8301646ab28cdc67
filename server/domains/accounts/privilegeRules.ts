import { eq } from 'drizzle-orm';
import { ALL, grantsBeyond } from '../../../common/permissions';
import type { MessageCode } from '../../../common/serverMessages';
import type { Db } from '../../db/client';
import { roles, users } from '../schema';
import type { AuditChange } from '../audit';
import type { BeforeWriteContext } from '../../engine/declaration';
import { msg } from '../../engine/errors';
import { RefusedAttempt, type Attempt } from '../audit';

/**
 * Nobody raises permissions (issue 34): a user hands out, in a role or by
 * giving a role, only what they hold; changes no account or role that holds
 * more than they do (so only an owner acts on an owner); and never changes
 * their own role or the permissions of the role they hold. The rule of "more"
 * is `grantsBeyond` (common/permissions.ts), the one the role editor locks by.
 * Permissions are read in the write's transaction: those that hold now, not
 * the token's.
 */

interface Holder {
  roleId: string;
  email: string;
  permissions: string[];
}

async function holderOf(db: Db, userId: string): Promise<Holder | undefined> {
  const [row] = await db
    .select({ roleId: users.roleId, email: users.email, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The one who asks; undefined for the server's own writes (no user), which these rules do not bind. */
async function actorOf(db: Db, userId: string | undefined): Promise<Holder | undefined> {
  if (!userId) return undefined;
  // Gone since the guard let them in: they hold nothing.
  return (await holderOf(db, userId)) ?? { roleId: '', email: '', permissions: [] };
}

async function permissionsOfRole(db: Db, roleId: string): Promise<string[]> {
  const [row] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return row?.permissions ?? [];
}

/** `*` beyond the actor's: only an owner may; else the permissions by name. */
function beyondMessage(beyond: string[], code: MessageCode) {
  return beyond.includes(ALL) ? msg('owner_account_only') : msg(code, { permissions: beyond.join(', ') });
}

function refuseBeyond(granted: readonly string[], held: readonly string[], code: MessageCode, attempt: Attempt): void {
  const beyond = grantsBeyond(granted, held);
  if (beyond.length > 0) throw new RefusedAttempt(beyondMessage(beyond, code), attempt);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : []);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** A write of a user: the account's role now and the one it is given, against the actor's. */
export async function refuseUserRaise(ctx: BeforeWriteContext): Promise<void> {
  const actor = await actorOf(ctx.tx, ctx.actor.userId);
  if (!actor) return;
  const roleBefore = text(ctx.before?.role);
  const roleAfter = 'roleId' in ctx.values ? text(ctx.values.roleId) : roleBefore;
  const changes: AuditChange[] = roleAfter !== roleBefore ? [{ field: 'role', before: roleBefore ?? null, after: roleAfter ?? null }] : [];
  const attempt: Attempt = { resource: 'users', action: ctx.mode, recordId: ctx.id, label: text(ctx.before?.name) ?? text(ctx.values.name), changes };
  if (ctx.id !== undefined && ctx.id === ctx.actor.userId && roleAfter !== roleBefore) throw new RefusedAttempt(msg('own_role'), attempt);
  if (roleBefore) refuseBeyond(await permissionsOfRole(ctx.tx, roleBefore), actor.permissions, 'user_holds_more', attempt);
  if (roleAfter && roleAfter !== roleBefore) refuseBeyond(await permissionsOfRole(ctx.tx, roleAfter), actor.permissions, 'grant_not_held', attempt);
}

/** A write of a role: the permissions it holds now and those it will hold, against the actor's. */
export async function refuseRoleRaise(ctx: BeforeWriteContext): Promise<void> {
  const actor = await actorOf(ctx.tx, ctx.actor.userId);
  if (!actor) return;
  const before = ctx.before ? list(ctx.before.permissions) : undefined;
  const after = ctx.mode === 'delete' ? undefined : 'permissions' in ctx.values ? list(ctx.values.permissions) : before;
  const changed = !(before && after && sameSet(before, after));
  const attempt: Attempt = {
    resource: 'roles',
    action: ctx.mode,
    recordId: ctx.id,
    label: text(ctx.before?.name) ?? text(ctx.values.name),
    changes: changed ? [{ field: 'permissions', before: before ?? null, after: after ?? null }] : [],
  };
  // Deleting the role one holds is left to the database: a role still held is refused as in use (409).
  if (ctx.id !== undefined && ctx.id === actor.roleId && changed && ctx.mode !== 'delete') throw new RefusedAttempt(msg('held_role'), attempt);
  if (before) refuseBeyond(before, actor.permissions, 'role_holds_more', attempt);
  if (after) refuseBeyond(after, actor.permissions, 'grant_not_held', attempt);
}

/** Setting another user's password takes their account over: only for one who holds all it holds. */
export async function refusePasswordReset(db: Db, actorId: string, targetId: string): Promise<void> {
  const target = await holderOf(db, targetId);
  if (!target) return;
  const actor = await actorOf(db, actorId);
  refuseBeyond(target.permissions, actor?.permissions ?? [], 'user_holds_more', {
    resource: 'auth',
    action: 'password-reset',
    recordId: targetId,
    label: target.email,
  });
}

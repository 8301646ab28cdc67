import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../schema';
import { ApiError, msg } from '../../engine/errors';
import type { AfterWriteContext, BeforeWriteContext, WriteHooks } from '../../engine/declaration';
import { refuseRoleRaise, refuseUserRaise } from './privilegeRules';

/**
 * The shop must always keep someone who can manage users: an active user whose
 * role holds `*`. These rules run inside the write's transaction (the engine's
 * write hooks), so a refused write leaves nothing behind.
 */

const holdsEverything = (permissions: unknown) => Array.isArray(permissions) && permissions.includes('*');

const LAST_OWNER = msg('last_owner');

/**
 * One key for every write that can take an owner away: such writes queue up
 * behind each other, so two administrators demoting each other at the same
 * moment cannot both see the other still in place.
 */
async function lockOwners(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-owners'))`);
}

async function someOwnerLeft(tx: Db): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), sql`${roles.permissions} @> '["*"]'::jsonb`))
    .limit(1);
  return row !== undefined;
}

async function roleHoldsEverything(tx: Db, roleId: unknown): Promise<boolean> {
  if (typeof roleId !== 'string') return false;
  const [role] = await tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
  return holdsEverything(role?.permissions);
}

/** Users: nobody deletes or deactivates their own account, nor raises permissions; the last owner stays. */
export const userOwnerRules: WriteHooks = {
  async beforeWrite(ctx: BeforeWriteContext) {
    if (ctx.id && ctx.id === ctx.actor.userId) {
      if (ctx.mode === 'delete') throw new ApiError(409, msg('own_account_delete'));
      if (ctx.values.isActive === false) throw new ApiError(409, msg('own_account_deactivate'));
    }
    await refuseUserRaise(ctx);
  },
  async afterWrite(ctx: AfterWriteContext) {
    if (ctx.mode === 'create' || ctx.mode === 'copy' || !ctx.before) return;
    // The role is not changed by a user's write, so it still says whether this user held `*`.
    if (ctx.before.isActive !== true || !(await roleHoldsEverything(ctx.tx, ctx.before.role))) return;
    await lockOwners(ctx.tx);
    if (!(await someOwnerLeft(ctx.tx))) throw new ApiError(409, LAST_OWNER);
  },
};

/** Roles: nobody raises permissions through one; `*` cannot be taken from the role of the last active owner. */
export const roleOwnerRules: WriteHooks = {
  beforeWrite: refuseRoleRaise,
  async afterWrite(ctx: AfterWriteContext) {
    if (ctx.mode === 'create' || ctx.mode === 'copy' || !ctx.before || !holdsEverything(ctx.before.permissions)) return;
    await lockOwners(ctx.tx);
    if (!(await someOwnerLeft(ctx.tx))) throw new ApiError(409, LAST_OWNER);
  },
};

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SelfUser } from '../../../common/wire/auth';
import { roles, users } from '../../db/tables';

export async function loadAccount(db: Db, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row;
}

export function selfView(row: NonNullable<Awaited<ReturnType<typeof loadAccount>>>): SelfUser {
  const { user, role } = row;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    isActive: user.isActive,
    role: { _id: role.id, name: role.name, permissions: role.permissions },
    preferences: user.preferences,
  };
}

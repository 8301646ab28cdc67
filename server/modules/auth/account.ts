import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';

/** The signed-in user as `auth/self` and `auth/login` show it: never the password hash. */
export interface SelfView {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  isActive: boolean;
  role: { _id: string; name: string; permissions: string[] };
  preferences: Record<string, string[]>;
}

export async function loadAccount(db: Db, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row;
}

export function selfView(row: NonNullable<Awaited<ReturnType<typeof loadAccount>>>): SelfView {
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

export const selfJsonSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    isActive: { type: 'boolean' },
    role: {
      type: 'object',
      properties: { _id: { type: 'string' }, name: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } } },
    },
    preferences: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

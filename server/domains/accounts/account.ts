import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SelfUser } from '../../../common/wire/auth';
import { locations, roles, users } from '../schema';
import { mainLocation } from '../inventory';

export async function loadAccount(db: Db, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ user: users, role: roles, location: { id: locations.id, name: locations.name } })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    // The till's location (inventory/locations.ts locationOfUser): the user's own if active, else the main one.
    .leftJoin(
      locations,
      sql`${locations.id} = coalesce((select own.id from ${locations} own where own.id = ${users.locationId} and own.is_active), ${mainLocation})`,
    )
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row;
}

export function selfView(row: NonNullable<Awaited<ReturnType<typeof loadAccount>>>): SelfUser {
  const { user, role, location } = row;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    isActive: user.isActive,
    role: { _id: role.id, name: role.name, permissions: role.permissions },
    preferences: user.preferences,
    location: location ? { _id: location.id, name: location.name } : null,
  };
}

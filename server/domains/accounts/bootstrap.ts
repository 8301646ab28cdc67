import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { roles, settings, users } from '../schema';
import { hashPassword } from './passwords';
import { readSettings } from '../settings';
import type { ShopSettings } from '../../../common/wire/settings';

export const DEFAULT_SHOP_NAME = 'Rangdhonu Fashion';
export const DEFAULT_ADMIN_EMAIL = 'owner@example.com';

/** The settings row, made on first start. */
export async function loadSettings(db: Db): Promise<ShopSettings> {
  await db
    .insert(settings)
    .values({ id: 1, shopName: process.env.SHOP_NAME || DEFAULT_SHOP_NAME })
    .onConflictDoNothing();
  return readSettings(db);
}

/**
 * On the first start, an Owner role holding every permission and an owner
 * account: the email and password from the environment, or a random password
 * printed once in the log.
 */
export async function ensureOwner(
  db: Db,
  opts: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<{ email: string; password?: string } | undefined> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return undefined;
  let [owner] = await db.select().from(roles).where(eq(roles.name, 'Owner'));
  if (!owner) {
    [owner] = await db
      .insert(roles)
      .values({ name: 'Owner', description: 'Runs the shop: may do everything', permissions: ['*'] })
      .returning();
  }
  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = opts.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({ name: 'Shop Owner', email, roleId: owner.id, passwordHash: await hashPassword(password) });
  if (!opts.password) log.warn({ email }, `Owner account created with password: ${password} (shown once; change it after signing in)`);
  return { email, password: opts.password ? undefined : password };
}

import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/**
 * Failed sign-ins are kept in the database (not in this process's memory) so
 * that every API process behind a load balancer counts the same attempts.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const MAX_PER_EMAIL = 5;
export const MAX_PER_IP = 20;

export async function isLimited(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)));
  if (Number(byEmail.n) >= MAX_PER_EMAIL) return true;
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  return Number(byIp.n) >= MAX_PER_IP;
}

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(loginAttempts).values({ email, ip });
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

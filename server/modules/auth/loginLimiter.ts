import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/tables';

/**
 * Sign-in attempts are kept in the database (not in this process's memory) so
 * that every API process behind a load balancer counts the same attempts.
 */
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Attempts allowed within the window. One address can try one email only 5
 * times, and 20 emails in all; an email is closed after 25 attempts from any
 * addresses, so one address alone (at most 5 on that email) can never lock
 * the owner out from another address.
 */
export const LIMITS = { emailAtAddress: 5, address: 20, email: 25 } as const;

/**
 * Record the attempt, then count: the caller may check the password only when
 * this answers true. Because every attempt is written (and committed) before
 * it is counted, each concurrent attempt sees at least as many rows as came
 * before it, so no more than the limit ever pass, on any number of processes.
 * A refused attempt takes its row back: it checked nothing, and must not keep
 * the email closed for its owner.
 */
export async function beginAttempt(db: Db, email: string, ip: string): Promise<boolean> {
  const [mine] = await db.insert(loginAttempts).values({ email, ip }).returning({ id: loginAttempts.id });
  const since = new Date(Date.now() - WINDOW_MS);
  const [n] = await db
    .select({
      emailAtAddress: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.ip} = ${ip})::int`,
      address: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})::int`,
      email: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})::int`,
    })
    .from(loginAttempts)
    .where(and(or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), gt(loginAttempts.createdAt, since)));
  const allowed =
    Number(n.emailAtAddress) <= LIMITS.emailAtAddress && Number(n.address) <= LIMITS.address && Number(n.email) <= LIMITS.email;
  if (!allowed) await db.delete(loginAttempts).where(eq(loginAttempts.id, mine.id));
  return allowed;
}

/** A right password: the attempts of this email from this address are forgotten. */
export async function clearAttempts(db: Db, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}

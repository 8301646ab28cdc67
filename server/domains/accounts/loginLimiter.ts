import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, signInAddresses, users } from '../schema';

/**
 * Sign-in attempts are kept in the database (not in this process's memory) so
 * that every API process behind a load balancer counts the same attempts.
 */
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Attempts allowed within the window. One address can try one email only 5
 * times, and 20 emails in all; beyond 25 attempts at an email from any
 * addresses, a new address is refused, while an address the user has signed
 * in from before is only slowed (see `slowdownMs`): guesses spread over many
 * addresses cannot lock the owner out (issue 34).
 */
export const LIMITS = { emailAtAddress: 5, address: 20, email: 25 } as const;

/** The first delay of a sign-in slowed by the per-email limit, doubled for each further attempt, at most `MAX_SLOWDOWN_MS`. */
export const SLOWDOWN_MS = 1000;
export const MAX_SLOWDOWN_MS = 16_000;

/**
 * How long a sign-in from a known address waits when its email is past the
 * limit by `over` attempts. At most 5 such attempts per address count in a
 * window (the per email and address limit), so the wait grows 1, 2, 4, 8, 16 s.
 */
export function slowdownMs(over: number): number {
  return over <= 0 ? 0 : Math.min(SLOWDOWN_MS * 2 ** (over - 1), MAX_SLOWDOWN_MS);
}

/** Refused, or let through after `waitMs` (0: at once). */
export type AttemptVerdict = { allowed: false } | { allowed: true; waitMs: number };

/**
 * Record the attempt, then count: the caller may check the password only when
 * this allows it (after waiting). Because every attempt is written (and committed) before
 * it is counted, each concurrent attempt sees at least as many rows as came
 * before it, so no more than the limit ever pass, on any number of processes.
 * A refused attempt takes its row back: it checked nothing, and must not keep
 * the email closed for its owner.
 */
export async function beginAttempt(db: Db, email: string, ip: string): Promise<AttemptVerdict> {
  const [mine] = await db.insert(loginAttempts).values({ email, ip }).returning({ id: loginAttempts.id });
  const since = new Date(Date.now() - WINDOW_MS);
  const [n] = await db
    .select({
      emailAtAddress: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.ip} = ${ip})::int`,
      address: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})::int`,
      email: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})::int`,
      known: sql<boolean>`exists (select 1 from ${signInAddresses} join ${users} on ${users.id} = ${signInAddresses.userId} where ${users.email} = ${email} and ${signInAddresses.ip} = ${ip})`,
    })
    .from(loginAttempts)
    .where(and(or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), gt(loginAttempts.createdAt, since)));
  const over = Number(n.email) - LIMITS.email;
  const allowed = Number(n.emailAtAddress) <= LIMITS.emailAtAddress && Number(n.address) <= LIMITS.address && (over <= 0 || n.known);
  if (!allowed) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, mine.id));
    return { allowed: false };
  }
  return { allowed: true, waitMs: slowdownMs(over) };
}

/** A right password: the attempts of this email from this address are forgotten, and the address is known from now on. */
export async function clearAttempts(db: Db, userId: string, email: string, ip: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
  await db
    .insert(signInAddresses)
    .values({ userId, ip })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.ip], set: { lastAt: sql`now()` } });
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { sessions } from '../schema';

export const ACCESS_TTL = '15m';
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

/** What an access token carries: enough to check permissions without a query. */
export interface AccessClaims {
  sub: string;
  name: string;
  perms: string[];
  /** The session (refresh token family) it belongs to. */
  sid: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A refresh token is `<session id>.<secret>`; only the secret's hash is kept.
 */
export async function issueRefreshToken(db: Db, userId: string, family: string = randomUUID()) {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({ userId, family, tokenHash: sha256(secret), expiresAt: new Date(Date.now() + REFRESH_TTL_MS) })
    .returning({ id: sessions.id });
  return { token: `${row.id}.${secret}`, family };
}

export type RotateResult = { ok: true; userId: string; token: string; family: string } | { ok: false; reason: 'invalid' | 'expired' | 'reused' };

/**
 * A token exchanged this recently may be exchanged again: two tabs of one
 * browser refreshing at once send the same token, and only one of them can
 * be first. Each gets a token of the same family.
 */
export const REFRESH_GRACE_MS = 10_000;

/**
 * Exchange a refresh token for a new one. A token that was already exchanged
 * (more than the grace window ago) or revoked is a stolen copy: its whole
 * family is revoked, so the thief and the owner both have to sign in again.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  const [id, secret] = token.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, reason: 'invalid' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.id, id)).for('update');
    if (!row || row.tokenHash !== sha256(secret)) return { ok: false, reason: 'invalid' } as const;
    const justUsed = row.usedAt !== null && Date.now() - row.usedAt.getTime() <= REFRESH_GRACE_MS;
    if (row.revokedAt || (row.usedAt && !justUsed)) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.family, row.family), isNull(sessions.revokedAt)));
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' } as const;
    // Within the grace window the first exchange's time stands, so the window does not slide.
    if (!row.usedAt) await tx.update(sessions).set({ usedAt: new Date() }).where(eq(sessions.id, id));
    const next = await issueRefreshToken(tx as unknown as Db, row.userId, row.family);
    return { ok: true, userId: row.userId, token: next.token, family: row.family } as const;
  });
}

/** The session (family) a refresh token belongs to and its user, if it is a real one. */
export async function sessionOf(db: Db, token: string): Promise<{ family: string; userId: string } | undefined> {
  const [id, secret] = token.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row && row.tokenHash === sha256(secret) ? { family: row.family, userId: row.userId } : undefined;
}

export async function revokeFamily(db: Db, family: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)));
}

/** Sign out every other session of a user (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepFamily: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.family, keepFamily), isNull(sessions.revokedAt)));
}

/** End every session of a user (an administrator set their password). */
export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

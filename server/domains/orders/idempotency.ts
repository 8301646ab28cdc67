import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../schema';

/**
 * An Idempotency-Key (`POST orders`, `POST orders/{id}/exchanges`) is claimed
 * by the order it made, with a digest of the body it came with: a retry with
 * the same key and body gets the first answer, the same key with another body
 * is refused (409 key_reused).
 */
export const requestDigest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** The order a caller's key was claimed by, and the digest of the body that claimed it; undefined for a key never used. */
export async function keyClaim(db: Db, userId: string, key: string): Promise<{ hash: string; orderId: string | null } | undefined> {
  const [row] = await db
    .select({ hash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

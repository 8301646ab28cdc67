import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Values kept encrypted at rest (issue 37: couriers' credentials typed in Settings): AES-256-GCM with the key of
 * SECRETS_KEY (32 bytes, written as 64 hex digits or in base64). Each value gets its own random 12-byte IV; the
 * 16-byte auth tag is kept beside it, so a value changed in the database, or read with another key, is refused
 * rather than read as rubbish. A sealed value is `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/** A malformed SECRETS_KEY: said at start, as any wrong setting is, rather than at the first save. */
export class SecretsKeyError extends Error {}

/** The key SECRETS_KEY holds; null when it is not set. Throws a SecretsKeyError naming the variable when it is not 32 bytes. */
export function secretsKeyFrom(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const raw = env.SECRETS_KEY?.trim();
  if (!raw) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64') : null;
  if (!key || key.length !== 32) {
    // The value itself is never repeated: it is a secret even when malformed.
    throw new SecretsKeyError('SECRETS_KEY must be 32 random bytes written as 64 hex digits or in base64 (make one with: openssl rand -base64 32)');
  }
  return key;
}

/** Encrypts one value with a fresh IV. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The value sealed with this key; null when it was sealed with another key, changed, or is not a sealed value at all. */
export function open(key: Buffer, sealed: string): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, tag, body] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
  if (iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

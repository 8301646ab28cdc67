import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum settings (19 MiB, 2 passes). */
const OPTIONS = {
  // 2 is Algorithm.Argon2id: a const enum, which isolatedModules cannot import.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash to verify against when the email is unknown, so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

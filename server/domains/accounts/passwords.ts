import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { Semaphore } from './semaphore';

/** argon2id with OWASP's minimum settings (19 MiB, 2 passes). */
const OPTIONS = {
  // 2 is Algorithm.Argon2id: a const enum, which isolatedModules cannot import.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashes run one per core (at least two): more at once would not finish
 * sooner, only hold more memory (19 MiB each) while a burst of guesses waits.
 */
export const hashing = new Semaphore(Math.max(2, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

/** A hash to verify against when the email is unknown, so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-for-timing');
    const decoyHash = await decoy;
    await hashing.run(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  return hashing.run(() => verify(stored, password)).catch(() => false);
}

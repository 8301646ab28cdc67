import type { PosDb } from './db';

/** Below this many unused numbers, a till online asks for another block. */
export const LOW_NUMBERS = 50;
/** A block's size (the server gives at most 200). */
export const BLOCK_SIZE = 200;

/** Numbers are `S-000123`; ordered by their digits, so the smallest is used first. */
const digits = (number: string): number => Number(number.replace(/\D/g, ''));

export async function unusedNumbers(db: PosDb): Promise<number> {
  return db.count('numbers');
}

/**
 * Tops the device's numbers up from the server when they run low (online
 * only): `fetchBlock` is `POST orders/receipt-numbers`. Numbers are kept
 * before they are used, so a till that goes offline has a block in hand.
 */
export async function topUpNumbers(db: PosDb, device: string, fetchBlock: (device: string, count: number) => Promise<string[]>): Promise<number> {
  const left = await unusedNumbers(db);
  if (left >= LOW_NUMBERS) return left;
  const numbers = await fetchBlock(device, BLOCK_SIZE);
  const tx = db.transaction('numbers', 'readwrite');
  await Promise.all([...numbers.map((number) => tx.store.put({ number, device })), tx.done]);
  return unusedNumbers(db);
}

/** The smallest unused number's key (within a transaction that also writes the sale). */
export function smallestOf(keys: readonly string[]): string | undefined {
  return [...keys].sort((a, b) => digits(a) - digits(b))[0];
}

import { parseTaka, type Poisha, toTakaString } from '../../../../common/money';

/**
 * bKash takes and gives amounts as strings of taka ("1234.50" sent; "15" or
 * "100.00" answered, their samples), so poisha cross to it here and nowhere
 * else in the adapter.
 */

/** Poisha as the `amount` bKash's create and refund take: two decimals, more than zero. */
export function bkashAmount(amount: Poisha): string {
  if (amount <= 0) throw new RangeError(`bKash takes only amounts above zero, not ${amount} poisha`);
  return toTakaString(amount);
}

/** An `amount` bKash answered as poisha; null when it is missing or not an amount. */
export function readBkashAmount(value: unknown): Poisha | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return parseTaka(value);
}

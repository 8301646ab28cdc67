import { toReceive } from '../../../common/purchases';

export interface ReceiveLine {
  _id: string;
  qty: number;
  receivedQty: number;
}

/**
 * What the Receive dialog does with a typed quantity (spec §5): below 0 or
 * not a whole number is ignored (the previous value stays), more than is
 * left becomes what is left. Empty is 0.
 */
export function typedQuantity(text: string, previous: number, line: ReceiveLine): number {
  if (text.trim() === '') return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) return previous;
  return Math.min(n, toReceive(line));
}

/** The dialog's starting quantities: everything still to receive. */
export const everythingLeft = (lines: readonly ReceiveLine[]): Record<string, number> => Object.fromEntries(lines.map((l) => [l._id, toReceive(l)]));

/** The body's lines: those with something to receive now. */
export const receiptLines = (lines: readonly ReceiveLine[], qty: Record<string, number>) =>
  lines.filter((l) => (qty[l._id] ?? 0) > 0).map((l) => ({ line: l._id, qty: qty[l._id] }));

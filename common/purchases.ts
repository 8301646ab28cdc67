/**
 * Purchases from suppliers (issue 21): their statuses and what receiving goods
 * does to an item's cost. Shared by the server (which keeps the figures) and
 * the admin app (which shows what is left to receive).
 */
import { poisha, type Poisha } from './money';

export const PURCHASE_STATUSES = ['draft', 'ordered', 'partly-received', 'received', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Statuses whose lines (and supplier, destination, note) may still be changed. */
export const PURCHASE_EDITABLE: readonly PurchaseStatus[] = ['draft', 'ordered'];
/** Statuses a purchase may be cancelled from: nothing has been received yet. */
export const PURCHASE_CANCELLABLE: readonly PurchaseStatus[] = ['draft', 'ordered'];
/** Statuses goods may be received in. */
export const PURCHASE_RECEIVABLE: readonly PurchaseStatus[] = ['ordered', 'partly-received'];

/** `P-000012`: the purchase number made from purchase_number_seq. */
export const purchaseNumber = (n: number | bigint) => `P-${String(n).padStart(6, '0')}`;

/** What is still to come of a line. */
export const toReceive = (line: { qty: number; receivedQty: number }) => Math.max(0, line.qty - line.receivedQty);

/** The status a purchase has once its lines hold these received quantities. */
export function statusAfterReceiving(lines: readonly { qty: number; receivedQty: number }[]): PurchaseStatus {
  return lines.every((l) => l.receivedQty >= l.qty) ? 'received' : 'partly-received';
}

/**
 * The moving average cost of an item after a receipt, in poisha: what the
 * stock on hand cost plus what the receipt cost, over the units there will
 * be, rounded half up to the poisha. `stockBefore` is the item's stock over
 * every location before the receipt; none (or a figure below zero, which the
 * ledger never allows) means the receipt's cost is the cost. Exact for any
 * figures the database holds (BigInt: 10 million units × a 12-digit cost
 * overflow a double's integers).
 */
export function movingAverageCost(stockBefore: number, costBefore: Poisha, qty: number, unitCost: Poisha): Poisha {
  if (!Number.isInteger(stockBefore) || !Number.isInteger(qty) || !Number.isInteger(costBefore) || !Number.isInteger(unitCost)) {
    throw new RangeError('quantities and poisha must be whole numbers');
  }
  if (qty <= 0) throw new RangeError('a receipt adds at least one unit');
  const before = BigInt(Math.max(0, stockBefore));
  const units = before + BigInt(qty);
  const value = before * BigInt(costBefore) + BigInt(qty) * BigInt(unitCost);
  // Half up: floor((2 × value + units) / (2 × units)) for non-negative figures.
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rounded = (2n * abs + units) / (2n * units);
  return poisha(Number(negative ? -rounded : rounded));
}

/**
 * Transfers of stock between locations (issue 21, spec §3.5, §4): the
 * statuses, what is left to receive of a line, and when Mark As Received is
 * offered. Read by the server's transfer calls and the admin app's transfer
 * view alike.
 */

export const TRANSFER_STATUSES = ['draft', 'sent', 'partly-received', 'completed', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Statuses whose stock has left the origin: there may be something to receive. */
export const IN_TRANSIT_STATUSES: readonly TransferStatus[] = ['sent', 'partly-received'];

/**
 * Spec §4: "anything other than 'completed' shows a Mark As Received
 * action". Read together with §3.5 (a transfer's lines carry `toReceive`),
 * receiving needs units on the way: a draft has sent nothing yet (its action
 * is Send) and a cancelled transfer never will, so "anything" means the
 * statuses of a transfer on its way, sent and partly received. Completed
 * hides it, as §4 says.
 */
export const mayMarkReceived = (status: string): boolean => (IN_TRANSIT_STATUSES as readonly string[]).includes(status);

/** Most lines one transfer may hold. */
export const MAX_TRANSFER_LINES = 500;
/** Most units of one line, received or damaged in one call. */
export const MAX_TRANSFER_QTY = 1_000_000;

/** What is still on its way of a line: quantity − received − damaged, never below zero (spec §3.5). */
export function toReceive(line: { quantity: number; receivedQty: number; damagedQty: number }): number {
  return Math.max(0, line.quantity - line.receivedQty - line.damagedQty);
}

/** The damage reasons a damage record takes; units damaged on the way are recorded as `damaged-in-transit`. */
export const DAMAGE_REASONS = ['damaged', 'defective', 'stained', 'torn', 'lost', 'expired', 'damaged-in-transit', 'other'] as const;
export type DamageReason = (typeof DAMAGE_REASONS)[number];
export const DAMAGE_REASON_LABELS: Record<DamageReason, string> = {
  damaged: 'Damaged',
  defective: 'Defective',
  stained: 'Stained',
  torn: 'Torn',
  lost: 'Lost',
  expired: 'Expired',
  'damaged-in-transit': 'Damaged in transit',
  other: 'Other',
};
export const IN_TRANSIT_REASON: DamageReason = 'damaged-in-transit';

/**
 * A courier's own payout against what the shop expected (issue 37): which
 * parcels of the payout the shop may settle, for how much, and every
 * difference staff should look at. The one definition of each difference; the
 * server's reconciliation (server/domains/deliveries/payouts) and the payout's
 * screen read it from here.
 */
import { minusPoisha, sumPoisha, toTaka, type Poisha, type Taka } from './money';
import { OWED_STATUSES } from './settlements';

/**
 * - `short`: the payout's cash for a parcel is less than the shop expected to collect (the amount to collect
 *   when delivered; what the courier reported collected when partly delivered).
 * - `over`: more than that (the shop records no more than was to be collected).
 * - `charged_twice`: a parcel an earlier payout (or one recorded by hand) already settled, or one this payout
 *   lists twice: it is not settled again.
 * - `missing`: a parcel of this courier the shop has as delivered with cash collected and not settled, delivered
 *   at least MISSING_AFTER_HOURS before the payout was paid, that the payout leaves out. Couriers pay what was
 *   delivered up to a day or two before; a parcel delivered later is not yet due and is not listed.
 * - `unknown`: a consignment the shop has no delivery with this courier for.
 * - `not_delivered`: a consignment the shop has, but not as delivered (in transit, returned, cancelled): not
 *   settled until its status says delivered.
 * - `not_payable`: a parcel whose order is cancelled, or owes less than the payout's cash (paid by other means
 *   meanwhile): the cash cannot be paid to the order, so the parcel is left owed for staff to settle by hand or
 *   refund. Judged on the server, which reads the order (server/domains/deliveries/payouts/match.ts).
 * - `fee`: the payout's delivery charge for a parcel is not the one the courier reported for it before (its
 *   status or webhook, kept as the delivery's courier fee). Only where the shop knows that expectation and the
 *   payout says its charge; the cash-collection fee has no expectation the shop keeps, so it is never compared.
 */
export const PAYOUT_DIFFERENCE_KINDS = ['short', 'over', 'charged_twice', 'missing', 'unknown', 'not_delivered', 'not_payable', 'fee'] as const;
export type PayoutDifferenceKind = (typeof PAYOUT_DIFFERENCE_KINDS)[number];

/** A parcel delivered this long before a payout was paid, and left out of it, is `missing`. */
export const MISSING_AFTER_HOURS = 48;

/** One parcel of a courier's payout, courier-neutral; an amount the courier does not say is null. */
export interface PayoutLine {
  consignmentId: string;
  /** Our reference the courier keeps (the order number), when it says. */
  invoice: string | null;
  collected: Poisha | null;
  deliveryCharge: Poisha | null;
  codFee: Poisha | null;
}

/** A delivery of the shop's as the payout is judged against it. */
export interface ShopParcel {
  deliveryId: string;
  consignmentId: string;
  orderNumber: string;
  status: string;
  codAmount: Poisha;
  collected: Poisha;
  /** The courier's fee the shop expects, when it knows one. */
  courierFee: Poisha | null;
  /** Already in a settlement (an earlier payout, or one recorded by hand). */
  settled: boolean;
  deliveredAt: Date | null;
}

/** A difference as kept with the payout and shown to staff: amounts in taka, null where there is none. */
export interface PayoutDifference {
  kind: PayoutDifferenceKind;
  consignmentId: string;
  orderNumber: string | null;
  /** What the shop expected (cash, or the fee for `fee`). */
  expected: Taka | null;
  /** What the courier's payout says. */
  actual: Taka | null;
}

/** A parcel the payout settles: the cash each order is paid, and the courier's fee when it says one. */
export interface PayoutClaim {
  deliveryId: string;
  collected: Poisha;
  fee: Poisha | null;
}

/** What the shop expected the courier to collect for a parcel. */
export function expectedCash(p: Pick<ShopParcel, 'status' | 'codAmount' | 'collected'>): Poisha {
  return p.status === 'partly-delivered' ? p.collected : p.codAmount;
}

/** The courier's charge for a line: its delivery charge and cash-collection fee, or null when it says neither. */
export function lineFee(line: Pick<PayoutLine, 'deliveryCharge' | 'codFee'>): Poisha | null {
  const known = [line.deliveryCharge, line.codFee].filter((f): f is Poisha => f !== null);
  return known.length === 0 ? null : sumPoisha(known);
}

/** Whether an owed parcel left out of a payout paid at `paidAt` is missing from it (see `missing` above). */
export function isMissing(deliveredAt: Date | null, paidAt: Date): boolean {
  return deliveredAt !== null && paidAt.getTime() - deliveredAt.getTime() >= MISSING_AFTER_HOURS * 3_600_000;
}

const owed = (status: string) => (OWED_STATUSES as readonly string[]).includes(status);
const taka = (p: Poisha | null): Taka | null => (p === null ? null : toTaka(p));

/**
 * Judges a payout's lines against the shop's parcels (`parcels`, by consignment id, this courier's) and
 * the courier's owed parcels it leaves out (`leftOut`, already chosen as owed and not in the payout): what
 * to settle and every difference, in the payout's order, missing parcels last.
 */
export function judgePayout(
  lines: readonly PayoutLine[],
  parcels: ReadonlyMap<string, ShopParcel>,
  leftOut: readonly ShopParcel[],
  paidAt: Date,
): { claims: PayoutClaim[]; differences: PayoutDifference[] } {
  const claims: PayoutClaim[] = [];
  const differences: PayoutDifference[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const p = parcels.get(line.consignmentId);
    const orderNumber = p?.orderNumber ?? line.invoice;
    const differ = (kind: PayoutDifferenceKind, expected: Poisha | null, actual: Poisha | null) =>
      differences.push({ kind, consignmentId: line.consignmentId, orderNumber, expected: taka(expected), actual: taka(actual) });
    if (seen.has(line.consignmentId)) {
      differ('charged_twice', null, line.collected);
      continue;
    }
    seen.add(line.consignmentId);
    if (!p) {
      differ('unknown', null, line.collected);
      continue;
    }
    if (p.settled) {
      differ('charged_twice', null, line.collected);
      continue;
    }
    if (!owed(p.status)) {
      differ('not_delivered', null, line.collected);
      continue;
    }
    const expected = expectedCash(p);
    // A courier that does not say the cash (Pathao's order info) is taken at what it reported at delivery.
    const paid = line.collected ?? p.collected;
    if (paid < expected) differ('short', expected, paid);
    if (paid > expected) differ('over', expected, paid);
    if (line.deliveryCharge !== null && p.courierFee !== null && line.deliveryCharge !== p.courierFee) differ('fee', p.courierFee, line.deliveryCharge);
    const fee = lineFee(line);
    const cash = paid > expected ? expected : paid;
    // Nothing paid for a parcel: it stays owed (a settlement covers cash that arrived), the short says why.
    if (cash > 0) claims.push({ deliveryId: p.deliveryId, collected: cash, fee });
  }
  for (const p of leftOut) {
    if (seen.has(p.consignmentId) || !owed(p.status) || p.settled || !isMissing(p.deliveredAt, paidAt)) continue;
    differences.push({ kind: 'missing', consignmentId: p.consignmentId, orderNumber: p.orderNumber, expected: toTaka(expectedCash(p)), actual: null });
  }
  return { claims, differences };
}

/** What a payout's lines add up to, in poisha: cash and the courier's charges (those it says). */
export function payoutLineTotals(lines: readonly PayoutLine[]): { collected: Poisha; fees: Poisha; remitted: Poisha } {
  const collected = sumPoisha(lines.map((l) => l.collected).filter((c): c is Poisha => c !== null));
  const fees = sumPoisha(lines.map(lineFee).filter((f): f is Poisha => f !== null));
  return { collected, fees, remitted: minusPoisha(collected, fees) };
}

import { lineTotal, sumPoisha, toPoisha, type Poisha } from './money';

/**
 * A cashier's shift at a till (issue 36): the notes and coins a float or a
 * count is made of, and the shift's statuses. Both the server and the till
 * read these; the wire shapes are common/wire/shifts.ts.
 */

/** The taka notes and coins of Bangladesh a drawer holds, largest first. */
export const DENOMINATIONS = [1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** How many of each note or coin: `{ "1000": 2, "500": 1 }` (a missing one is none). */
export type DenominationCounts = Partial<Record<`${Denomination}`, number>>;

export const SHIFT_STATUSES = ['open', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** Cash put into the drawer (change from the bank) or taken out (a supplier paid, a bank drop). */
export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** A movement within its role's limit needs nobody (`none`); above it, `pending` until a manager approves or rejects it. */
export const CASH_MOVEMENT_APPROVALS = ['none', 'pending', 'approved', 'rejected'] as const;
export type CashMovementApproval = (typeof CASH_MOVEMENT_APPROVALS)[number];

/** The permissions of the shift calls (server/domains/shifts/routes.ts), offered by the roles form. */
export const SHIFT_PERMISSIONS = {
  /** Open a shift, move cash in or out, read its X report, close it with a count. */
  use: 'shifts:use',
  /** Approve (or reject) a cash movement over a role's limit, and a difference over the shop's limit. */
  approve: 'shifts:approve',
} as const;

/** What a float or a count adds up to, in poisha. */
export function denominationTotal(counts: DenominationCounts): Poisha {
  return sumPoisha(DENOMINATIONS.map((d) => lineTotal(toPoisha(d), counts[`${d}`] ?? 0)));
}

/** One payment method's money in a shift, in poisha, with how many payments made it. */
export interface MethodTotal {
  method: string;
  amount: Poisha;
  count: number;
}

/**
 * A shift's figures (the X report any time, the Z report frozen at close), in
 * poisha, from its payments and cash movements (server/domains/shifts/figures.ts):
 * expected cash = float + cash tendered − change given − cash refunds + cash in − cash out.
 */
export interface ShiftTotals {
  openingFloat: Poisha;
  /** Payments taken, by method (what was kept: cash net of change). */
  sales: MethodTotal[];
  /** Refunds paid back, by method (positive). */
  refunds: MethodTotal[];
  /** Cash handed over by customers, change included, and the change handed back. */
  cashTendered: Poisha;
  changeGiven: Poisha;
  cashRefunds: Poisha;
  /** Approved (or within their role's limit) cash movements; those awaiting a manager are apart and not in the drawer. */
  cashIn: Poisha;
  cashOut: Poisha;
  pendingIn: Poisha;
  pendingOut: Poisha;
  expectedCash: Poisha;
}

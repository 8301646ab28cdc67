import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { fieldError, msg } from '../../engine/errors';

/** What a till sale or refund says of its shift, and what the shop requires. */
export interface ShiftAsked {
  /** The shift the till names (`shift` of the body). */
  shift: string | undefined;
  /** The till's location: the shift must be open there. */
  locationId: string;
  /** The caller: the shift must be theirs, so no one puts money into or takes it out of a colleague's drawer. */
  userId?: string;
  /**
   * The caller forwards another till's offline sales (pos:switch-location): such a sale may name the shift
   * of the cashier who made it. Online, the shift is always the caller's own.
   */
  anyTill?: boolean;
  /** The setting `shiftRequired`: a till sale needs an open shift. */
  required: boolean;
  /**
   * An offline sale: a shift closed since the sale was made, or one the server never got (its open, kept by the
   * till, was refused or lost), is not a refusal: the sale is written outside any shift, never lost.
   */
  offline?: boolean;
}

/**
 * The shift a till's money goes into (issue 36): the one named, if it is the
 * caller's own and open at the till's location. No shift while the shop
 * requires one, one that is not open there, or another cashier's (a refund
 * paid out of a colleague's drawer) is a 400 naming `shift`. Read before the sale's statement;
 * the payments' trigger (sql/shift_payments.sql) checks it again as the money
 * is written, under a share lock on the shift, so a close between the two is
 * still never missed (409 `shift_closed`).
 */
export async function tillShift(db: Db, asked: ShiftAsked): Promise<string | undefined> {
  if (!asked.shift) {
    if (asked.required) throw fieldError('shift', msg('shift_required'));
    return undefined;
  }
  const [row] = await queryRows<{ status: string; at: string; cashier: string | null }>(
    db,
    sql`select status, location_id as at, cashier_id as cashier from shifts where id = ${asked.shift}`,
  );
  // Another cashier's shift is never the caller's drawer (an offline sale forwarded by a manager of every till aside).
  if (row && row.cashier !== asked.userId && !(asked.offline && asked.anyTill)) throw fieldError('shift', msg('shift_not_yours'));
  if (row && row.at === asked.locationId && row.status === 'open') return asked.shift;
  if (asked.offline && (!row || row.at === asked.locationId)) return undefined;
  throw fieldError('shift', msg('shift_not_open'));
}

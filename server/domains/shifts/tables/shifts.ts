import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DenominationCounts } from '../../../../common/shifts';
import type { ShiftTotals } from '../../../../common/shifts';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { users } from '../../accounts/tables/accounts';
import { locations } from '../../inventory/tables/locations';

/** Shift numbers (`SH-000123`): a sequence never gives the same number twice. */
export const shiftNumberSequence = pgSequence('shift_number_seq', { startWith: 1 });

/**
 * A cashier's shift at a till (issue 36): opened with a float counted by note
 * and coin, closed with a count. One open shift per till, held by the partial
 * unique index below (a second open on the same device is a 409, whatever the
 * race). Amounts are taka (numeric(12,2)) as in every table; the figures are
 * worked out in integer poisha (figures.ts) and, at close, frozen in
 * `figures` (poisha) and the amount columns, never written again.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    /** Human number, `SH-000123`, from its sequence. */
    number: text('number').notNull().unique(),
    /** The till: its own id, kept in its browser (common/wire/orders.ts DeviceId). */
    deviceId: text('device_id').notNull(),
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    cashierId: refersTo('cashier_id', () => users.id, 'set null'),
    cashierName: text('cashier_name').notNull(),
    status: text('status').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The opening float: how many of each note and coin, and what they add up to. */
    floatCounts: jsonb('float_counts').$type<DenominationCounts>().notNull(),
    openingFloat: money('opening_float').notNull(),
    /** The count at close, by note and coin, and its total; who counted. */
    countedCounts: jsonb('counted_counts').$type<DenominationCounts>(),
    countedCash: money('counted_cash'),
    countedBy: refersTo('counted_by', () => users.id, 'set null'),
    countedByName: text('counted_by_name'),
    /** Frozen at close: what the drawer should hold, and counted − expected (negative: short). */
    expectedCash: money('expected_cash'),
    difference: money('difference'),
    /** The Z report as it was at close (poisha), never changed afterwards. */
    figures: jsonb('figures').$type<ShiftTotals>(),
    /** A difference over the shop's limit waits for a manager: `pending`, then `approved` with their note; `none` when within it. */
    differenceApproval: text('difference_approval'),
    approvedBy: refersTo('approved_by', () => users.id, 'set null'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvalNote: text('approval_note'),
    ...timestamps(),
  },
  (t) => [
    // One open shift per till: the database refuses a second (issue 36).
    uniqueIndex('shifts_one_open_per_device_idx')
      .on(t.deviceId)
      .where(sql`${t.status} = 'open'`),
    index('shifts_created_at_idx').on(t.createdAt),
    index('shifts_location_opened_idx').on(t.locationId, t.openedAt),
    index('shifts_cashier_idx').on(t.cashierId),
    check('shifts_status_check', sql`${t.status} in ('open', 'closed')`),
    check('shifts_difference_approval_check', sql`${t.differenceApproval} in ('none', 'pending', 'approved')`),
    check('shifts_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} is null and ${t.figures} is null)`),
    check('shifts_float_check', sql`${t.openingFloat} >= 0`),
  ],
);

/**
 * Cash put into or taken out of a drawer during a shift, with a reason and
 * who did it. Above the amount the doer's role may move alone
 * (`roles.cash_movement_cap`) it waits (`pending`) for a manager, and counts
 * in the drawer's expected cash only once approved.
 */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    id: id(),
    shiftId: refersTo('shift_id', () => shifts.id, 'restrict').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name').notNull(),
    approval: text('approval').notNull().default('none'),
    approvedBy: refersTo('approved_by', () => users.id, 'set null'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('shift_cash_movements_shift_idx').on(t.shiftId, t.createdAt),
    check('shift_cash_movements_kind_check', sql`${t.kind} in ('in', 'out')`),
    check('shift_cash_movements_amount_check', sql`${t.amount} > 0`),
    check('shift_cash_movements_approval_check', sql`${t.approval} in ('none', 'pending', 'approved', 'rejected')`),
  ],
);

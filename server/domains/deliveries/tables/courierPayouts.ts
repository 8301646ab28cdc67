import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PayoutDifference } from '../../../../common/payoutDifferences';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { courierSettlements } from './deliveries';

/** One parcel of a payout as the courier said it, in taka (null where the courier does not say). */
export interface StoredPayoutLine {
  consignmentId: string;
  invoice: string | null;
  collected: number | null;
  deliveryCharge: number | null;
  codFee: number | null;
}

/**
 * A courier's own payout as read from its API (issue 37): Steadfast's payments, Pathao's invoices. One
 * row per (courier, its id for the payout): the insert that records it is what makes a payout matched
 * once, however often and however many processes read it. The settlement it made (none when nothing in it
 * could be settled) and every difference staff should see are kept with it.
 */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: id(),
    courier: text('courier').notNull(),
    /** The courier's id for the payout (Steadfast's payment id, Pathao's invoice id). */
    externalId: text('external_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** What the courier says it paid, when it says (else the lines' cash less their charges). */
    total: money('total').notNull(),
    lines: jsonb('lines').$type<StoredPayoutLine[]>().notNull(),
    differences: jsonb('differences')
      .$type<PayoutDifference[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How many differences, for the list's column and filter. */
    differenceCount: integer('difference_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    settlementId: refersTo('settlement_id', () => courierSettlements.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    unique('courier_payouts_external_key').on(t.courier, t.externalId),
    index('courier_payouts_created_at_idx').on(t.createdAt),
    index('courier_payouts_paid_at_idx').on(t.paidAt),
    check('courier_payouts_count_check', sql`${t.differenceCount} >= 0`),
  ],
);

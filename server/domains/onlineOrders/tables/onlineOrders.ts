import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, refersTo, id, timestamps } from '../../../db/columns';
import { orders } from '../../orders/tables/orders';

/**
 * The one-time code that confirms an online order's phone (issue 38): only its
 * digest is kept (with the order's id, so a digest says nothing of another
 * order's code); each guess counts before it is compared, so five wrong guesses
 * end the code whatever their timing. Sent again, a new code replaces it.
 */
export const orderCodes = pgTable(
  'order_codes',
  {
    orderId: refersTo('order_id', () => orders.id, 'cascade').primaryKey(),
    codeHash: text('code_hash').notNull(),
    /** Guesses made at the code in force. */
    tries: integer('tries').notNull().default(0),
    /** Codes sent for the order, the first included (OTP_RULES.sends at most). */
    sends: integer('sends').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [check('order_codes_tries_check', sql`${t.tries} >= 0`)],
);

/**
 * A payment asked of a payment provider for an online order (bKash): started
 * with the provider's id, then completed once (its transaction id unique, so a
 * callback seen twice or a query after a time-out records nothing new), failed
 * or cancelled. `refunded` is what went back through the provider.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'cascade').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** `full`, the order's whole total; `advance`, the part a risky cash-on-delivery order pays first. */
    purpose: text('purpose').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('started'),
    trxId: text('trx_id'),
    /** The provider's own word for the state, and why it failed, for staff. */
    providerStatus: text('provider_status'),
    reason: text('reason'),
    /** The storefront page bKash's callback sends the customer back to (an origin the shop allows). */
    returnUrl: text('return_url').notNull(),
    refunded: money('refunded').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('online_payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('online_payments_trx_idx')
      .on(t.provider, t.trxId)
      .where(sql`${t.trxId} is not null`),
    index('online_payments_order_idx').on(t.orderId),
    check('online_payments_status_check', sql`${t.status} in ('started', 'completed', 'failed', 'cancelled')`),
    check('online_payments_purpose_check', sql`${t.purpose} in ('full', 'advance')`),
    check('online_payments_refunded_check', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
  ],
);

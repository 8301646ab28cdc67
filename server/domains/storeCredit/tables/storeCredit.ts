import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { users } from '../../accounts/tables/accounts';
import { customers } from '../../customers/tables/customers';
import { orders } from '../../orders/tables/orders';

/** Why a customer's store credit moved (common/storeCredit.ts STORE_CREDIT_REASONS). */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: id(),
    customerId: refersTo('customer_id', () => customers.id, 'restrict').notNull(),
    customerName: text('customer_name').notNull(),
    /** Taka, signed: + credited (a refund, an exchange's difference), − spent (a sale paid by it). */
    amount: money('amount').notNull(),
    /** The customer's balance after this entry: the ledger reads as a statement. */
    balanceAfter: money('balance_after').notNull(),
    reason: text('reason').notNull(),
    orderId: refersTo('order_id', () => orders.id, 'set null'),
    orderNumber: text('order_number'),
    /** The exchange (server/domains/exchanges) whose difference this is, if any. */
    exchangeId: uuid('exchange_id'),
    exchangeNumber: text('exchange_number'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('store_credit_entries_customer_idx').on(t.customerId, t.createdAt),
    index('store_credit_entries_created_at_idx').on(t.createdAt),
    check('store_credit_entries_reason_check', sql`${t.reason} in ('refund', 'exchange', 'sale', 'adjustment')`),
    check('store_credit_entries_amount_check', sql`${t.amount} <> 0`),
    check('store_credit_entries_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables/accounts';
import { id, refersTo, timestamps } from '../../../db/columns';
import { customers } from '../../customers/tables/customers';
import { orders } from '../../orders/tables/orders';

/**
 * Every SMS the shop sends (issue 22, spec §2.1 SMS Log): marketing and
 * transactional, with what it cost and what the gateway said.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    phone: text('phone').notNull(),
    customerId: refersTo('customer_id', () => customers.id, 'set null'),
    customerName: text('customer_name'),
    text: text('text').notNull(),
    parts: integer('parts').notNull(),
    /** `gsm7` or `ucs2` (common/smsSegments.ts). */
    encoding: text('encoding').notNull(),
    /** parts × the price per part when queued, in taka. */
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** `marketing`, or the event of a transactional message (`order-placed`, `handed-to-courier`, `delivered`). */
    kind: text('kind').notNull().default('marketing'),
    orderId: refersTo('order_id', () => orders.id, 'set null'),
    /** The send that queued it: one marketing dialog's messages share it. */
    batchId: uuid('batch_id'),
    gateway: text('gateway').notNull(),
    status: text('status').notNull().default('queued'),
    /** The gateway's reason for a failure, in its words. */
    reason: text('reason'),
    gatewayMessageId: text('gateway_message_id'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    ...timestamps(),
  },
  (t) => [
    index('sms_messages_created_at_idx').on(t.createdAt),
    index('sms_messages_customer_idx').on(t.customerId, t.createdAt),
    // Every index here is paid 50,000 times by one marketing send (issue 22: queued under 2 s).
    // None on the phone: the log's search is a substring match a btree cannot answer.
    // Only the failures by status, the status people come looking for: every send moves a row's status.
    index('sms_messages_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
    check('sms_messages_status_check', sql`${t.status} in ('queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'logged')`),
    check('sms_messages_encoding_check', sql`${t.encoding} in ('gsm7', 'ucs2')`),
    check('sms_messages_parts_check', sql`${t.parts} > 0`),
  ],
);

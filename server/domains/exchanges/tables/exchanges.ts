import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ExchangeRecord } from '../../../../common/wire/exchanges';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { users } from '../../accounts/tables/accounts';
import { customers } from '../../customers/tables/customers';
import { locations } from '../../inventory/tables/locations';
import { orderReturns, orders } from '../../orders/tables/orders';
import { shifts } from '../../shifts/tables/shifts';

/**
 * An exchange (issue 36): one document for what came back and what went out
 * instead, written in the one transaction that made its return (an
 * order_returns row on the original order), its new order and its settlement.
 */
export const exchanges = pgTable(
  'exchanges',
  {
    id: id(),
    /** X-000123: from order_number_seq, the numbering of orders. */
    number: text('number').notNull().unique(),
    orderId: refersTo('order_id', () => orders.id, 'restrict').notNull(),
    orderNumber: text('order_number').notNull(),
    newOrderId: refersTo('new_order_id', () => orders.id, 'restrict').notNull(),
    newOrderNumber: text('new_order_number').notNull(),
    returnId: refersTo('return_id', () => orderReturns.id, 'restrict').notNull(),
    customerId: refersTo('customer_id', () => customers.id, 'set null'),
    customerName: text('customer_name').notNull(),
    returnedLines: jsonb('returned_lines').$type<ExchangeRecord['returnedLines']>().notNull(),
    newLines: jsonb('new_lines').$type<ExchangeRecord['newLines']>().notNull(),
    /** R: what came back is worth (its refund, capped at what was paid). */
    returnedValue: money('returned_value').notNull(),
    /** N: the new order's total. */
    newTotal: money('new_total').notNull(),
    /** N − R: the customer paid it when above 0, the shop refunded it when below. */
    balance: money('balance').notNull(),
    settlement: jsonb('settlement').$type<ExchangeRecord['settlement']>().notNull(),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    /** The till where it was made: the returned units went back and the new ones came from there. */
    locationId: refersTo('location_id', () => locations.id, 'restrict').notNull(),
    shiftId: refersTo('shift_id', () => shifts.id, 'restrict'),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('exchanges_location_created_idx').on(t.locationId, t.createdAt),
    index('exchanges_created_at_idx').on(t.createdAt),
    index('exchanges_order_idx').on(t.orderId),
    index('exchanges_new_order_idx').on(t.newOrderId),
  ],
);

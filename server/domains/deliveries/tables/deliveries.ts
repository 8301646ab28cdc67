import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/tables/accounts';
import { id, money, refersTo, timestamps } from '../../../db/columns';
import { orders } from '../../orders/tables/orders';

/** Settlement numbers (`CS-000012`). */
export const settlementNumberSequence = pgSequence('settlement_number_seq', { startWith: 1 });

/**
 * A courier's cash-on-delivery payout (issue 22): the deliveries it covers
 * (`deliveries.settlement_id`), what the courier remitted and the fees it kept.
 * Each covered order's collected cash becomes a payment in the same transaction.
 */
export const courierSettlements = pgTable(
  'courier_settlements',
  {
    id: id(),
    number: text('number').notNull().unique(),
    courier: text('courier').notNull(),
    /** The courier's own reference for the payout (their invoice or transfer id). */
    reference: text('reference'),
    /** Cash the covered deliveries collected (sum of their `collected`). */
    collected: money('collected').notNull(),
    /** What the courier kept as its fees. */
    fees: money('fees').notNull().default(0),
    /** What reached the shop: collected less fees. */
    remitted: money('remitted').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    ...timestamps(),
  },
  (t) => [index('courier_settlements_created_at_idx').on(t.createdAt), check('courier_settlements_money_check', sql`${t.fees} >= 0 and ${t.collected} >= 0`)],
);

/**
 * A parcel of an order handed to a courier (issue 22). `status` is the one
 * model every courier maps onto (common/deliveryStatus.ts); `courier_status`
 * keeps the courier's own word. An order has at most one delivery that is not
 * cancelled.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    orderId: refersTo('order_id', () => orders.id, 'restrict').notNull(),
    orderNumber: text('order_number').notNull(),
    /** `manual`, `steadfast`, `pathao`… (server/domains/deliveries/couriers). */
    courier: text('courier').notNull().default('manual'),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    status: text('status').notNull().default('pending'),
    courierStatus: text('courier_status'),
    /** The courier's latest tracking message as it wrote it, in English and (RedX's) Bangla, shown to staff in their language (issue 37). */
    courierMessage: jsonb('courier_message').$type<{ en: string; bn: string | null }>(),
    /** What the courier is to collect: what is still due on the order when booked. */
    codAmount: money('cod_amount').notNull().default(0),
    /** What the courier says it collected (set when delivered, or partly delivered). */
    collected: money('collected').notNull().default(0),
    deliveryCharge: money('delivery_charge').notNull().default(0),
    /** The courier's fee for this parcel, when known (from its answer or the settlement). */
    courierFee: money('courier_fee'),
    /** Kilograms. */
    weight: numeric('weight', { precision: 8, scale: 3, mode: 'number' }),
    itemDescription: text('item_description'),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    recipientCity: text('recipient_city'),
    notes: text('notes'),
    /** Why the last booking with the courier failed, in the courier's words. */
    bookingError: text('booking_error'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** Set once, in the statement that put a returned parcel's stock back: a second report finds it set. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    settlementId: refersTo('settlement_id', () => courierSettlements.id, 'set null'),
    userId: refersTo('user_id', () => users.id, 'set null'),
    userName: text('user_name'),
    ...timestamps(),
  },
  (t) => [
    index('deliveries_created_at_idx').on(t.createdAt),
    index('deliveries_status_idx').on(t.status, t.createdAt),
    index('deliveries_order_idx').on(t.orderId),
    index('deliveries_settlement_idx').on(t.settlementId),
    index('deliveries_phone_idx').on(t.recipientPhone),
    uniqueIndex('deliveries_live_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('deliveries_consignment_idx').on(t.courier, t.consignmentId),
    check(
      'deliveries_status_check',
      sql`${t.status} in ('pending', 'booked', 'picked-up', 'in-transit', 'delivered', 'partly-delivered', 'returning', 'returned', 'cancelled')`,
    ),
    check('deliveries_money_check', sql`${t.codAmount} >= 0 and ${t.collected} >= 0 and ${t.deliveryCharge} >= 0`),
  ],
);

/** What a courier told us by webhook, once per event: a repeated event finds its key taken. */
export const courierEvents = pgTable(
  'courier_events',
  {
    courier: text('courier').notNull(),
    eventKey: text('event_key').notNull(),
    deliveryId: refersTo('delivery_id', () => deliveries.id, 'set null'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.eventKey] })],
);

/** A courier's own fraud answer for a phone, kept 6 hours. */
export const courierFraudChecks = pgTable(
  'courier_fraud_checks',
  {
    courier: text('courier').notNull(),
    phone: text('phone').notNull(),
    answer: jsonb('answer').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.phone] })],
);

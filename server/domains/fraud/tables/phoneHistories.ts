import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Each phone's finished orders, counted by outcome (issue 22's fraud checker
 * rule, common/fraudRisk.ts): the orders list's risk column reads one row per
 * order, and its risk filter picks the phones of a band from here instead of
 * judging every order it walks. Kept by triggers on `orders` and `deliveries`
 * (migration 0017) in the statement that changes an order's status or phone,
 * or a parcel's returned state, so it is never stale, whatever writes the row
 * (the till, a cancel, a courier's webhook, the seed). Each change adds or
 * takes one from a count (commutative, no read-then-write).
 */
export const phoneHistories = pgTable('phone_histories', {
  phone: text('phone').primaryKey(),
  orders: integer('orders').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  returned: integer('returned').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});

import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time moves of stored data that SQL alone cannot make (issue 37: placing
 * old addresses in their district and thana needs common/places), run at start
 * beside the serving server: a move's row says it finished, so it never runs
 * again and never touches what staff saved after it.
 */
export const dataMoves = pgTable('data_moves', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  /** What it changed, for the log and for whoever asks later. */
  outcome: jsonb('outcome').$type<Record<string, number>>().notNull(),
});

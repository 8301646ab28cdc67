import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of each SQL rules file (server/db/sqlRules.ts) the database
 * holds: the file's path and the SHA-256 of its text. A file whose digest
 * differs is applied again at start-up.
 */
export const sqlRules = pgTable('sql_rules', {
  file: text('file').primaryKey(),
  digest: text('digest').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

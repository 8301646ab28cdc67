import { sql } from 'drizzle-orm';
import { numeric, timestamp, uuid, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** Every record has an `_id` on the wire, a uuid here. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/**
 * NOT NULL so that `ORDER BY created_at DESC` can use a plain index (STACK trap 4).
 */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Taka with two decimals, NUMERIC(12,2); worked out in poisha (common/money.ts), read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A uuid column that points at another table's row, with what happens to it
 * when that row goes: `restrict` for what a document needs (its location, its
 * product), `cascade` for a document's own lines, `set null` for who did it.
 */
export const refersTo = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) => uuid(name).references(target, { onDelete });

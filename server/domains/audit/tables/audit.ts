import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../../db/columns';

/** One changed field of an audited write. */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log: one row per write through the API and per sign-in, sign-out
 * and password change, appended in the same transaction as the write. Rows
 * are never changed; who did it is kept by id and by name, so deleting a user
 * keeps their history readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    ip: text('ip'),
    /** The resource path (`customers`) or module (`auth`). */
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    /** `create`, `update`, `update-many`, `copy`, `delete`, `remove-item`, `sign-in`, `sign-out`, `password-change`… */
    action: text('action').notNull(),
    /** The record's label (its name) when the entry was written. */
    label: text('label'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    /** The changes as one line of text, for the table and exports. */
    summary: text('summary'),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_record_idx').on(t.resource, t.recordId, t.createdAt)],
);

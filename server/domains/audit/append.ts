import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../schema';
import { auditLog, type AuditChange } from './tables/audit';
import { isSecretKey, summarise } from './changes';

export interface AuditEntry {
  /** Who did it (absent for the server itself, or a failed sign-in). */
  userId?: string;
  /** The client's address (`req.ip`). */
  ip?: string;
  /** Resource path or module: `customers`, `auth`, `settings`. */
  resource: string;
  recordId?: string;
  /** What happened: `create`, `update`, `delete`, `sign-in`, `sign-out`, `password-change`… */
  action: string;
  /** The record's name or email, to read the log without looking the id up (SQL: a value the same statement makes, an order's number). */
  label?: string | SQL;
  /** Changed fields with their values before and after; secret keys lose their values here. */
  changes?: AuditChange[];
}

/**
 * Append one audit entry, in the caller's transaction: if the write is rolled
 * back, so is its entry. The user's name is copied into the entry so it stays
 * readable after the user is deleted.
 */
export async function appendAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await auditInsert(tx, entry);
}

/** The entry's INSERT, not yet sent: to be one part of a larger statement (placing an order). */
export function auditInsert(tx: Db, entry: AuditEntry) {
  return tx.insert(auditLog).values(auditRow(entry));
}

/**
 * The entry's INSERT for one part of a larger statement, appended only when
 * `when` (a query of that statement) finds a row: a write the statement may
 * or may not make (a sale keeping an address its customer already has first).
 */
export function auditInsertWhen(entry: AuditEntry, when: SQL): SQL {
  const row = auditRow(entry);
  const columns = [
    auditLog.userId,
    auditLog.userName,
    auditLog.ip,
    auditLog.resource,
    auditLog.recordId,
    auditLog.action,
    auditLog.label,
    auditLog.changes,
    auditLog.summary,
  ];
  return sql`insert into ${auditLog} (${sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  )}) select ${row.userId}::uuid, ${row.userName}, ${row.ip}, ${row.resource}, ${row.recordId}, ${row.action}, ${row.label}, ${JSON.stringify(row.changes)}::jsonb, ${row.summary} where exists (${when})`;
}

/** Many entries in few statements (a CSV import's products), in the caller's transaction. */
export async function appendAuditMany(tx: Db, entries: AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) await tx.insert(auditLog).values(entries.slice(i, i + 1000).map(auditRow));
}

function auditRow(entry: AuditEntry) {
  const changes = (entry.changes ?? []).map((c) => (isSecretKey(c.field) ? { field: c.field } : c));
  return {
    userId: entry.userId ?? null,
    userName: entry.userId ? sql`(select ${users.name} from ${users} where ${eq(users.id, entry.userId)})` : null,
    ip: entry.ip ?? null,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    action: entry.action,
    label: typeof entry.label === 'string' ? entry.label.slice(0, 500) : (entry.label ?? null),
    changes,
    summary: changes.length > 0 ? summarise(changes) : null,
  };
}

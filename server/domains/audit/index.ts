export { appendAudit, appendAuditMany, auditInsert } from './append';
export type { AuditEntry } from './append';
export { diffRecords } from './changes';
export { RefusedAttempt } from './refusals';
export type { Attempt } from './refusals';
export type { AuditChange } from './tables/audit';

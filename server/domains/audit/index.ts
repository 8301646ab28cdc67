/** What other domains may use of audit (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { appendAudit, appendAuditMany, auditInsert, auditInsertWhen } from './append';
export type { AuditEntry } from './append';
export { diffRecords } from './changes';
export { RefusedAttempt } from './refusals';
export type { Attempt } from './refusals';
export type { AuditChange } from './tables/audit';

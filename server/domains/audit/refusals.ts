import fp from 'fastify-plugin';
import type { CodedMessage } from '../../../common/serverMessages';
import type { AuditChange } from './tables/audit';
import { ApiError } from '../../engine/errors';
import { appendAudit } from './append';

/** What was tried: the write, on which record, and the changes it asked for. */
export interface Attempt {
  resource: string;
  /** `create`, `update`, `update-many`, `copy`, `delete`, `password-reset`… */
  action: string;
  recordId?: string;
  label?: string;
  changes?: AuditChange[];
}

/**
 * A 403 for an attempt the audit log must keep (issue 34: raising permissions).
 * It is thrown inside the write's transaction, which rolls back with the
 * entry it would have written; the hook below appends the entry afterwards.
 */
export class RefusedAttempt extends ApiError {
  constructor(
    message: CodedMessage,
    readonly attempt: Attempt,
  ) {
    super(403, message);
  }
}

/** The audit entry of every refused attempt, written once the refused transaction is over. */
export const auditRefusals = fp(async (app) => {
  app.addHook('onError', async (req, _reply, err) => {
    if (!(err instanceof RefusedAttempt)) return;
    const { attempt } = err;
    try {
      await appendAudit(app.db.db, {
        userId: (req.user as { sub?: string } | undefined)?.sub,
        ip: req.ip,
        resource: attempt.resource,
        recordId: attempt.recordId,
        action: 'refused',
        label: attempt.label,
        changes: [{ field: 'attempt', after: attempt.action }, { field: 'reason', after: err.code }, ...(attempt.changes ?? [])],
      });
    } catch (failed) {
      // The refusal still goes out; a lost entry is logged, never a 500 for the caller.
      req.log.error({ err: failed }, 'audit of a refused attempt failed');
    }
  });
});

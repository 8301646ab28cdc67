import { labelKeyOf, type WriteHooks } from '../../engine/declaration';
import { appendAudit } from './append';
import { diffRecords } from './changes';

/**
 * The audit log's part in every engine write: after the row is written, in
 * the same transaction, one entry with the fields that changed. Registered on
 * the registry, so each resource declared later is audited too.
 */
export const auditWrites: WriteHooks = {
  async afterWrite({ tx, decl, mode, actor, id, before, after }) {
    const changes = diffRecords(before, after);
    // An update that changed nothing is not an event.
    if (changes.length === 0 && (mode === 'update' || mode === 'update-many')) return;
    const label = (after ?? before)?.[labelKeyOf(decl)];
    await appendAudit(tx, {
      userId: actor.userId,
      ip: actor.ip,
      resource: decl.path,
      recordId: id,
      action: mode,
      label: typeof label === 'string' ? label : undefined,
      changes,
    });
  },
};

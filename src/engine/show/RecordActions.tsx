import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { ResourceSpec, RowAction } from '../../../common/resourceSpec';
import { offeredActions } from '../list/rowMenu/offeredActions';
import { needsRunner, RowActionRunner } from '../list/rowMenu/RowActionRunner';
import { useAllowedActions } from '../list/rowMenu/RowActionsMenu';
import { usePerformRowAction } from '../list/rowMenu/usePerformRowAction';

/** What the record's page does not repeat: it is the record's view, and Edit has its own button. */
const NOT_ON_PAGE: ReadonlySet<RowAction['type']> = new Set(['view', 'view-item', 'view-modal', 'edit', 'edit-modal']);

/**
 * The row menu's actions on the record's own page (a draft purchase's "Mark
 * as Ordered", its Cancel and Delete): the same entries by the record's
 * state and the user's permissions, run the same way, so a record is not
 * handled differently from its list and from its page.
 */
export function RecordActions({ spec }: { spec: ResourceSpec }) {
  const record = useRecordContext();
  const perform = usePerformRowAction(spec, true);
  const [running, setRunning] = useState<RowAction | null>(null);
  const actions = useMemo(() => (record ? offeredActions(spec.rowMenu, record).filter((action) => !NOT_ON_PAGE.has(action.type)) : []), [spec.rowMenu, record]);
  const allowed = useAllowedActions(spec.path, actions);
  if (!record || !allowed || allowed.length === 0) return null;
  return (
    <>
      {allowed.map((action, index) => (
        <Button key={`${action.type}-${index}`} onClick={() => (needsRunner(action) ? setRunning(action) : void perform(action, record))}>
          {action.label}
        </Button>
      ))}
      {running && <RowActionRunner spec={spec} record={record} action={running} onDone={() => setRunning(null)} onRecordPage />}
    </>
  );
}

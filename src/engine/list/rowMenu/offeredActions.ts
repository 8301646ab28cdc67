import type { RowAction } from '../../../../common/resourceSpec';
import { findCustomAction } from '../../parts/customActions';
import { conditionHolds } from './conditionHolds';

/**
 * The row-menu actions a record offers by its state: those whose condition
 * holds (a received purchase is not edited, a draft one is marked ordered)
 * and, for a custom one, whose part the app registers. The row's menu and
 * the record's page offer the same, each then asking what the user may do.
 */
export function offeredActions(rowMenu: RowAction[], record: Record<string, unknown>): RowAction[] {
  return rowMenu.filter((action) => conditionHolds(action.condition, record) && (action.type !== 'custom' || findCustomAction(action.component)));
}

/** Whether a record may be edited by its state: the row menu's edit entries say so, when it has any. */
export function editOffered(rowMenu: RowAction[], record: Record<string, unknown>): boolean {
  const edits = rowMenu.filter((action) => action.type === 'edit' || action.type === 'edit-modal');
  return edits.length === 0 || edits.some((action) => conditionHolds(action.condition, record));
}

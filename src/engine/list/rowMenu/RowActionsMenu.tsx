import { Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccessCallback, type RaRecord } from 'react-admin';
import type { ResourceSpec, RowAction } from '../../../../common/resourceSpec';
import { rowActionAccess } from '../accessFor';
import { needsRunner, RowActionRunner } from './RowActionRunner';
import { usePerformRowAction } from './usePerformRowAction';

interface RowActionsMenuProps {
  spec: ResourceSpec;
  record: RaRecord;
  actions: RowAction[];
  anchor: HTMLElement | null;
  /** The menu closed and whatever was chosen is done. */
  onFinished: () => void;
}

/**
 * The entries the user may do, or null while that is being asked. The menu
 * opens only once they are known: MUI places a menu by its size when it
 * opens, so entries that appeared afterwards (one CanAccess each) grew it off
 * the screen's right and bottom edges instead of flipping it left or up, and
 * the keyboard's focus found no first entry.
 */
export function useAllowedActions(resource: string, actions: RowAction[]): RowAction[] | null {
  const canAccess = useCanAccessCallback();
  const [allowed, setAllowed] = useState<RowAction[] | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(actions.map((action) => Promise.resolve(canAccess(rowActionAccess(resource, action))).catch(() => false))).then((answers) => {
      if (current) setAllowed(actions.filter((_, index) => answers[index]));
    });
    return () => {
      current = false;
    };
  }, [canAccess, resource, actions]);
  return allowed;
}

/** The open row menu and the action chosen from it, until that action is done. */
export const RowActionsMenu = ({ spec, record, actions, anchor, onFinished }: RowActionsMenuProps) => {
  const perform = usePerformRowAction(spec);
  const [running, setRunning] = useState<RowAction | null>(null);
  const allowed = useAllowedActions(spec.path, actions);

  const choose = (action: RowAction) => {
    if (needsRunner(action)) setRunning(action);
    else void perform(action, record).then(onFinished);
  };

  return (
    <>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor) && allowed !== null && allowed.length > 0 && !running}
        onClose={onFinished}
        // The ⋮ sits at the row's right end: the menu hangs leftwards from it,
        // and MUI shifts it up when the row is near the bottom.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {(allowed ?? []).map((action, index) => (
          <MenuItem key={`${action.type}-${index}`} onClick={() => choose(action)}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
      {running && <RowActionRunner spec={spec} record={record} action={running} onDone={onFinished} />}
    </>
  );
};

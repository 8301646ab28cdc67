import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { CanAccess, type RaRecord } from 'react-admin';
import type { ResourceSchema, RowAction } from '../../../../common/schema';
import { rowActionAccess } from '../accessFor';
import { needsRunner, RowActionRunner } from './RowActionRunner';
import { usePerformRowAction } from './usePerformRowAction';

interface RowActionsMenuProps {
  schema: ResourceSchema;
  record: RaRecord;
  actions: RowAction[];
  anchor: HTMLElement | null;
  /** The menu closed and whatever was chosen is done. */
  onFinished: () => void;
}

/** The open row menu and the action chosen from it, until that action is done. */
export const RowActionsMenu = ({ schema, record, actions, anchor, onFinished }: RowActionsMenuProps) => {
  const perform = usePerformRowAction(schema);
  const [running, setRunning] = useState<RowAction | null>(null);

  const choose = (action: RowAction) => {
    if (needsRunner(action)) setRunning(action);
    else void perform(action, record).then(onFinished);
  };

  return (
    <>
      <Menu anchorEl={anchor} open={Boolean(anchor) && !running} onClose={onFinished}>
        {actions.map((action, index) => (
          <CanAccess key={`${action.type}-${index}`} {...rowActionAccess(schema.path, action)} error={null}>
            <MenuItem onClick={() => choose(action)}>{action.label}</MenuItem>
          </CanAccess>
        ))}
      </Menu>
      {running && <RowActionRunner schema={schema} record={record} action={running} onDone={onFinished} />}
    </>
  );
};

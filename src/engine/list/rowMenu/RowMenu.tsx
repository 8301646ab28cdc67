import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { CanAccess, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSchema, RowAction } from '../../../../common/schema';
import { rowActionAccess } from '../accessFor';
import { findCustomAction } from '../customActions';
import { conditionHolds } from './conditionHolds';
import { needsRunner, RowActionRunner } from './RowActionRunner';
import { usePerformRowAction } from './usePerformRowAction';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The record's name for the kebab's label, so each row's button says whose actions it opens. */
function recordName(record: RaRecord): string {
  for (const key of ['name', 'title', 'email']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  return String(record.id);
}

/** The per-row menu of spec §2.4: entries whose condition holds and which the user may do. */
export const RowMenu = ({ schema, record }: { schema: ResourceSchema; record: RaRecord }) => {
  const translate = useTranslate();
  const perform = usePerformRowAction(schema);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState<RowAction | null>(null);

  const actions = schema.rowMenu.filter(
    (action) => conditionHolds(action.condition, record) && (action.type !== 'custom' || findCustomAction(action.component)),
  );
  if (actions.length === 0) return null;

  const choose = (action: RowAction) => {
    setAnchor(null);
    if (needsRunner(action)) setRunning(action);
    else void perform(action, record);
  };

  // Clicks inside the menu and its dialogs (portals, but React-tree children)
  // must not reach the row, which would follow a clickable row's link.
  return (
    <Box component="span" onClick={stop}>
      <IconButton
        size="small"
        aria-label={translate('engine.list.row_menu.open_for', { name: recordName(record) })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action, index) => (
          <CanAccess key={`${action.type}-${index}`} {...rowActionAccess(schema.path, action)} error={null}>
            <MenuItem onClick={() => choose(action)}>{action.label}</MenuItem>
          </CanAccess>
        ))}
      </Menu>
      {running && <RowActionRunner schema={schema} record={record} action={running} onDone={() => setRunning(null)} />}
    </Box>
  );
};

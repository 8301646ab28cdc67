import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import type { BulkAction, ResourceSpec } from '../../../../common/resourceSpec';
import { findCustomBulkAction } from '../../parts/customBulkActions';
import { bulkActionAccess } from '../accessFor';
import type { ColumnField } from '../columns/useVisibleColumns';
import { BulkActionRunner } from './BulkActionRunner';

interface BulkMenuProps {
  spec: ResourceSpec;
  columns: { all: ColumnField[]; visible: string[] };
}

export const BulkMenu = ({ spec, columns }: BulkMenuProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState<BulkAction | null>(null);
  // A custom action whose dialog nobody registered is not offered.
  const actions = spec.bulkMenu.filter((action) => action.type !== 'custom' || findCustomBulkAction(action.component));
  if (actions.length === 0) return null;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('engine.list.bulk.menu')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action, index) => (
          <CanAccess key={`${action.type}-${index}`} {...bulkActionAccess(spec.path, action)} error={null}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setRunning(action);
              }}
            >
              {action.label}
            </MenuItem>
          </CanAccess>
        ))}
      </Menu>
      {running && <BulkActionRunner spec={spec} action={running} columns={columns} onDone={() => setRunning(null)} />}
    </>
  );
};

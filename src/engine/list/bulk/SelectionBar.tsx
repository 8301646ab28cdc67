import { Box } from '@mui/material';
import { BulkActionsToolbar } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import type { ColumnField } from '../columns/useVisibleColumns';
import { BulkMenu } from './BulkMenu';

interface SelectionBarProps {
  spec: ResourceSpec;
  columns: { all: ColumnField[]; visible: string[] };
}

/**
 * react-admin's BulkActionsToolbar ('N Items Selected', the clear button and
 * the bulk menu), shown in place of the filter bar rather than sliding over
 * the list's top toolbar, which this page does not have.
 */
export const SelectionBar = ({ spec, columns }: SelectionBarProps) => (
  <Box sx={{ '&& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none', borderRadius: 1 } }}>
    <BulkActionsToolbar label="engine.list.selection.count" selectAllButton={false}>
      <BulkMenu spec={spec} columns={columns} />
    </BulkActionsToolbar>
  </Box>
);

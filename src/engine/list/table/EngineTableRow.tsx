import { TableCell, TableRow } from '@mui/material';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { DataTableClasses, RecordContextProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { recordName } from '../recordName';
import { SelectRowCheckbox } from './SelectRowCheckbox';

interface EngineTableRowProps {
  record: RaRecord;
  index: number;
  selected: boolean;
  /** Absent when the table has no bulk actions: no selection column. */
  onToggle?: (id: Identifier, event: MouseEvent) => void;
  /** Absent when rows are not clickable. */
  onOpen?: (record: RaRecord) => void;
  children: ReactNode;
}

/** One record's row: the selection checkbox, then the columns' cells. */
export const EngineTableRow = memo(({ record, index, selected, onToggle, onOpen, children }: EngineTableRowProps) => {
  const translate = useTranslate();
  const classes = [DataTableClasses.row, index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd];
  if (onToggle) classes.push(DataTableClasses.selectable);
  if (onOpen) classes.push(DataTableClasses.clickableRow);
  return (
    <RecordContextProvider value={record}>
      <TableRow hover className={classes.join(' ')} onClick={onOpen ? () => onOpen(record) : undefined}>
        {onToggle && (
          <TableCell padding="checkbox">
            <SelectRowCheckbox
              id={record.id}
              label={translate('engine.list.selection.select_named', { name: recordName(record) })}
              checked={selected}
              onToggle={onToggle}
            />
          </TableCell>
        )}
        {children}
      </TableRow>
    </RecordContextProvider>
  );
});
EngineTableRow.displayName = 'EngineTableRow';

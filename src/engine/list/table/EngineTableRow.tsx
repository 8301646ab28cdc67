import { memo, type MouseEvent } from 'react';
import { DataTableClasses, RecordContextProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import { ColumnValue } from '../columns/ColumnValue';
import type { ColumnField } from '../columns/useVisibleColumns';
import { recordName } from '../recordName';
import { RowMenu } from '../rowMenu/RowMenu';
import { PIN_CLASSES } from './pinnedColumns';
import { SelectRowCheckbox } from './SelectRowCheckbox';

interface EngineTableRowProps {
  spec: ResourceSpec;
  columns: ColumnField[];
  record: RaRecord;
  index: number;
  selected: boolean;
  /** Absent when the table has no bulk actions: no selection column. */
  onToggle?: (id: Identifier, event: MouseEvent) => void;
  /** Absent when rows are not clickable. */
  onOpen?: (record: RaRecord) => void;
}

const alignRight = (field: ColumnField) => field.column.type === 'number' || field.column.type === 'currency';

/**
 * One record's row: the selection checkbox, the columns' cells, the row menu.
 * Plain <tr>/<td> styled once by the table body, and memoised: a row draws
 * again only when its record or its selection changes, not when the page
 * around it does (selecting one row of 999 redraws one row).
 */
export const EngineTableRow = memo(({ spec, columns, record, index, selected, onToggle, onOpen }: EngineTableRowProps) => {
  const translate = useTranslate();
  const classes = [DataTableClasses.row, index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd];
  if (onToggle) classes.push(DataTableClasses.selectable);
  if (onOpen) classes.push(DataTableClasses.clickableRow);
  return (
    <RecordContextProvider value={record}>
      <tr className={classes.join(' ')} onClick={onOpen ? () => onOpen(record) : undefined}>
        {onToggle && (
          <td className="checkbox">
            <SelectRowCheckbox
              id={record.id}
              label={translate('engine.list.selection.select_named', { name: recordName(record) })}
              checked={selected}
              onToggle={onToggle}
            />
          </td>
        )}
        {columns.map((field, index) => (
          <td
            key={field.key}
            className={`${DataTableClasses.rowCell} column-${field.key}${alignRight(field) ? ' right' : ''}${index === 0 ? ` ${PIN_CLASSES.name}` : ''}`}
          >
            <ColumnValue field={field} record={record} />
          </td>
        ))}
        {spec.rowMenu.length > 0 && (
          <td className={`right ${PIN_CLASSES.actions}`}>
            <RowMenu spec={spec} record={record} />
          </td>
        )}
      </tr>
    </RecordContextProvider>
  );
});
EngineTableRow.displayName = 'EngineTableRow';

import { useMemo } from 'react';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import type { ColumnField } from '../columns/useVisibleColumns';
import { EmptyCard } from '../states/EmptyCard';
import { EngineTableBody } from './EngineTableBody';
import { PIN_CLASSES, pinnedColumnStyles } from './pinnedColumns';
import { TableColumnsContext } from './TableColumns';
import { columnLabel } from '../../../../common/fieldFlag';

interface EngineDataTableProps {
  spec: ResourceSpec;
  columns: ColumnField[];
}

/**
 * react-admin's DataTable (header, sorting, selection) with the spec's
 * chosen columns and the row menu; the rows are ours (EngineTableBody).
 * Its own bulk toolbar is off: the selection bar takes the filter bar's place.
 * The selection box, the name and the row menu are pinned (pinnedColumns).
 */
export const EngineDataTable = ({ spec, columns }: EngineDataTableProps) => {
  const translate = useTranslate();
  const tableColumns = useMemo(() => ({ spec, columns }), [spec, columns]);
  const hasSelection = spec.bulkMenu.length > 0;
  return (
    <TableColumnsContext.Provider value={tableColumns}>
      <DataTable
        bulkActionButtons={hasSelection}
        bulkActionsToolbar={false}
        empty={<EmptyCard />}
        body={EngineTableBody}
        sx={(theme) => ({
          '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
          ...pinnedColumnStyles(theme, hasSelection),
        })}
      >
        {/* The header's columns: the body draws the cells from `columns` itself. */}
        {columns.map((field, index) => (
          <DataTable.Col<RaRecord>
            key={field.key}
            headerClassName={index === 0 ? PIN_CLASSES.name : undefined}
            source={field.key}
            label={columnLabel(field)}
            disableSort={!field.column.sortable}
            align={field.column.type === 'number' || field.column.type === 'currency' ? 'right' : undefined}
          />
        ))}
        {spec.rowMenu.length > 0 && (
          <DataTable.Col<RaRecord> label={translate('engine.list.row_menu.open')} headerClassName={PIN_CLASSES.actions} disableSort align="right" />
        )}
      </DataTable>
    </TableColumnsContext.Provider>
  );
};

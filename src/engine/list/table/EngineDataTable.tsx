import { useMemo } from 'react';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../../../common/schema';
import type { ColumnField } from '../columns/useVisibleColumns';
import { EmptyCard } from '../states/EmptyCard';
import { EngineTableBody } from './EngineTableBody';
import { TableColumnsContext } from './TableColumns';

interface EngineDataTableProps {
  schema: ResourceSchema;
  columns: ColumnField[];
}

/**
 * react-admin's DataTable (header, sorting, selection) with the schema's
 * chosen columns and the row menu; the rows are ours (EngineTableBody).
 * Its own bulk toolbar is off: the selection bar takes the filter bar's place.
 */
export const EngineDataTable = ({ schema, columns }: EngineDataTableProps) => {
  const translate = useTranslate();
  const tableColumns = useMemo(() => ({ schema, columns }), [schema, columns]);
  return (
    <TableColumnsContext.Provider value={tableColumns}>
      <DataTable
        bulkActionButtons={schema.bulkMenu.length > 0}
        bulkActionsToolbar={false}
        empty={<EmptyCard />}
        body={EngineTableBody}
        sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
      >
        {/* The header's columns: the body draws the cells from `columns` itself. */}
        {columns.map((field) => (
          <DataTable.Col<RaRecord>
            key={field.key}
            source={field.key}
            label={field.column.label ?? field.label}
            disableSort={!field.column.sortable}
            align={field.column.type === 'number' || field.column.type === 'currency' ? 'right' : undefined}
          />
        ))}
        {schema.rowMenu.length > 0 && (
          <DataTable.Col<RaRecord> label={translate('engine.list.row_menu.open')} disableSort align="right" />
        )}
      </DataTable>
    </TableColumnsContext.Provider>
  );
};

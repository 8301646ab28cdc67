import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../../../common/schema';
import { showPath } from '../../paths';
import { ColumnValue } from '../columns/ColumnValue';
import type { ColumnField } from '../columns/useVisibleColumns';
import { RowMenu } from '../rowMenu/RowMenu';
import { EmptyCard } from '../states/EmptyCard';
import { EngineTableBody } from './EngineTableBody';

interface EngineDataTableProps {
  schema: ResourceSchema;
  columns: ColumnField[];
}

/**
 * react-admin's DataTable with the schema's chosen columns and the row menu.
 * Its own bulk toolbar is off: the selection bar takes the filter bar's place.
 */
export const EngineDataTable = ({ schema, columns }: EngineDataTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable
      rowClick={schema.clickable ? (id) => showPath(schema.path, id) : false}
      bulkActionButtons={schema.bulkMenu.length > 0}
      bulkActionsToolbar={false}
      empty={<EmptyCard />}
      body={EngineTableBody}
      sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      {columns.map((field) => (
        <DataTable.Col<RaRecord>
          key={field.key}
          source={field.key}
          label={field.column.label ?? field.label}
          disableSort={!field.column.sortable}
          align={field.column.type === 'number' || field.column.type === 'currency' ? 'right' : undefined}
          render={(record) => <ColumnValue field={field} record={record} />}
        />
      ))}
      {schema.rowMenu.length > 0 && (
        <DataTable.Col<RaRecord>
          label={translate('engine.list.row_menu.open')}
          disableSort
          align="right"
          render={(record) => <RowMenu schema={schema} record={record} />}
        />
      )}
    </DataTable>
  );
};

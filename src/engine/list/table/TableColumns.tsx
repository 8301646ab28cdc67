import { createContext, useContext } from 'react';
import type { ResourceSchema } from '../../../../common/schema';
import type { ColumnField } from '../columns/useVisibleColumns';

export interface TableColumns {
  schema: ResourceSchema;
  columns: ColumnField[];
}

/**
 * The schema and chosen columns for the table body: DataTable gives its
 * `body` slot only the column elements, and our body draws the cells from
 * the columns themselves (see EngineTableBody).
 */
export const TableColumnsContext = createContext<TableColumns | null>(null);

export function useTableColumns(): TableColumns {
  const value = useContext(TableColumnsContext);
  if (!value) throw new Error('useTableColumns needs a TableColumnsContext above it');
  return value;
}

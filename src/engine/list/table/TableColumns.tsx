import { createContext, useContext } from 'react';
import type { ResourceSpec } from '../../../../common/resourceSpec';
import type { ColumnField } from '../columns/useVisibleColumns';

export interface TableColumns {
  spec: ResourceSpec;
  columns: ColumnField[];
}

/**
 * The spec and chosen columns for the table body: DataTable gives its
 * `body` slot only the column elements, and our body draws the cells from
 * the columns themselves (see EngineTableBody).
 */
export const TableColumnsContext = createContext<TableColumns | null>(null);

export function useTableColumns(): TableColumns {
  const value = useContext(TableColumnsContext);
  if (!value) throw new Error('useTableColumns needs a TableColumnsContext above it');
  return value;
}

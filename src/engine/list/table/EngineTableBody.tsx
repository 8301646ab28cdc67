import { TableBody } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useNavigate,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { EngineTableRow } from './EngineTableRow';

/**
 * DataTable's body (its `body` slot) with our own rows: react-admin's
 * DataTableRow always draws its own SelectRowCheckbox, whose input MUI 9
 * leaves unnamed (see SelectRowCheckbox).
 */
export const EngineTableBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem, rowClick } = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const resource = useResourceContext();
  const navigate = useNavigate();

  const onOpen = useMemo(() => {
    if (typeof rowClick !== 'function' || !resource) return undefined;
    return (record: RaRecord) => {
      const path = rowClick(record.id, resource, record);
      if (typeof path === 'string') navigate(path);
    };
  }, [rowClick, resource, navigate]);

  const selected = new Set(selectedIds);
  return (
    <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
      {data?.map((record, index) => (
        <EngineTableRow
          key={record.id}
          record={record}
          index={index}
          selected={selected.has(record.id)}
          onToggle={hasBulkActions ? handleToggleItem : undefined}
          onOpen={onOpen}
        >
          {children}
        </EngineTableRow>
      ))}
    </TableBody>
  );
};

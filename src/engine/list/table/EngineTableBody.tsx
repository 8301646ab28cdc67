import { TableBody } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useCallback } from 'react';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useNavigate,
  type RaRecord,
} from 'react-admin';
import { showPath } from '../../paths';
import { cellStyles } from '../columns/cellStyles';
import { EngineTableRow } from './EngineTableRow';
import { SELECTION_WIDTH } from './pinnedColumns';
import { useTableColumns } from './TableColumns';

/*
 * MUI's TableRow and TableCell look, written once here for every row and cell
 * of the body: as styled components, 999 rows of 8 cells cost 8,000 style
 * serialisations per render (see cellStyles).
 */
const Body = styled(TableBody)(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  const border = theme.vars
    ? `1px solid ${theme.vars.palette.TableCell.border}`
    : `1px solid ${
        theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
      }`;
  return {
    '& > tr': {
      color: 'inherit',
      verticalAlign: 'middle',
      outline: 0,
      // Rows out of view skip layout and paint until scrolled to (they stay in
      // the page, found by search and screen readers): most of a 999-row
      // page's first frame was laying out rows nobody sees yet. The height is
      // a one-line row's until a row has been drawn once (`auto` keeps it).
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 53px',
    },
    '& > tr:hover': { backgroundColor: palette.action.hover },
    '& > tr > td': {
      ...theme.typography.body2,
      color: palette.text.primary,
      borderBottom: border,
      textAlign: 'left',
      padding: '6px 16px',
    },
    '& > tr > td.right': { textAlign: 'right' },
    // As react-admin's header checkbox cell, so the boxes line up.
    '& > tr > td.checkbox': { width: SELECTION_WIDTH, boxSizing: 'border-box', padding: '0 8px' },
    '& input.select-item': {
      display: 'block',
      width: 18,
      height: 18,
      margin: 3,
      accentColor: palette.primary.main,
      cursor: 'pointer',
    },
    ...cellStyles(theme),
  };
});

/**
 * DataTable's body (its `body` slot), drawing our rows from the chosen
 * columns rather than from DataTable's column elements: react-admin's rows
 * and cells each read the store, the theme props and the record context per
 * cell, and its row checkbox leaves its input unnamed (see SelectRowCheckbox).
 * Header, sorting and selection stay react-admin's.
 */
export const EngineTableBody = () => {
  const { spec, columns } = useTableColumns();
  const data = useDataTableDataContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const navigate = useNavigate();

  const open = useCallback((record: RaRecord) => navigate(showPath(spec.path, record.id)), [navigate, spec.path]);

  const selected = new Set(selectedIds);
  return (
    <Body className={`datatable-body ${DataTableClasses.tbody}`}>
      {data?.map((record, index) => (
        <EngineTableRow
          key={record.id}
          spec={spec}
          columns={columns}
          record={record}
          index={index}
          selected={selected.has(record.id)}
          onToggle={hasBulkActions ? handleToggleItem : undefined}
          onOpen={spec.clickable ? open : undefined}
        />
      ))}
    </Body>
  );
};

import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { DrillDown } from '../../common/wire/reports';
import { useFormatDate } from '../shop';
import { drillDownPath } from './drillDown';
import { COLUMN_FIGURES } from './figureKeys';
import { FigureName } from './FigureName';
import type { CellValue, ReportColumn } from './reportDefinition';
import { useFigures } from './useFigures';

interface ReportTableProps {
  title: string;
  columns: readonly ReportColumn<unknown>[];
  rows: unknown[];
  rowKey: (row: unknown, index: number) => string;
  totals: Record<string, CellValue> | null;
  drillDowns?: Record<string, DrillDown>;
}

const NUMERIC = new Set(['money', 'count', 'percent', 'decimal']);

/** A report's rows and its totals row; figures with a list behind them link to it. */
export function ReportTable({ title, columns, rows, rowKey, totals, drillDowns }: ReportTableProps) {
  const translate = useTranslate();
  const figures = useFigures();
  const dates = useFormatDate();
  const show = (column: ReportColumn<unknown>, value: CellValue): string => {
    if (value === null || value === undefined || value === '') return '—';
    switch (column.format) {
      // The numeric formats are named as the figures that write them.
      case 'money':
      case 'count':
      case 'percent':
      case 'decimal':
        return figures[column.format](Number(value));
      case 'day':
        return figures.day(String(value));
      case 'dateTime':
        return dates.dateTime(String(value));
      default:
        return String(value);
    }
  };
  const align = (column: ReportColumn<unknown>) => (NUMERIC.has(column.format) ? 'right' : 'left');
  // Where a cell of a row or of the totals stands: figures to the right, the first column heading its row.
  const place = (column: ReportColumn<unknown>, i: number) =>
    ({ align: align(column), component: i === 0 ? 'th' : 'td', scope: i === 0 ? 'row' : undefined }) as const;
  const heading = (column: ReportColumn<unknown>) => translate(`reports.columns.${column.key}`);

  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={title} stickyHeader>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={align(column)} sx={{ whiteSpace: 'nowrap' }}>
                <FigureName name={heading(column)} figure={COLUMN_FIGURES[column.key]} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{translate('reports.no_rows')}</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} hover>
              {columns.map((column, i) => {
                const text = column.text ? column.text(row, translate) : show(column, column.value(row));
                const to = column.link?.(row);
                return (
                  <TableCell key={column.key} {...place(column, i)} sx={{ whiteSpace: column.format === 'text' ? undefined : 'nowrap' }}>
                    {to ? <Link to={to}>{text}</Link> : text}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
        {totals && rows.length > 0 && (
          <TableFooter>
            <TableRow data-testid="report-totals">
              {columns.map((column, i) => {
                const value = totals[column.key];
                // A column the totals do not sum (a phone, a rate) stays empty.
                const text =
                  i === 0
                    ? [translate('reports.total'), value === undefined ? '' : String(value)].filter(Boolean).join(' · ')
                    : value === undefined
                      ? ''
                      : show(column, value);
                const drill = i > 0 && value !== undefined && value !== null ? drillDowns?.[column.key] : undefined;
                const to = drill ? drillDownPath(drill) : null;
                return (
                  <TableCell
                    key={column.key}
                    {...place(column, i)}
                    sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'body2.fontSize', whiteSpace: 'nowrap' }}
                  >
                    {to ? (
                      <Link to={to} aria-label={translate('reports.drill', { figure: heading(column), value: text })}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

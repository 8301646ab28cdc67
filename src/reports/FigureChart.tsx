import { Box, Button, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPart } from '../engine/parts/lazyPart';
import type { ChartKind, ChartSeries, FigureFormat } from './chartSeries';
import { useFigures } from './useFigures';
import { visuallyHidden } from '../engine/visuallyHidden';

// @mui/x-charts is the largest chunk the dashboard loads (349 kB): the figures, their tables and the cards are
// drawn without waiting for it, and each chart fills its place (a skeleton of its height) when it arrives.
const ChartDrawing = lazyPart(() => import('./ChartDrawing'), 'ChartDrawing');

export interface FigureChartProps {
  /** Names the chart and captions its table. */
  title: string;
  kind: ChartKind;
  /** One label per point (days, statuses, methods), written as the screen shows them. */
  categories: string[];
  series: ChartSeries[];
  /** The heading of the categories' column in the figures table. */
  categoryLabel: string;
  height?: number;
}

export type { ChartSeries } from './chartSeries';

/**
 * A chart (@mui/x-charts) with the figures it draws as a table: kept in the
 * page for screen readers, shown on request for reading and copying. The
 * drawing itself is hidden from screen readers, which read the table.
 */
export function FigureChart({ title, kind, categories, series, categoryLabel, height = 260 }: FigureChartProps) {
  const translate = useTranslate();
  const figures = useFigures();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  const format = (f: FigureFormat) => (value: number | null) => (f === 'money' ? figures.money(value) : figures.count(value));
  const empty = categories.length === 0 || series.every((s) => s.data.every((v) => v === 0));

  return (
    <Box>
      {empty ? (
        <Box sx={{ height: 80, display: 'flex', alignItems: 'center', color: 'text.secondary' }}>{translate('reports.chart.empty')}</Box>
      ) : (
        <Box aria-hidden sx={{ width: '100%' }} data-chart={title}>
          <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
            <ChartDrawing kind={kind} categories={categories} series={series.filter((s) => !s.tableOnly)} height={height} format={format} />
          </Suspense>
        </Box>
      )}
      <Button size="small" onClick={() => setShown(!shown)} aria-expanded={shown} aria-controls={tableId}>
        {translate(shown ? 'reports.chart.hide_table' : 'reports.chart.show_table')}
      </Button>
      <TableContainer id={tableId} sx={shown ? { maxHeight: 320 } : visuallyHidden}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{categoryLabel}</TableCell>
              {series.map((s) => (
                <TableCell key={s.key} align="right" component="th">
                  {s.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((category, i) => (
              <TableRow key={`${category}-${i}`}>
                <TableCell component="th" scope="row">
                  {category}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.key} align="right">
                    {format(s.format)(s.data[i] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFigures } from './useFigures';
import { visuallyHidden } from './visuallyHidden';

export type FigureFormat = 'money' | 'count';

export interface ChartSeries {
  key: string;
  label: string;
  data: number[];
  format: FigureFormat;
  /** In the figures table only: a count beside money would flatten the drawing. */
  tableOnly?: boolean;
}

export interface FigureChartProps {
  /** Names the chart and captions its table. */
  title: string;
  kind: 'bar' | 'line' | 'pie' | 'hbar';
  /** One label per point (days, statuses, methods), written as the screen shows them. */
  categories: string[];
  series: ChartSeries[];
  /** The heading of the categories' column in the figures table. */
  categoryLabel: string;
  height?: number;
}

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
          <Drawing kind={kind} categories={categories} series={series.filter((s) => !s.tableOnly)} height={height} format={format} />
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

interface DrawingProps extends Pick<FigureChartProps, 'kind' | 'categories' | 'series'> {
  height: number;
  format: (f: FigureFormat) => (value: number | null) => string;
}

function Drawing({ kind, categories, series, height, format }: DrawingProps) {
  const drawn = series.map((s) => ({ id: s.key, label: s.label, data: s.data, valueFormatter: format(s.format) }));
  // The value axis writes money without decimals' clutter: the symbol and the grouped figure.
  const axisFormat = series.length > 0 && series.every((s) => s.format === series[0].format) ? format(series[0].format) : undefined;
  if (kind === 'pie') {
    const only = series[0];
    return (
      <PieChart
        height={height}
        skipAnimation
        series={[
          {
            data: categories.map((label, i) => ({ id: i, label, value: only?.data[i] ?? 0 })),
            valueFormatter: (item) => format(only?.format ?? 'count')(item.value),
            innerRadius: 40,
          },
        ]}
      />
    );
  }
  if (kind === 'line') {
    return (
      <LineChart
        height={height}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: categories }]}
        yAxis={[{ valueFormatter: axisFormat, width: 90 }]}
        series={drawn.map((s) => ({ ...s, showMark: categories.length <= 31 }))}
      />
    );
  }
  if (kind === 'hbar') {
    return (
      <BarChart
        height={Math.max(height, categories.length * 28)}
        skipAnimation
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: categories, width: 120 }]}
        xAxis={[{ valueFormatter: axisFormat }]}
        series={drawn}
      />
    );
  }
  return (
    <BarChart
      height={height}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ valueFormatter: axisFormat, width: 90 }]}
      series={drawn}
    />
  );
}

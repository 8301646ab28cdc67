import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartKind, ChartSeries, FigureFormat } from './chartSeries';

export interface ChartDrawingProps {
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
  height: number;
  format: (f: FigureFormat) => (value: number | null) => string;
}

/**
 * The drawing of a FigureChart (loaded on its own, after the figures). It sits
 * inside `aria-hidden` (screen readers read the chart's table), so it holds
 * nothing focusable: the charts' keyboard navigation, a tab stop of its own,
 * is turned off (axe: aria-hidden-focus).
 */
export function ChartDrawing({ kind, categories, series, height, format }: ChartDrawingProps) {
  const drawn = series.map((s) => ({ id: s.key, label: s.label, data: s.data, valueFormatter: format(s.format) }));
  // The value axis writes money without decimals' clutter: the symbol and the grouped figure.
  const axisFormat = series.length > 0 && series.every((s) => s.format === series[0].format) ? format(series[0].format) : undefined;
  if (kind === 'pie') {
    const only = series[0];
    return (
      <PieChart
        height={height}
        skipAnimation
        disableKeyboardNavigation
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
        disableKeyboardNavigation
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
        disableKeyboardNavigation
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
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ valueFormatter: axisFormat, width: 90 }]}
      series={drawn}
    />
  );
}

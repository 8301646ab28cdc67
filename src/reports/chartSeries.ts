/** How a figure is written: taka, or a plain count. */
export type FigureFormat = 'money' | 'count';

export type ChartKind = 'bar' | 'line' | 'pie' | 'hbar';

/** One series of a chart and of its figures table. */
export interface ChartSeries {
  key: string;
  label: string;
  data: number[];
  format: FigureFormat;
  /** In the figures table only: a count beside money would flatten the drawing. */
  tableOnly?: boolean;
}

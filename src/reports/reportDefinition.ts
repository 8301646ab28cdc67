import type { ReactNode } from 'react';
import type { ChartSpec, DrillDown, ReportName } from '../../common/wire/reports';

/** The filters a report may offer; each report names those that apply to it. */
export type ReportFilter = 'location' | 'category' | 'brand' | 'paymentMethod' | 'status' | 'kind' | 'gateway';

export type CellFormat = 'money' | 'count' | 'percent' | 'decimal' | 'text' | 'day' | 'dateTime';

/** react-admin's translate. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type CellValue = string | number | null | undefined;

/** A column of a report's table; its heading is `reports.columns.{key}`. */
export interface ReportColumn<Row> {
  key: string;
  format: CellFormat;
  value(row: Row): CellValue;
  /** The cell as words in the chosen language (a risk band, a suggestion), in place of `value`. */
  text?(row: Row, translate: Translate): string;
  /** Where a click on the cell goes (a product, a customer). */
  link?(row: Row): string | null;
  /** A figure the server sends only with `dashboard:profit`: the column is left out when no row has it. */
  optional?: boolean;
}

/** One of a report's option switches (Top Products: by units, revenue or profit), `reports.choices.{key}.{value}`. */
export interface ReportChoice {
  key: string;
  values: readonly string[];
  /** The value shown and asked for when the address names none. */
  initial: string;
  /** A value only users holding `dashboard:profit` may ask for. */
  profitOnly?: string;
}

/** What every report's answer carries (common/wire/reports.ts). */
export interface ReportAnswerBase {
  asOf: string;
  chart: ChartSpec;
}

/**
 * A report (issue 23), declared rather than drawn: the report frame
 * (ReportPage) gives each the same date range, filters, grouping, chart,
 * table with totals, exports and drill-downs, from this declaration. Methods
 * rather than function properties, so that a declaration typed with its own
 * answer and row fits the frame's list of all of them.
 */
export interface ReportDefinition<Answer extends ReportAnswerBase = ReportAnswerBase, Row = unknown> {
  name: ReportName;
  /** Asks for a range of days (Low Stock is about now). */
  range: boolean;
  groupBy: boolean;
  filters: readonly ReportFilter[];
  choices?: readonly ReportChoice[];
  columns: readonly ReportColumn<Row>[];
  rows(answer: Answer): Row[];
  /** The totals row, by column key; null for a report without one. */
  totals(answer: Answer, translate: Translate): Record<string, CellValue> | null;
  /** The lists behind the totals row's figures, by column key (the server names them). */
  drillDowns?(answer: Answer): Record<string, DrillDown>;
  /** Row id for React. */
  rowKey(row: Row, index: number): string;
  /** What the frame draws beside the exports (Top Customers: message them). */
  actions?(answer: Answer): ReactNode;
}

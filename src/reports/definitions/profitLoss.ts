import { PROFIT_LOSS_LINES, type ProfitLossAnswer, type ProfitLossRow } from '../../../common/wire/reports';
import type { ReportColumn, ReportDefinition } from '../reportDefinition';

/** Figures the server sends only with `dashboard:profit`. */
const PROFIT_ONLY = new Set(['cogs', 'grossProfit', 'margin', 'damages', 'adjustments', 'result']);

const lineColumn = (line: (typeof PROFIT_LOSS_LINES)[number]): ReportColumn<ProfitLossRow> => ({
  key: line,
  format: 'money',
  value: (row) => row[line],
  optional: PROFIT_ONLY.has(line),
});

/**
 * Profit/Loss (`/reports/profit-loss`): a row per day, week or month, a
 * column per line of the account; the totals row's figures open the orders,
 * returns or damages behind them.
 */
export const profitLoss: ReportDefinition<ProfitLossAnswer, ProfitLossRow> = {
  name: 'profit-loss',
  range: true,
  groupBy: true,
  filters: ['location', 'paymentMethod'],
  columns: [
    { key: 'period', format: 'day', value: (row) => row.period },
    ...PROFIT_LOSS_LINES.slice(0, 8).map(lineColumn),
    { key: 'margin', format: 'percent', value: (row) => row.margin, optional: true },
    ...PROFIT_LOSS_LINES.slice(8).map(lineColumn),
  ],
  rows: (answer) => answer.rows,
  totals: (answer) => ({ ...answer.totals, period: undefined }),
  drillDowns: (answer) => answer.drillDown,
  rowKey: (row) => row.period,
};

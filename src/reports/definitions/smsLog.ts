import type { DrillDown, SmsLogAnswer, SmsLogRow } from '../../../common/wire/reports';
import { drillDownPath } from '../drillDown';
import type { ReportDefinition } from '../reportDefinition';

/** A period's row with the list of its messages (the server names it in `drillDown`). */
type Row = SmsLogRow & { list?: DrillDown };

const FIGURES = ['messages', 'parts', 'delivered', 'failed', 'cost'] as const;

/**
 * SMS Log (`/reports/sms-log`): the messages queued per day, week or month,
 * their parts and cost, by status, kind and gateway. A period opens the
 * messages behind it in the SMS list (`/reports/sms-log/messages`), filtered
 * to its days and the report's filters; the totals open the whole range's.
 */
export const smsLog: ReportDefinition<SmsLogAnswer, Row> = {
  name: 'sms-log',
  range: true,
  groupBy: true,
  filters: ['status', 'kind', 'gateway'],
  columns: [
    { key: 'period', format: 'day', value: (row) => row.period, link: (row) => (row.list ? drillDownPath(row.list) : null) },
    { key: 'messages', format: 'count', value: (row) => row.messages },
    { key: 'parts', format: 'count', value: (row) => row.parts },
    { key: 'delivered', format: 'count', value: (row) => row.delivered },
    { key: 'failed', format: 'count', value: (row) => row.failed },
    { key: 'cost', format: 'money', value: (row) => row.cost },
  ],
  rows: (answer) => answer.rows.map((row) => ({ ...row, list: answer.drillDown[row.period] })),
  totals: (answer) => ({ ...answer.totals, period: undefined }),
  drillDowns: (answer) => Object.fromEntries(FIGURES.map((key) => [key, answer.drillDown.total])),
  rowKey: (row) => row.period,
};

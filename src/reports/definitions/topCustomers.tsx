import type { TopCustomerRow, TopCustomersAnswer } from '../../../common/wire/reports';
import { TOP_CUSTOMERS_BY } from '../../../common/wire/reports';
import { showPath } from '../../engine/paths';
import { MessageCustomersButton } from '../MessageCustomersButton';
import type { ReportDefinition } from '../reportDefinition';

/** Top Customers (`/reports/top-customers`): by spend, orders or profit, with return rate and risk band; message them from the customers list. */
export const topCustomers: ReportDefinition<TopCustomersAnswer, TopCustomerRow> = {
  name: 'top-customers',
  range: true,
  groupBy: false,
  filters: ['location'],
  choices: [{ key: 'by', values: TOP_CUSTOMERS_BY, initial: 'spend', profitOnly: 'profit' }],
  columns: [
    { key: 'customerName', format: 'text', value: (row) => row.name, link: (row) => (row.customer ? showPath('customers', row.customer) : null) },
    { key: 'phone', format: 'text', value: (row) => row.phone },
    { key: 'orders', format: 'count', value: (row) => row.orders },
    { key: 'spend', format: 'money', value: (row) => row.spend },
    { key: 'profit', format: 'money', value: (row) => row.profit, optional: true },
    { key: 'returnedOrders', format: 'count', value: (row) => row.returnedOrders },
    { key: 'returnRate', format: 'percent', value: (row) => row.returnRate },
    { key: 'riskBand', format: 'text', value: (row) => row.riskBand, text: (row, translate) => translate(`fraud.band.${row.riskBand}`) },
    { key: 'lastOrderAt', format: 'dateTime', value: (row) => row.lastOrderAt },
  ],
  rows: (answer) => answer.rows,
  totals: ({ totals }, translate) => ({
    customerName: translate('reports.top_customers.count', { smart_count: totals.customers }),
    orders: totals.orders,
    spend: totals.spend,
    profit: totals.profit,
  }),
  actions: (answer) => <MessageCustomersButton ids={answer.rows.flatMap((row) => (row.customer ? [row.customer] : []))} />,
  rowKey: (row, index) => row.customer ?? `${row.phone ?? ''}#${index}`,
};

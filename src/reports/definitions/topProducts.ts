import { TOP_PRODUCTS_BY, TOP_PRODUCTS_PER, type TopProductRow, type TopProductsAnswer } from '../../../common/wire/reports';
import { showPath } from '../../engine/paths';
import type { ReportDefinition } from '../reportDefinition';

/** Top Products (`/reports/top-products`): by units, revenue or profit, per product or per variant (sizes and colours), with return rate. */
export const topProducts: ReportDefinition<TopProductsAnswer, TopProductRow> = {
  name: 'top-products',
  range: true,
  groupBy: false,
  filters: ['location', 'category', 'brand'],
  choices: [
    { key: 'by', values: TOP_PRODUCTS_BY, initial: 'revenue', profitOnly: 'profit' },
    { key: 'per', values: TOP_PRODUCTS_PER, initial: 'product' },
  ],
  columns: [
    { key: 'name', format: 'text', value: (row) => row.name, link: (row) => showPath('products', row.product) },
    { key: 'variantLabel', format: 'text', value: (row) => row.variantLabel },
    { key: 'sku', format: 'text', value: (row) => row.sku },
    { key: 'units', format: 'count', value: (row) => row.units },
    { key: 'returnedUnits', format: 'count', value: (row) => row.returnedUnits },
    { key: 'returnRate', format: 'percent', value: (row) => row.returnRate },
    { key: 'revenue', format: 'money', value: (row) => row.revenue },
    { key: 'profit', format: 'money', value: (row) => row.profit, optional: true },
  ],
  rows: (answer) => answer.rows,
  totals: (answer) => ({ ...answer.totals }),
  rowKey: (row) => `${row.product}/${row.variant ?? ''}`,
};

import type { LowStockAnswer, LowStockRow } from '../../../common/wire/reports';
import { filteredList } from '../filteredList';
import type { ReportDefinition } from '../reportDefinition';

/**
 * Low Stock (`/reports/low-stock`): items at or below their alert at each
 * location, days of cover at the last 30 days' rate of sale, and what to
 * reorder or to move from a location that holds more than it sells. Each item
 * opens the inventory list at its location.
 */
export const lowStock: ReportDefinition<LowStockAnswer, LowStockRow> = {
  name: 'low-stock',
  range: false,
  groupBy: false,
  filters: ['location', 'category', 'brand'],
  columns: [
    { key: 'name', format: 'text', value: (row) => row.name, link: (row) => filteredList('inventory', { q: row.sku ?? row.name, location: [row.location] }) },
    { key: 'variantLabel', format: 'text', value: (row) => row.variantLabel },
    { key: 'sku', format: 'text', value: (row) => row.sku },
    { key: 'locationName', format: 'text', value: (row) => row.locationName },
    { key: 'stock', format: 'count', value: (row) => row.stock },
    { key: 'alert', format: 'count', value: (row) => row.alert },
    { key: 'soldLast30', format: 'count', value: (row) => row.soldLast30 },
    { key: 'perDay', format: 'decimal', value: (row) => row.perDay },
    { key: 'daysOfCover', format: 'decimal', value: (row) => row.daysOfCover },
    {
      key: 'suggestion',
      format: 'text',
      value: (row) => row.suggestion.kind,
      text: (row, translate) =>
        translate(`reports.low_stock.suggestion.${row.suggestion.kind}`, {
          quantity: row.suggestion.quantity,
          from: row.suggestion.fromLocationName ?? '',
        }),
    },
  ],
  rows: (answer) => answer.rows,
  totals: ({ totals }, translate) => ({
    name: translate('reports.low_stock.items', { smart_count: totals.items, out: totals.out }),
    suggestion: translate('reports.low_stock.suggested', { reorder: totals.reorderUnits, transfer: totals.transferUnits }),
  }),
  rowKey: (row) => `${row.variant}@${row.location}`,
};

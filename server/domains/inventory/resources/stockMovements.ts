import { sql } from 'drizzle-orm';
import { MOVEMENT_KIND_LABELS, MOVEMENT_KINDS } from '../../../../common/stockLevels';
import { stockMovements } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';

export const movementKindOptions = MOVEMENT_KINDS.map((value) => ({ value, label: MOVEMENT_KIND_LABELS[value] }));

/** The item's name as the ledger writes it: `Panjabi (M-White)`. */
const itemName = sql<string>`(select p.name || coalesce(' (' || v.name || ')', '') from products p left join product_variants v on v.id = ${qualified(stockMovements.variantId)} where p.id = ${qualified(stockMovements.productId)})`;

/**
 * The stock ledger, every item and location (`/stock-movements` under
 * Inventory, issue 23): what a Profit/Loss figure of damages or count and
 * manual adjustments is the sum of (its drill-down opens this list filtered
 * to those kinds, the range and the location). Rows are written only by the
 * ledger (server/domains/inventory/ledger.ts) with the sale, receipt,
 * transfer, damage, count or adjustment that moved the stock, so the list is
 * read-only; one item's ledger with its running balance is on the inventory
 * screen.
 */
export default defineResource({
  path: 'stock-movements',
  table: stockMovements,
  operations: ['list', 'export'],
  labelKey: 'item',
  columns: ['createdAt', 'item', 'location', 'kind', 'qty', 'unitCost', 'value', 'note', 'user'],
  fields: [
    { key: 'item', label: 'Item', type: 'read-only', readOnly: true, viewType: 'text', computed: itemName, column: { type: 'text', sortable: false } },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: stockMovements.locationId,
      column: { type: 'reference', sortable: false },
    },
    { key: 'kind', label: 'Kind', type: 'select', readOnly: true, options: movementKindOptions, column: { type: 'tag', sortable: true } },
    { key: 'qty', label: 'Quantity', type: 'number', readOnly: true, column: { type: 'number', sortable: true } },
    { key: 'unitCost', label: 'Unit Cost', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    // Units × unit cost, signed as the units are: what the row adds to (or takes from) the stock's value, as the rollups sum it.
    {
      key: 'value',
      label: 'Value',
      type: 'currency',
      readOnly: true,
      computed: sql<number>`(${qualified(stockMovements.qty)} * coalesce(${qualified(stockMovements.unitCost)}, 0))::float8`,
      column: { type: 'currency', sortable: false },
    },
    { key: 'note', label: 'Note', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false } },
    {
      key: 'user',
      label: 'Recorded by',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'users', labelKey: 'name' },
      db: stockMovements.userId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'order',
      label: 'Order',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'orders', labelKey: 'number' },
      db: stockMovements.orderId,
      column: { type: 'reference', sortable: false, default: false },
    },
    {
      key: 'createdAt',
      label: 'Date',
      type: 'read-only',
      readOnly: true,
      viewType: 'date',
      column: { type: 'date', sortable: true, default: true },
    },
  ],
  search: [],
  filters: [
    { field: 'kind', label: 'Kind', type: 'multi-select', options: movementKindOptions },
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

import { stockShortfalls } from '../db/tables';
import { defineResource } from '../engine/declaration';
import { createdAtField } from './commonFields';

const resolutionOptions = [
  { value: 'open', label: 'Open' },
  { value: 'recounted', label: 'Recounted' },
  { value: 'found', label: 'Units found' },
  { value: 'written-off', label: 'Written off' },
];

/**
 * The reconciliation list (issue 25, `/stock-shortfalls` under Inventory):
 * units an offline sale sold that its location no longer held when the sale
 * reached the server. The sale was recorded (the money was taken); the
 * location's stock was not taken below what it held, so the ledger and the
 * figures agree. Written by the order's own statement
 * (server/modules/orders/placeOrder.ts); a manager says how each was
 * resolved (a count, units found, written off) and why. Fixing the stock
 * itself is a stock count or an adjustment, which the ledger records.
 */
export default defineResource({
  path: 'stock-shortfalls',
  table: stockShortfalls,
  operations: ['list', 'show', 'edit', 'export'],
  labelKey: 'orderNumber',
  columns: ['createdAt', 'orderNumber', 'itemName', 'location', 'qty', 'cashierName', 'resolved'],
  fields: [
    { key: 'orderNumber', label: 'Sale', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    {
      key: 'order',
      label: 'Order',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'orders', labelKey: 'number' },
      db: stockShortfalls.orderId,
      viewType: 'hidden',
    },
    { key: 'itemName', label: 'Item', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: stockShortfalls.locationId,
      column: { type: 'reference', sortable: false },
    },
    { key: 'qty', label: 'Units short', type: 'number', readOnly: true, column: { type: 'number', sortable: true } },
    { key: 'deviceId', label: 'Till', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    { key: 'cashierName', label: 'Cashier', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    { key: 'resolved', label: 'Resolution', type: 'select', required: true, options: resolutionOptions, column: { type: 'tag', sortable: true } },
    { key: 'note', label: 'Note', type: 'textarea', limit: 1000, helperText: 'What was found or done.' },
    createdAtField(),
  ],
  search: ['orderNumber', 'itemName'],
  filters: [
    { field: 'resolved', label: 'Resolution', type: 'multi-select', options: resolutionOptions },
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [
    { type: 'view-modal', label: 'View' },
    { type: 'edit-modal', label: 'Resolve' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

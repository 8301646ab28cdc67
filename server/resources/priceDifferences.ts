import { priceDifferences } from '../db/tables';
import { defineResource } from '../engine/declaration';
import { createdAtField } from './commonFields';

const resolutionOptions = [
  { value: 'open', label: 'Open' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'charged', label: 'Charged to the till' },
];

/**
 * The price differences list (issue 25, `/price-differences` under Orders):
 * offline sales are written at the prices their till charged, which were the
 * till's snapshot of the catalogue. A line whose price or VAT rate had changed
 * by the time the sale arrived is listed here by the order's own statement
 * (server/modules/orders/placeOrder.ts); a manager says what was done about it.
 */
export default defineResource({
  path: 'price-differences',
  table: priceDifferences,
  operations: ['list', 'show', 'edit', 'export'],
  labelKey: 'orderNumber',
  columns: ['createdAt', 'orderNumber', 'itemName', 'qty', 'tillUnitPrice', 'catalogueUnitPrice', 'difference', 'cashierName', 'resolved'],
  fields: [
    { key: 'orderNumber', label: 'Sale', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    {
      key: 'order',
      label: 'Order',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'orders', labelKey: 'number' },
      db: priceDifferences.orderId,
      viewType: 'hidden',
    },
    { key: 'itemName', label: 'Item', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: priceDifferences.locationId,
      column: { type: 'reference', sortable: false, default: false },
    },
    { key: 'qty', label: 'Units', type: 'number', readOnly: true, column: { type: 'number', sortable: true } },
    { key: 'tillUnitPrice', label: 'Till price', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'catalogueUnitPrice', label: 'Catalogue price', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'tillVatRate', label: 'Till VAT %', type: 'number', readOnly: true, column: { type: 'number', sortable: false, default: false } },
    { key: 'catalogueVatRate', label: 'Catalogue VAT %', type: 'number', readOnly: true, column: { type: 'number', sortable: false, default: false } },
    { key: 'difference', label: 'Difference', type: 'currency', readOnly: true, helperText: 'Below zero: sold for less than the catalogue asks now.', column: { type: 'currency', sortable: true } },
    { key: 'deviceId', label: 'Till', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    { key: 'cashierName', label: 'Cashier', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    { key: 'resolved', label: 'Resolution', type: 'select', required: true, options: resolutionOptions, column: { type: 'tag', sortable: true } },
    { key: 'note', label: 'Note', type: 'textarea', limit: 1000, helperText: 'What was decided and why.' },
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

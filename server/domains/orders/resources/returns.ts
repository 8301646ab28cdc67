import { orderReturns } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { createdAtField, customerNameField, orderNumberField } from '../../../engine/commonFields';
import { methodOptions } from './orders';

/** Every return over all orders (`/return`, spec §2.1); made by `POST orders/{id}/returns`. */
export default defineResource({
  path: 'return',
  table: orderReturns,
  // The returns taken at the caller's location (issue 34).
  locationScope: atLocations(orderReturns.locationId),
  operations: ['list', 'export'],
  labelKey: 'orderNumber',
  fields: [
    orderNumberField(),
    customerNameField(),
    { key: 'qty', label: 'Items', type: 'number', readOnly: true, column: { type: 'number', sortable: true, default: true } },
    { key: 'refund', label: 'Refund', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    {
      key: 'refundMethod',
      label: 'Refund Method',
      type: 'select',
      readOnly: true,
      options: methodOptions,
      column: { type: 'tag', sortable: true, default: true },
    },
    { key: 'userName', label: 'Taken by', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'note', label: 'Note', type: 'read-only', readOnly: true, viewType: 'text' },
    { key: 'order', label: 'Order record', type: 'read-only', readOnly: true, viewType: 'hidden', db: orderReturns.orderId },
    createdAtField(),
  ],
  search: ['orderNumber', 'customerName'],
  countCap: 10_000,
  filters: [
    { field: 'refundMethod', label: 'Refund Method', type: 'multi-select', options: methodOptions },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

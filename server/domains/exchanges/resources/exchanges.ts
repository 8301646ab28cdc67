import { exchanges } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { createdAtField, customerNameField, orderNumberField } from '../../../engine/commonFields';

/** Every exchange (`/exchanges`, issue 36), read-only; made by `POST orders/{id}/exchanges`. */
export default defineResource({
  path: 'exchanges',
  table: exchanges,
  // The exchanges made at the caller's location, as its returns.
  locationScope: atLocations(exchanges.locationId),
  operations: ['list', 'show', 'export'],
  labelKey: 'number',
  fields: [
    { key: 'number', label: 'Exchange', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, default: true } },
    orderNumberField(),
    {
      key: 'newOrderNumber',
      label: 'New Order',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: false, default: true },
    },
    customerNameField(),
    { key: 'returnedValue', label: 'Returned Value', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'newTotal', label: 'New Total', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'balance', label: 'Difference', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'userName', label: 'Taken by', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'note', label: 'Note', type: 'read-only', readOnly: true, viewType: 'text' },
    { key: 'order', label: 'Order record', type: 'read-only', readOnly: true, viewType: 'hidden', db: exchanges.orderId },
    { key: 'newOrder', label: 'New order record', type: 'read-only', readOnly: true, viewType: 'hidden', db: exchanges.newOrderId },
    createdAtField(),
  ],
  search: ['number', 'orderNumber', 'newOrderNumber', 'customerName'],
  countCap: 10_000,
  filters: [
    { field: 'balance', label: 'Difference', type: 'range' },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
  // The two orders an exchange joins, as a courier's due leads to its order.
  rowMenu: [
    { type: 'redirect', label: 'View order', href: '/orders/{order}', permission: 'orders:show' },
    { type: 'redirect', label: 'View new order', href: '/orders/{newOrder}', permission: 'orders:show' },
  ],
});

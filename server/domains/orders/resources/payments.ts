import { payments } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { createdAtField, orderNumberField } from '../../../engine/commonFields';
import { methodOptions } from './orders';

const kindOptions = [
  { value: 'payment', label: 'Payment' },
  { value: 'refund', label: 'Refund' },
];

/** Every payment and refund over all orders (`/payments`); written only by the orders module. */
export default defineResource({
  path: 'payments',
  table: payments,
  // The money of the caller's till: its sales' payments and the refunds it gave (issue 34).
  locationScope: atLocations(payments.locationId),
  operations: ['list', 'export'],
  labelKey: 'orderNumber',
  fields: [
    orderNumberField(),
    { key: 'method', label: 'Method', type: 'select', readOnly: true, options: methodOptions, column: { type: 'tag', sortable: true, default: true } },
    {
      key: 'kind',
      label: 'Kind',
      type: 'select',
      readOnly: true,
      options: kindOptions,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { payment: 'success', refund: 'warning' } },
    },
    { key: 'amount', label: 'Amount', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'reference', label: 'Reference', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'cashierName', label: 'Cashier', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'order', label: 'Order record', type: 'read-only', readOnly: true, viewType: 'hidden', db: payments.orderId },
    createdAtField(),
  ],
  search: ['orderNumber', 'reference'],
  countCap: 10_000,
  filters: [
    { field: 'method', label: 'Method', type: 'multi-select', options: methodOptions },
    { field: 'kind', label: 'Kind', type: 'multi-select', options: kindOptions },
    { field: 'amount', label: 'Amount', type: 'range' },
    { field: 'createdAt', label: 'Time', type: 'date' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

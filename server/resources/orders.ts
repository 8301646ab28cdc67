import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from '../../common/orders';
import type { Option } from '../../common/schema';
import { orders } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { createdAtField } from './commonFields';

const optionsOf = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) }));
export const statusOptions = optionsOf(ORDER_STATUSES);
export const methodOptions = optionsOf(PAYMENT_METHODS);
export const paymentStateOptions = optionsOf(PAYMENT_STATES);

/**
 * The orders table (`/orders`). Orders are made by the point of sale
 * (`POST orders`, server/modules/orders) and changed through their own calls
 * (status, payments, returns), so the generic engine only lists and exports
 * them; the order page is `GET orders/{id}` of the orders module.
 */
export default defineResource({
  path: 'orders',
  title: 'Orders',
  singular: 'Order',
  table: orders,
  id: orders.id,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  clickable: true,
  operations: ['list', 'export'],
  labelKey: 'number',
  fields: [
    { key: 'number', label: 'Order', type: 'read-only', readOnly: true, viewType: 'text', db: orders.number, column: { type: 'text', sortable: true, default: true, copy: true } },
    { key: 'customerName', label: 'Customer', type: 'read-only', readOnly: true, viewType: 'text', db: orders.customerName, column: { type: 'text', sortable: true, default: true } },
    { key: 'customerPhone', label: 'Phone', type: 'read-only', readOnly: true, viewType: 'text', db: orders.customerPhone, column: { type: 'text', sortable: false, default: false } },
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      readOnly: true,
      options: statusOptions,
      db: orders.status,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { pending: 'default', 'order-placed': 'info', confirmed: 'info', 'out-for-delivery': 'warning', delivered: 'success', completed: 'success', cancelled: 'error' } },
    },
    { key: 'paymentMethod', label: 'Payment Method', type: 'select', readOnly: true, options: methodOptions, db: orders.paymentMethod, column: { type: 'tag', sortable: true, default: true } },
    {
      key: 'paymentState',
      label: 'Payment',
      type: 'select',
      readOnly: true,
      options: paymentStateOptions,
      db: orders.paymentState,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { paid: 'success', 'partly-paid': 'warning', unpaid: 'error' } },
    },
    { key: 'total', label: 'Total', type: 'currency', readOnly: true, db: orders.total, column: { type: 'currency', sortable: true, default: true } },
    { key: 'paid', label: 'Paid', type: 'currency', readOnly: true, db: orders.paid, column: { type: 'currency', sortable: true, default: false } },
    { key: 'discount', label: 'Discount', type: 'currency', readOnly: true, db: orders.discount, column: { type: 'currency', sortable: true, default: false } },
    { key: 'cashierName', label: 'Cashier', type: 'read-only', readOnly: true, viewType: 'text', db: orders.cashierName, column: { type: 'text', sortable: false, default: false } },
    {
      key: 'customer',
      label: 'Customer account',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'customers', labelKey: 'name' },
      db: orders.customerId,
    },
    createdAtField(orders.createdAt),
  ],
  search: ['number', 'customerName', 'customerPhone'],
  searchColumn: orders.searchText,
  countCap: 10_000,
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: statusOptions },
    { field: 'paymentMethod', label: 'Payment Method', type: 'multi-select', options: methodOptions },
    { field: 'paymentState', label: 'Payment', type: 'multi-select', options: paymentStateOptions },
    { field: 'customer', label: 'Customer', type: 'multi-select', reference: { resource: 'customers', labelKey: 'name' } },
    { field: 'total', label: 'Total', type: 'range' },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [{ type: 'view', label: 'View' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

import { orderReturns } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { createdAtField } from './commonFields';
import { methodOptions } from './orders';

/** Every return over all orders (`/return`, spec §2.1); made by `POST orders/{id}/returns`. */
export default defineResource({
  path: 'return',
  title: 'Returns',
  singular: 'Return',
  table: orderReturns,
  id: orderReturns.id,
  createdAt: orderReturns.createdAt,
  updatedAt: orderReturns.updatedAt,
  operations: ['list', 'export'],
  labelKey: 'orderNumber',
  fields: [
    { key: 'orderNumber', label: 'Order', type: 'read-only', readOnly: true, viewType: 'text', db: orderReturns.orderNumber, column: { type: 'text', sortable: true, default: true, copy: true } },
    { key: 'customerName', label: 'Customer', type: 'read-only', readOnly: true, viewType: 'text', db: orderReturns.customerName, column: { type: 'text', sortable: true, default: true } },
    { key: 'qty', label: 'Items', type: 'number', readOnly: true, db: orderReturns.qty, column: { type: 'number', sortable: true, default: true } },
    { key: 'refund', label: 'Refund', type: 'currency', readOnly: true, db: orderReturns.refund, column: { type: 'currency', sortable: true, default: true } },
    { key: 'refundMethod', label: 'Refund Method', type: 'select', readOnly: true, options: methodOptions, db: orderReturns.refundMethod, column: { type: 'tag', sortable: true, default: true } },
    { key: 'userName', label: 'Taken by', type: 'read-only', readOnly: true, viewType: 'text', db: orderReturns.userName, column: { type: 'text', sortable: false, default: true } },
    { key: 'note', label: 'Note', type: 'read-only', readOnly: true, viewType: 'text', db: orderReturns.note },
    { key: 'order', label: 'Order record', type: 'read-only', readOnly: true, viewType: 'hidden', db: orderReturns.orderId },
    createdAtField(orderReturns.createdAt),
  ],
  search: ['orderNumber', 'customerName'],
  countCap: 10_000,
  filters: [
    { field: 'refundMethod', label: 'Refund Method', type: 'multi-select', options: methodOptions },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

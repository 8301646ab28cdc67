import { smsMessages } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { statusField } from '../../../engine/commonFields';

const statusOptions = [
  { value: 'queued', label: 'Queued' },
  { value: 'held', label: 'Held for quiet hours' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
  { value: 'logged', label: 'Logged (not sent)' },
];
const encodingOptions = [
  { value: 'gsm7', label: 'GSM-7' },
  { value: 'ucs2', label: 'Unicode (UCS-2)' },
];
const kindOptions = [
  { value: 'marketing', label: 'Marketing' },
  { value: 'order-placed', label: 'Order placed' },
  { value: 'handed-to-courier', label: 'Handed to courier' },
  { value: 'delivered', label: 'Delivered' },
];

/**
 * The SMS Log (spec §2.1, `/reports/sms-log` in the admin app): every message
 * the shop queued, marketing and transactional, with what it cost and what the
 * gateway said. Read-only: messages are written by POST customers/sms and the
 * order events (server/domains/sms), and moved on by the job queue.
 */
export default defineResource({
  path: 'sms',
  table: smsMessages,
  operations: ['list', 'show', 'export'],
  clickable: true,
  labelKey: 'phone',
  fields: [
    { key: 'createdAt', label: 'Time', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true } },
    { key: 'phone', label: 'Phone', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    { key: 'customerName', label: 'Customer', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    {
      key: 'customer',
      label: 'Customer record',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'customers', labelKey: 'name' },
      db: smsMessages.customerId,
      viewType: 'hidden',
    },
    { key: 'text', label: 'Message', type: 'textarea', readOnly: true, column: { type: 'text', sortable: false } },
    { key: 'parts', label: 'Parts', type: 'number', readOnly: true, column: { type: 'number', sortable: true } },
    { key: 'encoding', label: 'Encoding', type: 'select', readOnly: true, options: encodingOptions, column: { type: 'tag', sortable: true } },
    { key: 'cost', label: 'Cost', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'kind', label: 'Kind', type: 'select', readOnly: true, options: kindOptions, column: { type: 'tag', sortable: true, default: false } },
    { key: 'gateway', label: 'Gateway', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    statusField(statusOptions, {
      type: 'tag',
      sortable: true,
      colorScheme: { sent: 'success', delivered: 'success', logged: 'info', failed: 'error', held: 'warning', queued: 'default', sending: 'default' },
    }),
    { key: 'reason', label: 'Reason', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false } },
    { key: 'sentAt', label: 'Sent', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true, default: false } },
    { key: 'userName', label: 'Sent by', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    {
      key: 'batchId',
      label: 'Batch',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: false, default: false, copy: true },
    },
  ],
  search: ['phone', 'customerName', 'text'],
  countCap: 10_000,
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: statusOptions },
    { field: 'kind', label: 'Kind', type: 'multi-select', options: kindOptions },
    { field: 'encoding', label: 'Encoding', type: 'multi-select', options: encodingOptions },
    { field: 'gateway', label: 'Gateway', type: 'text' },
    { field: 'customer', label: 'Customer', type: 'multi-select', reference: { resource: 'customers', labelKey: 'name' } },
    { field: 'createdAt', label: 'Time', type: 'date' },
  ],
  defaultSort: '-createdAt',
  rowMenu: [{ type: 'view', label: 'View' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

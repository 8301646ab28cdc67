import { STORE_CREDIT_REASON_LABELS, STORE_CREDIT_REASONS } from '../../../../common/storeCredit';
import { storeCreditEntries } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField } from '../../../engine/commonFields';

const reasonOptions = STORE_CREDIT_REASONS.map((value) => ({ value, label: STORE_CREDIT_REASON_LABELS[value] }));

/**
 * The store credit ledger (`/store-credit`, issue 36), read-only: every change
 * of a customer's balance with the balance after it. Written only by the store
 * credit domain (a refund or exchange to credit, a sale paid by it); read with
 * the customers' permissions, as the balance is part of the customer.
 */
export default defineResource({
  path: 'store-credit',
  permissionAs: 'customers',
  table: storeCreditEntries,
  operations: ['list', 'export'],
  labelKey: 'customerName',
  defaultSort: '-createdAt',
  fields: [
    {
      key: 'customer',
      label: 'Customer',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'customers', labelKey: 'name' },
      db: storeCreditEntries.customerId,
      column: { type: 'reference', sortable: false, default: false },
    },
    {
      key: 'customerName',
      label: 'Customer Name',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: true, default: true },
    },
    {
      key: 'reason',
      label: 'Reason',
      type: 'select',
      readOnly: true,
      options: reasonOptions,
      column: { type: 'tag', sortable: true, default: true },
    },
    { key: 'amount', label: 'Amount', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'balanceAfter', label: 'Balance After', type: 'currency', readOnly: true, column: { type: 'currency', sortable: false, default: true } },
    { key: 'orderNumber', label: 'Order', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'exchangeNumber', label: 'Exchange', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'userName', label: 'By', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    { key: 'note', label: 'Note', type: 'read-only', readOnly: true, viewType: 'text' },
    createdAtField(),
  ],
  search: ['customerName', 'orderNumber', 'exchangeNumber'],
  countCap: 10_000,
  filters: [
    { field: 'customer', label: 'Customer', type: 'multi-select', reference: { resource: 'customers', labelKey: 'name' } },
    { field: 'reason', label: 'Reason', type: 'multi-select', options: reasonOptions },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

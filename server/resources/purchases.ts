import { sql } from 'drizzle-orm';
import { PURCHASE_STATUSES } from '../../common/purchases';
import type { Option } from '../../common/resourceSpec';
import { purchaseLines, purchases, suppliers } from '../db/tables';
import { defineResource } from '../engine/declaration';
import { qualified } from '../engine/qualified';
import { purchaseRules } from '../modules/purchases/purchaseRules';
import { createdAtField } from './commonFields';
import type { FieldDecl } from './types';

const STATUS_LABELS: Record<(typeof PURCHASE_STATUSES)[number], string> = {
  draft: 'Draft',
  ordered: 'Ordered',
  'partly-received': 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};
export const purchaseStatusOptions: Option[] = PURCHASE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** One line: a product (and its variation), how many and at what cost; how many have come is the server's. */
const lineFields: FieldDecl[] = [
  { key: 'product', label: 'Product', type: 'data-select', required: true, reference: { resource: 'products', labelKey: 'name' }, db: purchaseLines.productId },
  { key: 'variant', label: 'Variation', type: 'data-select', reference: { resource: 'products', labelKey: 'name' }, db: purchaseLines.variantId },
  { key: 'qty', label: 'Quantity', type: 'number', required: true, min: 1, max: 1_000_000, step: 1 },
  { key: 'unitCost', label: 'Unit Cost', type: 'currency', required: true },
  { key: 'receivedQty', label: 'Received', type: 'number', readOnly: true },
];

/** The number and the supplier's name: what the search box matches. */
const searchText = sql`lower(${qualified(purchases.number)} || ' ' || coalesce((select ${suppliers.name} from ${suppliers} where ${suppliers.id} = ${qualified(purchases.supplierId)}), ''))`;

const whenStatus = (status: string) => ({ field: 'status', equals: status });

/**
 * Purchase orders to suppliers (issue 21). The engine lists, shows, creates,
 * edits (lines too, while a draft or ordered), deletes (drafts and cancelled
 * ones) and exports them; ordering, cancelling, receiving and the PDF are
 * calls of their own (server/modules/purchases/routes.ts).
 */
export default defineResource({
  path: 'purchases',
  table: purchases,
  clickable: true,
  labelKey: 'number',
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  hooks: purchaseRules,
  sections: ['Purchase', 'Lines'],
  fields: [
    { key: 'number', label: 'Number', type: 'read-only', readOnly: true, viewType: 'text', section: 'Purchase', column: { type: 'text', sortable: true, copy: true } },
    {
      key: 'supplier',
      label: 'Supplier',
      type: 'data-select',
      required: true,
      section: 'Purchase',
      reference: { resource: 'suppliers', labelKey: 'name' },
      db: purchases.supplierId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'location',
      label: 'Destination',
      type: 'data-select',
      required: true,
      section: 'Purchase',
      helperText: 'The location the goods are received at.',
      reference: { resource: 'locations', labelKey: 'name' },
      db: purchases.locationId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      readOnly: true,
      options: purchaseStatusOptions,
      section: 'Purchase',
      column: { type: 'tag', sortable: true, colorScheme: { draft: 'default', ordered: 'info', 'partly-received': 'warning', received: 'success', cancelled: 'error' } },
    },
    {
      key: 'lines',
      label: 'Lines',
      type: 'variant',
      section: 'Lines',
      child: { table: purchaseLines, id: purchaseLines.id, parent: purchaseLines.purchaseId, position: purchaseLines.position, fields: lineFields, limit: 500 },
    },
    { key: 'total', label: 'Total', type: 'currency', readOnly: true, section: 'Purchase', column: { type: 'currency', sortable: true } },
    { key: 'note', label: 'Note', type: 'textarea', limit: 2000, section: 'Purchase', column: { type: 'text', sortable: false, default: false } },
    { key: 'orderedAt', label: 'Ordered', type: 'datetime', readOnly: true, section: 'Purchase', column: { type: 'date', sortable: true, default: false } },
    createdAtField(),
  ],
  search: ['number'],
  searchColumn: searchText,
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: purchaseStatusOptions },
    { field: 'supplier', label: 'Supplier', type: 'multi-select', reference: { resource: 'suppliers', labelKey: 'name' } },
    { field: 'location', label: 'Destination', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [
    { type: 'update-api', label: 'Mark as Ordered', api: { method: 'POST', path: '{_id}/order' }, condition: whenStatus('draft'), confirm: 'Mark this purchase as ordered?', success: 'Purchase marked as ordered' },
    { type: 'custom', label: 'Receive', component: 'purchase-receive', permission: 'purchases:receive', condition: whenStatus('ordered') },
    { type: 'custom', label: 'Receive', component: 'purchase-receive', permission: 'purchases:receive', condition: whenStatus('partly-received') },
    { type: 'view', label: 'View' },
    { type: 'edit', label: 'Edit', condition: whenStatus('draft') },
    { type: 'edit', label: 'Edit', condition: whenStatus('ordered') },
    ...['draft', 'ordered'].map((status) => ({
      type: 'update-api' as const,
      label: 'Cancel',
      api: { method: 'POST' as const, path: '{_id}/cancel' },
      condition: whenStatus(status),
      confirm: 'Cancel this purchase? It can no longer be ordered or received.',
      success: 'Purchase cancelled',
    })),
    { type: 'delete', label: 'Delete', condition: whenStatus('draft'), confirm: 'Delete this purchase? This cannot be undone.' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

import { sql } from 'drizzle-orm';
import { PURCHASE_STATUSES } from '../../../../common/purchases';
import type { Option } from '../../../../common/resourceSpec';
import { purchaseLines, purchases, suppliers } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { purchaseRules } from '../purchaseRules';
import { createdAtField, rowActions, statusField } from '../../../engine/commonFields';
import { itemLinesField } from '../../inventory';

const STATUS_LABELS: Record<(typeof PURCHASE_STATUSES)[number], string> = {
  draft: 'Draft',
  ordered: 'Ordered',
  'partly-received': 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};
export const purchaseStatusOptions: Option[] = PURCHASE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** The number and the supplier's name: what the search box matches. */
const searchText = sql`lower(${qualified(purchases.number)} || ' ' || coalesce((select ${suppliers.name} from ${suppliers} where ${suppliers.id} = ${qualified(purchases.supplierId)}), ''))`;

const whenStatus = (status: string) => ({ field: 'status', equals: status });

/**
 * Purchase orders to suppliers (issue 21). The engine lists, shows, creates,
 * edits (lines too, while a draft or ordered), deletes (drafts and cancelled
 * ones) and exports them; ordering, cancelling, receiving and the PDF are
 * calls of their own (server/domains/purchases/routes.ts).
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
    {
      key: 'number',
      label: 'Number',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      section: 'Purchase',
      column: { type: 'text', sortable: true, copy: true },
    },
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
    statusField(
      purchaseStatusOptions,
      {
        type: 'tag',
        sortable: true,
        colorScheme: { draft: 'default', ordered: 'info', 'partly-received': 'warning', received: 'success', cancelled: 'error' },
      },
      'Purchase',
    ),
    itemLinesField({
      label: 'Lines',
      section: 'Lines',
      columns: {
        table: purchaseLines,
        id: purchaseLines.id,
        parent: purchaseLines.purchaseId,
        position: purchaseLines.position,
        product: purchaseLines.productId,
        variant: purchaseLines.variantId,
        qty: purchaseLines.qty,
        unitCost: purchaseLines.unitCost,
      },
      // How many have come is the server's, raised by receipts.
      extra: [{ key: 'receivedQty', label: 'Received', type: 'number', readOnly: true, db: purchaseLines.receivedQty, viewType: 'number' }],
      helperText: 'Lines can be changed while the purchase is a draft or ordered.',
    }),
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
    {
      type: 'update-api',
      label: 'Mark as Ordered',
      api: { method: 'POST', path: '{_id}/order' },
      condition: whenStatus('draft'),
      confirm: 'Mark this purchase as ordered?',
      success: 'Purchase marked as ordered',
    },
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
    { ...rowActions().delete, condition: whenStatus('draft') },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

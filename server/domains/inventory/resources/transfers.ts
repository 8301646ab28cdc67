import { sql, type SQL } from 'drizzle-orm';
import { TRANSFER_STATUSES } from '../../../../common/transfers';
import { transferLines, transfers } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../locations';
import { qualified } from '../../../engine/qualified';
import { transferRules } from '../transferRules';
import { createdAtField, statusField } from '../../../engine/commonFields';
import { itemLinesField } from './itemLines';

const STATUS_LABELS: Record<(typeof TRANSFER_STATUSES)[number], string> = {
  draft: 'Draft',
  sent: 'Sent',
  'partly-received': 'Partly received',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const transferStatusOptions = TRANSFER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

const place = { resource: 'locations', labelKey: 'name' };
/** A sum over the transfer's lines (the subquery's table is `l`; `transfers` is the listed row). */
const overLines = (expr: SQL) => sql<number>`(select coalesce(sum(${expr}), 0)::int from transfer_lines l where l.transfer_id = ${qualified(transfers.id)})`;
const onTheWay = sql`${qualified(transfers.status)} in ('sent', 'partly-received')`;

/**
 * Transfers of stock between locations (issue 21, spec §2.6, §3.5, §4). The
 * engine lists them and keeps the draft's form; sending, cancelling and
 * receiving are calls of their own (server/domains/inventory/transferRoutes.ts),
 * and the transfer view with Mark As Received is the admin app's
 * (src/resources/transfers). Not deleted: a draft is cancelled.
 */
export default defineResource({
  path: 'transfers',
  table: transfers,
  // A transfer is its origin's and its destination's (issue 34); receiving it is the destination's alone (transferRoutes.ts).
  locationScope: atLocations(transfers.fromLocationId, transfers.toLocationId),
  clickable: true,
  operations: ['list', 'show', 'create', 'edit', 'export'],
  labelKey: 'number',
  hooks: transferRules,
  fields: [
    { key: 'number', label: 'Transfer', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    {
      key: 'from',
      label: 'From',
      type: 'data-select',
      required: true,
      reference: place,
      db: transfers.fromLocationId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'to',
      label: 'To',
      type: 'data-select',
      required: true,
      reference: place,
      db: transfers.toLocationId,
      column: { type: 'reference', sortable: false },
    },
    statusField(transferStatusOptions, {
      type: 'tag',
      sortable: true,
      colorScheme: { draft: 'default', sent: 'info', 'partly-received': 'warning', completed: 'success', cancelled: 'error' },
    }),
    { key: 'units', label: 'Units', type: 'number', readOnly: true, computed: overLines(sql`l.qty`), column: { type: 'number', sortable: false } },
    {
      key: 'inTransit',
      label: 'In transit',
      type: 'number',
      readOnly: true,
      computed: overLines(sql`case when ${onTheWay} then l.qty - l.received_qty - l.damaged_qty else 0 end`),
      column: { type: 'number', sortable: false },
    },
    // Whether Mark As Received is offered (common/transfers.ts mayMarkReceived says why: sent or partly received).
    { key: 'receivable', label: 'Can be received', type: 'switch', readOnly: true, viewType: 'hidden', computed: sql<boolean>`${onTheWay}` },
    { key: 'note', label: 'Note', type: 'textarea', limit: 1000, column: { type: 'text', sortable: false, default: false } },
    itemLinesField({
      key: 'lines',
      label: 'Products',
      helperText: 'Editable while a draft; sending takes these units from the origin.',
      columns: {
        table: transferLines,
        id: transferLines.id,
        parent: transferLines.transferId,
        position: transferLines.position,
        product: transferLines.productId,
        variant: transferLines.variantId,
        qty: transferLines.qty,
      },
      extra: [
        { key: 'receivedQty', label: 'Received', type: 'number', readOnly: true, db: transferLines.receivedQty, viewType: 'number' },
        { key: 'damagedQty', label: 'Damaged', type: 'number', readOnly: true, db: transferLines.damagedQty, viewType: 'number' },
        // Spec §3.5: quantity − received − damaged, never below zero.
        {
          key: 'toReceive',
          label: 'To receive',
          type: 'number',
          readOnly: true,
          viewType: 'number',
          computed: sql<number>`greatest(0, ${transferLines.qty} - ${transferLines.receivedQty} - ${transferLines.damagedQty})`,
        },
      ],
    }),
    { key: 'sentAt', label: 'Sent', type: 'datetime', readOnly: true, column: { type: 'date', sortable: true, default: false } },
    createdAtField(),
  ],
  search: ['number', 'note'],
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: transferStatusOptions },
    { field: 'from', label: 'From', type: 'multi-select', reference: place },
    { field: 'to', label: 'To', type: 'multi-select', reference: place },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [
    { type: 'view', label: 'View' },
    { type: 'edit', label: 'Edit', condition: { field: 'status', equals: 'draft' } },
    {
      type: 'update-api',
      label: 'Send',
      api: { method: 'POST', path: '{_id}/send' },
      condition: { field: 'status', equals: 'draft' },
      confirm: 'Send this transfer? Its stock leaves the origin now and is in transit until received.',
      success: 'Transfer sent',
      permission: 'transfers:send',
    },
    {
      type: 'update-api',
      label: 'Cancel',
      api: { method: 'POST', path: '{_id}/cancel' },
      condition: { field: 'status', equals: 'draft' },
      confirm: 'Cancel this transfer? Nothing has left the origin yet.',
      success: 'Transfer cancelled',
      permission: 'transfers:edit',
    },
    {
      type: 'custom',
      label: 'Mark As Received',
      component: 'transfer-receive',
      condition: { field: 'receivable', equals: true },
      permission: 'transfers:receive',
    },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

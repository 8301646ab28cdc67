import { sql } from 'drizzle-orm';
import { OWED_STATUSES } from '../../../../common/settlements';
import { deliveries } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { owedCondition } from '../settlements/owed';
import { courierOptions } from './deliveries';
import { statusField } from '../../../engine/commonFields';

/** The cash a row's courier owes over all its unsettled parcels: the courier's total beside each parcel. */
const owedStatuses = sql.join(
  OWED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const courierOwes = sql<number>`(select coalesce(sum(d.collected), 0) from ${deliveries} d where d.courier = ${qualified(deliveries.courier)} and d.settlement_id is null and d.status in (${owedStatuses}) and d.collected > 0)::float8`;

/**
 * Owed by couriers (`/courier-dues`, issue 22): the deliveries whose cash a
 * courier collected and has not yet paid out, a standing view over the
 * deliveries table (`scope`, the one condition a payout claims by). Read-only:
 * people select a courier's rows and record the payout with the bulk action
 * `record-payout` (src/resources/courierDues), which posts
 * `POST courier-settlements`.
 */
export default defineResource({
  path: 'courier-dues',
  table: deliveries,
  scope: owedCondition,
  operations: ['list', 'export'],
  labelKey: 'orderNumber',
  defaultSort: '-deliveredAt',
  fields: [
    { key: 'orderNumber', label: 'Order', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    { key: 'courier', label: 'Courier', type: 'select', readOnly: true, options: courierOptions, column: { type: 'tag', sortable: true } },
    { key: 'trackingCode', label: 'Tracking Code', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, copy: true } },
    { key: 'recipientName', label: 'Recipient', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
    { key: 'recipientPhone', label: 'Phone', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    { key: 'codAmount', label: 'To Collect', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: false } },
    { key: 'collected', label: 'Owed', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    {
      key: 'courierOwes',
      label: 'Courier Owes In All',
      type: 'currency',
      readOnly: true,
      computed: courierOwes,
      column: { type: 'currency', sortable: false },
    },
    statusField(
      [
        { value: 'delivered', label: 'Delivered' },
        { value: 'partly-delivered', label: 'Partly delivered' },
      ],
      { type: 'tag', sortable: true, default: false, colorScheme: { delivered: 'success', 'partly-delivered': 'warning' } },
    ),
    { key: 'deliveredAt', label: 'Delivered', type: 'datetime', readOnly: true, column: { type: 'date', sortable: true } },
    { key: 'order', label: 'Order record', type: 'read-only', readOnly: true, viewType: 'hidden', db: deliveries.orderId },
    { key: 'createdAt', label: 'Booked', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true, default: false } },
  ],
  search: ['orderNumber', 'trackingCode', 'recipientName', 'recipientPhone'],
  filters: [
    { field: 'courier', label: 'Courier', type: 'multi-select', options: courierOptions },
    { field: 'collected', label: 'Owed', type: 'range' },
    { field: 'deliveredAt', label: 'Delivered', type: 'date' },
  ],
  rowMenu: [{ type: 'redirect', label: 'View order', href: '/orders/{order}', permission: 'orders:show' }],
  bulkMenu: [
    { type: 'custom', label: 'Record payout', component: 'record-payout', permission: 'courier-settlements:create' },
    { type: 'export', label: 'Export selected' },
  ],
});

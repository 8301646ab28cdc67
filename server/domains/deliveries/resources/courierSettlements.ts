import { sql } from 'drizzle-orm';
import { courierSettlements, deliveries } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { courierOptions } from './deliveries';

/** The orders a settlement paid, by number: the covered deliveries, read where they point at it. */
const coveredOrders = sql<
  string[]
>`coalesce((select array_agg(d.order_number order by d.order_number) from ${deliveries} d where d.settlement_id = ${qualified(courierSettlements.id)}), array[]::text[])`;
const parcels = sql<number>`(select count(*)::int from ${deliveries} d where d.settlement_id = ${qualified(courierSettlements.id)})`;

/**
 * Courier payouts (`/courier-settlements`, issue 22). Made only by
 * `POST courier-settlements` (server/domains/deliveries/settlements), from the owed list's
 * Record payout, because making one pays orders; the engine lists, shows and
 * exports them. No edit and no delete: the payments a settlement made are
 * money the shop received, and like every payment they stay; a payout
 * recorded wrongly is answered by the money itself (a refund on the order),
 * not by erasing the record of it.
 */
export default defineResource({
  path: 'courier-settlements',
  table: courierSettlements,
  clickable: true,
  operations: ['list', 'show', 'export'],
  labelKey: 'number',
  defaultSort: '-settledAt',
  fields: [
    { key: 'number', label: 'Settlement', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    { key: 'courier', label: 'Courier', type: 'select', readOnly: true, options: courierOptions, column: { type: 'tag', sortable: true } },
    { key: 'reference', label: 'Reference', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, copy: true } },
    { key: 'parcels', label: 'Parcels', type: 'number', readOnly: true, computed: parcels, column: { type: 'number', sortable: false } },
    { key: 'collected', label: 'Collected', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'fees', label: 'Fees', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'remitted', label: 'Remitted', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    {
      key: 'orders',
      label: 'Orders',
      type: 'array-string',
      readOnly: true,
      viewType: 'array-tag',
      computed: coveredOrders,
      column: { type: 'tag', sortable: false, default: false },
    },
    { key: 'settledAt', label: 'Settled', type: 'datetime', readOnly: true, column: { type: 'date', sortable: true } },
    { key: 'notes', label: 'Notes', type: 'textarea', readOnly: true, column: { type: 'text', sortable: false, default: false } },
    { key: 'userName', label: 'Recorded By', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
  ],
  search: ['number', 'reference'],
  filters: [
    { field: 'courier', label: 'Courier', type: 'multi-select', options: courierOptions },
    { field: 'remitted', label: 'Remitted', type: 'range' },
    { field: 'settledAt', label: 'Settled', type: 'date' },
  ],
  rowMenu: [{ type: 'view', label: 'View' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

import { sql } from 'drizzle-orm';
import { courierPayouts, courierSettlements } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { courierOptions } from './deliveries';

/** The differences as JSON text: the engine's read-only fields are text, the screen's part reads them back (src/resources/courierPayouts). */
const differenceList = sql<string>`${qualified(courierPayouts.differences)}::text`;
const parcels = sql<number>`jsonb_array_length(${qualified(courierPayouts.lines)})`;
const settlementNumber = sql<string | null>`(select s.number from ${courierSettlements} s where s.id = ${qualified(courierPayouts.settlementId)})`;

/**
 * The couriers' own payouts as read from their APIs (`/courier-payouts`, issue 37), each with the courier
 * settlement it made and every difference against what the shop expected (common/payoutDifferences.ts).
 * Made only by reading them (`POST /api/deliveries/payouts/read` and the `courier-payouts` job,
 * server/domains/deliveries/payouts): read-only, as settlements are.
 */
export default defineResource({
  path: 'courier-payouts',
  table: courierPayouts,
  clickable: true,
  operations: ['list', 'show', 'export'],
  labelKey: 'externalId',
  defaultSort: '-paidAt',
  fields: [
    { key: 'courier', label: 'Courier', type: 'select', readOnly: true, options: courierOptions, column: { type: 'tag', sortable: true } },
    { key: 'externalId', label: 'Courier’s Payout', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
    { key: 'paidAt', label: 'Paid', type: 'datetime', readOnly: true, column: { type: 'date', sortable: true } },
    { key: 'parcels', label: 'Parcels', type: 'number', readOnly: true, computed: parcels, column: { type: 'number', sortable: false } },
    { key: 'total', label: 'Paid Amount', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true } },
    { key: 'differenceCount', label: 'Differences', type: 'number', readOnly: true, column: { type: 'number', sortable: true } },
    {
      key: 'settlementNumber',
      label: 'Settlement',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      computed: settlementNumber,
      column: { type: 'text', sortable: false, copy: true },
    },
    {
      key: 'differenceList',
      label: 'What differs',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      component: 'payout-differences',
      computed: differenceList,
    },
    { key: 'readAt', label: 'Read', type: 'datetime', readOnly: true, column: { type: 'date', sortable: true, default: false } },
  ],
  search: ['externalId'],
  filters: [
    { field: 'courier', label: 'Courier', type: 'multi-select', options: courierOptions },
    { field: 'differenceCount', label: 'Differences', type: 'range' },
    { field: 'paidAt', label: 'Paid', type: 'date' },
  ],
  rowMenu: [{ type: 'view', label: 'View' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

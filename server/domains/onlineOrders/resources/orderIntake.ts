import { sql } from 'drizzle-orm';
import type { Option } from '../../../../common/resourceSpec';
import { orderLines, orders, stockLevels } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { createdAtField, customerNameField, statusField } from '../../../engine/commonFields';
import { atLocations } from '../../inventory';
import { riskOptions } from '../../orders';
import { INTAKE_STATUSES } from '../intakeStatuses';
import { intakeActions } from './intakeActions';

/** Where an intake order came from; a till sale is never listed here. */
const sourceOptions: Option[] = [
  { value: 'web', label: 'Online shop' },
  { value: 'message', label: 'Message' },
];

const intakeStatusOptions: Option[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'order-placed', label: 'Order placed' },
];

const holdOptions: Option[] = [
  { value: 'risk', label: 'Held for risk' },
  { value: 'staff', label: 'Held by staff' },
];

/** The phone's code as three words: a message's order is never asked for one (null), unlike the online shop's. */
const phoneCheckOptions: Option[] = [
  { value: 'yes', label: 'Verified' },
  { value: 'no', label: 'Not verified' },
  { value: 'not-asked', label: 'Not asked' },
];
const phoneCheck = sql<string>`case ${qualified(orders.phoneVerified)} when true then 'yes' when false then 'no' else 'not-asked' end`;

/**
 * The fewest units left at the order's shipping location among its lines' items (0 where the
 * location has no row for one): what staff check before they confirm. One indexed lookup per line
 * (stock_levels' key is location and item).
 */
const stockLeft = sql<number>`(select coalesce(min(coalesce(sl.stock, 0)), 0)::int from ${orderLines} ol left join ${stockLevels} sl on sl.location_id = ${qualified(orders.locationId)} and sl.item_id = coalesce(ol.variant_id, ol.product_id) where ol.order_id = ${qualified(orders.id)})`;

/**
 * The intake view of online orders (`/order-intake`, issue 38): the online shop's orders and those
 * typed in from customers' messages while they wait for staff (pending or placed), newest first,
 * with what staff decide on: the phone's check, its fraud band and why, a hold, the advance and the
 * stock left. Read-only over the orders table (its `scope`), each location seeing its own as on the
 * orders list; staff act through the row menu's calls (intakeRoutes.ts), read and changed with the
 * orders' permissions (`permissionAs` in common/resourceNames.ts).
 */
export default defineResource({
  path: 'order-intake',
  permissionAs: 'orders',
  table: orders,
  scope: () =>
    sql`${qualified(orders.source)} <> 'till' and ${qualified(orders.status)} in (${sql.join(
      INTAKE_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  locationScope: atLocations(orders.locationId),
  clickable: false,
  operations: ['list', 'export'],
  labelKey: 'number',
  fields: [
    { key: 'number', label: 'Order', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, default: true, copy: true } },
    createdAtField(),
    { key: 'source', label: 'Source', type: 'select', readOnly: true, options: sourceOptions, column: { type: 'tag', sortable: true, default: true } },
    customerNameField(),
    { key: 'customerPhone', label: 'Phone', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: true } },
    {
      key: 'phoneCheck',
      label: 'Phone Verified',
      type: 'select',
      readOnly: true,
      options: phoneCheckOptions,
      computed: phoneCheck,
      column: { type: 'tag', sortable: false, default: true, colorScheme: { yes: 'success', no: 'warning', 'not-asked': 'default' } },
    },
    {
      key: 'riskBand',
      label: 'Risk',
      type: 'select',
      readOnly: true,
      options: riskOptions,
      // The orders list's colours (server/domains/orders/resources/orders.ts).
      column: { type: 'tag', sortable: true, default: true, colorScheme: { none: 'default', low: 'success', medium: 'warning', high: 'error' } },
    },
    {
      key: 'riskReason',
      label: 'Risk Reason',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      // Kept as a code and counts (common/fraudRisk.ts RiskReason): the admin app words it in the screen's language.
      component: 'risk-reason',
      column: { type: 'text', sortable: false, default: true },
    },
    {
      key: 'hold',
      label: 'Hold',
      type: 'select',
      readOnly: true,
      options: holdOptions,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { risk: 'error', staff: 'warning' } },
    },
    { key: 'holdReason', label: 'Hold Reason', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    // The advance asked of a risky phone, and what the order has been paid so far (a bKash advance is a payment on it).
    { key: 'advanceDue', label: 'Advance Asked', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'paid', label: 'Paid', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    {
      key: 'stockLeft',
      label: 'Stock Left',
      type: 'read-only',
      readOnly: true,
      viewType: 'number',
      computed: stockLeft,
      column: { type: 'number', sortable: false, default: true },
    },
    { key: 'total', label: 'Total', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    statusField(intakeStatusOptions, { type: 'tag', sortable: true, default: true, colorScheme: { pending: 'default', 'order-placed': 'info' } }),
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: orders.locationId,
      column: { type: 'reference', sortable: false, default: false },
    },
  ],
  search: ['number', 'customerName', 'customerPhone'],
  searchColumn: orders.searchText,
  filters: [
    { field: 'source', label: 'Source', type: 'multi-select', options: sourceOptions },
    { field: 'status', label: 'Status', type: 'multi-select', options: intakeStatusOptions },
    { field: 'hold', label: 'Hold', type: 'multi-select', options: holdOptions },
    { field: 'riskBand', label: 'Risk', type: 'multi-select', options: riskOptions },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: intakeActions,
  bulkMenu: [
    // Hand the chosen orders to a courier, as from the orders list; booking refuses a held or pending one, naming why.
    { type: 'custom', label: 'Book delivery', component: 'book-deliveries', permission: 'deliveries:create' },
    { type: 'export', label: 'Export selected' },
  ],
});

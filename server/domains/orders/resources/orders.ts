import { sql } from 'drizzle-orm';
import { RISK_BANDS } from '../../../../common/fraudRisk';
import { ORDER_STATUSES, PAYMENT_METHOD_LABELS, PAYMENT_ROW_METHODS, PAYMENT_STATES } from '../../../../common/orders';
import type { Option } from '../../../../common/resourceSpec';
import { deliveries, orders, payments } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { qualified } from '../../../engine/qualified';
import { bandFilterSql, bandSql } from '../../fraud';
import { createdAtField, customerNameField, statusField } from '../../../engine/commonFields';
import { DELIVERY_STATUS_COLORS, deliveryStatusOptions } from '../../../../common/deliveryStatus';

const optionsOf = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) }));
export const statusOptions = optionsOf(ORDER_STATUSES);
/** Each method as its brand writes it (bKash, not Bkash). */
export const methodOptions: Option[] = PAYMENT_ROW_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/**
 * Every method the order was paid by, in the order first used (a split sale
 * shows "Cash" and "bKash"); an order without payments shows its method.
 * One indexed subquery per row of the page (payments_order_idx).
 */
// Payments of one sale are written by one statement, at the same instant: the catalogue's order breaks the tie (cash first).
const METHOD_ORDER = sql`array[${sql.join(
  PAYMENT_ROW_METHODS.map((m) => sql`${m}`),
  sql`, `,
)}]::text[]`;
const paidMethods = sql<
  string[]
>`coalesce((select array_agg(m.method order by m.first, array_position(${METHOD_ORDER}, m.method)) from (select p.method, min(p.created_at) as first from ${payments} p where p.order_id = ${qualified(orders.id)} and p.kind = 'payment' group by p.method) m), array[${qualified(orders.paymentMethod)}])`;
export const paymentStateOptions = optionsOf(PAYMENT_STATES);
/** The fraud checker's bands (common/fraudRisk.ts) in the words the checker shows. */
export const riskOptions: Option[] = RISK_BANDS.map((value) => ({
  value,
  label: value === 'none' ? 'No history' : `${value.replace(/^./, (c) => c.toUpperCase())} risk`,
}));
/**
 * The band of the order's phone: one indexed subquery per row of the page
 * (orders_customer_phone_idx), about 1 ms for a page of 16 at 1,000,000
 * orders. Filtering by it evaluates the subquery for each order the list
 * walks (README, "Fraud checker": its cost at 1,000,000 orders).
 */
// The live parcel's colours: a cancelled parcel is not the order's live one, so it never shows here.
const { cancelled: _cancelled, ...liveParcelColors } = DELIVERY_STATUS_COLORS;

const risk = bandSql(sql`${qualified(orders.customerPhone)}`);

/**
 * The orders table (`/orders`). Orders are made by the point of sale
 * (`POST orders`, server/domains/orders) and changed through their own calls
 * (status, payments, returns), so the generic engine only lists and exports
 * them; the order page is `GET orders/{id}` of the orders module.
 */
export default defineResource({
  path: 'orders',
  table: orders,
  // A cashier lists, reads and exports their own location's sales (issue 34).
  locationScope: atLocations(orders.locationId),
  clickable: true,
  operations: ['list', 'export'],
  labelKey: 'number',
  fields: [
    { key: 'number', label: 'Order', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, default: true, copy: true } },
    customerNameField(),
    { key: 'customerPhone', label: 'Phone', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    statusField(statusOptions, {
      type: 'tag',
      sortable: true,
      default: true,
      colorScheme: {
        pending: 'default',
        'order-placed': 'info',
        confirmed: 'info',
        'out-for-delivery': 'warning',
        delivered: 'success',
        completed: 'success',
        cancelled: 'error',
      },
    }),
    {
      key: 'paymentMethod',
      label: 'Payment Method',
      type: 'select',
      readOnly: true,
      options: methodOptions,
      column: { type: 'tag', sortable: true, default: false },
    },
    {
      key: 'paymentMethods',
      label: 'Paid By',
      type: 'array-string',
      readOnly: true,
      viewType: 'array-tag',
      options: methodOptions,
      computed: paidMethods,
      column: { type: 'tag', sortable: false, default: true },
    },
    {
      key: 'paymentState',
      label: 'Payment',
      type: 'select',
      readOnly: true,
      options: paymentStateOptions,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { paid: 'success', 'partly-paid': 'warning', unpaid: 'error' } },
    },
    // The order's live parcel (issue 22): which orders are booked, on their way or back. Offered by Columns, not shown at first: with the risk band the default columns would not fit a 1366-pixel laptop.
    {
      key: 'deliveryStatus',
      label: 'Delivery',
      type: 'select',
      readOnly: true,
      options: deliveryStatusOptions,
      computed: sql<string | null>`(select d.status from ${deliveries} d where d.order_id = ${qualified(orders.id)} and d.status <> 'cancelled' limit 1)`,
      column: {
        type: 'tag',
        sortable: false,
        default: false,
        colorScheme: liveParcelColors,
      },
    },
    {
      key: 'risk',
      label: 'Risk',
      type: 'select',
      readOnly: true,
      options: riskOptions,
      computed: risk,
      computedFilter: (bands) => bandFilterSql(sql`${qualified(orders.customerPhone)}`, bands),
      column: { type: 'tag', sortable: false, default: true, colorScheme: { none: 'default', low: 'success', medium: 'warning', high: 'error' } },
    },
    { key: 'total', label: 'Total', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: true } },
    { key: 'paid', label: 'Paid', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: false } },
    { key: 'discount', label: 'Discount', type: 'currency', readOnly: true, column: { type: 'currency', sortable: true, default: false } },
    { key: 'cashierName', label: 'Cashier', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
    // Where it was sold (issue 23): a Profit/Loss figure of one location opens that location's orders.
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: orders.locationId,
      column: { type: 'reference', sortable: false, default: false },
    },
    {
      key: 'customer',
      label: 'Customer account',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'customers', labelKey: 'name' },
      db: orders.customerId,
    },
    createdAtField(),
  ],
  search: ['number', 'customerName', 'customerPhone'],
  searchColumn: orders.searchText,
  countCap: 10_000,
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: statusOptions },
    { field: 'paymentMethod', label: 'Payment Method', type: 'multi-select', options: methodOptions },
    { field: 'paymentState', label: 'Payment', type: 'multi-select', options: paymentStateOptions },
    { field: 'risk', label: 'Risk', type: 'multi-select', options: riskOptions },
    { field: 'customer', label: 'Customer', type: 'multi-select', reference: { resource: 'customers', labelKey: 'name' } },
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'total', label: 'Total', type: 'range' },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [{ type: 'view', label: 'View' }],
  bulkMenu: [
    // Hand the selected orders to a courier (issue 22): the dialog (src/resources/deliveries) chooses the courier and shows each order's outcome.
    { type: 'custom', label: 'Book delivery', component: 'book-deliveries', permission: 'deliveries:create' },
    { type: 'export', label: 'Export selected' },
  ],
});

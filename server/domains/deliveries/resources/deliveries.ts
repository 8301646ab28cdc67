import { sql, type SQL } from 'drizzle-orm';
import { COURIER_LABELS, COURIERS, DELIVERY_STATUS_COLORS, deliveryStatusOptions, type DeliveryStatus } from '../../../../common/deliveryStatus';
import type { Condition, RowAction } from '../../../../common/resourceSpec';
import { deliveries } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { qualified } from '../../../engine/qualified';
import { deliveryEditRules } from '../editRules';
import { createdAtField, orderNumberField, statusField } from '../../../engine/commonFields';

export const courierOptions = COURIERS.map((value) => ({ value, label: COURIER_LABELS[value] }));

const status = qualified(deliveries.status);
const manual = sql`${qualified(deliveries.courier)} = 'manual'`;
const inStatus = (...s: DeliveryStatus[]) =>
  sql.join(
    s.map((v) => sql`${v}`),
    sql`, `,
  );
/** Whether staff may move a delivery to `to` by hand: the manual courier's, from where it may follow (common/deliveryStatus.ts). */
const mayMove = (from: DeliveryStatus[], onlyManual = true): SQL<boolean> =>
  sql<boolean>`(${onlyManual ? sql`${manual} and ` : sql``}${status} in (${inStatus(...from)}))`;

/** A hidden switch the row menu reads: the menu's conditions compare one field, so each move is one computed field. */
const moveField = (key: string, label: string, computed: SQL<boolean>) => ({
  key,
  label,
  type: 'switch' as const,
  readOnly: true,
  viewType: 'hidden' as const,
  computed,
});

const move = (label: string, to: DeliveryStatus, when: string, extra: Partial<RowAction> = {}): RowAction => ({
  type: 'update-api',
  label,
  api: { method: 'POST', path: '{_id}/status', body: { status: to } },
  condition: { field: when, equals: true } satisfies Condition,
  permission: 'deliveries:edit',
  ...extra,
});

/**
 * Deliveries (`/deliveries`, issue 22): a parcel of an order handed to a
 * courier. Made by booking orders (`POST deliveries/book`, the orders list's
 * bulk action), not by a form; the engine lists, shows and exports them, and
 * edits what staff type for the manual courier (tracking code, weight,
 * notes). Status moves are calls of their own (server/domains/deliveries),
 * offered in the row menu for the moves each delivery may make.
 */
export default defineResource({
  path: 'deliveries',
  table: deliveries,
  // A parcel is its order's location's (issue 34).
  locationScope: atLocations(sql`(select o.location_id from orders o where o.id = ${qualified(deliveries.orderId)})`),
  clickable: true,
  modal: true,
  operations: ['list', 'show', 'edit', 'export'],
  labelKey: 'orderNumber',
  hooks: deliveryEditRules,
  sections: ['Delivery', 'Recipient', 'Courier'],
  fields: [
    orderNumberField('Delivery'),
    {
      key: 'courier',
      label: 'Courier',
      type: 'select',
      readOnly: true,
      options: courierOptions,
      section: 'Delivery',
      column: { type: 'tag', sortable: true, default: true },
    },
    statusField(
      deliveryStatusOptions,
      {
        type: 'tag',
        sortable: true,
        default: true,
        colorScheme: DELIVERY_STATUS_COLORS,
      },
      'Delivery',
    ),
    {
      key: 'trackingCode',
      label: 'Tracking code',
      type: 'text',
      limit: 100,
      section: 'Delivery',
      column: { type: 'text', sortable: false, default: true, copy: true },
    },
    {
      key: 'consignmentId',
      label: 'Consignment',
      type: 'text',
      limit: 100,
      constraints: ['deliveries_consignment_idx'],
      section: 'Delivery',
      column: { type: 'text', sortable: false, default: false, copy: true },
    },
    {
      key: 'codAmount',
      label: 'To collect',
      type: 'currency',
      readOnly: true,
      section: 'Delivery',
      column: { type: 'currency', sortable: true, default: true },
    },
    {
      key: 'collected',
      label: 'Collected',
      type: 'currency',
      readOnly: true,
      section: 'Delivery',
      column: { type: 'currency', sortable: true, default: false },
    },
    {
      key: 'deliveryCharge',
      label: 'Delivery charge',
      type: 'currency',
      readOnly: true,
      section: 'Delivery',
      column: { type: 'currency', sortable: false, default: false },
    },
    { key: 'weight', label: 'Weight (kg)', type: 'number', min: 0, section: 'Delivery', column: { type: 'number', sortable: false, default: false } },
    { key: 'itemDescription', label: 'Items', type: 'textarea', limit: 250, section: 'Delivery', column: { type: 'text', sortable: false, default: false } },
    { key: 'notes', label: 'Notes', type: 'textarea', limit: 1000, section: 'Delivery', column: { type: 'text', sortable: false, default: false } },
    {
      key: 'recipientName',
      label: 'Recipient',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      section: 'Recipient',
      column: { type: 'text', sortable: false, default: true },
    },
    {
      key: 'recipientPhone',
      label: 'Phone',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      section: 'Recipient',
      column: { type: 'text', sortable: false, default: true },
    },
    {
      key: 'recipientAddress',
      label: 'Address',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      section: 'Recipient',
      column: { type: 'text', sortable: false, default: false },
    },
    {
      key: 'courierStatus',
      label: 'Courier’s status',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      section: 'Courier',
      column: { type: 'text', sortable: false, default: false },
    },
    {
      key: 'courierMessage',
      label: 'Courier’s message',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      // Written by the courier in English and Bangla (RedX): each reader sees their language's.
      component: 'bilingual-text',
      section: 'Courier',
      column: { type: 'text', sortable: false, default: false },
    },
    {
      key: 'bookingError',
      label: 'Booking error',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      section: 'Courier',
      column: { type: 'text', sortable: false, default: false },
    },
    { key: 'bookedAt', label: 'Booked', type: 'datetime', readOnly: true, section: 'Courier', column: { type: 'date', sortable: true, default: false } },
    { key: 'deliveredAt', label: 'Delivered', type: 'datetime', readOnly: true, section: 'Courier', column: { type: 'date', sortable: true, default: false } },
    { key: 'returnedAt', label: 'Returned', type: 'datetime', readOnly: true, section: 'Courier', column: { type: 'date', sortable: true, default: false } },
    moveField('canEdit', 'Can be edited', sql<boolean>`(${manual} and ${status} not in ('delivered', 'partly-delivered', 'returned', 'cancelled'))`),
    moveField('canPickUp', 'Can be picked up', mayMove(['booked'])),
    moveField('canTransit', 'Can be in transit', mayMove(['booked', 'picked-up'])),
    moveField('canDeliver', 'Can be delivered', mayMove(['booked', 'picked-up', 'in-transit'])),
    moveField('canReturn', 'Can be returned', mayMove(['booked', 'picked-up', 'in-transit', 'returning'])),
    moveField('canCancel', 'Can be cancelled', mayMove(['pending', 'booked'], false)),
    moveField(
      'canRefresh',
      'Can ask the courier',
      sql<boolean>`(not ${manual} and ${qualified(deliveries.consignmentId)} is not null and ${status} not in ('delivered', 'partly-delivered', 'returned', 'cancelled'))`,
    ),
    createdAtField(),
  ],
  search: ['orderNumber', 'trackingCode', 'consignmentId', 'recipientName', 'recipientPhone'],
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: deliveryStatusOptions },
    { field: 'courier', label: 'Courier', type: 'multi-select', options: courierOptions },
    { field: 'createdAt', label: 'Date', type: 'date' },
  ],
  rowMenu: [
    { type: 'view-modal', label: 'View' },
    { type: 'edit-modal', label: 'Edit', condition: { field: 'canEdit', equals: true } },
    move('Mark picked up', 'picked-up', 'canPickUp', { success: 'Delivery updated' }),
    move('Mark in transit', 'in-transit', 'canTransit', { success: 'Delivery updated' }),
    move('Mark delivered', 'delivered', 'canDeliver', {
      confirm: 'Mark this parcel delivered? The order is completed; the courier owes the amount to collect.',
      success: 'Delivery updated',
    }),
    move('Mark returned', 'returned', 'canReturn', {
      confirm: 'Mark this parcel returned to the shop? The order is cancelled and its stock goes back on the shelf.',
      success: 'Delivery updated',
    }),
    move('Cancel delivery', 'cancelled', 'canCancel', { confirm: 'Cancel this delivery? The order can be booked again.', success: 'Delivery cancelled' }),
    {
      type: 'update-api',
      label: 'Ask the courier',
      api: { method: 'POST', path: '{_id}/refresh' },
      condition: { field: 'canRefresh', equals: true },
      permission: 'deliveries:edit',
      success: 'Delivery updated',
    },
  ],
  bulkMenu: [
    { type: 'custom', label: 'Print parcel labels', component: 'delivery-labels', permission: 'deliveries:export' },
    { type: 'export', label: 'Export selected' },
  ],
});

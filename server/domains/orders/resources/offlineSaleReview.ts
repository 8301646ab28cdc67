import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAtField } from '../../../engine/commonFields';
import type { FieldDecl, ResourceDecl } from '../../../engine/declaration';

/**
 * What the two review lists of offline sales share (Stock Shortfalls, Price
 * Differences; issue 25): rows written by the order's own statement, read-only
 * but for a manager's resolution and note. Each list declares its own figures
 * and resolutions; the sale, the item, the location, the till and the cashier,
 * the filters and the menus are declared here once.
 */
export function offlineSaleReview(
  table: { orderId: AnyPgColumn; locationId: AnyPgColumn },
  o: { figures: FieldDecl[]; resolutions: { value: string; label: string }[]; noteHelp: string; locationColumn: boolean },
): Pick<ResourceDecl, 'operations' | 'labelKey' | 'fields' | 'search' | 'filters' | 'rowMenu' | 'bulkMenu'> {
  return {
    operations: ['list', 'show', 'edit', 'export'],
    labelKey: 'orderNumber',
    fields: [
      { key: 'orderNumber', label: 'Sale', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, copy: true } },
      {
        key: 'order',
        label: 'Order',
        type: 'data-select',
        readOnly: true,
        reference: { resource: 'orders', labelKey: 'number' },
        db: table.orderId,
        viewType: 'hidden',
      },
      { key: 'itemName', label: 'Item', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
      {
        key: 'location',
        label: 'Location',
        type: 'data-select',
        readOnly: true,
        reference: { resource: 'locations', labelKey: 'name' },
        db: table.locationId,
        column: { type: 'reference', sortable: false, ...(o.locationColumn ? {} : { default: false }) },
      },
      ...o.figures,
      { key: 'deviceId', label: 'Till', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: false, default: false } },
      { key: 'cashierName', label: 'Cashier', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true } },
      { key: 'resolved', label: 'Resolution', type: 'select', required: true, options: o.resolutions, column: { type: 'tag', sortable: true } },
      { key: 'note', label: 'Note', type: 'textarea', limit: 1000, helperText: o.noteHelp },
      createdAtField(),
    ],
    search: ['orderNumber', 'itemName'],
    filters: [
      { field: 'resolved', label: 'Resolution', type: 'multi-select', options: o.resolutions },
      { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
      { field: 'createdAt', label: 'Date', type: 'date' },
    ],
    rowMenu: [
      { type: 'view-modal', label: 'View' },
      { type: 'edit-modal', label: 'Resolve' },
    ],
    bulkMenu: [{ type: 'export', label: 'Export selected' }],
  };
}

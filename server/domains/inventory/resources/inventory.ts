import { productVariants } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { InventoryItem } from '../../../../common/wire/inventory';
import { inventoryReader } from '../itemList';

export const STOCK_LEVELS = [
  { value: 'ok', label: 'In stock' },
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Out of stock' },
];

const figure = (key: string, label: string, sortable = false) =>
  ({ key, label, type: 'read-only', readOnly: true, viewType: 'number', column: { type: 'number', sortable } }) as const;
const money = (key: string, label: string, sortable = false) =>
  ({ key, label, type: 'read-only', readOnly: true, viewType: 'currency', column: { type: 'currency', sortable } }) as const;
const text = (key: string, label: string, options: { sortable?: boolean; shown?: boolean } = {}) =>
  ({ key, label, type: 'read-only', readOnly: true, column: { type: 'text', sortable: options.sortable ?? false, default: options.shown ?? true } }) as const;

/**
 * The inventory screen (`/inventory`, spec §2.1, issue 21): a row per item, a
 * variant or a product without variants, with its stock at each location. An
 * item is a row of one of two tables and its figures come from others, so
 * the rows are read by the inventory module's own query
 * (domains/inventory/itemList.ts, the engine's `reader`); the engine serves
 * the spec, the list, the count and the export from this declaration as for
 * any resource, and adds a stock column per location from the locations
 * table at each request. The table named here is only the engine's anchor
 * (its id and creation columns); nothing is read from it directly.
 * Who sees which location is the reader's rule (itemList.ts).
 */
export default defineResource({
  path: 'inventory',
  table: productVariants,
  reader: { ...inventoryReader, record: InventoryItem },
  operations: ['list', 'export'],
  // A search for a word one product in ten carries matches 10,000 items of 100,000: past a
  // thousand the list says "more than" instead of counting them all on every page (get/count still counts).
  countCap: 1000,
  clickable: true,
  fields: [
    text('name', 'Name', { sortable: true }),
    text('variant', 'Variant', { shown: false }),
    text('sku', 'SKU', { sortable: true }),
    text('barcode', 'Barcode'),
    text('size', 'Size'),
    text('color', 'Colour'),
    figure('stock', 'Stock', true),
    figure('inTransit', 'In Transit'),
    figure('total', 'Total'),
    money('cost', 'Average Cost', true),
    money('value', 'Stock Value'),
    { ...figure('lowStockAlert', 'Low Stock Alert'), column: { type: 'number', sortable: false, default: false } },
    {
      key: 'level',
      label: 'Stock Level',
      type: 'select',
      readOnly: true,
      options: STOCK_LEVELS,
      column: { type: 'tag', sortable: false, colorScheme: { ok: 'success', low: 'warning', out: 'error' } },
    },
  ],
  search: ['name', 'sku', 'barcode'],
  filters: [
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'category', label: 'Category', type: 'multi-select', reference: { resource: 'categories', labelKey: 'name', parentKey: 'parentCategory' } },
    { field: 'brand', label: 'Brand', type: 'multi-select', reference: { resource: 'brands', labelKey: 'name' } },
    { field: 'lowStock', label: 'Low stock', type: 'boolean' },
    { field: 'outOfStock', label: 'Out of stock', type: 'boolean' },
  ],
  defaultSort: 'name',
  rowMenu: [
    { type: 'redirect', label: 'Movement History', href: '/inventory/{_id}', permission: 'inventory:list' },
    { type: 'custom', label: 'Adjust Stock', component: 'adjust-stock', permission: 'inventory:adjust' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

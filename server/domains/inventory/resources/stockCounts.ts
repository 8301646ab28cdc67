import { sql } from 'drizzle-orm';
import { categories, stockCounts } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { ApiError, fieldError, msg } from '../../../engine/errors';
import { createdAtField, createdAtFilter, statusField } from '../../../engine/commonFields';

export const COUNT_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/**
 * Stock counts (issue 21): a count of a location's shelves, or of one
 * category's items there. The engine makes and lists the counts; what is
 * counted, the differences and confirming are the inventory module's calls
 * (domains/inventory/countRoutes.ts). A count's number comes from
 * count_number_seq (`C-000007`); its location and category are fixed once it
 * is made, and only an open count can change.
 */
export default defineResource({
  path: 'stock-counts',
  table: stockCounts,
  labelKey: 'number',
  clickable: true,
  operations: ['list', 'show', 'create', 'edit', 'export'],
  hooks: {
    beforeWrite({ mode, values, before }) {
      if (mode === 'create' || mode === 'copy') {
        values.number = sql`'C-' || lpad(nextval('count_number_seq')::text, 6, '0')`;
        values.status = 'open';
        return;
      }
      if (before && before.status !== 'open') throw new ApiError(409, msg('count_closed', { status: String(before.status) }));
      if ('locationId' in values || 'categoryId' in values) throw fieldError('location' in values ? 'location' : 'category', msg('fixed_once'));
    },
  },
  fields: [
    { key: 'number', label: 'Count', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, default: true, copy: true } },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      required: true,
      readOnlyOnUpdate: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: stockCounts.locationId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'category',
      label: 'Category',
      type: 'nested-select',
      readOnlyOnUpdate: true,
      helperText: 'Count only this category’s items (and its subcategories’); empty: any item.',
      reference: { resource: 'categories', labelKey: 'name', parentKey: 'parentCategory' },
      db: stockCounts.categoryId,
      tree: { table: categories, id: categories.id, parent: categories.parentCategory },
      column: { type: 'reference', sortable: false },
    },
    statusField(COUNT_STATUSES, { type: 'tag', colorScheme: { open: 'warning', confirmed: 'success', cancelled: 'error' } }),
    { key: 'note', label: 'Note', type: 'textarea', limit: 500 },
    {
      key: 'lines',
      label: 'Lines',
      type: 'read-only',
      readOnly: true,
      viewType: 'number',
      computed: sql`(select count(*)::int from stock_count_lines l where l.count_id = ${stockCounts.id})`,
      column: { type: 'number', sortable: false },
    },
    { key: 'confirmedAt', label: 'Confirmed', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true, default: false } },
    createdAtField(),
  ],
  search: ['number', 'note'],
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: COUNT_STATUSES },
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    createdAtFilter(),
  ],
  rowMenu: [{ type: 'view', label: 'Open' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

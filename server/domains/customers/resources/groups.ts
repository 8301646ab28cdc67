import { sql } from 'drizzle-orm';
import { customerGroups, customers } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { activeInactive, createdAtField, rowActions } from '../../../engine/commonFields';

const menu = rowActions({ modal: true });

/** Customer groups (spec §2.1 "Customer Groups" at /groups). */
export default defineResource({
  path: 'groups',
  table: customerGroups,
  modal: true,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 100, column: { type: 'text' } },
    { key: 'description', label: 'Description', type: 'textarea', limit: 1000, column: { type: 'text', default: false } },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, column: { type: 'boolean' } },
    {
      key: 'customers',
      label: 'Customers',
      type: 'read-only',
      viewType: 'number',
      computed: sql<number>`(select count(*)::int from ${customers} where ${customers.groupId} = ${qualified(customerGroups.id)})`,
      column: { type: 'number', sortable: false },
    },
    createdAtField(),
  ],
  search: ['name'],
  filters: [{ field: 'isActive', label: 'Active', type: 'boolean' }],
  rowMenu: [menu.edit, menu.view, menu.activate, menu.deactivate, menu.delete],
  bulkMenu: [
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
    { type: 'export', label: 'Export selected' },
  ],
});

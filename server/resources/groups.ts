import { sql } from 'drizzle-orm';
import { customerGroups, customers } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { qualified } from '../engine/qualified';
import { activeInactive, activeToggleMenu, basicRowMenu, createdAtField } from './commonFields';

/** Customer groups (spec §2.1 "Customer Groups" at /groups). */
export default defineResource({
  path: 'groups',
  title: 'Customer Groups',
  singular: 'Customer Group',
  table: customerGroups,
  id: customerGroups.id,
  createdAt: customerGroups.createdAt,
  updatedAt: customerGroups.updatedAt,
  modal: true,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 100, db: customerGroups.name, column: { type: 'text' } },
    { key: 'description', label: 'Description', type: 'textarea', limit: 1000, db: customerGroups.description, column: { type: 'text', default: false } },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, db: customerGroups.isActive, column: { type: 'boolean' } },
    {
      key: 'customers',
      label: 'Customers',
      type: 'read-only',
      viewType: 'number',
      computed: sql<number>`(select count(*)::int from ${customers} where ${customers.groupId} = ${qualified(customerGroups.id)})`,
      column: { type: 'number', sortable: false },
    },
    createdAtField(customerGroups.createdAt),
  ],
  search: ['name'],
  filters: [{ field: 'isActive', label: 'Active', type: 'boolean' }],
  rowMenu: [...basicRowMenu('Customer Group', true).slice(0, 2), ...activeToggleMenu('Customer Group'), basicRowMenu('Customer Group', true)[2]],
  bulkMenu: [{ type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive }, { type: 'export', label: 'Export selected' }],
});

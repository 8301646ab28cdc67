import { suppliers } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField, createdAtFilter, rowActions } from '../../../engine/commonFields';

const menu = rowActions({ modal: true });

/**
 * Who the shop buys from (issue 21). A supplier named by a purchase cannot be
 * deleted (the purchase's foreign key restricts it: 409 "still used").
 */
export default defineResource({
  path: 'suppliers',
  table: suppliers,
  modal: true,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 200, column: { type: 'text' } },
    { key: 'phone', label: 'Phone', type: 'phone', placeholder: '01XXXXXXXXX', column: { type: 'text', copy: true } },
    { key: 'address', label: 'Address', type: 'textarea', limit: 500, column: { type: 'text', sortable: false } },
    { key: 'notes', label: 'Notes', type: 'textarea', limit: 2000, column: { type: 'text', sortable: false, default: false } },
    createdAtField(),
  ],
  search: ['name', 'phone', 'address'],
  filters: [createdAtFilter()],
  rowMenu: [menu.edit, menu.view, menu.delete],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

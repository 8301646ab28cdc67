import { sizes } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField, rowActions } from '../../../engine/commonFields';

const menu = rowActions({ modal: true });

export default defineResource({
  path: 'sizes',
  table: sizes,
  modal: true,
  defaultSort: 'priority',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 50, column: { type: 'text' } },
    { key: 'description', label: 'Description', type: 'textarea', limit: 500, column: { type: 'text', default: false } },
    {
      key: 'priority',
      label: 'Sort Order',
      type: 'number',
      min: 0,
      max: 10000,
      default: 0,
      helperText: 'Smaller numbers come first (S before M before L)',
      column: { type: 'number' },
    },
    createdAtField(),
  ],
  search: ['name'],
  filters: [{ field: 'priority', label: 'Sort Order', type: 'range' }],
  rowMenu: [
    menu.edit,
    menu.view,
    { type: 'update-key', label: 'Update order', key: 'priority', prompt: 'number', confirm: 'Set the order of this size', success: 'Updated Successfully' },
    menu.delete,
  ],
  bulkMenu: [
    { type: 'export', label: 'Export selected' },
    { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected sizes?' },
  ],
});

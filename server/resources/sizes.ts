import { sizes } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { basicRowMenu, createdAtField } from './commonFields';

export default defineResource({
  path: 'sizes',
  title: 'Sizes',
  singular: 'Size',
  table: sizes,
  id: sizes.id,
  createdAt: sizes.createdAt,
  updatedAt: sizes.updatedAt,
  modal: true,
  defaultSort: 'priority',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 50, db: sizes.name, column: { type: 'text' } },
    { key: 'description', label: 'Description', type: 'textarea', limit: 500, db: sizes.description, column: { type: 'text', default: false } },
    {
      key: 'priority',
      label: 'Sort Order',
      type: 'number',
      min: 0,
      max: 10000,
      default: 0,
      helperText: 'Smaller numbers come first (S before M before L)',
      db: sizes.priority,
      column: { type: 'number' },
    },
    createdAtField(sizes.createdAt),
  ],
  search: ['name'],
  filters: [{ field: 'priority', label: 'Sort Order', type: 'range' }],
  rowMenu: [
    ...basicRowMenu('Size', true).slice(0, 2),
    { type: 'update-key', label: 'Update order', key: 'priority', prompt: 'number', confirm: 'Set the order of this size', success: 'Updated Successfully' },
    basicRowMenu('Size', true)[2],
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }, { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected sizes?' }],
});

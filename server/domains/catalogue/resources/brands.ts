import { brands } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField, createdAtFilter, rowActions } from '../../../engine/commonFields';

const menu = rowActions();

/** Spec §2.8 and §3.4. */
export default defineResource({
  path: 'brands',
  table: brands,
  sections: ['Brand Details', 'Description'],
  fields: [
    { key: 'image', label: 'Image', type: 'image', section: 'Brand Details' },
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      limit: 200,
      section: 'Brand Details',
      column: { type: 'image-text', imageKey: 'image' },
    },
    { key: 'description', label: 'Description', type: 'textarea', limit: 5000, section: 'Description' },
    { key: 'tags', label: 'Tags', type: 'tag', section: 'Description', column: { type: 'tag', sortable: false } },
    createdAtField(),
  ],
  search: ['name'],
  filters: [{ field: 'name', label: 'Name', type: 'text' }, createdAtFilter()],
  rowMenu: [menu.edit, menu.view, menu.copy, menu.delete],
  bulkMenu: [
    { type: 'export', label: 'Export selected' },
    { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected brands?' },
  ],
});

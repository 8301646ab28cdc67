import { brands } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { basicRowMenu, createdAtField } from './commonFields';

/** Spec §2.8 and §3.4. */
export default defineResource({
  path: 'brands',
  title: 'Brands',
  singular: 'Brand',
  table: brands,
  id: brands.id,
  createdAt: brands.createdAt,
  updatedAt: brands.updatedAt,
  sections: ['Brand Details', 'Description'],
  fields: [
    { key: 'image', label: 'Image', type: 'image', section: 'Brand Details', db: brands.image },
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      unique: true,
      limit: 200,
      section: 'Brand Details',
      db: brands.name,
      column: { type: 'image-text', imageKey: 'image' },
    },
    { key: 'description', label: 'Description', type: 'textarea', limit: 5000, section: 'Description', db: brands.description },
    { key: 'tags', label: 'Tags', type: 'tag', section: 'Description', db: brands.tags, column: { type: 'tag', sortable: false } },
    createdAtField(brands.createdAt),
  ],
  search: ['name'],
  filters: [
    { field: 'name', label: 'Name', type: 'text' },
    { field: 'createdAt', label: 'Created', type: 'date' },
  ],
  rowMenu: [...basicRowMenu('Brand', false).slice(0, 2), { type: 'duplicate', label: 'Make Copy' }, basicRowMenu('Brand', false)[2]],
  bulkMenu: [{ type: 'export', label: 'Export selected' }, { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected brands?' }],
});

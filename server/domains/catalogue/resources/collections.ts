import { sql } from 'drizzle-orm';
import { collections, productCollections } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { activeInactive, createdAtField, createdAtFilter, seoFields, slugField, rowActions } from '../../../engine/commonFields';

const menu = rowActions();

export default defineResource({
  path: 'collections',
  table: collections,
  sections: ['Collection Details', 'Description', 'Display Settings', 'SEO'],
  fields: [
    { key: 'image', label: 'Image', type: 'image', section: 'Collection Details' },
    { key: 'name', label: 'Name', type: 'text', required: true, limit: 200, section: 'Collection Details', column: { type: 'image-text', imageKey: 'image' } },
    slugField('Collection Details'),
    { key: 'description', label: 'Description', type: 'editor', limit: 100000, section: 'Description' },
    { key: 'priority', label: 'Priority', type: 'number', min: 0, max: 100000, default: 0, section: 'Display Settings', column: { type: 'number' } },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, section: 'Display Settings', column: { type: 'boolean' } },
    { key: 'isFeatured', label: 'Featured', type: 'switch', default: false, section: 'Display Settings', column: { type: 'boolean' } },
    { key: 'tags', label: 'Tags', type: 'tag', section: 'SEO', column: { type: 'tag', sortable: false, default: false } },
    ...seoFields({ image: collections.metaImage, title: collections.metaTitle, description: collections.metaDescription, keywords: collections.metaKeywords }),
    {
      key: 'products',
      label: 'Products',
      type: 'read-only',
      readOnly: true,
      viewType: 'number',
      computed: sql<number>`(select count(*)::int from ${productCollections} where ${productCollections.collectionId} = ${qualified(collections.id)})`,
      column: { type: 'number', sortable: false },
    },
    createdAtField(),
  ],
  search: ['name', 'slug'],
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    { field: 'isFeatured', label: 'Featured', type: 'boolean' },
    { field: 'priority', label: 'Priority', type: 'range' },
    createdAtFilter(),
  ],
  rowMenu: [
    { type: 'edit', label: 'Edit' },
    { type: 'view', label: 'View' },
    { type: 'duplicate', label: 'Make Copy' },
    menu.activate,
    menu.deactivate,
    menu.delete,
  ],
  bulkMenu: [
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
    { type: 'export', label: 'Export selected' },
    { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected collections?' },
  ],
});

import { sql } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { qualified } from '../engine/qualified';
import { refuseAncestorLoop } from './categoryTree';
import { activeToggleMenu, createdAtField, yesNo, activeInactive, seoFields, slugField } from './commonFields';

/** Spec §2.7 and §3.3: a tree of categories, managed in modals over the table. */
export default defineResource({
  path: 'categories',
  title: 'Categories',
  singular: 'Category',
  table: categories,
  id: categories.id,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  modal: true,
  sections: ['Category Details', 'Short Description', 'Description', 'Parent Category', 'Display Settings', 'SEO'],
  // Spec §2.7's column order; the two display flags are columns people choose (so the default table fits 1366 px).
  columns: ['name', 'parentCategory', 'slug', 'priority', 'isActive', 'displayInHomePage', 'displayInMenu', 'isFeatured', 'createdAt'],
  messages: { created: 'Category Added Successfully', deleted: 'Category deleted successfully', updated: 'Category Updated Successfully' },
  fields: [
    { key: 'image', label: 'Image', type: 'image', section: 'Category Details', db: categories.image },
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      limit: 200,
      section: 'Category Details',
      db: categories.name,
      column: { type: 'image-text', imageKey: 'image' },
    },
    slugField(categories.slug, 'Category Details'),
    { key: 'shortDescription', label: 'Short Description', type: 'textarea', limit: 1000, section: 'Short Description', db: categories.shortDescription },
    { key: 'description', label: 'Description', type: 'editor', limit: 100000, section: 'Description', db: categories.description },
    {
      key: 'parentCategory',
      label: 'Parent Category',
      type: 'nested-select',
      section: 'Parent Category',
      reference: { resource: 'categories', labelKey: 'name', parentKey: 'parentCategory' },
      db: categories.parentCategory,
      column: { type: 'reference', sortable: false },
    },
    { key: 'priority', label: 'Priority', type: 'number', min: 0, max: 100000, default: 0, section: 'Display Settings', db: categories.priority, column: { type: 'number' } },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, section: 'Display Settings', db: categories.isActive, column: { type: 'boolean' } },
    { key: 'isFeatured', label: 'Featured', type: 'switch', default: false, section: 'Display Settings', db: categories.isFeatured, column: { type: 'boolean' } },
    { key: 'displayInMenu', label: 'Display in Menu', type: 'switch', default: true, section: 'Display Settings', db: categories.displayInMenu, column: { type: 'boolean', default: false } },
    { key: 'displayInHomePage', label: 'Display on Home Page', type: 'switch', default: false, section: 'Display Settings', db: categories.displayInHomePage, column: { type: 'boolean', default: false } },
    { key: 'tags', label: 'Tags', type: 'tag', section: 'SEO', db: categories.tags, column: { type: 'tag', sortable: false, default: false } },
    ...seoFields({ image: categories.metaImage, title: categories.metaTitle, description: categories.metaDescription, keywords: categories.metaKeywords }),
    {
      key: 'products',
      label: 'Products',
      type: 'read-only',
      readOnly: true,
      viewType: 'number',
      computed: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${qualified(categories.id)})`,
      column: { type: 'number', sortable: false, default: false },
    },
    createdAtField(categories.createdAt),
  ],
  hooks: { beforeWrite: refuseAncestorLoop },
  search: ['name', 'slug'],
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    { field: 'isFeatured', label: 'Featured', type: 'boolean' },
    { field: 'parentCategory', label: 'Parent Category', type: 'multi-select', reference: { resource: 'categories', labelKey: 'name' } },
    { field: 'priority', label: 'Priority', type: 'range' },
    { field: 'name', label: 'Name', type: 'text' },
    { field: 'createdAt', label: 'Created', type: 'date' },
  ],
  rowMenu: [
    { type: 'edit-modal', label: 'Edit' },
    { type: 'view-modal', label: 'View' },
    ...activeToggleMenu('Category'),
    { type: 'update-key', label: 'Mark as Featured', key: 'isFeatured', value: true, condition: { field: 'isFeatured', equals: false }, confirm: 'Feature this category?', success: 'Category featured' },
    { type: 'update-key', label: 'Unfeature Category', key: 'isFeatured', value: false, condition: { field: 'isFeatured', equals: true }, confirm: 'Stop featuring this category?', success: 'Category unfeatured' },
    { type: 'update-key', label: 'Update priority', key: 'priority', prompt: 'number', confirm: 'Set the priority of this category', success: 'Priority updated successfully' },
    { type: 'update-key', label: 'Update Name', key: 'name', prompt: 'string', confirm: 'Set the name of this category', success: 'Name updated successfully' },
    { type: 'delete', label: 'Delete', confirm: 'Delete this category? Its subcategories will have no parent.', success: 'Category deleted successfully' },
  ],
  bulkMenu: [
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
    { type: 'edit-select', label: 'Display in menu', key: 'displayInMenu', options: yesNo },
    { type: 'edit-select', label: 'Display in home page', key: 'displayInHomePage', options: yesNo },
    { type: 'export', label: 'Export selected' },
  ],
});

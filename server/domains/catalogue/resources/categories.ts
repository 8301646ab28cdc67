import { sql } from 'drizzle-orm';
import { categories, products } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { refuseAncestorLoop } from './categoryTree';
import { createdAtField, createdAtFilter, yesNo, activeInactive, seoFields, slugField, rowActions } from '../../../engine/commonFields';

const menu = rowActions();

/** Spec §2.7 and §3.3: a tree of categories, managed in modals over the table. */
export default defineResource({
  path: 'categories',
  table: categories,
  modal: true,
  sections: ['Category Details', 'Short Description', 'Description', 'Parent Category', 'Display Settings', 'SEO'],
  // Spec §2.7's column order; the two display flags are columns people choose (so the default table fits 1366 px).
  columns: ['name', 'parentCategory', 'slug', 'priority', 'isActive', 'displayInHomePage', 'displayInMenu', 'isFeatured', 'createdAt'],
  messages: { created: 'Category Added Successfully', deleted: 'Category deleted successfully', updated: 'Category Updated Successfully' },
  fields: [
    { key: 'image', label: 'Image', type: 'image', section: 'Category Details' },
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      required: true,
      limit: 200,
      section: 'Category Details',
      column: { type: 'image-text', imageKey: 'image' },
    },
    slugField('Category Details'),
    { key: 'shortDescription', label: 'Short Description', type: 'textarea', limit: 1000, section: 'Short Description' },
    { key: 'description', label: 'Description', type: 'editor', limit: 100000, section: 'Description' },
    {
      key: 'parentCategory',
      label: 'Parent Category',
      type: 'nested-select',
      section: 'Parent Category',
      reference: { resource: 'categories', labelKey: 'name', parentKey: 'parentCategory' },
      column: { type: 'reference', sortable: false },
    },
    { key: 'priority', label: 'Priority', type: 'number', min: 0, max: 100000, default: 0, section: 'Display Settings', column: { type: 'number' } },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, section: 'Display Settings', column: { type: 'boolean' } },
    { key: 'isFeatured', label: 'Featured', type: 'switch', default: false, section: 'Display Settings', column: { type: 'boolean' } },
    { key: 'displayInMenu', label: 'Display in Menu', type: 'switch', default: true, section: 'Display Settings', column: { type: 'boolean', default: false } },
    {
      key: 'displayInHomePage',
      label: 'Display on Home Page',
      type: 'switch',
      default: false,
      section: 'Display Settings',
      column: { type: 'boolean', default: false },
    },
    { key: 'tags', label: 'Tags', type: 'tag', section: 'SEO', column: { type: 'tag', sortable: false, default: false } },
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
    createdAtField(),
  ],
  hooks: { beforeWrite: refuseAncestorLoop },
  search: ['name', 'slug'],
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    { field: 'isFeatured', label: 'Featured', type: 'boolean' },
    { field: 'parentCategory', label: 'Parent Category', type: 'multi-select', reference: { resource: 'categories', labelKey: 'name' } },
    { field: 'priority', label: 'Priority', type: 'range' },
    { field: 'name', label: 'Name', type: 'text' },
    createdAtFilter(),
  ],
  rowMenu: [
    { type: 'edit-modal', label: 'Edit' },
    { type: 'view-modal', label: 'View' },
    menu.activate,
    menu.deactivate,
    {
      type: 'update-key',
      label: 'Mark as Featured',
      key: 'isFeatured',
      value: true,
      condition: { field: 'isFeatured', equals: false },
      confirm: 'Feature this category?',
      success: 'Category featured',
    },
    {
      type: 'update-key',
      label: 'Unfeature Category',
      key: 'isFeatured',
      value: false,
      condition: { field: 'isFeatured', equals: true },
      confirm: 'Stop featuring this category?',
      success: 'Category unfeatured',
    },
    {
      type: 'update-key',
      label: 'Update priority',
      key: 'priority',
      prompt: 'number',
      confirm: 'Set the priority of this category',
      success: 'Priority updated successfully',
    },
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

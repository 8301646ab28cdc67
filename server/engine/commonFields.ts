import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FilterDef, RowAction } from '../../common/resourceSpec';
import type { FieldDecl } from './declaration';

/**
 * Fields and menu entries that many resources declare the same way. Each
 * takes the resource's own column, so the declaration still says where
 * everything lives.
 */

/** The table's `createdAt` column, shown as Created (the default sort, newest first). */
export const createdAtField = (): FieldDecl => ({
  key: 'createdAt',
  label: 'Created',
  type: 'read-only',
  readOnly: true,
  viewType: 'date',
  column: { type: 'date', sortable: true, default: true },
});

/** The Created filter over the table's `createdAt` column (a date range). */
export const createdAtFilter = (): FilterDef => ({ field: 'createdAt', label: 'Created', type: 'date' });

/** The record's status, moved only by the resource's own actions: a read-only select, listed as a coloured tag. */
export const statusField = (options: FieldDecl['options'], column: FieldDecl['column'], section?: string): FieldDecl => ({
  key: 'status',
  label: 'Status',
  type: 'select',
  readOnly: true,
  options,
  ...(section === undefined ? {} : { section }),
  column,
});

/**
 * The word the server writes as the customer's name of a sale to nobody in particular ('Guest', the
 * orders table's default), as a text field's one known value: the screens show it in the chosen
 * language, and any other name as it is.
 */
const GUEST_NAME: FieldDecl['options'] = [{ value: 'Guest', label: 'Guest' }];

/** The name of a sale's customer as the lists show it, "Guest" for a sale without one, in the chosen language (issue 39). */
export const customerNameField = (): FieldDecl => ({
  key: 'customerName',
  label: 'Customer',
  type: 'read-only',
  readOnly: true,
  viewType: 'text',
  options: GUEST_NAME,
  column: { type: 'text', sortable: true, default: true },
});

/** The number of the order a row belongs to (payments, returns, deliveries), shown first, sortable and copyable. */
export const orderNumberField = (section?: string): FieldDecl => ({
  key: 'orderNumber',
  label: 'Order',
  type: 'read-only',
  readOnly: true,
  viewType: 'text',
  ...(section === undefined ? {} : { section }),
  column: { type: 'text', sortable: true, default: true, copy: true },
});

/** A unique slug made from the name when left empty, fixed once the record exists (spec §5). */
export const slugField = (section: string): FieldDecl => ({
  key: 'slug',
  label: 'Slug',
  type: 'slug',
  from: 'name',
  unique: true,
  readOnlyOnUpdate: true,
  limit: 200,
  section,
  helperText: 'Leave empty to make one from the name. It cannot be changed later.',
  column: { type: 'text', copy: true },
});

/** The SEO block of categories and collections (spec §2.7). */
export const seoFields = (cols: { image: AnyPgColumn; title: AnyPgColumn; description: AnyPgColumn; keywords: AnyPgColumn }): FieldDecl[] => [
  { key: 'metaImage', label: 'Meta Image', type: 'image', section: 'SEO', db: cols.image },
  { key: 'meta.title', label: 'Meta Title', type: 'text', limit: 200, section: 'SEO', db: cols.title },
  { key: 'meta.description', label: 'Meta Description', type: 'textarea', limit: 500, section: 'SEO', db: cols.description },
  { key: 'metaKeywords', label: 'Meta Keywords', type: 'tag', section: 'SEO', db: cols.keywords },
];

/**
 * The row menu entries most resources offer, by name: a declaration picks
 * them in the order it shows them (`const menu = rowActions(); rowMenu:
 * [menu.edit, menu.view, menu.copy, menu.delete]`). `modal`: edit and view
 * open as dialogs instead of pages. Mark as Active / Inactive are each shown
 * only when they change something. Their confirmations and toasts (spec §8)
 * name the resource with `%{name}`, which the admin app fills with its
 * translated singular (src/engine/translateSpec.ts): each sentence is
 * translated once for every resource.
 */
export function rowActions({ modal = false }: { modal?: boolean } = {}) {
  return {
    edit: { type: modal ? 'edit-modal' : 'edit', label: 'Edit' },
    view: { type: modal ? 'view-modal' : 'view', label: 'View' },
    copy: { type: 'duplicate', label: 'Make Copy' },
    activate: {
      type: 'update-key',
      label: 'Mark as Active',
      key: 'isActive',
      value: true,
      condition: { field: 'isActive', equals: false },
      confirm: 'Mark this %{name} as active?',
      success: '%{name} marked as active',
    },
    deactivate: {
      type: 'update-key',
      label: 'Mark as Inactive',
      key: 'isActive',
      value: false,
      condition: { field: 'isActive', equals: true },
      confirm: 'Mark this %{name} as inactive?',
      success: '%{name} marked as inactive',
    },
    delete: { type: 'delete', label: 'Delete', confirm: 'Delete this %{name}? This cannot be undone.' },
  } satisfies Record<string, RowAction>;
}

export const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export const activeInactive = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldDecl, RowActionList } from './types';

/**
 * Fields and menu entries that many resources declare the same way. Each
 * takes the resource's own column, so the declaration still says where
 * everything lives.
 */

export const createdAtField = (db: AnyPgColumn): FieldDecl => ({
  key: 'createdAt',
  label: 'Created',
  type: 'read-only',
  readOnly: true,
  viewType: 'date',
  db,
  column: { type: 'date', sortable: true, default: true },
});

/** A unique slug made from the name when left empty, fixed once the record exists (spec §5). */
export const slugField = (db: AnyPgColumn, section: string): FieldDecl => ({
  key: 'slug',
  label: 'Slug',
  type: 'slug',
  from: 'name',
  unique: true,
  readOnlyOnUpdate: true,
  limit: 200,
  section,
  helperText: 'Leave empty to make one from the name. It cannot be changed later.',
  db,
  column: { type: 'text', copy: true },
});

/** The SEO block of categories and collections (spec §2.7). */
export const seoFields = (cols: { image: AnyPgColumn; title: AnyPgColumn; description: AnyPgColumn; keywords: AnyPgColumn }): FieldDecl[] => [
  { key: 'metaImage', label: 'Meta Image', type: 'image', section: 'SEO', db: cols.image },
  { key: 'meta.title', label: 'Meta Title', type: 'text', limit: 200, section: 'SEO', db: cols.title },
  { key: 'meta.description', label: 'Meta Description', type: 'textarea', limit: 500, section: 'SEO', db: cols.description },
  { key: 'metaKeywords', label: 'Meta Keywords', type: 'tag', section: 'SEO', db: cols.keywords },
];

/** Edit, View and Delete as modals or pages, with the toasts of spec §8. */
export function basicRowMenu(singular: string, modal: boolean): RowActionList {
  return [
    { type: modal ? 'edit-modal' : 'edit', label: 'Edit' },
    { type: modal ? 'view-modal' : 'view', label: 'View' },
    { type: 'delete', label: 'Delete', confirm: `Delete this ${singular.toLowerCase()}? This cannot be undone.` },
  ];
}

/** Mark as Active / Inactive, each shown only when it changes something. */
export function activeToggleMenu(singular: string): RowActionList {
  const s = singular.toLowerCase();
  return [
    { type: 'update-key', label: 'Mark as Active', key: 'isActive', value: true, condition: { field: 'isActive', equals: false }, confirm: `Mark this ${s} as active?`, success: `${singular} marked as active` },
    { type: 'update-key', label: 'Mark as Inactive', key: 'isActive', value: false, condition: { field: 'isActive', equals: true }, confirm: `Mark this ${s} as inactive?`, success: `${singular} marked as inactive` },
  ];
}

export const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export const activeInactive = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

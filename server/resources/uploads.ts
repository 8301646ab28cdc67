import { uploads } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { createdAtField } from './commonFields';

/**
 * The media library (spec §7.5 `GET upload`). Files arrive through the upload
 * module (`POST upload`), so this resource only lists, shows and deletes.
 */
export default defineResource({
  path: 'upload',
  title: 'Media',
  singular: 'File',
  table: uploads,
  id: uploads.id,
  createdAt: uploads.createdAt,
  updatedAt: uploads.updatedAt,
  operations: ['list', 'show', 'delete'],
  fields: [
    { key: 'url', label: 'File', type: 'file', readOnly: true, db: uploads.url, column: { type: 'file', sortable: false } },
    { key: 'name', label: 'Name', type: 'text', readOnly: true, db: uploads.name, column: { type: 'text' } },
    { key: 'mime', label: 'Type', type: 'text', readOnly: true, db: uploads.mime, column: { type: 'text' } },
    { key: 'size', label: 'Size (bytes)', type: 'number', readOnly: true, db: uploads.size, column: { type: 'number' } },
    { key: 'folder', label: 'Folder', type: 'text', readOnly: true, db: uploads.folder, column: { type: 'text' } },
    createdAtField(uploads.createdAt),
  ],
  search: ['name'],
  filters: [
    { field: 'folder', label: 'Folder', type: 'multi-select', options: [
      { value: 'products', label: 'Products' },
      { value: 'categories', label: 'Categories' },
      { value: 'brands', label: 'Brands' },
      { value: 'content', label: 'Content' },
      { value: 'files', label: 'Files' },
    ] },
    { field: 'createdAt', label: 'Uploaded', type: 'date' },
  ],
  afterDelete: async (record, app) => {
    const key = app.storage.keyOf(String(record.url));
    if (key) await app.storage.remove(key);
  },
  rowMenu: [{ type: 'delete', label: 'Delete', confirm: 'Delete this file? Pages that show it will lose it.' }],
});

import { uploads } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField } from '../../../engine/commonFields';

/**
 * The media library (spec §7.5 `GET upload`). Files arrive through the upload
 * module (`POST upload`), so this resource only lists, shows and deletes.
 */
export default defineResource({
  path: 'upload',
  table: uploads,
  operations: ['list', 'show', 'delete'],
  fields: [
    { key: 'url', label: 'File', type: 'file', readOnly: true, column: { type: 'file', sortable: false } },
    { key: 'name', label: 'Name', type: 'text', readOnly: true, column: { type: 'text' } },
    { key: 'mime', label: 'Type', type: 'text', readOnly: true, column: { type: 'text' } },
    { key: 'size', label: 'Size (bytes)', type: 'number', readOnly: true, column: { type: 'number' } },
    { key: 'folder', label: 'Folder', type: 'text', readOnly: true, column: { type: 'text' } },
    createdAtField(),
  ],
  search: ['name'],
  filters: [
    // Its options are every folder there is (mediaFolders.ts), filled in by resources/index.ts.
    { field: 'folder', label: 'Folder', type: 'multi-select', options: [] },
    { field: 'createdAt', label: 'Uploaded', type: 'date' },
  ],
  afterDelete: async (record, app) => {
    const key = app.storage.keyOf(String(record.url));
    if (key) await app.storage.remove(key);
  },
  rowMenu: [{ type: 'delete', label: 'Delete', confirm: 'Delete this file? Pages that show it will lose it.' }],
});

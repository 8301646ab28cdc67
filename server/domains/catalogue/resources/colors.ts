import { msg } from '../../../engine/errors';
import { colors } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { createdAtField, createdAtFilter, rowActions } from '../../../engine/commonFields';

const menu = rowActions({ modal: true });

export default defineResource({
  path: 'colors',
  table: colors,
  modal: true,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 100, column: { type: 'text' } },
    {
      key: 'code',
      label: 'Colour',
      type: 'color',
      required: true,
      default: '#000000',
      pattern: { regex: '^(#[0-9a-fA-F]{6}|transparent)$', message: msg('not_colour') },
      column: { type: 'color' },
    },
    createdAtField(),
  ],
  search: ['name', 'code'],
  filters: [{ field: 'name', label: 'Name', type: 'text' }, createdAtFilter()],
  rowMenu: [menu.edit, menu.view, menu.copy, menu.delete],
  bulkMenu: [
    { type: 'export', label: 'Export selected' },
    { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected colours?' },
  ],
});

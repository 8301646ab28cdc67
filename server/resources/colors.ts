import { msg } from '../engine/errors';
import { colors } from '../db/schema';
import { defineResource } from '../engine/declaration';
import { basicRowMenu, createdAtField } from './commonFields';

export default defineResource({
  path: 'colors',
  title: 'Colors',
  singular: 'Color',
  table: colors,
  id: colors.id,
  createdAt: colors.createdAt,
  updatedAt: colors.updatedAt,
  modal: true,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 100, db: colors.name, column: { type: 'text' } },
    {
      key: 'code',
      label: 'Colour',
      type: 'color',
      required: true,
      default: '#000000',
      pattern: { regex: '^(#[0-9a-fA-F]{6}|transparent)$', message: msg('not_colour') },
      db: colors.code,
      column: { type: 'color' },
    },
    createdAtField(colors.createdAt),
  ],
  search: ['name', 'code'],
  filters: [
    { field: 'name', label: 'Name', type: 'text' },
    { field: 'createdAt', label: 'Created', type: 'date' },
  ],
  rowMenu: [...basicRowMenu('Color', true).slice(0, 2), { type: 'duplicate', label: 'Make Copy' }, basicRowMenu('Color', true)[2]],
  bulkMenu: [{ type: 'export', label: 'Export selected' }, { type: 'delete', label: 'Delete selected', confirm: 'Delete the selected colours?' }],
});

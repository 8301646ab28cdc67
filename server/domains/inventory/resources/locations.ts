import { locations } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { locationRules } from '../locationRules';
import { createdAtField, rowActions } from '../../../engine/commonFields';

const menu = rowActions({ modal: true });

export const LOCATION_KINDS = [
  { value: 'shop', label: 'Shop' },
  { value: 'warehouse', label: 'Warehouse' },
];

/**
 * Where stock is kept (issue 21): the warehouse and the shops. A location
 * that holds stock or has sold cannot be deleted (its ledger rows name it);
 * it can be made inactive, unless it is the last active one.
 */
export default defineResource({
  path: 'locations',
  table: locations,
  modal: true,
  hooks: locationRules,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 100, column: { type: 'text' } },
    {
      key: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      default: 'shop',
      options: LOCATION_KINDS,
      column: { type: 'tag', colorScheme: { shop: 'info', warehouse: 'default' } },
    },
    { key: 'address', label: 'Address', type: 'textarea', limit: 500, column: { type: 'text', sortable: false } },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, column: { type: 'boolean' } },
    createdAtField(),
  ],
  search: ['name', 'address'],
  filters: [
    { field: 'kind', label: 'Kind', type: 'multi-select', options: LOCATION_KINDS },
    { field: 'isActive', label: 'Active', type: 'boolean' },
  ],
  defaultSort: 'createdAt',
  rowMenu: [menu.edit, menu.view, menu.activate, menu.deactivate, menu.delete],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

import { sql } from 'drizzle-orm';
import { BD_MOBILE } from '../../../../common/phone';
import { customers } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { activeInactive, createdAtField, rowActions } from '../../../engine/commonFields';

const menu = rowActions();

/** A Bangladeshi mobile number: 11 digits starting 01 (013 to 019), after the engine tidies it (common/phone.ts). */
export const BD_PHONE = BD_MOBILE;

export default defineResource({
  path: 'customers',
  table: customers,
  clickable: true,
  sections: ['Customer Details', 'Addresses', 'Notes'],
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, limit: 200, section: 'Customer Details', column: { type: 'text' } },
    {
      key: 'phone',
      label: 'Phone',
      type: 'phone',
      required: true,
      unique: true,
      pattern: BD_PHONE,
      placeholder: '01XXXXXXXXX',
      section: 'Customer Details',
      column: { type: 'text', copy: true },
    },
    { key: 'email', label: 'Email', type: 'email', limit: 200, section: 'Customer Details', column: { type: 'text' } },
    {
      key: 'group',
      label: 'Group',
      type: 'data-select',
      section: 'Customer Details',
      reference: { resource: 'groups', labelKey: 'name' },
      db: customers.groupId,
      column: { type: 'reference', sortable: false },
    },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, section: 'Customer Details', column: { type: 'boolean' } },
    {
      // Issue 22: every marketing send leaves them out; transactional messages (their own order) still go.
      key: 'smsOptOut',
      label: 'No Marketing SMS',
      type: 'switch',
      default: false,
      helperText: 'They asked not to get offers by SMS',
      // Shown as a plain statement, not "No Marketing SMS: No" (issue 39).
      flag: { label: 'Marketing SMS', on: 'Refused', off: 'Allowed', good: 'off' },
      section: 'Customer Details',
      column: { type: 'boolean', default: false },
    },
    {
      // Issue 36: the customer's store credit, kept by its ledger (/store-credit); never edited here.
      key: 'storeCredit',
      label: 'Store credit',
      type: 'currency',
      readOnly: true,
      section: 'Customer Details',
      column: { type: 'currency', sortable: true, default: false },
    },
    { key: 'addresses', label: 'Addresses', type: 'address-array', section: 'Addresses', column: { type: 'tag', sortable: false, default: false } },
    {
      // Issue 37: an address that names no district (stored before addresses had one, and not placed at start
      // by server/domains/customers/addressPlaceBackfill.ts) is one staff finish by hand; the list's filter finds whose.
      key: 'addressIncomplete',
      label: 'Address incomplete',
      type: 'switch',
      readOnly: true,
      viewType: 'hidden',
      computed: sql<boolean>`exists (select 1 from jsonb_array_elements(${qualified(customers.addresses)}) as a(entry) where not (a.entry ? 'district'))`,
    },
    { key: 'notes', label: 'Notes', type: 'textarea', limit: 2000, section: 'Notes' },
    createdAtField(),
  ],
  search: ['name', 'phone', 'email'],
  searchColumn: customers.searchText,
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    // Served under its flag's words (common/fieldFlag.ts flaggedFilter): Marketing SMS, Refused or Allowed.
    { field: 'smsOptOut', label: 'Marketing SMS', type: 'boolean' },
    { field: 'group', label: 'Group', type: 'multi-select', reference: { resource: 'groups', labelKey: 'name' } },
    { field: 'createdAt', label: 'Joined', type: 'date' },
    { field: 'addressIncomplete', label: 'Address incomplete', type: 'boolean' },
  ],
  rowMenu: [{ type: 'edit', label: 'Edit' }, { type: 'view', label: 'View' }, menu.activate, menu.deactivate, menu.delete],
  bulkMenu: [
    { type: 'edit-data-select', label: 'Move to group', key: 'group', reference: { resource: 'groups', labelKey: 'name' } },
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
    { type: 'export', label: 'Export selected' },
    // The Marketing SMS dialog (spec §2.4, §2.6): to the selected customers or all the filters match (server/domains/sms).
    { type: 'marketing-sms', label: 'Marketing SMS', permission: 'sms:send' },
  ],
});

import { sql } from 'drizzle-orm';
import { roles, users } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { qualified } from '../../../engine/qualified';
import { roleOwnerRules } from '../ownerRules';
import { createdAtField, createdAtFilter } from '../../../engine/commonFields';

/** A role is a named list of permissions (`resource:action`, `*` for all). */
export default defineResource({
  path: 'roles',
  table: roles,
  hooks: roleOwnerRules,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, unique: true, limit: 100, column: { type: 'text' } },
    { key: 'description', label: 'Description', type: 'textarea', limit: 1000, column: { type: 'text', default: false } },
    // Choices are filled in by the registry: every permission of every declared resource.
    {
      key: 'permissions',
      label: 'Permissions',
      type: 'permissions',
      component: 'permissions-matrix',
      column: { type: 'tag', sortable: false, default: false },
    },
    // The most a holder of orders:discount may give by hand (issue 34), checked on the server for every sale; a `*` role has no cap.
    {
      key: 'discountCapPercent',
      label: 'Discount cap (% of the cart)',
      type: 'number',
      min: 0,
      max: 100,
      step: 0.01,
      helperText: 'The most a manual discount may be, as a percent of the cart. Empty: no cap. The Owner has none.',
      column: { type: 'number', default: false },
    },
    {
      key: 'discountCapAmount',
      label: 'Discount cap (amount)',
      type: 'currency',
      helperText: 'The most a manual discount may be, in taka; with a percent too, the smaller counts. Empty: no cap.',
      column: { type: 'currency', default: false },
    },
    // The most a holder may put into or take out of a till's drawer at once without a manager (issue 36); a `*` role, or one holding shifts:approve, has none.
    {
      key: 'cashMovementCap',
      label: 'Cash in/out without approval (amount)',
      type: 'currency',
      helperText: 'The most cash a holder may put into or take out of a till’s drawer at once; above it a manager approves. Empty: no limit.',
      column: { type: 'currency', default: false },
    },
    {
      key: 'users',
      label: 'Users',
      type: 'read-only',
      viewType: 'number',
      computed: sql<number>`(select count(*)::int from ${users} where ${users.roleId} = ${qualified(roles.id)})`,
      column: { type: 'number', sortable: false },
    },
    createdAtField(),
  ],
  search: ['name'],
  filters: [createdAtFilter()],
  rowMenu: [
    { type: 'edit', label: 'Edit' },
    { type: 'view', label: 'View' },
    { type: 'duplicate', label: 'Make Copy' },
    { type: 'delete', label: 'Delete', confirm: 'Delete this role? Roles that users still hold cannot be deleted.' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

import { users } from '../../schema';
import { defineResource } from '../../../engine/declaration';
import { userOwnerRules } from '../ownerRules';
import { checkNewPassword } from '../passwordRules';
import { hashPassword } from '../passwords';
import { activeInactive, createdAtField, rowActions } from '../../../engine/commonFields';

const menu = rowActions();

/** Staff accounts. The password is written on create, stored as an argon2id hash, never read back. */
export default defineResource({
  path: 'users',
  table: users,
  modal: true,
  operations: ['list', 'show', 'create', 'edit', 'delete', 'export'],
  hooks: userOwnerRules,
  fields: [
    { key: 'image', label: 'Picture', type: 'image' },
    { key: 'name', label: 'Name', type: 'text', required: true, limit: 200, column: { type: 'image-text', imageKey: 'image' } },
    { key: 'email', label: 'Email', type: 'email', required: true, unique: true, limit: 200, column: { type: 'text', copy: true } },
    { key: 'phone', label: 'Phone', type: 'phone', limit: 30, column: { type: 'text' } },
    {
      key: 'role',
      label: 'Role',
      type: 'data-select',
      required: true,
      reference: { resource: 'roles', labelKey: 'name' },
      db: users.roleId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      reference: { resource: 'locations', labelKey: 'name' },
      helperText: 'The shop or warehouse their till sells from; empty: the store’s main location.',
      db: users.locationId,
      column: { type: 'reference', sortable: false },
    },
    { key: 'isActive', label: 'Active', type: 'switch', default: true, column: { type: 'boolean' } },
    {
      key: 'password',
      label: 'Password',
      type: 'password',
      required: true,
      readOnlyOnUpdate: true,
      writeOnly: true,
      helperText:
        'At least 12 characters, not one of the most common passwords. The user changes it from their account menu; Set password in the row menu replaces it.',
      db: users.passwordHash,
      toStored: async (value) => {
        await checkNewPassword(String(value));
        return hashPassword(String(value));
      },
    },
    {
      key: 'lastSignInAt',
      label: 'Last sign-in',
      type: 'read-only',
      readOnly: true,
      viewType: 'date',
      column: { type: 'date', sortable: true, default: true },
    },
    createdAtField(),
  ],
  search: ['name', 'email', 'phone'],
  filters: [
    { field: 'isActive', label: 'Active', type: 'boolean' },
    { field: 'role', label: 'Role', type: 'multi-select', reference: { resource: 'roles', labelKey: 'name' } },
  ],
  rowMenu: [
    { type: 'edit-modal', label: 'Edit' },
    { type: 'view-modal', label: 'View' },
    // The dialog is registered by the admin app (src/resources/users); the route is PUT auth/set-password/{id}.
    { type: 'custom', label: 'Set password', component: 'set-password', permission: 'users:edit' },
    menu.activate,
    menu.deactivate,
    { type: 'delete', label: 'Delete', confirm: 'Delete this user? They will no longer be able to sign in.' },
  ],
  bulkMenu: [
    { type: 'edit-data-select', label: 'Change role', key: 'role', reference: { resource: 'roles', labelKey: 'name' } },
    { type: 'edit-select', label: 'Change active status', key: 'isActive', options: activeInactive },
  ],
});

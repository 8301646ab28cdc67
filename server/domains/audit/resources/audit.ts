import { auditLog } from '../../schema';
import { defineResource } from '../../../engine/declaration';

const ACTIONS = [
  { value: 'create', label: 'Added' },
  { value: 'update', label: 'Changed' },
  { value: 'update-many', label: 'Changed with others' },
  { value: 'copy', label: 'Copied' },
  { value: 'delete', label: 'Deleted' },
  { value: 'remove-item', label: 'List entry removed' },
  { value: 'sign-in', label: 'Signed in' },
  { value: 'sign-in-failed', label: 'Sign-in refused' },
  { value: 'sign-out', label: 'Signed out' },
  { value: 'password-change', label: 'Password changed' },
  { value: 'password-reset', label: 'Password set by an admin' },
  // A write refused for raising permissions (issue 34): kept although nothing was written.
  { value: 'refused', label: 'Refused: beyond own permissions' },
  // A till's shift (issue 36): opened, cash in and out, a manager's decision, closed with a count.
  { value: 'open', label: 'Shift opened' },
  { value: 'cash-in', label: 'Cash put in' },
  { value: 'cash-out', label: 'Cash taken out' },
  { value: 'approve', label: 'Approved' },
  { value: 'reject', label: 'Rejected' },
  { value: 'close', label: 'Shift closed' },
];

/**
 * The audit log (issue 6 §5): read-only. Entries are appended by the engine's
 * write path and by the auth module, never through this resource.
 */
export default defineResource({
  path: 'audit',
  table: auditLog,
  operations: ['list', 'show', 'export'],
  clickable: true,
  labelKey: 'label',
  fields: [
    { key: 'createdAt', label: 'When', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true } },
    { key: 'userName', label: 'Who', type: 'text', readOnly: true, column: { type: 'text' } },
    {
      key: 'user',
      label: 'User',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'users', labelKey: 'name' },
      db: auditLog.userId,
      viewType: 'hidden',
    },
    { key: 'ip', label: 'IP address', type: 'text', readOnly: true, column: { type: 'text', default: false } },
    { key: 'action', label: 'Action', type: 'select', options: ACTIONS, readOnly: true, column: { type: 'tag' } },
    { key: 'resource', label: 'Resource', type: 'text', readOnly: true, column: { type: 'text' } },
    { key: 'label', label: 'Record', type: 'text', readOnly: true, column: { type: 'text' } },
    { key: 'recordId', label: 'Record ID', type: 'text', readOnly: true, column: { type: 'text', default: false, copy: true } },
    { key: 'summary', label: 'Changes', type: 'textarea', readOnly: true, column: { type: 'text', sortable: false } },
  ],
  search: ['label', 'userName', 'summary'],
  countCap: 10_000,
  filters: [
    { field: 'action', label: 'Action', type: 'multi-select', options: ACTIONS },
    { field: 'user', label: 'User', type: 'multi-select', reference: { resource: 'users', labelKey: 'name' } },
    { field: 'resource', label: 'Resource', type: 'text' },
    { field: 'recordId', label: 'Record ID', type: 'text' },
    { field: 'createdAt', label: 'When', type: 'date' },
  ],
  defaultSort: '-createdAt',
  rowMenu: [{ type: 'view', label: 'View' }],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

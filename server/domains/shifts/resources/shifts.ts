import { createdAtField } from '../../../engine/commonFields';
import { defineResource } from '../../../engine/declaration';
import { atLocations } from '../../inventory';
import { shifts } from '../../schema';

const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

const approvalOptions = [
  { value: 'none', label: 'Within the limit' },
  { value: 'pending', label: 'Awaiting approval' },
  { value: 'approved', label: 'Approved' },
];

const money = (key: string, label: string, shown = true) => ({
  key,
  label,
  type: 'currency' as const,
  readOnly: true,
  column: { type: 'currency' as const, sortable: true, default: shown },
});

/**
 * The tills' shifts for managers (`/shifts`, issue 36): open and closed, per
 * till, location and cashier, with their float, expected and counted cash and
 * the difference, filters and export. Read-only: shifts are opened, moved and
 * closed by the till's calls (server/domains/shifts/routes.ts); each shop sees
 * its own (location scope, as for payments).
 */
export default defineResource({
  path: 'shifts',
  table: shifts,
  locationScope: atLocations(shifts.locationId),
  operations: ['list', 'show', 'export'],
  labelKey: 'number',
  columns: [
    'number',
    'status',
    'device',
    'location',
    'cashier',
    'openedAt',
    'closedAt',
    'openingFloat',
    'expectedCash',
    'countedCash',
    'difference',
    'differenceApproval',
  ],
  fields: [
    { key: 'number', label: 'Shift', type: 'read-only', readOnly: true, viewType: 'text', column: { type: 'text', sortable: true, default: true } },
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      readOnly: true,
      options: statusOptions,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { open: 'success', closed: 'default' } },
    },
    {
      key: 'device',
      label: 'Till',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      db: shifts.deviceId,
      column: { type: 'text', sortable: true, default: true },
    },
    {
      key: 'location',
      label: 'Location',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'locations', labelKey: 'name' },
      db: shifts.locationId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'cashier',
      label: 'Cashier',
      type: 'data-select',
      readOnly: true,
      reference: { resource: 'users', labelKey: 'name' },
      db: shifts.cashierId,
      column: { type: 'reference', sortable: false },
    },
    {
      key: 'cashierName',
      label: 'Cashier Name',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: false, default: false },
    },
    { key: 'openedAt', label: 'Opened', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true, default: true } },
    { key: 'closedAt', label: 'Closed', type: 'read-only', readOnly: true, viewType: 'date', column: { type: 'date', sortable: true, default: true } },
    money('openingFloat', 'Opening Float'),
    money('expectedCash', 'Expected Cash'),
    money('countedCash', 'Counted Cash'),
    money('difference', 'Difference'),
    {
      key: 'differenceApproval',
      label: 'Difference Approval',
      type: 'select',
      readOnly: true,
      options: approvalOptions,
      column: { type: 'tag', sortable: true, default: true, colorScheme: { pending: 'warning', approved: 'success', none: 'default' } },
    },
    {
      key: 'countedByName',
      label: 'Counted By',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: false, default: false },
    },
    {
      key: 'approvedByName',
      label: 'Approved By',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: false, default: false },
    },
    {
      key: 'approvalNote',
      label: 'Approval Note',
      type: 'read-only',
      readOnly: true,
      viewType: 'text',
      column: { type: 'text', sortable: false, default: false },
    },
    // The list's default order (newest first); the same moment as Opened.
    { ...createdAtField(), column: { type: 'date', sortable: true, default: false } },
  ],
  search: ['number', 'device', 'cashierName'],
  filters: [
    { field: 'status', label: 'Status', type: 'multi-select', options: statusOptions },
    { field: 'device', label: 'Till', type: 'text' },
    { field: 'location', label: 'Location', type: 'multi-select', reference: { resource: 'locations', labelKey: 'name' } },
    { field: 'cashier', label: 'Cashier', type: 'multi-select', reference: { resource: 'users', labelKey: 'name' } },
    { field: 'differenceApproval', label: 'Difference Approval', type: 'multi-select', options: approvalOptions },
    { field: 'openedAt', label: 'Opened', type: 'date' },
    { field: 'closedAt', label: 'Closed', type: 'date' },
  ],
  // The X report while open, the Z report once closed, as the 80 mm PDF the till prints (routes.ts).
  // A manager's review: the report with what waits for their approval (src/resources/shifts/ShiftReviewAction.tsx).
  rowMenu: [
    { type: 'custom', label: 'Report and approvals', component: 'shift-review', permission: 'shifts:approve' },
    { type: 'custom', label: 'Print report', component: 'shift-report-pdf', permission: 'shifts:use' },
  ],
  bulkMenu: [{ type: 'export', label: 'Export selected' }],
});

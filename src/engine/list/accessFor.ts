import type { BulkAction, RowAction } from '../../../common/resourceSpec';

export interface AccessCheck {
  resource: string;
  action: string;
}

/** `categories:edit` → `{ resource: 'categories', action: 'edit' }`. */
function parsePermission(permission: string): AccessCheck {
  const cut = permission.indexOf(':');
  return cut < 0 ? { resource: permission, action: 'list' } : { resource: permission.slice(0, cut), action: permission.slice(cut + 1) };
}

const ROW_DEFAULTS: Record<RowAction['type'], string> = {
  edit: 'edit',
  'edit-modal': 'edit',
  'update-key': 'edit',
  'update-api': 'edit',
  view: 'show',
  'view-item': 'show',
  'view-modal': 'show',
  delete: 'delete',
  duplicate: 'create',
  redirect: 'list',
  link: 'list',
  custom: 'list',
};

const BULK_DEFAULTS: Record<BulkAction['type'], string> = {
  edit: 'edit',
  'edit-select': 'edit',
  'edit-data-select': 'edit',
  export: 'export',
  delete: 'delete',
  // Its declaration names the permission (sms:send); without one, the list's.
  'marketing-sms': 'list',
  custom: 'list',
};

/** The permission a row action needs: its own, else the one its type implies. */
export function rowActionAccess(resource: string, action: RowAction): AccessCheck {
  return action.permission ? parsePermission(action.permission) : { resource, action: ROW_DEFAULTS[action.type] };
}

export function bulkActionAccess(resource: string, action: BulkAction): AccessCheck {
  return action.permission ? parsePermission(action.permission) : { resource, action: BULK_DEFAULTS[action.type] };
}

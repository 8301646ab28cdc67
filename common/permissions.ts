/**
 * Permissions are `resource:action` strings held by a role; `*` is all of
 * them and `resource:*` all actions on one resource. The server checks them on
 * every route; the admin app uses the same function for react-admin's canAccess.
 */

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export const ALL = '*';

export function permission(resource: string, action: string): string {
  return `${resource}:${action}`;
}

export function hasPermission(held: readonly string[], resource: string, action: string): boolean {
  return (
    held.includes(ALL) ||
    held.includes(`${resource}:*`) ||
    held.includes(permission(resource, action))
  );
}

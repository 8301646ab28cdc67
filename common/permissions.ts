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
  return held.includes(ALL) || held.includes(`${resource}:*`) || held.includes(permission(resource, action));
}

/** Whether `held` covers `granted`: `*` only by `*`, `resource:*` only by itself or `*` (it also covers actions added later). */
function covers(held: readonly string[], granted: string): boolean {
  if (held.includes(ALL)) return true;
  if (granted === ALL) return false;
  const cut = granted.indexOf(':');
  if (cut <= 0) return held.includes(granted);
  return hasPermission(held, granted.slice(0, cut), granted.slice(cut + 1));
}

/**
 * The permissions of `granted` that `held` does not cover: what giving
 * `granted` (in a role, or a role to a user) would hand out beyond one's own.
 * The server refuses a write when this is not empty; the role editor locks these.
 */
export function grantsBeyond(granted: readonly string[], held: readonly string[]): string[] {
  return [...new Set(granted)].filter((p) => !covers(held, p));
}

/** An owner: a user whose role holds every permission. */
export const isOwner = (held: readonly string[]): boolean => held.includes(ALL);

import { ACTIONS, type Action } from '../../../common/permissions';
import type { Option } from '../../../common/resourceSpec';

export interface PermissionRow {
  resource: string;
  /** The six standard actions this resource offers, by action. */
  actions: Partial<Record<Action, string>>;
  /** Anything else it offers (`pos:use`, `reports:view`), as options. */
  others: Option[];
}

/** The options of a permissions field (`resource:action` values) as matrix rows, in option order. */
export function permissionRows(options: Option[]): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  for (const option of options) {
    const cut = option.value.indexOf(':');
    if (cut <= 0) continue;
    const resource = option.value.slice(0, cut);
    const action = option.value.slice(cut + 1);
    const row = rows.get(resource) ?? { resource, actions: {}, others: [] };
    if ((ACTIONS as readonly string[]).includes(action)) row.actions[action as Action] = option.value;
    else row.others.push(option);
    rows.set(resource, row);
  }
  return [...rows.values()];
}

export function togglePermission(held: readonly string[], permission: string, on: boolean): string[] {
  const without = held.filter((p) => p !== permission);
  return on ? [...without, permission] : without;
}

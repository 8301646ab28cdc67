import type { DrillDown } from '../../common/wire/reports';
import { filteredList } from './filteredList';
import { registry } from '../resources/registry';

/**
 * The admin app's list for a resource the server names in a drill-down: the
 * server says `returns` and `sms-messages` where the app's registry has
 * `return` and `sms` (their API paths).
 */
const ALIASES: Record<string, string> = { returns: 'return', 'sms-messages': 'sms' };

/** The engine list opened with the drill-down's filter; null when the app has no list for it. */
export function drillDownPath({ resource, filter }: DrillDown): string | null {
  const path = ALIASES[resource] ?? resource;
  if (!registry.some((entry) => entry.path === path && !entry.report)) return null;
  return filteredList(path, filter);
}

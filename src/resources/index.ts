// Custom parts the users schema names (its row menu's Set password).
import './users';

export { registry } from './registry';
export type { RegistryEntry } from './registry';
export { MENU_GROUPS, menuGroupTitleKey } from './menuGroups';
export type { MenuGroup } from './menuGroups';

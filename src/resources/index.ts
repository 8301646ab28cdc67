export { registry } from './registry';
export type { RegistryEntry } from './registry';
export { MENU_GROUPS, menuGroupTitleKey } from './menuGroups';
export type { MenuGroup } from './menuGroups';
export { registerResourceParts } from './parts';

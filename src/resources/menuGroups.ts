/** The sidebar groups of spec §2.1, in the order the menu shows them. */
export const MENU_GROUPS = ['content', 'orders', 'products', 'inventory', 'attributes', 'customers', 'admin', 'configuration', 'reports'] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number];

/** i18n key of a group's title (`app.menu.groups.products` → "Product Management"). */
export const menuGroupTitleKey = (group: MenuGroup) => `app.menu.groups.${group}`;

import { createElement } from 'react';
import { Menu, useCanAccessResources, usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import { listPath } from '../engine/paths';
import { PosMenuItem } from '../pos/PosLinks';
import { useSpecText } from '../i18n/useSpecText';
import { MenuGroup } from './MenuGroup';
import { MENU_GROUPS, menuGroupTitleKey } from '../resources/menuGroups';
import { registry, type RegistryEntry } from '../resources/registry';

const paths = registry.map((entry) => entry.path);

/**
 * The sidebar menu of spec §2.1: Dashboard, then each group in order with the
 * registered screens the user may list. A group with no such screen is not shown.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const schemaText = useSpecText();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: paths });
  // A screen opened by another permission than `{path}:list` (the fraud checker's `fraud:check`).
  const { permissions } = usePermissions<string[]>();
  const visible = registry.filter((entry) =>
    entry.noMenu
      ? false
      : entry.access
        ? Array.isArray(permissions) && hasPermission(permissions, entry.access.resource, entry.access.action)
        : canAccess?.[entry.path] === true,
  );

  const item = (entry: RegistryEntry) => (
    <Menu.Item
      key={entry.path}
      to={listPath(entry.path)}
      state={{ _scrollToTop: true }}
      primaryText={schemaText(entry.title)}
      leftIcon={createElement(entry.icon)}
    />
  );

  return (
    <Menu aria-label={translate('app.menu.label')}>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      <PosMenuItem />
      {visible.filter((entry) => !entry.group).map(item)}
      {MENU_GROUPS.map((group) => {
        const entries = visible.filter((entry) => entry.group === group);
        if (entries.length === 0) return null;
        return (
          <MenuGroup key={group} id={group} titleKey={menuGroupTitleKey(group)}>
            {entries.map(item)}
          </MenuGroup>
        );
      })}
    </Menu>
  );
};

import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import StraightenIcon from '@mui/icons-material/Straighten';
import SettingsIcon from '@mui/icons-material/Settings';
import { ContentsPage } from './contents';
import { SettingsPage } from './settings';
import type { MenuGroup } from './menuGroups';

export interface RegistryEntry {
  /** The API path and the route (`/categories`). */
  path: string;
  /** Plural title: menu entry, dashboard card (`resources.categories.title`). */
  titleKey: string;
  /** Singular: "Add Category" in the Create menu (`resources.categories.singular`). */
  singularKey: string;
  icon: SvgIconComponent;
  /** Sidebar group of spec §2.1; absent for top-level entries such as Banners. */
  group?: MenuGroup;
  /**
   * A screen of its own in place of the engine's list (the contents screen):
   * the menu links to it, and it has no engine create/edit routes, no Create
   * menu entry and no dashboard count.
   */
  screen?: ComponentType;
}

/** An entry whose i18n keys follow `resources.{path}.title|singular` in src/i18n/en.ts and bn.ts. */
const entry = (path: string, icon: SvgIconComponent, group?: MenuGroup, screen?: ComponentType): RegistryEntry => ({
  path,
  titleKey: `resources.${path}.title`,
  singularKey: `resources.${path}.singular`,
  icon,
  group,
  screen,
});

/**
 * Every screen the admin app offers, in the order of spec §2.1 within each
 * group. Adding a resource the server declares is one line here (plus its
 * title in src/i18n/en.ts and bn.ts): the menu, the Create menu, the dashboard
 * and the routes are built from this list.
 */
export const registry: readonly RegistryEntry[] = [
  entry('banners', ViewCarouselIcon),
  entry('contents', ArticleIcon, 'content', ContentsPage),
  entry('seo', TravelExploreIcon, 'content'),
  entry('categories', CategoryIcon, 'products'),
  entry('brands', LocalOfferIcon, 'products'),
  entry('collections', CollectionsBookmarkIcon, 'products'),
  entry('colors', PaletteIcon, 'attributes'),
  entry('sizes', StraightenIcon, 'attributes'),
  entry('customers', PeopleIcon, 'customers'),
  entry('groups', GroupsIcon, 'customers'),
  entry('roles', AdminPanelSettingsIcon, 'admin'),
  entry('users', ManageAccountsIcon, 'admin'),
  entry('settings', SettingsIcon, 'configuration', SettingsPage),
];

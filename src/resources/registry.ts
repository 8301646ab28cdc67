import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaletteIcon from '@mui/icons-material/Palette';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import StraightenIcon from '@mui/icons-material/Straighten';
import SettingsIcon from '@mui/icons-material/Settings';
import { ContentsPage } from './contents';
import { SettingsPage } from './settings';
import type { MenuGroup } from './menuGroups';

// Loaded when first opened: the order page (print, returns) is not part of the first screen.
const OrderPage = lazy(() => import('./orders/OrderPage'));

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
  /** A page of its own at `/{path}/{id}` instead of the engine's show view (what a schema cannot say). */
  show?: ComponentType;
  /** No Create menu entry or create route (records made elsewhere: orders at the POS, the audit log). */
  noCreate?: boolean;
  /**
   * A screen of its own in place of the engine's list (contents, settings):
   * the menu links to it, and it has no engine create/edit routes, no Create
   * menu entry and no dashboard count.
   */
  screen?: ComponentType;
}

/** An entry whose i18n keys follow `resources.{path}.title|singular` in src/i18n/en.ts and bn.ts. */
const entry = (path: string, icon: SvgIconComponent, group?: MenuGroup, parts: Pick<RegistryEntry, 'show' | 'noCreate' | 'screen'> = {}): RegistryEntry => ({
  path,
  titleKey: `resources.${path}.title`,
  singularKey: `resources.${path}.singular`,
  icon,
  group,
  ...parts,
});

/**
 * Every screen the admin app offers, in the order of spec §2.1 within each
 * group. Adding a resource the server declares is one line here (plus its
 * title in src/i18n/en.ts and bn.ts): the menu, the Create menu, the dashboard
 * and the routes are built from this list.
 */
export const registry: readonly RegistryEntry[] = [
  entry('banners', ViewCarouselIcon),
  entry('contents', ArticleIcon, 'content', { screen: ContentsPage }),
  entry('seo', TravelExploreIcon, 'content'),
  entry('orders', ReceiptLongIcon, 'orders', { show: OrderPage, noCreate: true }),
  entry('payments', PaymentsIcon, 'orders', { noCreate: true }),
  entry('products', CheckroomIcon, 'products'),
  entry('reviews', RateReviewIcon, 'products'),
  entry('categories', CategoryIcon, 'products'),
  entry('coupons', ConfirmationNumberIcon, 'products'),
  entry('brands', LocalOfferIcon, 'products'),
  entry('collections', CollectionsBookmarkIcon, 'products'),
  entry('colors', PaletteIcon, 'attributes'),
  entry('sizes', StraightenIcon, 'attributes'),
  entry('return', AssignmentReturnIcon, 'attributes', { noCreate: true }),
  entry('customers', PeopleIcon, 'customers'),
  entry('groups', GroupsIcon, 'customers'),
  entry('roles', AdminPanelSettingsIcon, 'admin'),
  entry('users', ManageAccountsIcon, 'admin'),
  entry('audit', HistoryIcon, 'admin', { noCreate: true }),
  entry('settings', SettingsIcon, 'configuration', { screen: SettingsPage }),
];

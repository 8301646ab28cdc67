import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import RateReviewIcon from '@mui/icons-material/RateReview';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import StraightenIcon from '@mui/icons-material/Straighten';
import type { MenuGroup } from './menuGroups';

export interface RegistryEntry {
  /** The API path and the route (`/categories`). */
  path: string;
  /**
   * Plural title (menu entry, dashboard card) and singular ("Add Category"),
   * in English as the server's declaration has them (a test keeps them
   * equal), so the menu can show them before any schema is fetched. Like all
   * of a resource's text they are translated through src/i18n/schema.bn.ts.
   */
  title: string;
  singular: string;
  icon: SvgIconComponent;
  /** Sidebar group of spec §2.1; absent for top-level entries such as Banners. */
  group?: MenuGroup;
}

const entry = (path: string, title: string, singular: string, icon: SvgIconComponent, group?: MenuGroup): RegistryEntry => ({
  path,
  title,
  singular,
  icon,
  group,
});

/**
 * Every screen the admin app offers, in the order of spec §2.1 within each
 * group. Adding a resource the server declares is one line here: the menu,
 * the Create menu, the dashboard and the routes are built from this list.
 */
export const registry: readonly RegistryEntry[] = [
  entry('products', 'Products', 'Product', CheckroomIcon, 'products'),
  entry('reviews', 'Reviews', 'Review', RateReviewIcon, 'products'),
  entry('categories', 'Categories', 'Category', CategoryIcon, 'products'),
  entry('coupons', 'Coupons', 'Coupon', ConfirmationNumberIcon, 'products'),
  entry('brands', 'Brands', 'Brand', LocalOfferIcon, 'products'),
  entry('collections', 'Collections', 'Collection', CollectionsBookmarkIcon, 'products'),
  entry('colors', 'Colors', 'Color', PaletteIcon, 'attributes'),
  entry('sizes', 'Sizes', 'Size', StraightenIcon, 'attributes'),
  entry('customers', 'Customers', 'Customer', PeopleIcon, 'customers'),
  entry('groups', 'Customer Groups', 'Customer Group', GroupsIcon, 'customers'),
  entry('roles', 'Roles', 'Role', AdminPanelSettingsIcon, 'admin'),
  entry('users', 'Users', 'User', ManageAccountsIcon, 'admin'),
];

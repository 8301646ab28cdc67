import type { SvgIconComponent } from '@mui/icons-material';
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
import type { MenuGroup } from './menuGroups';

export interface RegistryEntry {
  /** The API path and the route (`/categories`). */
  path: string;
  /**
   * Plural title (menu entry, dashboard card) and singular ("Add Category"),
   * in English as the server's declaration has them (a test keeps them
   * equal), so the menu can show them before any schema is fetched. Like all
   * of a resource's text they are translated through common/schemaBn.ts.
   */
  title: string;
  singular: string;
  icon: SvgIconComponent;
  /** Sidebar group of spec §2.1; absent for top-level entries such as Banners. */
  group?: MenuGroup;
  /** Records made elsewhere (orders at the point of sale, the audit log): no Create menu entry or create route. */
  noCreate?: boolean;
  /**
   * Not an engine resource (contents, settings): its folder registers the
   * list page (engine/parts registerPage); it has no create or edit routes,
   * no Create menu entry and no dashboard count.
   */
  ownScreen?: boolean;
}

type Options = Pick<RegistryEntry, 'noCreate' | 'ownScreen'>;

const entry = (path: string, title: string, singular: string, icon: SvgIconComponent, group?: MenuGroup, options: Options = {}): RegistryEntry => ({
  path,
  title,
  singular,
  icon,
  group,
  ...options,
});

/**
 * Every screen the admin app offers, in the order of spec §2.1 within each
 * group. Adding a resource the server declares is one line here: the menu,
 * the Create menu, the dashboard and the routes are built from this list.
 */
export const registry: readonly RegistryEntry[] = [
  entry('banners', 'Banners', 'Banner', ViewCarouselIcon),
  entry('contents', 'Contents', 'Page', ArticleIcon, 'content', { ownScreen: true }),
  entry('seo', 'SEO', 'SEO Entry', TravelExploreIcon, 'content'),
  entry('orders', 'Orders', 'Order', ReceiptLongIcon, 'orders', { noCreate: true }),
  entry('payments', 'Payments', 'Payment', PaymentsIcon, 'orders', { noCreate: true }),
  entry('products', 'Products', 'Product', CheckroomIcon, 'products'),
  entry('reviews', 'Reviews', 'Review', RateReviewIcon, 'products'),
  entry('categories', 'Categories', 'Category', CategoryIcon, 'products'),
  entry('coupons', 'Coupons', 'Coupon', ConfirmationNumberIcon, 'products'),
  entry('brands', 'Brands', 'Brand', LocalOfferIcon, 'products'),
  entry('collections', 'Collections', 'Collection', CollectionsBookmarkIcon, 'products'),
  entry('colors', 'Colors', 'Color', PaletteIcon, 'attributes'),
  entry('sizes', 'Sizes', 'Size', StraightenIcon, 'attributes'),
  entry('return', 'Returns', 'Return', AssignmentReturnIcon, 'attributes', { noCreate: true }),
  entry('customers', 'Customers', 'Customer', PeopleIcon, 'customers'),
  entry('groups', 'Customer Groups', 'Customer Group', GroupsIcon, 'customers'),
  entry('roles', 'Roles', 'Role', AdminPanelSettingsIcon, 'admin'),
  entry('users', 'Users', 'User', ManageAccountsIcon, 'admin'),
  entry('audit', 'Audit Log', 'Audit Entry', HistoryIcon, 'admin', { noCreate: true }),
  entry('settings', 'Settings', 'Settings', SettingsIcon, 'configuration', { ownScreen: true }),
];

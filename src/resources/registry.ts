import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
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
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import StraightenIcon from '@mui/icons-material/Straighten';
import StoreIcon from '@mui/icons-material/Store';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import HandshakeIcon from '@mui/icons-material/Handshake';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import MapIcon from '@mui/icons-material/Map';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import SettingsIcon from '@mui/icons-material/Settings';
import SmsIcon from '@mui/icons-material/Sms';
import AssessmentIcon from '@mui/icons-material/Assessment';
import InventoryIcon from '@mui/icons-material/Inventory';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { RESOURCE_NAMES, type ResourcePath } from '../../common/resourceNames';
import type { ReportName } from '../../common/wire/reports';
import type { MenuGroup } from './menuGroups';

export interface RegistryEntry {
  /** The API path and the route (`/categories`). */
  path: string;
  /**
   * Plural title (menu entry, dashboard card) and singular ("Add Category"),
   * the path's names in common/resourceNames.ts, which the server's
   * declaration serves too, so the menu can show them before any spec is
   * fetched. Like all of a resource's text they are translated through
   * common/resourceSpecBn.ts.
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
  /** The list's route when spec §2.1 puts it elsewhere than `/{path}` (`/reports/sms-log`); its records keep `/{path}/{id}`. */
  route?: string;
  /**
   * The permission that opens the screen, when it is not `{path}:list`: the
   * fraud checker is `fraud:check` (a question asked, not records listed).
   */
  access?: { resource: string; action: string };
  /**
   * A report of spec §2.1's Reports group (issue 23): not a resource but a
   * `report` kind of screen, drawn at `route` by the report frame
   * (src/reports/ReportPage) from its declaration; opened by `reports:{name}`.
   */
  report?: ReportName;
  /** Reached from a report rather than the menu: the SMS messages, behind the SMS Log report's rows. */
  noMenu?: boolean;
}

type Options = Pick<RegistryEntry, 'noCreate' | 'ownScreen' | 'route' | 'access' | 'noMenu'>;

const entry = (path: ResourcePath, icon: SvgIconComponent, group?: MenuGroup, options: Options = {}): RegistryEntry => ({
  path,
  ...RESOURCE_NAMES[path],
  icon,
  group,
  ...options,
});

/**
 * A report: `/reports/{name}` (spec §2.1), `GET /api/reports/{name}`, the
 * permission `reports:{name}`. Its title is translated as screen titles are
 * (common/resourceSpecBn.ts).
 */
const report = (name: ReportName, title: string, icon: SvgIconComponent): RegistryEntry => ({
  path: `reports/${name}`,
  title,
  singular: title,
  icon,
  group: 'reports',
  noCreate: true,
  ownScreen: true,
  route: `/reports/${name}`,
  access: { resource: 'reports', action: name },
  report: name,
});

/**
 * Every screen the admin app offers, in the order of spec §2.1 within each
 * group. Adding a resource the server declares is one line here: the menu,
 * the Create menu, the dashboard and the routes are built from this list.
 */
export const registry: readonly RegistryEntry[] = [
  entry('banners', ViewCarouselIcon),
  entry('contents', ArticleIcon, 'content', { ownScreen: true }),
  entry('seo', TravelExploreIcon, 'content'),
  entry('orders', ReceiptLongIcon, 'orders', { noCreate: true }),
  // The online shop's and the messages' orders waiting for staff (issue 38): placed by the storefront or the till, never by a form.
  entry('order-intake', MoveToInboxIcon, 'orders', { noCreate: true }),
  entry('payments', PaymentsIcon, 'orders', { noCreate: true }),
  // Opened and closed at the till (issue 36); managers read them here.
  entry('shifts', PointOfSaleIcon, 'orders', { noCreate: true }),
  entry('receipt-blocks', ConfirmationNumberIcon, 'orders', { noCreate: true }),
  // Written by offline sales that arrived after a price changed (issue 25); a manager resolves them.
  entry('price-differences', PriceChangeIcon, 'orders', { noCreate: true }),
  // Booked from the orders list (its bulk menu), not made by a form.
  entry('deliveries', DeliveryDiningIcon, 'orders', { noCreate: true }),
  entry('courier-dues', PendingActionsIcon, 'orders', { noCreate: true }),
  entry('courier-settlements', PriceCheckIcon, 'orders', { noCreate: true }),
  entry('courier-payouts', RequestQuoteIcon, 'orders', { noCreate: true }),
  // Matched by name from the couriers' lists or set by staff with the mapping editor, never by a form (issue 37).
  entry('courier-area-map', MapIcon, 'orders', { noCreate: true }),
  entry('fraud-checker', GppMaybeIcon, 'orders', { ownScreen: true, access: { resource: 'fraud', action: 'check' } }),
  entry('products', CheckroomIcon, 'products'),
  entry('reviews', RateReviewIcon, 'products'),
  entry('categories', CategoryIcon, 'products'),
  entry('coupons', ConfirmationNumberIcon, 'products'),
  entry('brands', LocalOfferIcon, 'products'),
  entry('collections', CollectionsBookmarkIcon, 'products'),
  entry('inventory', WarehouseIcon, 'inventory', { noCreate: true }),
  entry('locations', StoreIcon, 'inventory'),
  entry('purchases', ShoppingCartCheckoutIcon, 'inventory'),
  entry('suppliers', HandshakeIcon, 'inventory'),
  entry('transfers', LocalShippingIcon, 'inventory'),
  entry('stock-counts', FactCheckIcon, 'inventory'),
  entry('stock-shortfalls', PlaylistRemoveIcon, 'inventory', { noCreate: true }),
  // The ledger, read-only: where a Profit/Loss damages or adjustments figure drills down to (issue 23).
  entry('stock-movements', SwapVertIcon, 'inventory', { noCreate: true }),
  entry('colors', PaletteIcon, 'attributes'),
  entry('sizes', StraightenIcon, 'attributes'),
  entry('damages', BrokenImageIcon, 'attributes'),
  entry('return', AssignmentReturnIcon, 'attributes', { noCreate: true }),
  // Made at the till from an order (issue 36): a return and a new sale in one document.
  entry('exchanges', SwapHorizIcon, 'attributes', { noCreate: true }),
  entry('customers', PeopleIcon, 'customers'),
  entry('groups', GroupsIcon, 'customers'),
  // A customer's store credit, entry by entry (issue 36): written by refunds, exchanges and sales, never by a form.
  entry('store-credit', AccountBalanceWalletIcon, 'customers', { noCreate: true }),
  entry('roles', AdminPanelSettingsIcon, 'admin'),
  entry('users', ManageAccountsIcon, 'admin'),
  entry('audit', HistoryIcon, 'admin', { noCreate: true }),
  entry('settings', SettingsIcon, 'configuration', { ownScreen: true }),
  report('profit-loss', 'Profit/Loss Report', AssessmentIcon),
  report('top-products', 'Top Products', LeaderboardIcon),
  report('low-stock', 'Low Stock', InventoryIcon),
  report('top-customers', 'Top Customers', LoyaltyIcon),
  report('sms-log', 'SMS Log', SmsIcon),
  // The messages themselves: the SMS Log report's periods and totals open this list, filtered (issue 23).
  entry('sms', SmsIcon, 'reports', { noCreate: true, route: '/reports/sms-log/messages', noMenu: true }),
];

/**
 * The English name of every resource path, written once: the server's
 * declaration serves it in the spec and the admin app's menu shows it
 * before any spec is fetched. Like all of a resource's text, its Bangla is
 * in common/resourceSpecBn.ts. A declaration's path must be a key here.
 */
export const RESOURCE_NAMES = {
  banners: { title: 'Banners', singular: 'Banner' },
  contents: { title: 'Contents', singular: 'Page' },
  seo: { title: 'SEO', singular: 'SEO Entry' },
  orders: { title: 'Orders', singular: 'Order' },
  // The online shop's and the customers' messages' orders still waiting for staff (issue 38): orders, read and changed with the orders' permissions.
  'order-intake': { title: 'Online Orders', singular: 'Online Order', permissionAs: 'orders' },
  payments: { title: 'Payments', singular: 'Payment' },
  shifts: { title: 'Shifts', singular: 'Shift' },
  deliveries: { title: 'Deliveries', singular: 'Delivery' },
  'courier-dues': { title: 'Owed by Couriers', singular: 'Parcel Owed' },
  'courier-settlements': { title: 'Courier Payouts', singular: 'Courier Payout' },
  'courier-payouts': { title: 'Payouts Read from Couriers', singular: 'Payout Read from a Courier' },
  // Where parcels go is part of managing deliveries: read and changed with the deliveries' permissions.
  'courier-area-map': { title: 'Courier Areas', singular: 'Courier Area', permissionAs: 'deliveries' },
  'fraud-checker': { title: 'Fraud Checker', singular: 'Fraud Check' },
  products: { title: 'Products', singular: 'Product' },
  reviews: { title: 'Reviews', singular: 'Review' },
  categories: { title: 'Categories', singular: 'Category' },
  coupons: { title: 'Coupons', singular: 'Coupon' },
  brands: { title: 'Brands', singular: 'Brand' },
  collections: { title: 'Collections', singular: 'Collection' },
  locations: { title: 'Locations', singular: 'Location' },
  suppliers: { title: 'Suppliers', singular: 'Supplier' },
  purchases: { title: 'Purchases', singular: 'Purchase' },
  transfers: { title: 'Transfers', singular: 'Transfer' },
  damages: { title: 'Damages', singular: 'Damage' },
  inventory: { title: 'Inventory', singular: 'Item' },
  'stock-counts': { title: 'Stock Counts', singular: 'Stock Count' },
  'stock-shortfalls': { title: 'Stock Shortfalls', singular: 'Stock Shortfall' },
  'price-differences': { title: 'Price Differences', singular: 'Price Difference' },
  'receipt-blocks': { title: 'Receipt Number Blocks', singular: 'Receipt Number Block' },
  'stock-movements': { title: 'Stock Movements', singular: 'Stock Movement' },
  colors: { title: 'Colors', singular: 'Color' },
  sizes: { title: 'Sizes', singular: 'Size' },
  return: { title: 'Returns', singular: 'Return' },
  exchanges: { title: 'Exchanges', singular: 'Exchange' },
  customers: { title: 'Customers', singular: 'Customer' },
  'store-credit': { title: 'Store Credit', singular: 'Store Credit Entry' },
  groups: { title: 'Customer Groups', singular: 'Customer Group' },
  roles: { title: 'Roles', singular: 'Role' },
  users: { title: 'Users', singular: 'User' },
  audit: { title: 'Audit Log', singular: 'Audit Entry' },
  upload: { title: 'Media', singular: 'File' },
  settings: { title: 'Settings', singular: 'Settings' },
  sms: { title: 'SMS Log', singular: 'SMS' },
} as const satisfies Record<string, { title: string; singular: string; permissionAs?: string }>;

export type ResourcePath = keyof typeof RESOURCE_NAMES;

/**
 * The permission prefix of a resource path: its own, or another resource's
 * when its records are part of that one's (`courier-area-map` is checked as
 * `deliveries:list`). The server's declaration and the admin app's access
 * checks read it, so the two agree.
 */
export function permissionPrefix(path: string): string {
  const names: Record<string, { title: string; permissionAs?: string }> = RESOURCE_NAMES;
  return names[path]?.permissionAs ?? path;
}

import type { ResourceDecl } from '../engine/declaration';
import { CONTENT_PERMISSIONS } from './content/routes';
import { FRAUD_PERMISSIONS } from './fraud/routes';
import { COUNT_PERMISSIONS } from './inventory/countRoutes';
import { INVENTORY_PERMISSIONS } from './inventory/routes';
import { TRANSFER_PERMISSIONS } from './inventory/transferRoutes';
import { SETTLEMENT_PERMISSIONS } from './deliveries/settlements/routes';
import { ORDER_PERMISSIONS } from './orders/routes';
import { PURCHASE_PERMISSIONS } from './purchases/routes';
import { REPORT_PERMISSIONS } from './reports/routes';
import { SETTINGS_PERMISSIONS } from './settings/routes';
import { SMS_PERMISSIONS } from './sms/routes';
import { SHIFTS_PERMISSIONS } from './shifts/routes';
import audit from './audit/resources/audit';
import { withMediaFolders } from './uploads/resources/mediaFolders';
import banners from './content/resources/banners';
import brands from './catalogue/resources/brands';
import categories from './catalogue/resources/categories';
import collections from './catalogue/resources/collections';
import colors from './catalogue/resources/colors';
import coupons from './catalogue/resources/coupons';
import courierAreaMap from './deliveries/resources/courierAreaMap';
import courierDues from './deliveries/resources/courierDues';
import courierSettlements from './deliveries/resources/courierSettlements';
import courierPayouts from './deliveries/resources/courierPayouts';
import customers from './customers/resources/customers';
import damages from './inventory/resources/damages';
import deliveries from './deliveries/resources/deliveries';
import groups from './customers/resources/groups';
import inventory from './inventory/resources/inventory';
import locations from './inventory/resources/locations';
import products from './catalogue/resources/products/resource';
import purchases from './purchases/resources/purchases';
import orders from './orders/resources/orders';
import orderIntake from './onlineOrders/resources/orderIntake';
import payments from './orders/resources/payments';
import returns from './orders/resources/returns';
import priceDifferences from './orders/resources/priceDifferences';
import receiptBlocks from './orders/resources/receiptBlocks';
import reviews from './catalogue/resources/reviews';
import roles from './accounts/resources/roles';
import seo from './content/resources/seo';
import sizes from './catalogue/resources/sizes';
import sms from './sms/resources/sms';
import stockCounts from './inventory/resources/stockCounts';
import stockMovements from './inventory/resources/stockMovements';
import stockShortfalls from './orders/resources/stockShortfalls';
import suppliers from './purchases/resources/suppliers';
import transfers from './inventory/resources/transfers';
import uploads from './uploads/resources/uploads';
import users from './accounts/resources/users';
import shifts from './shifts/resources/shifts';
import exchanges from './exchanges/resources/exchanges';
import storeCredit from './storeCredit/resources/storeCredit';

const declared: ResourceDecl[] = [
  banners,
  seo,
  colors,
  sizes,
  brands,
  categories,
  collections,
  products,
  reviews,
  coupons,
  locations,
  inventory,
  suppliers,
  purchases,
  transfers,
  stockCounts,
  stockShortfalls,
  stockMovements,
  damages,
  groups,
  customers,
  storeCredit,
  users,
  roles,
  uploads,
  orders,
  orderIntake,
  payments,
  shifts,
  receiptBlocks,
  priceDifferences,
  deliveries,
  courierDues,
  courierSettlements,
  courierPayouts,
  courierAreaMap,
  returns,
  exchanges,
  audit,
  sms,
];

/** Every declared resource, in the order the API document lists them. Adding one is a file in its domain's resources/ folder and a line here. */
export const resources: ResourceDecl[] = declared.map((r) => (r === uploads ? withMediaFolders(r, declared) : r));

/** The permissions of the domains' own calls, besides the resources' (`pos:use`, `reports:view`…): the roles form offers them all. */
export const permissions: string[] = [
  ...CONTENT_PERMISSIONS,
  ...SETTINGS_PERMISSIONS,
  ...ORDER_PERMISSIONS,
  ...INVENTORY_PERMISSIONS,
  ...PURCHASE_PERMISSIONS,
  ...TRANSFER_PERMISSIONS,
  ...COUNT_PERMISSIONS,
  ...SETTLEMENT_PERMISSIONS,
  ...SMS_PERMISSIONS,
  ...FRAUD_PERMISSIONS,
  ...REPORT_PERMISSIONS,
  ...SHIFTS_PERMISSIONS,
];

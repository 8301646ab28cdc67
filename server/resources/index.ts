import type { ResourceDecl } from '../engine/declaration';
import audit from './audit';
import { withMediaFolders } from './mediaFolders';
import banners from './banners';
import brands from './brands';
import categories from './categories';
import collections from './collections';
import colors from './colors';
import coupons from './coupons';
import courierDues from './courierDues';
import courierSettlements from './courierSettlements';
import customers from './customers';
import damages from './damages';
import deliveries from './deliveries';
import groups from './groups';
import inventory from './inventory';
import locations from './locations';
import products from './products/resource';
import purchases from './purchases';
import orders from './orders';
import payments from './payments';
import returns from './returns';
import priceDifferences from './priceDifferences';
import reviews from './reviews';
import roles from './roles';
import seo from './seo';
import sizes from './sizes';
import sms from './sms';
import stockCounts from './stockCounts';
import stockMovements from './stockMovements';
import stockShortfalls from './stockShortfalls';
import suppliers from './suppliers';
import transfers from './transfers';
import uploads from './uploads';
import users from './users';

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
  users,
  roles,
  uploads,
  orders,
  payments,
  priceDifferences,
  deliveries,
  courierDues,
  courierSettlements,
  returns,
  audit,
  sms,
];

/** Every declared resource. Adding one is a file in this folder and a line here. */
export const resources: ResourceDecl[] = declared.map((r) => (r === uploads ? withMediaFolders(r, declared) : r));

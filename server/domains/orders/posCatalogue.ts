import { sql } from 'drizzle-orm';
import type { CouponInTaka } from '../../../common/coupons';
import { formatDate } from '../../../common/dates';
import type { SavedAddress } from '../../../common/wire/address';
import type { PosCatalogue, PosCatalogueCoupon, PosCatalogueCustomer, PosCatalogueProduct } from '../../../common/wire/posCatalogue';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { recordSnapshot, snapshotTerms } from './posSnapshot';

interface ProductRow {
  id: string;
  name: string;
  sku: string;
  barcode: string;
  type: string;
  price: string | number;
  vat: string | number;
  stock: number;
  image: string | null;
  is_discount: boolean;
  discount_type: string | null;
  discount: string | number | null;
}
/** A coupon row, its columns named as common/coupons.ts reads a coupon in taka. */
type CouponRow = Required<Pick<CouponInTaka, 'code' | 'type' | 'amount' | 'minOrder' | 'maxDiscount' | 'startDate' | 'endDate'>>;
interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  addresses: SavedAddress[];
}
interface VariantRow {
  id: string;
  product_id: string;
  name: string;
  price: string | number;
  stock: number;
  sku: string | null;
  barcode: string;
}

/** How many of the location's latest orders the recent customers are read from, and how many are kept. */
const RECENT_ORDERS = 5000;
const RECENT_CUSTOMERS = 200;

/**
 * The sellable catalogue of one location, for a till to keep (issue 25): what
 * common/sellable.ts calls on sale, with the stock on that location's shelf
 * (stock_levels, as cart-total reads it), the coupons a till may apply
 * offline and the customers it sold to lately. Four reads, whatever the size.
 */
export async function posCatalogue(
  db: Db,
  location: { id: string; name: string },
  shop: Pick<ShopSettings, 'cashRounding' | 'vatBase' | 'deliveryInsideDhaka' | 'deliveryOutsideDhaka' | 'timeZone'>,
  /** The till asking, and who: recorded as given this version (posSnapshot.ts). */
  serve?: { device: string; userId: string },
): Promise<PosCatalogue> {
  const today = formatDate(new Date(), shop.timeZone);
  const [productRows, variantRows, couponRows, customerRows] = await Promise.all([
    queryRows<ProductRow>(
      db,
      sql`select p.id, p.name, p.sku, p.barcode, p.type, p.price, p.vat, p.image, p.is_discount, p.discount_type, p.discount,
                 coalesce((select sl.stock from stock_levels sl where sl.location_id = ${location.id} and sl.item_id = p.id), 0)::int as stock
            from products p
           where p.status = 'published' and p.is_active
           order by p.name, p.id`,
    ),
    queryRows<VariantRow>(
      db,
      sql`select v.id, v.product_id, v.name, v.price, v.sku, v.barcode,
                 coalesce((select sl.stock from stock_levels sl where sl.location_id = ${location.id} and sl.item_id = v.id), 0)::int as stock
            from product_variants v join products p on p.id = v.product_id
           where p.status = 'published' and p.is_active and p.type = 'variable'
           order by v.product_id, v.position, v.id`,
    ),
    // A coupon with a use limit (in all or per customer) is counted on the server: not offline.
    queryRows<CouponRow>(
      db,
      sql`select code, type, amount, min_order as "minOrder", max_discount as "maxDiscount", start_date::text as "startDate", end_date::text as "endDate"
            from coupons
           where is_active and usage_limit is null and per_customer_limit is null and (end_date is null or end_date >= ${today}::date)
           order by code`,
    ),
    // The latest orders by the date index, not every order the location ever took.
    queryRows<CustomerRow>(
      db,
      sql`select c.id, c.name, c.phone, c.email, c.addresses
            from (select customer_id, max(created_at) as last
                    from (select customer_id, created_at from orders
                           where location_id = ${location.id} and customer_id is not null
                           order by created_at desc limit ${RECENT_ORDERS}) latest
                   group by customer_id
                   order by last desc limit ${RECENT_CUSTOMERS}) r
            join customers c on c.id = r.customer_id and c.is_active
           order by r.last desc`,
    ),
  ]);
  const variants = new Map<string, PosCatalogueProduct['variations']>();
  for (const v of variantRows) {
    const list = variants.get(v.product_id) ?? [];
    list.push({ _id: v.id, name: v.name, price: Number(v.price), stock: Number(v.stock), sku: v.sku, barcode: v.barcode });
    variants.set(v.product_id, list);
  }
  const products = productRows.map((p): PosCatalogueProduct => {
    const variations = p.type === 'variable' ? (variants.get(p.id) ?? []) : [];
    return {
      _id: p.id,
      name: p.name,
      sku: p.sku,
      barcode: p.barcode,
      type: p.type === 'variable' ? 'variable' : 'simple',
      price: Number(p.price),
      vat: Number(p.vat),
      // A variable product's stock here is its variants' at this location, as the till's grid shows it.
      stock: p.type === 'variable' ? variations.reduce((n, v) => n + v.stock, 0) : Number(p.stock),
      image: p.image,
      isDiscount: p.is_discount,
      discountType: p.discount_type === 'flat' ? 'flat' : p.discount_type === 'percentage' ? 'percentage' : null,
      discount: p.discount === null ? null : Number(p.discount),
      variations,
    };
  });
  const version = await recordSnapshot(db, snapshotTerms(products), serve ? { ...serve, locationId: location.id } : undefined);
  return {
    location: { _id: location.id, name: location.name },
    takenAt: new Date().toISOString(),
    version,
    shop: {
      cashRounding: shop.cashRounding,
      vatBase: shop.vatBase,
      timeZone: shop.timeZone,
      deliveryInsideDhaka: Number(shop.deliveryInsideDhaka),
      deliveryOutsideDhaka: Number(shop.deliveryOutsideDhaka),
    },
    products,
    coupons: couponRows.map((c): PosCatalogueCoupon => ({
      code: c.code,
      type: c.type === 'flat' ? 'flat' : 'percentage',
      amount: Number(c.amount),
      minOrder: c.minOrder === null ? null : Number(c.minOrder),
      maxDiscount: c.maxDiscount === null ? null : Number(c.maxDiscount),
      startDate: c.startDate,
      endDate: c.endDate,
    })),
    customers: customerRows.map((c): PosCatalogueCustomer => ({ _id: c.id, name: c.name, phone: c.phone, email: c.email, address: c.addresses[0] ?? null })),
  };
}

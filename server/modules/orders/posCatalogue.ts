import { sql } from 'drizzle-orm';
import type { PosCatalogue, PosCatalogueProduct } from '../../../common/wire/posCatalogue';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

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
interface VariantRow {
  id: string;
  product_id: string;
  name: string;
  price: string | number;
  stock: number;
  sku: string | null;
  barcode: string;
}

/**
 * The sellable catalogue of one location, for a till to keep (issue 25): what
 * common/sellable.ts calls on sale, with the stock on that location's shelf
 * (stock_levels, as cart-total reads it). Two reads, whatever the size.
 */
export async function posCatalogue(db: Db, location: { id: string; name: string }, shop: Pick<ShopSettings, 'cashRounding' | 'deliveryInsideDhaka' | 'deliveryOutsideDhaka'>): Promise<PosCatalogue> {
  const [productRows, variantRows] = await Promise.all([
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
  return {
    location: { _id: location.id, name: location.name },
    takenAt: new Date().toISOString(),
    shop: { cashRounding: shop.cashRounding, deliveryInsideDhaka: Number(shop.deliveryInsideDhaka), deliveryOutsideDhaka: Number(shop.deliveryOutsideDhaka) },
    products,
  };
}

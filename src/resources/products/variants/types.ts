import type { VariationAttribute } from '../../../../common/variants';

/** A variation as a product carries it on the wire (spec §3.2), money in taka. */
export interface ProductVariation {
  _id?: string;
  name: string;
  description?: string;
  price: number;
  cost: number;
  stock: number;
  /** Empty (null) asks the server to make one: from the product's SKU and the name, a store EAN-13. */
  sku?: string | null;
  barcode?: string | null;
  /** At most six image URLs (spec §5). */
  images?: string[];
  attributes?: VariationAttribute[];
}

/** The columns a person edits inline; `apply to all` exists for the money and stock ones. */
export type EditableKey = 'name' | 'cost' | 'price' | 'stock' | 'sku' | 'barcode';
export type BulkKey = 'cost' | 'price' | 'stock';

/** Spec §5: products and variations hold at most six images. */
export const VARIATION_IMAGE_LIMIT = 6;

import { poisha, toPoisha, ZERO, type Poisha } from '../../common/money';
import { discountedUnitPrice, type ProductDiscount } from '../../common/pricing';
import type { CartLine } from './cart';

/** A variation of a variable product as `/api/products` answers it (spec §3.2). */
export interface PosVariation {
  _id: string;
  /** `size-color`. */
  name: string;
  price: number;
  stock: number;
  sku?: string | null;
  barcode?: string | null;
  attributes?: { label: string; value: string }[];
}

/** A product in list and POS contexts (spec §3.1), prices in taka. */
export interface PosProduct {
  _id: string;
  name: string;
  sku?: string | null;
  barcode?: string | null;
  stock: number;
  price: number;
  vat?: number | null;
  image?: string | null;
  type?: 'simple' | 'variable';
  isDiscount?: boolean;
  discountType?: 'percentage' | 'flat' | null;
  discount?: number | null;
  variations?: PosVariation[];
  /** `draft`, `published` or `archived`; the till's search asks only for published and active ones (common/sellable.ts). */
  status?: string;
  isActive?: boolean;
}

/** A price the product answer carries in taka; none is 0. */
const priceOf = (taka: number | null | undefined): Poisha => (taka == null ? ZERO : toPoisha(taka));

/** The product's own discount as common/pricing reads it (flat amounts in poisha). */
export function productDiscount(product: PosProduct): ProductDiscount | null {
  if (!product.isDiscount || !product.discountType || !product.discount) return null;
  return product.discountType === 'flat' ? { type: 'flat', value: priceOf(product.discount) } : { type: 'percentage', value: product.discount };
}

export const isVariable = (product: PosProduct): boolean => product.type === 'variable' && (product.variations?.length ?? 0) > 0;

/** The cart line (without its quantity) for a simple product or one of its variants. */
export function toCartItem(product: PosProduct, variant?: PosVariation): Omit<CartLine, 'qty'> {
  return {
    _id: product._id,
    variant: variant?._id,
    name: product.name,
    variantName: variant?.name,
    image: product.image ?? undefined,
    price: priceOf(variant ? variant.price : product.price),
    vat: product.vat ?? 0,
    discount: productDiscount(product),
    stock: variant ? variant.stock : product.stock,
  };
}

/** The product or variant whose barcode is exactly `code` (a search also matches names and SKUs). */
export function matchBarcode(products: readonly PosProduct[], code: string): { product: PosProduct; variant?: PosVariation } | null {
  for (const product of products) {
    const variant = product.variations?.find((v) => v.barcode === code);
    if (variant) return { product, variant };
    if (product.barcode === code && !isVariable(product)) return { product };
  }
  return null;
}

/** A variation's size and colour: from its attributes, else from its `size-color` name (spec §3.2). */
export function sizeAndColor(v: PosVariation): { size: string; color: string } {
  const attr = (label: string) => v.attributes?.find((a) => a.label.toLowerCase().startsWith(label))?.value;
  const [nameSize = '', ...rest] = v.name.split('-');
  return { size: attr('size') ?? nameSize, color: attr('colo') ?? rest.join('-') };
}

/**
 * What a product's card shows as its price: the lowest price charged (after
 * the product's own discount) and the listed price it comes from; `from` when
 * its variants are not all the same price.
 */
export function cardPrice(product: PosProduct): { charged: Poisha; list: Poisha; from: boolean } {
  const discount = productDiscount(product);
  const lists = isVariable(product) ? (product.variations ?? []).map((v) => priceOf(v.price)) : [priceOf(product.price)];
  const list = poisha(Math.min(...lists));
  return { charged: discountedUnitPrice(list, discount), list, from: new Set(lists).size > 1 };
}

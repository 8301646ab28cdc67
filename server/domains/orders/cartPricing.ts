import { and, count, eq, sql } from 'drizzle-orm';
import { applyCoupon, couponFromTaka, normaliseCouponCode } from '../../../common/coupons';
import { formatDate } from '../../../common/dates';
import { deliveryChargeFor, type DeliveryCharges, type DeliveryPlace } from '../../../common/delivery';
import { poisha, toPoisha, toTaka, ZERO, type Poisha } from '../../../common/money';
import type { CartInput, CartTotal, OfflineTerm, RefusedLine } from '../../../common/wire/orders';
import { pricedCartWire, type WireLine } from '../../../common/pricedCartWire';
import { discountedUnitPrice, priceCart, type CartPrice, type PricingLine, type VatBase } from '../../../common/pricing';
import { isOnSale } from '../../../common/sellable';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { couponRedemptions, coupons, products, productVariants } from '../schema';
import { ApiError, fieldEntry, fieldError, msg, type Message } from '../../engine/errors';
import { largestDiscount, overCapError, type DiscountCap } from './discountCap';

/** A taka amount read from a NUMERIC(12,2) column, in poisha. */
export const poishaOf = (taka: number | null | undefined): Poisha => (taka == null ? ZERO : toPoisha(taka));

/**
 * A priced line as the order writes it: what the wire names (common/pricedCartWire.ts)
 * and, in poisha, its figures, with what the order needs beyond the wire: ids, cost, SKU.
 */
export interface ServerLine extends WireLine {
  qty: number;
  productId: string;
  variantId: string | null;
  sku: string | null;
  listPricePoisha: Poisha;
  unitPricePoisha: Poisha;
  unitCostPoisha: Poisha;
  totalPoisha: Poisha;
  /** The line's share of the cart discount (largest remainder, common/pricing.ts): its net sale is totalPoisha − this. */
  discountSharePoisha: Poisha;
  vatPoisha: Poisha;
  vatRate: number;
  /** The unit price and VAT rate the catalogue has now; they differ from the line's only for an offline sale sold at its till's older price. */
  catalogue: { unitPricePoisha: Poisha; vatRate: number };
}

/** The cart as common/pricing.ts priced it (its figures in poisha), with what the order statement needs beside them. */
export interface PricedCart extends Pick<CartPrice, 'subTotal' | 'vat' | 'shipping' | 'discount' | 'total' | 'cashRounding' | 'roundCash'> {
  wire: CartTotal;
  lines: ServerLine[];
  /** What the lines' VAT was charged on: the order stores it (orders.vat_base). */
  vatBase: VatBase;
  couponId: string | null;
  couponCode: string | null;
  /** The manual discount is above the role's cap (offline sales only: online it is refused). */
  overCap: boolean;
}

export interface PricingOptions {
  /** The customer's id, or undefined for a guest (per-customer coupon limits). */
  customerId?: string;
  timeZone: string;
  /** Whether the caller may give a manual discount (`orders:discount`). */
  mayDiscount: boolean;
  /**
   * Placing an order: refuse the cart (400 naming the line or the coupon) when
   * a line cannot be sold or the coupon does not apply. Otherwise (cart-total)
   * such lines are answered in `refused` and the coupon's error in `coupon`,
   * and the figures are those of the lines that can be sold.
   */
  strict: boolean;
  /** The settings pricing reads: delivery charges, cash rounding and the VAT base. */
  shop: Pick<ShopSettings, 'deliveryInsideDhaka' | 'deliveryOutsideDhaka' | 'cashRounding' | 'vatBase'>;
  /** Where the order goes when the cart does not say (`POST orders`' address). */
  address?: DeliveryPlace | null;
  /** The location the till sells from: the stock a line is checked against (inventory/locations.ts tillLocation). */
  locationId: string;
  /** An offline sale's time of sale: the day its coupon is judged on. */
  soldAt?: Date;
  /** An offline sale's prices as its till charged them (issue 25): the lines are priced at these, not the catalogue's. */
  tillTerms?: readonly OfflineTerm[];
  /** The most the caller's role may give as a manual discount (issue 34, discountCap.ts); absent, no cap. */
  discountCap?: DiscountCap;
  /** An offline sale: a manual discount over the cap was already given, so it is held for a manager (`overCap`), not refused. */
  holdOverCap?: boolean;
}

/** The shop's delivery charges in poisha. */
export const deliveryChargesOf = (shop: PricingOptions['shop']): DeliveryCharges => ({
  insideDhaka: poishaOf(shop.deliveryInsideDhaka),
  outsideDhaka: poishaOf(shop.deliveryOutsideDhaka),
});

// Only what pricing reads: a till's every change prices the cart, and a product row has some 45 columns.
const PRODUCT_COLUMNS = {
  id: products.id,
  name: products.name,
  status: products.status,
  type: products.type,
  isActive: products.isActive,
  price: products.price,
  cost: products.cost,
  vat: products.vat,
  isDiscount: products.isDiscount,
  discountType: products.discountType,
  discount: products.discount,
  // The stock at the till's location (issue 21), not the store's total.
  stock: sql<number>`coalesce((select sl.stock from stock_levels sl where sl.location_id = ${sql.placeholder('location')}::uuid and sl.item_id = ${products.id}), 0)`,
  image: products.image,
  sku: products.sku,
};
const VARIANT_COLUMNS = {
  id: productVariants.id,
  productId: productVariants.productId,
  name: productVariants.name,
  price: productVariants.price,
  cost: productVariants.cost,
  stock: sql<number>`coalesce((select sl.stock from stock_levels sl where sl.location_id = ${sql.placeholder('location')}::uuid and sl.item_id = ${productVariants.id}), 0)`,
  images: productVariants.images,
  sku: productVariants.sku,
};
// Prepared (server/db/prepared.ts): the same two reads for every cart, with the ids as one array.
const productsQuery = preparedOn((db) =>
  db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('cart_products'),
);
const variantsQuery = preparedOn((db) =>
  db
    .select(VARIANT_COLUMNS)
    .from(productVariants)
    .where(sql`${productVariants.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('cart_variants'),
);

type ProductRow = Awaited<ReturnType<ReturnType<typeof productsQuery>['execute']>>[number];
type VariantRow = Awaited<ReturnType<ReturnType<typeof variantsQuery>['execute']>>[number];
interface MergedItem {
  _id: string;
  variant?: string;
  qty: number;
  /** The position of its first line in the cart, for the field names of errors. */
  index: number;
}

/**
 * Prices a cart from what the database says now (spec §4, §7.2): prices, VAT
 * and product discounts are read here and never taken from the client; the
 * arithmetic is common/pricing.ts, the coupon rule common/coupons.ts.
 */
export async function priceServerCart(db: Db, cart: CartInput, opts: PricingOptions): Promise<PricedCart> {
  if (cart.items.length === 0) throw fieldError('cart.items', msg('cart_empty'));
  const productIds = [...new Set(cart.items.map((i) => i._id))];
  const variantIds = [...new Set(cart.items.flatMap((i) => (i.variant ? [i.variant] : [])))];
  const [productRows, variantRows] = await Promise.all([
    productsQuery(db).execute({ ids: productIds, location: opts.locationId }),
    variantIds.length > 0 ? variantsQuery(db).execute({ ids: variantIds, location: opts.locationId }) : Promise.resolve([]),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));

  // Two lines for the same product or variant count as one (the cart raises a line's quantity).
  const merged = new Map<string, MergedItem>();
  cart.items.forEach((item, index) => {
    const key = item.variant ? `${item._id}:${item.variant}` : item._id;
    const seen = merged.get(key);
    if (seen) seen.qty += item.qty;
    else merged.set(key, { ...item, index });
  });

  const resolved: { item: MergedItem; product: ProductRow; variant: VariantRow | undefined }[] = [];
  const refused: RefusedLine[] = [];
  for (const item of merged.values()) {
    const found = resolveLine(item, productById.get(item._id), item.variant ? variantById.get(item.variant) : undefined);
    if ('product' in found) {
      resolved.push({ item, ...found });
      continue;
    }
    const entry = fieldEntry(`cart.items.${item.index}.${found.field}`, found.message);
    if (opts.strict) throw fieldError(entry.field, found.message);
    refused.push({ index: item.index, _id: item._id, ...(item.variant ? { variant: item.variant } : {}), ...entry });
  }

  const catalogueLines: PricingLine[] = resolved.map(({ item, product, variant }) => ({
    key: variant ? `${product.id}:${variant.id}` : product.id,
    name: product.name,
    price: poishaOf(variant ? variant.price : product.price),
    qty: item.qty,
    vat: Number(product.vat ?? 0),
    discount:
      product.isDiscount && product.discountType && product.discount
        ? {
            type: product.discountType === 'flat' ? 'flat' : 'percentage',
            value: product.discountType === 'flat' ? poishaOf(product.discount) : Number(product.discount),
          }
        : null,
  }));
  const pricingLines = opts.tillTerms ? atTillTerms(catalogueLines, opts.tillTerms) : catalogueLines;

  const manual = cart.discount ? poishaOf(cart.discount) : 0;
  if (manual > 0 && !opts.mayDiscount) throw new ApiError(403, msg('no_discount_permission'));
  // Shipping as typed (0 included), else the delivery charge of where the cart goes.
  const shipping = cart.shipping !== undefined ? poishaOf(cart.shipping) : deliveryChargeFor(cart.delivery ?? opts.address, deliveryChargesOf(opts.shop));

  // The coupon's amount depends on the subtotal: price once without it.
  const plain = priceCart(pricingLines, { shipping });
  const overCap = manual > 0 && !!opts.discountCap && manual > largestDiscount(opts.discountCap, plain.subTotal);
  if (overCap && !opts.holdOverCap) throw overCapError(largestDiscount(opts.discountCap as DiscountCap, plain.subTotal));
  let couponDiscount = 0;
  let couponWire: CartTotal['coupon'] = null;
  let couponId: string | null = null;
  let couponCode: string | null = null;
  if (cart.coupon && cart.coupon.trim() !== '') {
    const code = normaliseCouponCode(cart.coupon);
    const result = await couponFor(db, code, plain.subTotal, opts);
    if (result.ok) {
      couponDiscount = result.discount;
      couponId = result.id;
      couponCode = code;
      couponWire = { code, discount: toTaka(result.discount) };
    } else {
      if (opts.strict) throw fieldError('cart.coupon', result.message);
      couponWire = { code, error: result.message };
    }
  }

  const priced = priceCart(pricingLines, {
    shipping,
    discount: poisha(couponDiscount + manual),
    roundCash: opts.shop.cashRounding,
    vatBase: opts.shop.vatBase,
  });
  const lines: ServerLine[] = resolved.map(({ product, variant }, i) => {
    const p = priced.items[i];
    const image = variant?.images?.[0] ?? product.image;
    return {
      _id: product.id,
      ...(variant ? { variant: variant.id, variantName: variant.name } : {}),
      name: product.name,
      ...(image ? { image } : {}),
      stock: variant ? variant.stock : product.stock,
      qty: p.qty,
      productId: product.id,
      variantId: variant?.id ?? null,
      sku: variant?.sku ?? product.sku ?? null,
      listPricePoisha: p.listPrice,
      unitPricePoisha: p.unitPrice,
      unitCostPoisha: poishaOf(variant ? variant.cost : product.cost),
      totalPoisha: p.totalPrice,
      discountSharePoisha: p.discountShare,
      vatPoisha: p.vat,
      vatRate: pricingLines[i].vat,
      catalogue: { unitPricePoisha: discountedUnitPrice(catalogueLines[i].price, catalogueLines[i].discount), vatRate: catalogueLines[i].vat },
    };
  });

  return {
    wire: pricedCartWire(lines, priced, couponWire, refused),
    lines,
    subTotal: priced.subTotal,
    vat: priced.vat,
    shipping: priced.shipping,
    discount: priced.discount,
    total: priced.total,
    cashRounding: priced.cashRounding,
    roundCash: priced.roundCash,
    vatBase: opts.shop.vatBase,
    couponId,
    couponCode,
    overCap,
  };
}

/**
 * The lines as an offline till priced them: its listed price, its price after
 * the product's discount (as a flat discount, so the unit price is exactly the
 * till's) and its VAT rate, so common/pricing.ts comes to the till's figures.
 * An item the till sent no terms for keeps the catalogue's.
 */
function atTillTerms(lines: PricingLine[], terms: readonly OfflineTerm[]): PricingLine[] {
  const byKey = new Map(terms.map((t, index) => [t.variant ? `${t._id}:${t.variant}` : t._id, { term: t, index }]));
  return lines.map((line) => {
    const found = byKey.get(line.key);
    if (!found) return line;
    const price = poishaOf(found.term.listPrice);
    const unit = poishaOf(found.term.unitPrice);
    if (unit > price) throw fieldError(`offline.terms.${found.index}.unitPrice`, msg('offline_unit_above_list'));
    return { ...line, price, vat: found.term.vat, discount: unit < price ? { type: 'flat', value: price - unit } : null };
  });
}

/** The product and variant a line sells, or why the line cannot be sold (which field, what message). */
function resolveLine(
  item: MergedItem,
  product: ProductRow | undefined,
  variant: VariantRow | undefined,
): { product: ProductRow; variant: VariantRow | undefined } | { field: '_id' | 'variant'; message: Message } {
  if (!product) return { field: '_id', message: msg('not_product') };
  if (!isOnSale(product)) return { field: '_id', message: msg('not_for_sale', { name: product.name }) };
  if (product.type !== 'variable')
    return item.variant ? { field: 'variant', message: msg('no_variations', { name: product.name }) } : { product, variant: undefined };
  if (!item.variant) return { field: 'variant', message: msg('choose_variation', { name: product.name }) };
  if (!variant || variant.productId !== product.id) return { field: 'variant', message: msg('not_variation_of', { name: product.name }) };
  return { product, variant };
}

async function couponFor(
  db: Db,
  code: string,
  subtotal: Poisha,
  opts: PricingOptions,
): Promise<{ ok: true; discount: Poisha; id: string } | { ok: false; message: string }> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row) return { ok: false, message: `Coupon ${code} does not exist` };
  const [{ uses }] = await db.select({ uses: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, row.id));
  const customerUses = opts.customerId
    ? (
        await db
          .select({ n: count() })
          .from(couponRedemptions)
          .where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.customerId, opts.customerId)))
      )[0].n
    : 0;
  const coupon = couponFromTaka(row);
  // An offline sale's coupon is judged on the day it was sold, not the day it arrived.
  const today = formatDate(opts.soldAt ?? new Date(), opts.timeZone);
  const result = applyCoupon(coupon, { subtotal, today, uses: Number(uses), customerUses: Number(customerUses) });
  return result.ok ? { ok: true, discount: result.discount, id: row.id } : { ok: false, message: result.message };
}

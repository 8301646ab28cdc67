import { and, count, eq, sql } from 'drizzle-orm';
import { applyCoupon, normaliseCouponCode, type Coupon } from '../../../common/coupons';
import { formatDate } from '../../../common/dates';
import { parseTaka, toTaka, type Poisha } from '../../../common/money';
import type { CartInput, CartTotal, PricedItem } from '../../../common/orders';
import { priceCart, type PricingLine } from '../../../common/pricing';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { couponRedemptions, coupons, products, productVariants } from '../../db/schema';
import { ApiError, fieldError, msg } from '../../engine/errors';

/** A taka amount read from a NUMERIC(12,2) column, in poisha. */
export const poishaOf = (taka: number | null | undefined): Poisha => (taka == null ? 0 : (parseTaka(taka) ?? 0));

/** A priced line with what the order needs beyond the wire: ids, cost, SKU. */
export interface ServerLine extends PricedItem {
  productId: string;
  variantId: string | null;
  sku: string | null;
  unitPricePoisha: Poisha;
  unitCostPoisha: Poisha;
  totalPoisha: Poisha;
  vatPoisha: Poisha;
  vatRate: number;
}

export interface PricedCart {
  wire: CartTotal;
  lines: ServerLine[];
  subTotal: Poisha;
  vat: Poisha;
  shipping: Poisha;
  discount: Poisha;
  total: Poisha;
  couponId: string | null;
  couponCode: string | null;
}

export interface PricingOptions {
  /** The customer's id, or undefined for a guest (per-customer coupon limits). */
  customerId?: string;
  timeZone: string;
  /** Whether the caller may give a manual discount (`orders:discount`). */
  mayDiscount: boolean;
  /** Refuse an unknown or inapplicable coupon (placing an order) instead of reporting it (cart-total). */
  strictCoupon: boolean;
}

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
  stock: products.stock,
  image: products.image,
  sku: products.sku,
};
const VARIANT_COLUMNS = {
  id: productVariants.id,
  productId: productVariants.productId,
  name: productVariants.name,
  price: productVariants.price,
  cost: productVariants.cost,
  stock: productVariants.stock,
  images: productVariants.images,
  sku: productVariants.sku,
};
// Prepared (server/db/prepared.ts): the same two reads for every cart, with the ids as one array.
const productsQuery = preparedOn((db) =>
  db.select(PRODUCT_COLUMNS).from(products).where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('cart_products'),
);
const variantsQuery = preparedOn((db) =>
  db.select(VARIANT_COLUMNS).from(productVariants).where(sql`${productVariants.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('cart_variants'),
);

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
    productsQuery(db).execute({ ids: productIds }),
    variantIds.length > 0 ? variantsQuery(db).execute({ ids: variantIds }) : Promise.resolve([]),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));

  // Two lines for the same product or variant count as one (the cart raises a line's quantity).
  const merged = new Map<string, { _id: string; variant?: string; qty: number; index: number }>();
  cart.items.forEach((item, index) => {
    const key = item.variant ? `${item._id}:${item.variant}` : item._id;
    const seen = merged.get(key);
    if (seen) seen.qty += item.qty;
    else merged.set(key, { ...item, index });
  });

  const resolved = [...merged.values()].map((item) => {
    const product = productById.get(item._id);
    if (!product) throw fieldError(`cart.items.${item.index}._id`, msg('not_product'));
    if (!product.isActive || product.status === 'archived') {
      throw fieldError(`cart.items.${item.index}._id`, msg('not_for_sale', { name: product.name }));
    }
    if (product.type === 'variable') {
      if (!item.variant) throw fieldError(`cart.items.${item.index}.variant`, msg('choose_variation', { name: product.name }));
      const variant = variantById.get(item.variant);
      if (!variant || variant.productId !== product.id) throw fieldError(`cart.items.${item.index}.variant`, msg('not_variation_of', { name: product.name }));
      return { item, product, variant };
    }
    if (item.variant) throw fieldError(`cart.items.${item.index}.variant`, msg('no_variations', { name: product.name }));
    return { item, product, variant: undefined };
  });

  const pricingLines: PricingLine[] = resolved.map(({ item, product, variant }) => ({
    key: variant ? `${product.id}:${variant.id}` : product.id,
    name: product.name,
    price: poishaOf(variant ? variant.price : product.price),
    qty: item.qty,
    vat: Number(product.vat ?? 0),
    discount: product.isDiscount && product.discountType && product.discount
      ? { type: product.discountType === 'flat' ? 'flat' : 'percentage', value: product.discountType === 'flat' ? poishaOf(product.discount) : Number(product.discount) }
      : null,
  }));

  const manual = cart.discount ? poishaOf(cart.discount) : 0;
  if (manual > 0 && !opts.mayDiscount) throw new ApiError(403, msg('no_discount_permission'));
  const shipping = cart.shipping ? poishaOf(cart.shipping) : 0;

  // The coupon's amount depends on the subtotal: price once without it.
  const plain = priceCart(pricingLines, { shipping });
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
      if (opts.strictCoupon) throw fieldError('cart.coupon', result.message);
      couponWire = { code, error: result.message };
    }
  }

  const priced = priceCart(pricingLines, { shipping, discount: couponDiscount + manual });
  const lines: ServerLine[] = resolved.map(({ product, variant }, i) => {
    const p = priced.items[i];
    const stock = variant ? variant.stock : product.stock;
    return {
      _id: product.id,
      ...(variant ? { variant: variant.id, variantName: variant.name } : {}),
      name: product.name,
      ...(variant?.images?.[0] ?? product.image ? { image: variant?.images?.[0] ?? product.image ?? undefined } : {}),
      unitPrice: toTaka(p.unitPrice),
      qty: p.qty,
      totalPrice: toTaka(p.totalPrice),
      vat: toTaka(p.vat),
      stock,
      short: stock < p.qty,
      productId: product.id,
      variantId: variant?.id ?? null,
      sku: variant?.sku ?? product.sku ?? null,
      unitPricePoisha: p.unitPrice,
      unitCostPoisha: poishaOf(variant ? variant.cost : product.cost),
      totalPoisha: p.totalPrice,
      vatPoisha: p.vat,
      vatRate: Number(product.vat ?? 0),
    };
  });

  return {
    wire: {
      items: lines.map(({ _id, variant, name, variantName, image, unitPrice, qty, totalPrice, vat, stock, short }) => ({
        _id,
        ...(variant ? { variant, variantName } : {}),
        name,
        ...(image ? { image } : {}),
        unitPrice,
        qty,
        totalPrice,
        vat,
        stock,
        short,
      })),
      subTotal: toTaka(priced.subTotal),
      vat: toTaka(priced.vat),
      shipping: toTaka(priced.shipping),
      discount: toTaka(priced.discount),
      total: toTaka(priced.total),
      coupon: couponWire,
    },
    lines,
    subTotal: priced.subTotal,
    vat: priced.vat,
    shipping: priced.shipping,
    discount: priced.discount,
    total: priced.total,
    couponId,
    couponCode,
  };
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
    ? (await db.select({ n: count() }).from(couponRedemptions).where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.customerId, opts.customerId))))[0].n
    : 0;
  const coupon: Coupon = {
    code: row.code,
    type: row.type === 'flat' ? 'flat' : 'percentage',
    amount: row.type === 'flat' ? poishaOf(row.amount) : Number(row.amount),
    minOrder: row.minOrder == null ? null : poishaOf(row.minOrder),
    maxDiscount: row.maxDiscount == null ? null : poishaOf(row.maxDiscount),
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    usageLimit: row.usageLimit ?? null,
    perCustomerLimit: row.perCustomerLimit ?? null,
    isActive: row.isActive,
  };
  const result = applyCoupon(coupon, { subtotal, today: formatDate(new Date(), opts.timeZone), uses: Number(uses), customerUses: Number(customerUses) });
  return result.ok ? { ok: true, discount: result.discount, id: row.id } : { ok: false, message: result.message };
}

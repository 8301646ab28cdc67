import { applyCoupon, couponFromTaka, normaliseCouponCode } from '../../../common/coupons';
import { formatDate } from '../../../common/dates';
import { deliveryChargeFor } from '../../../common/delivery';
import { sumPoisha, toPoisha, toTaka, ZERO, type Poisha } from '../../../common/money';
import { pricedCartWire } from '../../../common/pricedCartWire';
import { DEFAULT_VAT_BASE, priceCart } from '../../../common/pricing';
import type { CartTotal } from '../../../common/wire/orders';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import { lineKey, type CartState } from '../cart';

/**
 * The cart priced in the browser while offline (issue 25), by the same
 * common/pricing.ts the server charges with, from the snapshot's prices,
 * VAT, discounts, delivery charges, cash rounding and VAT base, in the shape of the
 * server's answer (common/pricedCartWire.ts, the server's mapping too) so the
 * cart and the payment show it as they show the server's. Each line's stock is the snapshot's at the till's location. A
 * coupon applies by common/coupons.ts when the snapshot holds it (one with no
 * use limit); one that is not there is answered with `notOffline(code)`, the
 * till's words for "needs the connection".
 */
export function priceOffline(
  state: Pick<CartState, 'lines' | 'manualDiscount' | 'shipping' | 'address' | 'coupon'>,
  catalogue: PosCatalogue,
  notOffline: (code: string) => string = (code) => `Coupon ${code} needs the connection`,
  now: Date = new Date(),
): CartTotal {
  const stockOf = (id: string, variant?: string): number | undefined => {
    const product = catalogue.products.find((p) => p._id === id);
    return variant ? product?.variations.find((v) => v._id === variant)?.stock : product?.stock;
  };
  const shipping =
    state.shipping !== null
      ? state.shipping
      : deliveryChargeFor(state.address, {
          insideDhaka: toPoisha(catalogue.shop.deliveryInsideDhaka),
          outsideDhaka: toPoisha(catalogue.shop.deliveryOutsideDhaka),
        });
  const lines = state.lines.map((l) => ({ key: lineKey(l), name: l.name, price: l.price, qty: l.qty, vat: l.vat, discount: l.discount }));
  // As the server does: the coupon's amount depends on the subtotal, so price once without it.
  let couponDiscount: Poisha = ZERO;
  let coupon: CartTotal['coupon'] = null;
  const code = normaliseCouponCode(state.coupon);
  if (code !== '') {
    const kept = (catalogue.coupons ?? []).find((c) => c.code === code);
    if (!kept) coupon = { code, error: notOffline(code) };
    else {
      const subtotal = priceCart(lines, {}).subTotal;
      // No use limit, so no count to check: uses 0.
      const result = applyCoupon(couponFromTaka(kept), { subtotal, today: formatDate(now, catalogue.shop.timeZone), uses: 0, customerUses: 0 });
      if (result.ok) {
        couponDiscount = result.discount;
        coupon = { code, discount: toTaka(result.discount) };
      } else coupon = { code, error: result.message };
    }
  }
  const priced = priceCart(lines, {
    shipping,
    discount: sumPoisha([couponDiscount, state.manualDiscount]),
    roundCash: catalogue.shop.cashRounding,
    vatBase: catalogue.shop.vatBase ?? DEFAULT_VAT_BASE,
  });
  // The stock of each line is the snapshot's at the till's location, else the line's own.
  const wireLines = state.lines.map((l) => ({ ...l, stock: stockOf(l._id, l.variant) ?? l.stock }));
  return pricedCartWire(wireLines, priced, coupon);
}

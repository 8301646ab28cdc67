import { deliveryChargeFor } from '../../../common/delivery';
import { parseTaka, toTaka } from '../../../common/money';
import { lineFiguresInTaka, priceCart } from '../../../common/pricing';
import type { CartTotal } from '../../../common/wire/orders';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import { lineKey, type CartState } from '../cart';

const poisha = (taka: number): number => parseTaka(Number(taka.toFixed(2))) ?? 0;

/**
 * The cart priced in the browser while offline (issue 25), by the same
 * common/pricing.ts the server charges with, from the snapshot's prices,
 * VAT, discounts, delivery charges and cash rounding, in the shape of the
 * server's answer so the cart and the payment show it as they show the
 * server's. Each line's stock is the snapshot's at the till's location. A
 * coupon is not applied offline (its uses are counted on the server).
 */
export function priceOffline(state: Pick<CartState, 'lines' | 'manualDiscount' | 'shipping' | 'address'>, catalogue: PosCatalogue): CartTotal {
  const stockOf = (id: string, variant?: string): number | undefined => {
    const product = catalogue.products.find((p) => p._id === id);
    return variant ? product?.variations.find((v) => v._id === variant)?.stock : product?.stock;
  };
  const shipping =
    state.shipping !== null
      ? state.shipping
      : deliveryChargeFor(state.address, { insideDhaka: poisha(catalogue.shop.deliveryInsideDhaka), outsideDhaka: poisha(catalogue.shop.deliveryOutsideDhaka) });
  const priced = priceCart(
    state.lines.map((l) => ({ key: lineKey(l), name: l.name, price: l.price, qty: l.qty, vat: l.vat, discount: l.discount })),
    { shipping, discount: state.manualDiscount, roundCash: catalogue.shop.cashRounding },
  );
  return {
    items: state.lines.map((l, i) => {
      const p = priced.items[i];
      const stock = stockOf(l._id, l.variant) ?? l.stock;
      return {
        _id: l._id,
        ...(l.variant ? { variant: l.variant, variantName: l.variantName } : {}),
        name: l.name,
        ...(l.image ? { image: l.image } : {}),
        ...lineFiguresInTaka(p),
        stock,
        short: stock < p.qty,
      };
    }),
    subTotal: toTaka(priced.subTotal),
    vat: toTaka(priced.vat),
    shipping: toTaka(priced.shipping),
    discount: toTaka(priced.discount),
    total: toTaka(priced.total),
    rounding: toTaka(priced.cashRounding),
    cashTotal: toTaka(priced.cashTotal),
    coupon: null,
  };
}

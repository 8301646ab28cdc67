/**
 * A priced cart as the wire carries it (`POST orders/cart-total`'s answer,
 * common/wire/orders.ts CartTotal): the one mapping the server's answer
 * (server/domains/orders/cartPricing.ts) and the offline till's
 * (src/pos/offline/offlinePricing.ts) are made by, so the cart and the payment
 * show either the same way.
 */
import { toTaka } from './money';
import { lineFiguresInTaka, type CartPrice } from './pricing';
import type { CartTotal, RefusedLine } from './wire/orders';

/** What a priced line is of, as the wire names it: its figures are the priced cart's line at the same position. */
export interface WireLine {
  _id: string;
  variant?: string;
  variantName?: string;
  name: string;
  image?: string;
  /** The stock at the till's location: the server's now, or the offline till's snapshot. */
  stock: number;
}

/**
 * The wire of a cart priced by common/pricing.ts: `lines[i]` is what
 * `priced.items[i]` is of. A line is short when it asks for more than its
 * stock. `refused` (the server's cart-total only) is left out when empty.
 */
export function pricedCartWire(lines: readonly WireLine[], priced: CartPrice, coupon: CartTotal['coupon'], refused: readonly RefusedLine[] = []): CartTotal {
  return {
    items: lines.map((line, i) => {
      const p = priced.items[i];
      return {
        _id: line._id,
        ...(line.variant ? { variant: line.variant, variantName: line.variantName } : {}),
        name: line.name,
        ...(line.image ? { image: line.image } : {}),
        ...lineFiguresInTaka(p),
        stock: line.stock,
        short: line.stock < p.qty,
      };
    }),
    subTotal: toTaka(priced.subTotal),
    vat: toTaka(priced.vat),
    shipping: toTaka(priced.shipping),
    discount: toTaka(priced.discount),
    total: toTaka(priced.total),
    rounding: toTaka(priced.cashRounding),
    cashTotal: toTaka(priced.cashTotal),
    roundCash: priced.roundCash,
    coupon,
    ...(refused.length > 0 ? { refused: [...refused] } : {}),
  };
}

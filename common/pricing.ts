/**
 * The price of a cart (spec §4, issue 9): one function that the point-of-sale
 * screen uses for its first figures and the server uses to charge, so both give
 * the same poisha for the same cart. Everything is integer poisha.
 *
 * - A line's unit price is the product's (or variant's) price less the
 *   product's own discount (percentage of the price, rounded half away from
 *   zero to the poisha, or a flat amount), never below zero.
 * - A line's total is unit price × quantity.
 * - VAT is worked out per line on the line's total, rounded to the poisha per
 *   line (the spec's "price times vat/100 times qty"), then added up.
 * - The cart discount (a coupon's or a manual one) is taken off the subtotal
 *   and is never more than the subtotal, and spread over the lines by the
 *   largest remainder (each line's `discountShare`).
 * - The VAT base (issue 33, the shop's setting): `list` (the default, spec
 *   §4's formula) charges VAT on the line's total before the cart discount;
 *   `discounted` charges it on the line's total less its discount share, the
 *   value of the supply after a trade discount that Bangladesh's VAT law
 *   taxes. Either way rounded per line. An order keeps the base it was sold on.
 * - Total = subtotal + VAT + shipping − discount.
 * - Cash is paid in whole taka (issue 19): with the shop's cash rounding on,
 *   the cash part of a sale is rounded to the nearest taka (`roundToTaka`: 50
 *   poisha and more round up, less rounds down), and the difference is the
 *   sale's "Rounding". Card and mobile money pay to the poisha: a sale paid by
 *   them alone is not rounded, and in a split the cash part is what they leave
 *   of the total (issue 36: `saleRounding`).
 */
import { allocateByLargestRemainder, lineTotal, minusPoisha, percentOf, poisha, sumPoisha, toTaka, ZERO, type Poisha } from './money';

export type DiscountType = 'percentage' | 'flat';

/** A product's own discount: a percent (up to two decimals) or an amount in poisha. */
export interface ProductDiscount {
  type: DiscountType;
  /** Percent for `percentage`; poisha for `flat`. */
  value: number;
}

export interface PricingLine {
  /** The caller's key for the line (product id, or product id + variant id). */
  key: string;
  name: string;
  /** The listed unit price, poisha. */
  price: Poisha;
  qty: number;
  /** VAT percent, up to two decimals; 0 for none. */
  vat: number;
  discount?: ProductDiscount | null;
}

export interface PricedLine {
  key: string;
  name: string;
  /** The listed unit price, before the product's own discount. */
  listPrice: Poisha;
  /** Unit price after the product's discount. */
  unitPrice: Poisha;
  qty: number;
  totalPrice: Poisha;
  vat: Poisha;
  /**
   * The line's share of the cart discount (coupon and manual), allocated over
   * the lines' totals by the largest remainder so the shares add up to the
   * cart's discount exactly. The line's net sale is totalPrice − discountShare.
   */
  discountShare: Poisha;
}

/** A priced line's figures in taka, as the cart's wire carries them (the server's and the offline till's answers). */
export function lineFiguresInTaka(p: PricedLine): { listPrice: number; unitPrice: number; qty: number; totalPrice: number; vat: number } {
  return { listPrice: toTaka(p.listPrice), unitPrice: toTaka(p.unitPrice), qty: p.qty, totalPrice: toTaka(p.totalPrice), vat: toTaka(p.vat) };
}

export interface CartPrice {
  items: PricedLine[];
  subTotal: Poisha;
  vat: Poisha;
  shipping: Poisha;
  /** The discount actually taken off: the asked one, capped at the subtotal. */
  discount: Poisha;
  total: Poisha;
  /** What paying wholly in cash adds to the total (negative when it rounds down); 0 without cash rounding. */
  cashRounding: Poisha;
  /** The total of a sale paid wholly in cash: total + cashRounding. */
  cashTotal: Poisha;
  /** The shop rounds the cash part of a sale to the whole taka (settings). */
  roundCash: boolean;
}

/** The unit price once the product's own discount is taken off; never below zero. */
export function discountedUnitPrice(price: Poisha, discount?: ProductDiscount | null): Poisha {
  if (!discount || discount.value <= 0) return price;
  const off = discount.type === 'percentage' ? percentOf(price, Math.min(discount.value, 100)) : poisha(discount.value);
  return poisha(Math.max(0, price - off));
}

/** What a line's VAT is charged on (see above); an order stores the one it was priced with (`orders.vat_base`). */
export const VAT_BASES = ['list', 'discounted'] as const;
export type VatBase = (typeof VAT_BASES)[number];
export const DEFAULT_VAT_BASE: VatBase = 'list';

/** A stored base read back: anything but `discounted` is the spec's default. */
export const vatBaseOf = (text: string | null | undefined): VatBase => (text === 'discounted' ? 'discounted' : 'list');

export interface CartCharges {
  shipping?: Poisha;
  /** Cart discount asked for (coupon or manual), poisha; capped at the subtotal. */
  discount?: Poisha;
  /** The shop rounds cash sales to the whole taka (settings, on by default). */
  roundCash?: boolean;
  /** What VAT is charged on (settings); `list` when absent. */
  vatBase?: VatBase;
}

/**
 * The nearest whole taka, in poisha: 50 poisha and more round up, less rounds
 * down (৳807.50 → ৳808, ৳807.49 → ৳807). Negative amounts follow the same
 * number line (−৳0.50 → ৳0), so the rule has no case of its own for them.
 */
export function roundToTaka(amount: Poisha): Poisha {
  const below = ((amount % 100) + 100) % 100;
  return poisha(below >= 50 ? amount - below + 100 : amount - below);
}

/** What rounding a cash total to the whole taka adds to it, −49 to +50 poisha. */
export function cashRoundingOf(total: Poisha): Poisha {
  return minusPoisha(roundToTaka(total), total);
}

/** One payment of a sale as the rounding reads it: its method and amount. */
export interface PaymentPart {
  method: string;
  amount: Poisha;
}

/**
 * What cash rounding adds to a sale paid by these payments (issue 36): only
 * cash is paid in whole taka. Card and mobile money pay to the poisha; the
 * cash part is what they leave of the total, rounded to the nearest taka. A
 * sale with no cash among its payments, or a shop that does not round, adds
 * nothing; a sale paid wholly in cash adds the cart's `cashRounding`.
 */
export function saleRounding(total: Poisha, payments: readonly PaymentPart[], roundCash: boolean): Poisha {
  if (!roundCash || !payments.some((p) => p.method === 'cash')) return ZERO;
  const nonCash = sumPoisha(payments.filter((p) => p.method !== 'cash').map((p) => p.amount));
  return cashRoundingOf(poisha(Math.max(0, total - nonCash)));
}

export function priceCart(lines: readonly PricingLine[], charges: CartCharges = {}): CartPrice {
  const goods = lines.map((line) => {
    const unitPrice = discountedUnitPrice(line.price, line.discount);
    return { line, unitPrice, totalPrice: lineTotal(unitPrice, line.qty) };
  });
  const subTotal = sumPoisha(goods.map((g) => g.totalPrice));
  const discount = poisha(Math.min(Math.max(0, charges.discount ?? 0), subTotal));
  const shares =
    subTotal > 0
      ? allocateByLargestRemainder(
          discount,
          goods.map((g) => g.totalPrice),
        )
      : goods.map(() => ZERO);
  const onDiscounted = charges.vatBase === 'discounted';
  const items = goods.map(({ line, unitPrice, totalPrice }, i): PricedLine => ({
    key: line.key,
    name: line.name,
    listPrice: line.price,
    unitPrice,
    qty: line.qty,
    totalPrice,
    vat: line.vat > 0 ? percentOf(onDiscounted ? minusPoisha(totalPrice, shares[i]) : totalPrice, line.vat) : ZERO,
    discountShare: shares[i],
  }));
  const vat = sumPoisha(items.map((i) => i.vat));
  const shipping = poisha(Math.max(0, charges.shipping ?? 0));
  const total = minusPoisha(sumPoisha([subTotal, vat, shipping]), discount);
  const cashRounding = charges.roundCash ? cashRoundingOf(total) : ZERO;
  return { items, subTotal, vat, shipping, discount, total, cashRounding, cashTotal: sumPoisha([total, cashRounding]), roundCash: charges.roundCash ?? false };
}

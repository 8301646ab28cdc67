import { parseTaka, toTaka } from '../../common/money';
import type { CartInput, CartTotal, OrderInput } from '../../common/orders';
import type { ApiDataProvider } from '../dataProvider';
import { lineKey, type CartAddress, type CartCustomer, type CartLine, type CartState, type ServerTotals } from './cartStore';
import type { PosProduct } from './products';

/**
 * The calls of the point of sale (spec §7.2, issue 9), in one place so the
 * screens and their tests agree on paths and bodies.
 */

/** The cart as the server prices it: lines, and the discount, shipping and coupon in taka. */
export function cartInput(state: Pick<CartState, 'lines' | 'coupon' | 'manualDiscount' | 'shipping'>): CartInput {
  const input: CartInput = {
    items: state.lines.map((l) => (l.variant ? { _id: l._id, variant: l.variant, qty: l.qty } : { _id: l._id, qty: l.qty })),
  };
  if (state.manualDiscount > 0) input.discount = toTaka(state.manualDiscount);
  if (state.shipping > 0) input.shipping = toTaka(state.shipping);
  if (state.coupon) input.coupon = state.coupon;
  return input;
}

export function fetchCartTotal(dp: ApiDataProvider, cart: CartInput): Promise<CartTotal> {
  return dp.call<CartTotal>('POST', 'orders/cart-total', cart);
}

/** The server's answer in poisha for the store (`short` as line keys). */
export function toServerTotals(total: CartTotal): ServerTotals {
  const p = (taka: number) => parseTaka(taka) ?? Math.round(taka * 100);
  return {
    subTotal: p(total.subTotal),
    vat: p(total.vat),
    shipping: p(total.shipping),
    discount: p(total.discount),
    total: p(total.total),
    short: total.items.filter((i) => i.short).map((i) => lineKey(i)),
  };
}

/** `GET products?search=<code>&limit=2`: a scanned code may match a name or SKU too, so the caller matches barcodes exactly. */
export async function searchProducts(dp: ApiDataProvider, search: string, limit = 2): Promise<PosProduct[]> {
  const query = new URLSearchParams({ search, limit: String(limit) });
  const page = await dp.call<{ doc: PosProduct[] }>('GET', `products?${query.toString()}`);
  return page.doc;
}

export function placeOrder(dp: ApiDataProvider, order: OrderInput, idempotencyKey: string): Promise<{ _id: string }> {
  return dp.call<{ _id: string }>('POST', 'orders', order, { 'Idempotency-Key': idempotencyKey });
}

/** A parked cart as the server keeps it (`GET/POST orders/held`). */
export interface HeldCart {
  _id: string;
  label: string;
  cart: CartInput;
  lines: CartLine[];
  customer: CartCustomer | null;
  address: CartAddress | null;
  userName?: string | null;
  createdAt: string;
}

export async function listHeldCarts(dp: ApiDataProvider): Promise<HeldCart[]> {
  const answer = await dp.call<HeldCart[] | { doc: HeldCart[] }>('GET', 'orders/held');
  return Array.isArray(answer) ? answer : answer.doc;
}

export function holdCart(dp: ApiDataProvider, state: CartState, label: string): Promise<HeldCart> {
  return dp.call<HeldCart>('POST', 'orders/held', {
    label,
    cart: cartInput(state),
    lines: state.lines,
    customer: state.customer === 'guest' ? null : state.customer,
    address: state.address,
  });
}

export function deleteHeldCart(dp: ApiDataProvider, id: string): Promise<unknown> {
  return dp.call('DELETE', `orders/held/${encodeURIComponent(id)}`);
}

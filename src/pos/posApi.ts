import { toPoisha, toTaka } from '../../common/money';
import type { PaymentMethod } from '../../common/orders';
import type { ItemLocations, TillLocation } from '../../common/wire/inventory';
import type { RouteAnswer } from '../../common/wire/clientRoutes';
import type { CartInput, CartTotal, HeldCart, HoldCartBody, OrderInput } from '../../common/wire/orders';
import { isOnSale, ON_SALE_FILTER } from '../../common/sellable';
import type { ApiDataProvider } from '../dataProvider';
import { lineKey, type CartState, type ServerTotals } from './cart';
import { matchBarcode, type PosProduct, type PosVariation } from './products';

/**
 * The calls of the point of sale (spec §7.2, issue 9), in one place so the
 * screens and their tests agree on paths and bodies.
 */

/**
 * The cart as the server prices it: lines, the discount and coupon, and either
 * the shipping the cashier typed or where the cart goes (the server then
 * charges the delivery charge of that place, common/delivery.ts), and the
 * location the till sells from (useTillLocation; unknown, the server takes
 * the user's own).
 */
export function cartInput(state: Pick<CartState, 'lines' | 'coupon' | 'manualDiscount' | 'shipping' | 'address'>, location?: string | null): CartInput {
  const input: CartInput = {
    items: state.lines.map((l) => (l.variant ? { _id: l._id, variant: l.variant, qty: l.qty } : { _id: l._id, qty: l.qty })),
  };
  if (location) input.location = location;
  if (state.manualDiscount > 0) input.discount = toTaka(state.manualDiscount);
  if (state.shipping !== null) input.shipping = toTaka(state.shipping);
  else if (state.address) input.delivery = { city: state.address.city, ...(state.address.state ? { state: state.address.state } : {}) };
  if (state.coupon) input.coupon = state.coupon;
  return input;
}

export function fetchCartTotal(dp: ApiDataProvider, cart: CartInput): Promise<CartTotal> {
  return dp.request('POST /orders/cart-total', { body: cart });
}

/** The server's answer in poisha for the store (lines by their keys). */
export function toServerTotals(total: CartTotal): ServerTotals {
  return {
    subTotal: toPoisha(total.subTotal),
    vat: toPoisha(total.vat),
    shipping: toPoisha(total.shipping),
    discount: toPoisha(total.discount),
    total: toPoisha(total.total),
    rounding: toPoisha(total.rounding),
    cashTotal: toPoisha(total.cashTotal),
    roundCash: total.roundCash,
    short: total.items.filter((i) => i.short).map((i) => lineKey(i)),
    stock: Object.fromEntries(total.items.map((i) => [lineKey(i), i.stock])),
    refused: (total.refused ?? []).map((r) => ({ key: lineKey(r), message: r.message, ...(r.code ? { code: r.code, params: r.params } : {}) })),
    lines: Object.fromEntries(
      total.items.map((i) => [lineKey(i), { listPrice: toPoisha(i.listPrice), unitPrice: toPoisha(i.unitPrice), totalPrice: toPoisha(i.totalPrice) }]),
    ),
  };
}

/**
 * `GET products?search=<code>&limit=2&status=published&isActive=true&location=<id>`: only what can be sold
 * (common/sellable.ts), with the stock of the till's location; a scanned code may match a name or SKU too,
 * so the caller matches barcodes exactly.
 */
export async function searchProducts(dp: ApiDataProvider, search: string, limit = 2, location?: string | null): Promise<PosProduct[]> {
  const query = new URLSearchParams({ search, limit: String(limit), ...ON_SALE_FILTER, ...(location ? { location } : {}) });
  const page = await dp.call<{ doc: PosProduct[] }>('GET', `products?${query.toString()}`);
  return page.doc;
}

/**
 * `GET products?search=<code>&limit=5&location=<id>` without the on-sale filter: after a scan the till's
 * search did not find, the product or variant with that barcode that is not on sale (a draft, archived or
 * switched off), to say so (issue 36); null when none has it.
 */
export async function findNotOnSale(
  dp: ApiDataProvider,
  code: string,
  location?: string | null,
): Promise<{ product: PosProduct; variant?: PosVariation } | null> {
  const query = new URLSearchParams({ search: code, limit: '5', ...(location ? { location } : {}) });
  const page = await dp.call<{ doc: PosProduct[] }>('GET', `products?${query.toString()}`);
  const found = matchBarcode(page.doc, code);
  return found && !isOnSale({ status: found.product.status ?? '', isActive: found.product.isActive ?? false }) ? found : null;
}

export function placeOrder(dp: ApiDataProvider, order: OrderInput, idempotencyKey: string): Promise<RouteAnswer<'POST /orders'>> {
  return dp.request('POST /orders', { body: order, headers: { 'idempotency-key': idempotencyKey } });
}

/** The payment methods the shop takes, in its order (settings). */
export async function fetchPaymentMethods(dp: ApiDataProvider): Promise<PaymentMethod[]> {
  return (await dp.request('GET /orders/payment-methods')).methods;
}

export async function listHeldCarts(dp: ApiDataProvider): Promise<HeldCart[]> {
  return dp.request('GET /orders/held');
}

/** What holding the cart sends, or (offline) keeps on the till. */
export function holdBody(state: CartState, label: string, location?: string | null): HoldCartBody & { label: string } {
  return {
    label,
    cart: cartInput(state, location),
    lines: state.lines,
    customer: state.customer === 'guest' ? null : state.customer,
    address: state.address,
  };
}

export function holdCart(dp: ApiDataProvider, body: HoldCartBody): Promise<HeldCart> {
  return dp.request('POST /orders/held', { body });
}

export function deleteHeldCart(dp: ApiDataProvider, id: string): Promise<HeldCart> {
  return dp.request('DELETE /orders/held/{id}', { params: { id } });
}

/** The active locations a till may sell from (for a user with pos:switch-location). */
export function fetchTillLocations(dp: ApiDataProvider): Promise<TillLocation[]> {
  return dp.request('GET /inventory/till-locations');
}

/** Where an item (a variant, or a product without variants) is in stock. */
export function fetchItemLocations(dp: ApiDataProvider, itemId: string): Promise<ItemLocations> {
  return dp.request('GET /inventory/item/{itemId}/locations', { params: { itemId } });
}

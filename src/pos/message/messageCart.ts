import { latinDigits } from '../../../common/messageOrder/digits';
import type { ItemRead, MessageOrder } from '../../../common/messageOrder/read';
import { valueOf } from '../../../common/messageOrder/types';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { CartAddress, CartCustomer } from '../cart';
import type { PosProduct, PosVariation } from '../products';

/**
 * What "Use this" puts in the till from a message read (issue 38): the lines
 * the reader was sure of, with the count it read (or the 1 it suggests, shown
 * to staff as not said), and the address as far as the message gave it. An
 * item whose product or variant was not read is left for staff to add by
 * hand: choosing one of its candidates would be a guess.
 */

interface PlannedLine {
  product: PosProduct;
  variant?: PosVariation;
  qty: number;
}

export interface MessageCartPlan {
  lines: PlannedLine[];
  /** Items read from the message that the till cannot add by itself. */
  left: ItemRead[];
}

/** The count to add: the one read, else the one the reader suggests (the view marks it as not said). */
export const quantityToAdd = (item: ItemRead): number | null => valueOf(item.quantity) ?? item.quantity.suggested ?? null;

export function messageCartPlan(order: MessageOrder, products: PosCatalogue['products']): MessageCartPlan {
  const byId = new Map(products.map((p) => [p._id, p]));
  const lines: PlannedLine[] = [];
  const left: ItemRead[] = [];
  for (const item of order.items) {
    const product = byId.get(valueOf(item.product)?.id ?? '');
    const variantId = item.variant ? valueOf(item.variant)?.id : undefined;
    const variant = variantId ? product?.variations.find((v) => v._id === variantId) : undefined;
    const qty = quantityToAdd(item);
    // A product with variants needs its variant read; one without has `variant: null`.
    const complete = product && qty !== null && (item.variant === null ? product.variations.length === 0 : variant !== undefined);
    if (complete) lines.push({ product, ...(variant ? { variant } : {}), qty });
    else left.push(item);
  }
  return { lines, left };
}

/** A post code written in the address ("Dhaka-1216", "ঢাকা ১২০৭"): four digits standing alone. */
function postCodeIn(text: string): string | undefined {
  return /(?<!\d)(\d{4})(?!\d)/.exec(latinDigits(text))?.[1];
}

/**
 * The address as the message gave it, for the address dialog to complete:
 * the street as written, the district (its English name as the city, as the
 * couriers read it) and thana when read, the phone and the name. The email is
 * the customer's own when the till found them; the message never has one.
 */
export function messageDraftAddress(order: MessageOrder, customer: CartCustomer | null): Partial<CartAddress> {
  const street = valueOf(order.address);
  const district = valueOf(order.district);
  const thana = valueOf(order.thana);
  const postalCode = street ? postCodeIn(street) : undefined;
  const draft: Partial<CartAddress> = {
    name: valueOf(order.name) ?? customer?.name,
    phone: valueOf(order.phone) ?? customer?.phone,
    email: customer?.email,
    street: street ?? undefined,
    city: district?.en,
    postalCode,
    district: district?.id,
    // A thana is stored with its district only (the wire's rule).
    thana: district && thana ? thana.id : undefined,
  };
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')) as Partial<CartAddress>;
}

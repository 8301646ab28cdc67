/**
 * The delivery charge of an address (issue 19): the shop sets one charge for
 * inside Dhaka and one for outside (settings), and the charge follows the
 * address unless the cashier types another.
 *
 * An address is inside Dhaka when a word of its city is "Dhaka" or "ঢাকা"
 * (any case; "Dhaka", "Dhaka-1209", "Dhanmondi, Dhaka", "ঢাকা ১২০৫"). The
 * state is not read: it holds the division, and Dhaka division reaches far
 * beyond the city (Gazipur, Tangail, Faridpur), where couriers charge the
 * outside rate.
 */
import { ZERO, type Poisha } from './money';

export interface DeliveryPlace {
  city?: string | null;
  state?: string | null;
}

export interface DeliveryCharges {
  insideDhaka: Poisha;
  outsideDhaka: Poisha;
}

const DHAKA = new Set(['dhaka', 'ঢাকা']);

export function isInsideDhaka(place: DeliveryPlace): boolean {
  const words = (place.city ?? '').toLowerCase().split(/[^\p{L}\p{M}]+/u);
  return words.some((w) => DHAKA.has(w));
}

/** The charge for delivering to `place`; nothing without an address. */
export function deliveryChargeFor(place: DeliveryPlace | null | undefined, charges: DeliveryCharges): Poisha {
  if (!place || !(place.city ?? '').trim()) return ZERO;
  return isInsideDhaka(place) ? charges.insideDhaka : charges.outsideDhaka;
}

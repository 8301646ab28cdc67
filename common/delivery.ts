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
 *
 * An address that names its district and thana (issue 37) is judged by
 * them instead: inside Dhaka is one of Dhaka's metropolitan thanas; another
 * district, or an upazila of Dhaka district (Savar, Keraniganj), is outside.
 * Dhaka district without a thana falls back to the city's words.
 */
import { ZERO, type Poisha } from './money';
import { DHAKA_DISTRICT, thanaById } from './places';

export interface DeliveryPlace {
  city?: string | null;
  state?: string | null;
  district?: string | null;
  thana?: string | null;
}

export interface DeliveryCharges {
  insideDhaka: Poisha;
  outsideDhaka: Poisha;
}

const DHAKA = new Set(['dhaka', 'ঢাকা']);

export function isInsideDhaka(place: DeliveryPlace): boolean {
  const thana = thanaById(place.thana);
  if (thana) return thana.metro && thana.district === DHAKA_DISTRICT;
  if (place.district && place.district !== DHAKA_DISTRICT) return false;
  const words = (place.city ?? '').toLowerCase().split(/[^\p{L}\p{M}]+/u);
  return words.some((w) => DHAKA.has(w));
}

/** The charge for delivering to `place`; nothing without an address. */
export function deliveryChargeFor(place: DeliveryPlace | null | undefined, charges: DeliveryCharges): Poisha {
  if (!place || (!(place.city ?? '').trim() && !place.district && !place.thana)) return ZERO;
  return isInsideDhaka(place) ? charges.insideDhaka : charges.outsideDhaka;
}

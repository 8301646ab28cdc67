/**
 * Which courier to book a parcel with (issue 37): the booking dialog lists
 * every configured courier that reaches the address with what it would
 * charge and how often the shop's parcels with it to that district were
 * delivered, and suggests one by the owner's rule (Settings → Courier
 * choice). The rule is here once; the server answers the suggestion with
 * the quotes, and the dialog shows the reason it gives.
 */
import type { CourierName } from './deliveryStatus';
import type { Poisha } from './money';

/** Days of past deliveries the delivered rate is counted over. */
export const DELIVERED_RATE_DAYS = 90;

/**
 * Finished parcels (delivered or returned) a courier needs to that district
 * before its rate counts: with fewer, one return would rule out a courier
 * the shop has barely tried there, so it is treated as untried.
 */
export const MIN_FINISHED_FOR_RATE = 5;

export const COURIER_PICK_RULES = ['cheapest', 'fixed'] as const;
export type CourierPickRule = (typeof COURIER_PICK_RULES)[number];

/** The owner's rule: the cheapest courier whose delivered rate is at least `minDeliveredRate` %, or a courier fixed per district. */
export interface PickRule {
  rule: CourierPickRule;
  minDeliveredRate: number;
  /** Our district id → the courier fixed for it (used by the `fixed` rule; other districts fall back to the cheapest). */
  byDistrict: Readonly<Record<string, CourierName>>;
}

/** How the shop's parcels with a courier to a district ended over the last DELIVERED_RATE_DAYS. */
export interface DeliveredRate {
  delivered: number;
  /** Delivered, partly delivered and returned: the parcels that ended. */
  finished: number;
}

/** A delivered rate in whole per cent, or null while there are too few finished parcels to judge by. */
export function ratePercent(rate: DeliveredRate | null): number | null {
  if (!rate || rate.finished < MIN_FINISHED_FOR_RATE) return null;
  return Math.round((rate.delivered * 100) / rate.finished);
}

/** One courier's answer for one parcel, as the pick reads it. */
export interface PickOption {
  courier: CourierName;
  reachable: boolean;
  /** Delivery charge plus the charge for collecting the cash, in poisha; null when nothing could be priced. */
  cost: Poisha | null;
  rate: DeliveredRate | null;
}

/** Why a courier was suggested, as a message code of `deliveries.pick.*` with its values. */
export type PickReason =
  | { code: 'fixed'; params: { district: string } }
  | { code: 'cheapest_above'; params: { rate: number } }
  | { code: 'cheapest_untried'; params: { rate: number } }
  | { code: 'none_above'; params: { rate: number } }
  | { code: 'only_one'; params: Record<string, never> };

export interface Pick {
  courier: CourierName;
  reason: PickReason;
}

/**
 * The suggested courier for a parcel, or null when none reaches it.
 *
 * - `fixed`: the district's courier when it reaches the address; otherwise
 *   (none fixed there, or it cannot reach) the cheapest rule decides.
 * - cheapest: among the couriers that reach the address and are priced,
 *   those whose delivered rate is at least the minimum come first, then those
 *   untried there (too few parcels to judge); the cheapest of the first group
 *   that has any wins, a higher rate breaking a tie. When every priced courier
 *   is below the minimum, the cheapest is still suggested, and the reason
 *   says that none reached it, so staff can look twice.
 */
export function pickCourier(options: readonly PickOption[], rule: PickRule, district: string | null): Pick | null {
  const reaching = options.filter((o) => o.reachable && o.cost !== null);
  if (reaching.length === 0) return null;
  if (rule.rule === 'fixed' && district) {
    const fixed = rule.byDistrict[district];
    if (fixed && reaching.some((o) => o.courier === fixed)) return { courier: fixed, reason: { code: 'fixed', params: { district } } };
  }
  if (reaching.length === 1) return { courier: reaching[0].courier, reason: { code: 'only_one', params: {} } };
  const min = rule.minDeliveredRate;
  const cheapest = (list: readonly PickOption[]) => [...list].sort((a, b) => a.cost! - b.cost! || (ratePercent(b.rate) ?? -1) - (ratePercent(a.rate) ?? -1))[0];
  const above = reaching.filter((o) => (ratePercent(o.rate) ?? -1) >= min);
  if (above.length > 0) return { courier: cheapest(above).courier, reason: { code: 'cheapest_above', params: { rate: min } } };
  const untried = reaching.filter((o) => ratePercent(o.rate) === null);
  if (untried.length > 0) return { courier: cheapest(untried).courier, reason: { code: 'cheapest_untried', params: { rate: min } } };
  return { courier: cheapest(reaching).courier, reason: { code: 'none_above', params: { rate: min } } };
}

/**
 * Cash-on-delivery settlement (issue 22): what a courier owes the shop and
 * what one payout of it comes to. Written once here so the payout dialog
 * shows, as it is typed, the same poisha the server then stores.
 */
import { minusPoisha, sumPoisha, type Poisha } from './money';

/** A delivery whose cash the courier still holds is in one of these statuses, with `collected` > 0 and no settlement. */
export const OWED_STATUSES = ['delivered', 'partly-delivered'] as const;

/** Settlement numbers: `CS-000012`. */
export const SETTLEMENT_PREFIX = 'CS-';

/** Most deliveries one payout may cover (one courier invoice; Steadfast's bulk limit). */
export const MAX_SETTLEMENT_DELIVERIES = 500;

/** The create call below /api (the engine answers the list and show at the same path). */
export const SETTLEMENTS_PATH = 'courier-settlements';

export interface PayoutFigures {
  collected: Poisha;
  fees: Poisha;
  remitted: Poisha;
}

/**
 * A payout from the cash each parcel collected and the courier's fees (one
 * total, or one fee per parcel): what reached the shop is collected less
 * fees. `remitted` is negative when the fees are more than the cash; the
 * server refuses that (400) and the dialog says so before sending.
 */
export function payoutFigures(collected: readonly Poisha[], fees: Poisha | readonly Poisha[]): PayoutFigures {
  const c = sumPoisha(collected);
  const f = typeof fees === 'number' ? fees : sumPoisha(fees);
  return { collected: c, fees: f, remitted: minusPoisha(c, f) };
}

/** The payment's reference on each covered order: the settlement and the courier, to find one from the other. */
export function settlementReference(number: string, courierLabel: string, reference?: string | null): string {
  return [`COD ${number}`, courierLabel, reference?.trim() || null].filter(Boolean).join(' · ').slice(0, 100);
}

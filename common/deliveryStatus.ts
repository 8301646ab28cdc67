import type { ColorScheme } from './resourceSpec';

/**
 * One status model for every courier (issue 22): what the deliveries list
 * shows and filters on, which move may follow which, and how each courier's
 * own words map onto it. The courier's word is kept beside ours
 * (`deliveries.courier_status`), so nothing it said is lost in the mapping.
 */

export const DELIVERY_STATUSES = [
  'pending',
  'booked',
  'picked-up',
  'in-transit',
  'delivered',
  'partly-delivered',
  'returning',
  'returned',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'Pending',
  booked: 'Booked',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  delivered: 'Delivered',
  'partly-delivered': 'Partly delivered',
  returning: 'Returning',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** The colour of each status's tag in the lists that show it (deliveries, and the orders' parcel column). */
export const DELIVERY_STATUS_COLORS = {
  pending: 'default',
  booked: 'info',
  'picked-up': 'info',
  'in-transit': 'warning',
  delivered: 'success',
  'partly-delivered': 'warning',
  returning: 'error',
  returned: 'error',
  cancelled: 'default',
} as const satisfies Record<DeliveryStatus, ColorScheme[string]>;

export const isDeliveryStatus = (value: string): value is DeliveryStatus => (DELIVERY_STATUSES as readonly string[]).includes(value);

/**
 * Which status may follow which. A parcel moves forward only; couriers skip
 * steps (Steadfast says nothing between review and delivered), so every
 * later step is allowed from an earlier one. Delivered, partly delivered,
 * returned and cancelled are final: the order has moved with them (completed
 * or cancelled, its stock back) and a later word cannot undo that. A parcel
 * can be cancelled only before the courier has it: once picked up it comes
 * back as returning / returned.
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['booked', 'cancelled'],
  booked: ['picked-up', 'in-transit', 'delivered', 'partly-delivered', 'returning', 'returned', 'cancelled'],
  'picked-up': ['in-transit', 'delivered', 'partly-delivered', 'returning', 'returned'],
  'in-transit': ['delivered', 'partly-delivered', 'returning', 'returned'],
  returning: ['returned'],
  delivered: [],
  'partly-delivered': [],
  returned: [],
  cancelled: [],
};

export function canMoveDelivery(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return DELIVERY_TRANSITIONS[from].includes(to);
}

/** A status nothing follows. */
export const isFinalDelivery = (status: DeliveryStatus): boolean => DELIVERY_TRANSITIONS[status].length === 0;

/** Statuses of a parcel the courier has been asked to carry (a label can be printed for it). */
export const BOOKED_STATUSES: readonly DeliveryStatus[] = ['booked', 'picked-up', 'in-transit', 'returning'];

/** The couriers the server knows (server/domains/deliveries/couriers). */
export const COURIERS = ['manual', 'steadfast', 'pathao', 'redx'] as const;
export type CourierName = (typeof COURIERS)[number];
export const isCourierName = (value: string): value is CourierName => (COURIERS as readonly string[]).includes(value);

export const COURIER_LABELS: Readonly<Record<CourierName, string>> = {
  manual: 'Manual (own rider)',
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
};

/** A courier's English name; a code the server no longer knows shows as it is. */
export const courierLabel = (code: string): string => (isCourierName(code) ? COURIER_LABELS[code] : code);

/**
 * Steadfast's delivery statuses (their merchant API v1, "Delivery Statuses")
 * onto ours; `null` means the word says nothing we can act on (an unknown
 * state their support has to clear) and the status stays as it is.
 * - in_review: placed, waiting for their review → booked.
 * - pending: "not delivered or cancelled yet", on its way → in transit.
 * - hold: held by them, still on its way → in transit.
 * - *_approval_pending: the rider reported it, their admin has yet to
 *   approve; the parcel's fate is known, so we move with it.
 * - cancelled: the consignment was cancelled and the parcel comes back to
 *   the merchant (their balance is updated for it) → returned.
 */
export const STEADFAST_STATUSES = {
  in_review: 'booked',
  pending: 'in-transit',
  hold: 'in-transit',
  delivered_approval_pending: 'delivered',
  partial_delivered_approval_pending: 'partly-delivered',
  cancelled_approval_pending: 'returning',
  unknown_approval_pending: null,
  delivered: 'delivered',
  partial_delivered: 'partly-delivered',
  cancelled: 'returned',
  unknown: null,
} as const satisfies Record<string, DeliveryStatus | null>;

export type SteadfastStatus = keyof typeof STEADFAST_STATUSES;

/** Our status for a Steadfast word; `null` for a word that says nothing (or one they add later). */
export function fromSteadfast(word: string): DeliveryStatus | null {
  return Object.hasOwn(STEADFAST_STATUSES, word) ? STEADFAST_STATUSES[word as SteadfastStatus] : null;
}

/**
 * RedX's parcel statuses (their Open API v1.0.0-beta: `status` of GET
 * /parcel/info and of the callback's "Status Updates and Meanings") onto ours;
 * `null` for a word we do not act on. Their words are kept as they are in
 * `courier_status`.
 * - pickup-pending: booked, waiting for their rider → booked.
 * - pickup-in-progress: their rider is on the way to the shop; the parcel is
 *   still ours → booked.
 * - ready-for-delivery: "parcel received from tenants", at their hub → picked up.
 * - delivery-in-progress: "dispatched to rider" → in transit.
 * - agent-hold: on hold at their agent, still on its way → in transit.
 * - agent-area-change: the delivery area is being changed, still on its
 *   way → in transit.
 * - agent-returning: "return in progress" → returning.
 * - delivered → delivered; returned → returned.
 * - cancelled: the merchant's cancel (PATCH /parcels) before pickup →
 *   cancelled (once picked up, the model refuses the move and their word is
 *   kept alone).
 */
export const REDX_STATUSES = {
  'pickup-pending': 'booked',
  'pickup-in-progress': 'booked',
  'ready-for-delivery': 'picked-up',
  'delivery-in-progress': 'in-transit',
  'agent-hold': 'in-transit',
  'agent-area-change': 'in-transit',
  'agent-returning': 'returning',
  delivered: 'delivered',
  returned: 'returned',
  cancelled: 'cancelled',
} as const satisfies Record<string, DeliveryStatus | null>;

export type RedxStatus = keyof typeof REDX_STATUSES;

/** Our status for a RedX word; `null` for one they add later (the status stays, their word is kept). */
export function fromRedx(word: string): DeliveryStatus | null {
  const w = word.trim().toLowerCase();
  return Object.hasOwn(REDX_STATUSES, w) ? REDX_STATUSES[w as RedxStatus] : null;
}

/**
 * Pathao's order statuses (Courier Merchant API, "Get Order Short Info":
 * `order_status` / `order_status_slug`, e.g. `Pending`, `Pickup_Requested`)
 * onto ours, keyed by the word in lower snake case (`pathaoWord`). Their
 * webhook events are the same steps (order.created, order.updated,
 * order.pickup-requested, order.assigned-for-pickup, order.picked,
 * order.pickup-failed, order.pickup-cancelled, order.at-the-sorting-hub,
 * order.in-transit, order.received-at-last-mile-hub,
 * order.assigned-for-delivery, order.delivered, order.partial-delivery,
 * order.returned, order.delivery-failed, order.on-hold, order.paid,
 * order.paid-return, order.exchanged); the webhook is only a signal, the
 * status is read from the API. `null`: the word moves nothing we act on.
 * - pending, pickup_requested, assigned_for_pickup: not yet with them → booked.
 * - pickup_failed, on_hold, delivery_failed: an attempt that did not happen or
 *   a pause; they try again or send it back, which a later word says.
 * - pickup_cancelled: cancelled before they had it → cancelled.
 * - at_the_sorting_hub … assigned_for_delivery: on its way → in transit.
 * - return: coming back to us → returning; paid_return: back with us and
 *   charged for → returned.
 * - payment_invoice (order.paid): money settled for a parcel already
 *   delivered or returned; exchange: staff judge what came back.
 */
export const PATHAO_STATUSES = {
  pending: 'booked',
  pickup_requested: 'booked',
  assigned_for_pickup: 'booked',
  picked: 'picked-up',
  pickup_failed: null,
  pickup_cancelled: 'cancelled',
  at_the_sorting_hub: 'in-transit',
  in_transit: 'in-transit',
  received_at_last_mile_hub: 'in-transit',
  assigned_for_delivery: 'in-transit',
  delivered: 'delivered',
  partial_delivery: 'partly-delivered',
  return: 'returning',
  delivery_failed: null,
  on_hold: null,
  payment_invoice: null,
  paid_return: 'returned',
  exchange: null,
} as const satisfies Record<string, DeliveryStatus | null>;

export type PathaoStatus = keyof typeof PATHAO_STATUSES;

/** Pathao's word as our table keys it: `Pickup_Requested`, `pickup-requested`, `At the Sorting HUB` → lower snake case. */
export const pathaoWord = (word: string): string =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Our status for a Pathao word; `null` for a word that says nothing (or one they add later). */
export function fromPathao(word: string): DeliveryStatus | null {
  const key = pathaoWord(word);
  return Object.hasOwn(PATHAO_STATUSES, key) ? PATHAO_STATUSES[key as PathaoStatus] : null;
}

/**
 * Where a courier's report takes a delivery now at `from`: the mapped status
 * when it is a move forward, `from` itself when the report repeats where it
 * is, and `null` when it would go backwards or past a final status (kept as
 * the courier's word only).
 */
export function reportedMove(from: DeliveryStatus, reported: DeliveryStatus | null): DeliveryStatus | null {
  if (reported === null) return null;
  if (reported === from) return from;
  return canMoveDelivery(from, reported) ? reported : null;
}

/** The statuses as the choices of a select (the deliveries' and the orders' filters). */
export const deliveryStatusOptions = DELIVERY_STATUSES.map((value) => ({ value, label: DELIVERY_STATUS_LABELS[value] }));

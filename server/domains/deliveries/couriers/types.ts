import type { CourierName, DeliveryStatus } from '../../../../common/deliveryStatus';
import type { Poisha } from '../../../../common/money';
import type { PayoutLine } from '../../../../common/payoutDifferences';

/** What a courier is asked to carry: one delivery, as the courier's booking form wants it. */
export interface Parcel {
  /** Our reference the courier keeps (the order's number; unique per courier). */
  invoice: string;
  recipientName: string;
  /** Eleven digits, 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  /** What the courier is to collect, in poisha. */
  codAmount: Poisha;
  note?: string | null;
  itemDescription?: string | null;
  /** Kilograms. */
  weight?: number | null;
  /**
   * The courier's own ids for where the parcel goes, picked by staff from the
   * courier's lists (Pathao's city, zone and area; RedX's area): couriers that
   * route by them refuse a parcel without them rather than guess from the text.
   */
  areas?: { pathao?: { city: number; zone: number; area?: number }; redx?: { areaId: number; areaName?: string } };
}

/** What a courier says it would charge for a parcel, before booking it. */
export interface CourierQuote {
  /** The delivery charge, in poisha. */
  charge: Poisha;
  /** The charge for collecting the cash, in poisha. */
  codCharge: Poisha;
  /** Whether the courier delivers there (and collects cash there, when there is cash to collect). */
  reachable: boolean;
  note?: string;
  /**
   * The cash-collection charge for any amount, when the courier's is a share
   * of the cash (Pathao's cod_percentage): one price then serves every parcel
   * to the same place, whatever it collects.
   */
  codChargeFor?(amount: Poisha): Poisha;
}

/** A booking the courier took: its ids for the parcel and where it says the parcel stands. */
export interface Booked {
  ok: true;
  consignmentId: string | null;
  trackingCode: string | null;
  /** The courier's own word, kept beside ours. */
  courierStatus: string | null;
  status: DeliveryStatus;
}

/** A booking the courier refused (or that never reached it), in words staff can act on. */
export interface Refused {
  ok: false;
  error: string;
}

export type BookingResult = Booked | Refused;

/** Where the courier says a parcel stands: its word, and ours (null when its word says nothing we act on). */
export interface CourierReport {
  courierStatus: string;
  status: DeliveryStatus | null;
  /** Cash the courier says it collected, in poisha (a webhook's delivered or partly delivered). */
  collected?: Poisha;
  /** The courier's charge for the parcel, in poisha, when it says. */
  courierFee?: Poisha;
  /** The courier's latest tracking message as it wrote it, in English and (when it gives one) Bangla, for staff to read in their language. */
  courierMessage?: { en: string; bn: string | null };
}

/** One payout of a courier's (its cash-on-delivery remittance), in one shape for every courier. */
export interface CourierPayout {
  /** The courier's id for the payout (Steadfast's payment id, Pathao's invoice id). */
  externalId: string;
  paidAt: Date;
  /** What the courier says it paid in all, in poisha; null when it does not say. */
  total: Poisha | null;
  lines: PayoutLine[];
}

/** What a payout read is told: payouts already stored (not read in detail again), and the parcels still owed to ask about. */
export interface PayoutAsk {
  known: ReadonlySet<string>;
  /** Consignment ids the shop has as delivered and not settled (couriers with no list of payouts are asked per parcel). */
  owed: readonly string[];
}

/** One event a courier pushed to our webhook, read and checked by the courier's own code. */
export interface WebhookEvent {
  /** What makes the event one event: a repeat of it finds its key taken (courier_events). */
  key: string;
  consignmentId: string;
  /** Where the parcel stands now; null for a note that moves nothing (Steadfast's tracking updates). */
  report: CourierReport | null;
  /**
   * A signal only (Pathao's, RedX's: their secret is the same for every merchant, so anyone may forge a body):
   * the report is null and the delivery's status is asked of the courier's API by a job (deliveries/webhook.ts).
   */
  refresh?: true;
  /** The courier says it paid a parcel out (Pathao's `order.paid`): a signal to read its payouts, never money by itself. */
  payout?: true;
}

/** Why a webhook call was not read: a wrong secret (401), or a body that is not the courier's (400). */
export type WebhookRefusal = 'unauthorized' | 'invalid';

/** A call from the courier, its secret right, that concerns no parcel (Pathao's panel testing the webhook): answered, recorded nowhere. */
export type WebhookAcknowledged = 'acknowledged';

/** How a courier wants its webhook calls answered (Pathao: 202 with a header of theirs); 200 and no header when absent. */
export interface WebhookReply {
  status: 200 | 202;
  headers: Readonly<Record<string, string>>;
}

/**
 * A courier behind one interface (issue 22). The deliveries module books and
 * tracks through this alone, so adding Pathao or RedX is one more file here
 * and a line in couriersFromEnv.
 */
export interface Courier {
  name: CourierName;
  /** Most parcels one call books (Steadfast's bulk: 500); 1 when there is no bulk API. */
  bulkLimit: number;
  /**
   * Books the parcels, answering one result per parcel in the same order. A
   * refusal of the whole call (a bad key, a time-out) is every parcel's
   * refusal with the reason; it never throws for what the courier says.
   */
  book(parcels: Parcel[]): Promise<BookingResult[]>;
  /** What the courier would charge for the parcel; absent when the courier has no price API. */
  quote?(parcel: Parcel): Promise<CourierQuote>;
  /** Asks the courier where a parcel stands; absent when staff move the status by hand. */
  status?(ref: { consignmentId: string | null; trackingCode: string | null }): Promise<CourierReport>;
  /** Asks the courier to cancel a parcel it has not picked up yet; never throws for what the courier says. */
  cancel?(ref: { consignmentId: string | null; trackingCode: string | null }, reason: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /**
   * Reads a call to our webhook (`POST /api/deliveries/webhooks/{courier}`):
   * checks the courier's secret header and the body; absent when the courier
   * pushes nothing or no secret is configured. `query` is the call's query
   * string, for couriers that put their credential there (RedX's callback URL).
   */
  webhook?(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
    query?: Record<string, unknown>,
  ): WebhookEvent | WebhookRefusal | WebhookAcknowledged;
  webhookReply?: WebhookReply;
  /**
   * The courier's payouts not in `known`, with their parcels; absent when the courier has no payout API.
   * Throws when the courier cannot be read (the job tries again).
   */
  payouts?(ask: PayoutAsk): Promise<CourierPayout[]>;
}

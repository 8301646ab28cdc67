import { createHash, timingSafeEqual } from 'node:crypto';
import { fromPathao } from '../../../../../common/deliveryStatus';
import { poisha, toPoisha, toTaka, ZERO, type Poisha } from '../../../../../common/money';
import type {
  BookingResult,
  Courier,
  CourierPayout,
  CourierQuote,
  CourierReport,
  Parcel,
  PayoutAsk,
  WebhookAcknowledged,
  WebhookEvent,
  WebhookRefusal,
  WebhookReply,
} from '../types';
import { readPathaoPayouts } from './payouts';
import { PathaoAreas, type PathaoArea, type PathaoCity, type PathaoZone } from './areas';
import { PathaoClient, PathaoError, type PathaoClientOptions } from './client';

export type { PathaoArea, PathaoCity, PathaoZone };

export const PATHAO_BASE_URL = 'https://api-hermes.pathao.com';
export const PATHAO_SANDBOX_URL = 'https://courier-api-sandbox.pathao.com';

/**
 * What their webhook wants back from every call (merchant panel, "Webhook
 * Integration"): status 202 and this header with this value, the same for
 * every merchant. The route answers it; the adapter only reads the call.
 */
export const PATHAO_WEBHOOK_ANSWER: WebhookReply = {
  status: 202,
  headers: { 'X-Pathao-Merchant-Webhook-Integration-Secret': 'f3992ecc-59da-4cbe-a049-a13da2018d51' },
};

/** Their codes: 48 is normal delivery (12 on demand); 2 is a parcel (1 a document). */
const NORMAL_DELIVERY = 48;
const PARCEL = 2;
/** Their weights: at least 0.5 kg (a lighter parcel is charged as 0.5), at most 10. */
const MIN_KG = 0.5;
const MAX_KG = 10;

export interface PathaoOptions extends Omit<PathaoClientOptions, 'baseUrl'> {
  baseUrl?: string;
  /** The merchant's store parcels are picked up from (their panel, or GET /stores). */
  storeId: number;
  /** The secret typed in their panel's webhook settings, sent back in X-PATHAO-Signature; absent: their calls are refused. */
  webhookSecret?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const dataOf = (body: unknown): Record<string, unknown> | null => (isRecord(body) && isRecord(body.data) ? body.data : null);
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const refused = (error: string): BookingResult => ({ ok: false, error });

/**
 * Pathao Courier's merchant API (the "Pathao Courier Merchant API
 * Integration" page): OAuth token, one order per POST /aladdin/api/v1/orders,
 * order info by consignment id, the price plan, and their city / zone / area
 * lists, which a parcel must carry (`areas.pathao`) to be booked. Our order
 * number is their `merchant_order_id`.
 */
export class PathaoCourier implements Courier {
  readonly name = 'pathao' as const;
  /**
   * One parcel a call. Their bulk call (POST /orders/bulk) answers 202 with
   * `data: true` and books later, without a consignment id or a refusal per
   * parcel: those would come only by their webhook, which anyone can forge.
   * One by one, within the rate limit, each parcel gets its id or its reason
   * in the answer.
   */
  readonly bulkLimit = 1;
  readonly webhookReply = PATHAO_WEBHOOK_ANSWER;
  private readonly client: PathaoClient;
  private readonly lists: PathaoAreas;

  constructor(private readonly options: PathaoOptions) {
    this.client = new PathaoClient({ ...options, baseUrl: options.baseUrl ?? PATHAO_BASE_URL });
    this.lists = new PathaoAreas(this.client);
  }

  cities(): Promise<PathaoCity[]> {
    return this.lists.cities();
  }

  zones(cityId: number): Promise<PathaoZone[]> {
    return this.lists.zones(cityId);
  }

  areas(zoneId: number): Promise<PathaoArea[]> {
    return this.lists.areas(zoneId);
  }

  /** The merchant's stores (GET /aladdin/api/v1/stores): what "Test connection" asks after a token, a call that changes nothing. */
  async stores(): Promise<{ id: number; name: string }[]> {
    const page = dataOf(await this.client.request('GET', '/aladdin/api/v1/stores'));
    const rows = page && Array.isArray(page.data) ? page.data : [];
    return rows.flatMap((r) =>
      isRecord(r) && typeof r.store_id === 'number' ? [{ id: r.store_id, name: typeof r.store_name === 'string' ? r.store_name : String(r.store_id) }] : [],
    );
  }

  async book(parcels: Parcel[]): Promise<BookingResult[]> {
    const results: BookingResult[] = [];
    for (const parcel of parcels) results.push(await this.bookOne(parcel));
    return results;
  }

  async status(ref: { consignmentId: string | null; trackingCode: string | null }): Promise<CourierReport> {
    // Their consignment id is the tracking number too.
    const id = ref.consignmentId ?? ref.trackingCode;
    if (!id) throw new Error('The delivery has no Pathao consignment id');
    const data = dataOf(await this.client.request('GET', `/aladdin/api/v1/orders/${encodeURIComponent(id)}/info`));
    const word = data ? [data.order_status_slug, data.order_status].find((w): w is string => typeof w === 'string' && w.trim() !== '') : undefined;
    if (!word) throw new Error('Pathao answered without an order status');
    return { courierStatus: word, status: fromPathao(word) };
  }

  /** Their invoices paying out the owed parcels asked about (payouts.ts). */
  payouts(ask: PayoutAsk): Promise<CourierPayout[]> {
    return readPathaoPayouts(this.client, ask);
  }

  /** Their price plan for the parcel (POST /merchant/price-plan): the charge, and the cash-collection charge on what is collected. */
  async quote(parcel: Parcel): Promise<CourierQuote> {
    const where = parcel.areas?.pathao;
    if (!where) return { charge: ZERO, codCharge: ZERO, reachable: false, note: 'Pick Pathao’s city and zone for this address first' };
    const weight = weightOf(parcel);
    if (weight === null) return { charge: ZERO, codCharge: ZERO, reachable: false, note: `Pathao carries at most ${MAX_KG} kg` };
    let body: unknown;
    try {
      body = await this.client.request('POST', '/aladdin/api/v1/merchant/price-plan', {
        store_id: this.options.storeId,
        item_type: PARCEL,
        delivery_type: NORMAL_DELIVERY,
        item_weight: weight,
        recipient_city: where.city,
        recipient_zone: where.zone,
      });
    } catch (err) {
      // A refusal of the place (no plan for that zone) is an answer: not reachable. A bad key or an outage is not.
      if (err instanceof PathaoError && err.kind === 'answered' && err.status !== 401 && err.status !== 403) {
        return { charge: ZERO, codCharge: ZERO, reachable: false, note: err.message };
      }
      throw err;
    }
    const data = dataOf(body);
    const price = data?.final_price ?? data?.price;
    if (typeof price !== 'number' && typeof price !== 'string') throw new Error('Pathao answered without a price');
    const fraction = Number(data?.cod_percentage ?? 0);
    const codEnabled = data?.cod_enabled !== 0 && data?.cod_enabled !== false;
    const collects = parcel.codAmount > 0;
    const codChargeFor = (amount: Poisha) => (amount > 0 && Number.isFinite(fraction) ? fractionOf(amount, fraction) : ZERO);
    return {
      charge: toPoisha(price),
      codCharge: codChargeFor(parcel.codAmount),
      codChargeFor,
      reachable: codEnabled || !collects,
      ...(collects && !codEnabled ? { note: 'Pathao does not collect cash there' } : {}),
    };
  }

  /**
   * Their webhook (merchant panel, "Webhook Integration"): a POST with
   * `X-PATHAO-Signature` set to the secret typed in their panel and a body
   * `{consignment_id, merchant_order_id, store_id, event: "order.…",
   * updated_at, timestamp, …}`. The secret travels as it is, so it proves
   * little: the call is only a signal to ask their API (`refresh`), never a
   * report. Their panel's test call (`event: "webhook_integration"`) and
   * store events concern no parcel and are not read here.
   */
  webhook(headers: Record<string, string | string[] | undefined>, body: unknown): WebhookEvent | WebhookRefusal | WebhookAcknowledged {
    const expected = this.options.webhookSecret;
    const raw = headers['x-pathao-signature'];
    const given = typeof raw === 'string' ? raw.trim() : undefined;
    if (!expected || !given || !sameSecret(given, expected)) return 'unauthorized';
    if (!isRecord(body) || typeof body.event !== 'string') return 'invalid';
    // Their panel's test call, and store events: answered as they ask, about no parcel.
    if (!body.event.startsWith('order.')) return 'acknowledged';
    const consignmentId = typeof body.consignment_id === 'string' ? body.consignment_id.trim() : '';
    if (!consignmentId) return 'invalid';
    const at = typeof body.timestamp === 'string' ? body.timestamp : typeof body.updated_at === 'string' ? body.updated_at : '';
    // order.paid: Pathao says it paid the parcel out; only its API's invoice id is believed (payouts.ts).
    const paid = body.event === 'order.paid' ? ({ payout: true } as const) : {};
    return { key: `${consignmentId}:${body.event}:${at}`.slice(0, 500), consignmentId, report: null, refresh: true, ...paid };
  }

  private async bookOne(parcel: Parcel): Promise<BookingResult> {
    const where = parcel.areas?.pathao;
    if (!where) return refused('Pathao needs the city and zone of the address: pick them from Pathao’s lists, then book again');
    const local = checkLocally(parcel);
    const weight = weightOf(parcel);
    if (local || weight === null) return refused(local ?? `item_weight: Pathao carries at most ${MAX_KG} kg`);
    try {
      const data = dataOf(await this.client.request('POST', '/aladdin/api/v1/orders', this.orderOf(parcel, where, weight)));
      if (!data || (typeof data.consignment_id !== 'string' && typeof data.consignment_id !== 'number')) {
        return refused(`Pathao answered without a consignment id; check its panel for order ${parcel.invoice} before booking again`);
      }
      return booked(data);
    } catch (err) {
      if (err instanceof PathaoError && err.kind === 'uncertain') return this.afterLostAnswer(parcel, err);
      return refused(messageOf(err));
    }
  }

  /**
   * A booking whose answer was lost (a 5xx, a time-out) may have been made:
   * Pathao is asked for an order with our number before anyone books again,
   * so a parcel is never booked twice.
   */
  private async afterLostAnswer(parcel: Parcel, lost: PathaoError): Promise<BookingResult> {
    let found: Record<string, unknown> | null;
    try {
      found = await this.findByInvoice(parcel.invoice);
    } catch (err) {
      return refused(
        `${lost.message}, and Pathao could not be asked whether it booked order ${parcel.invoice} (${messageOf(err)}): check Pathao’s panel before booking it again`,
      );
    }
    if (found) return booked(found);
    return refused(`${lost.message}; Pathao has no order ${parcel.invoice}, so it was not booked: book it again`);
  }

  /**
   * Their order with our number, or null when they have none. GET
   * /orders?merchant_order_id= is not on their documentation page (only the
   * info by consignment id is); integrations use it. An answer listing only
   * other orders means the filter was not applied: that is no proof the
   * order is absent, so it throws rather than say "not booked".
   */
  private async findByInvoice(invoice: string): Promise<Record<string, unknown> | null> {
    const body = await this.client.request('GET', `/aladdin/api/v1/orders?merchant_order_id=${encodeURIComponent(invoice)}`);
    const outer = isRecord(body) ? body.data : undefined;
    const list = Array.isArray(outer) ? outer : isRecord(outer) && Array.isArray(outer.data) ? outer.data : null;
    if (!list) throw new Error('Pathao’s answer had no order list');
    const rows = list.filter(isRecord);
    const mine = rows.find((r) => String(r.merchant_order_id) === invoice && (typeof r.consignment_id === 'string' || typeof r.consignment_id === 'number'));
    if (mine) return mine;
    if (rows.length > 0) throw new Error('Pathao listed other orders only');
    return null;
  }

  private orderOf(p: Parcel, where: { city: number; zone: number; area?: number }, weight: number) {
    return {
      store_id: this.options.storeId,
      merchant_order_id: p.invoice,
      recipient_name: p.recipientName,
      recipient_phone: p.recipientPhone,
      recipient_address: p.recipientAddress,
      recipient_city: where.city,
      recipient_zone: where.zone,
      ...(where.area ? { recipient_area: where.area } : {}),
      delivery_type: NORMAL_DELIVERY,
      item_type: PARCEL,
      item_quantity: 1,
      item_weight: weight,
      // Their amount is whole taka: a due with poisha is rounded to the nearest taka.
      amount_to_collect: Math.round(toTaka(p.codAmount)),
      ...(p.itemDescription ? { item_description: p.itemDescription } : {}),
      ...(p.note ? { special_instruction: p.note } : {}),
    };
  }
}

/** The weight their form takes: at least 0.5 kg; null when over their 10 kg. */
function weightOf(p: Parcel): number | null {
  const kg = p.weight ?? MIN_KG;
  if (kg > MAX_KG) return null;
  return Math.max(MIN_KG, kg);
}

/** What their form refuses, said before asking (their page: address at least 10 characters; the weight is weightOf's). */
function checkLocally(p: Parcel): string | null {
  if (!/^01\d{9}$/.test(p.recipientPhone)) return 'recipient_phone: must be an 11-digit phone number';
  if (p.recipientName.trim().length < 3 || p.recipientName.length > 100) return 'recipient_name: 3 to 100 characters';
  if (p.recipientAddress.trim().length < 10 || p.recipientAddress.length > 220) return 'recipient_address: 10 to 220 characters';
  return null;
}

function booked(data: Record<string, unknown>): BookingResult {
  const id = String(data.consignment_id);
  const word = typeof data.order_status === 'string' && data.order_status ? data.order_status : 'Pending';
  // A booking is booked, whatever later word a looked-up order already carries: asking the status moves it on.
  return { ok: true, consignmentId: id, trackingCode: id, courierStatus: word, status: 'booked' };
}

/** `fraction` (their cod_percentage, 0.01 for 1 %) of an amount, to the poisha, half away from zero; exact to a millionth. */
function fractionOf(amount: Poisha, fraction: number): Poisha {
  const millionths = Math.round(fraction * 1_000_000);
  const num = amount * millionths;
  const q = Math.trunc(num / 1_000_000);
  const r = num - q * 1_000_000;
  return poisha(Math.abs(r) * 2 >= 1_000_000 ? q + Math.sign(num) : q);
}

/** Compares secrets in constant time whatever their lengths (both hashed first). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

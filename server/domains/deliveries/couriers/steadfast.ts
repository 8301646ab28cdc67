import { createHash, timingSafeEqual } from 'node:crypto';
import { fromSteadfast } from '../../../../common/deliveryStatus';
import { parseTaka, toTaka, type Poisha } from '../../../../common/money';
import { readSteadfastPayouts } from './steadfastPayouts';
import type { BookingResult, Courier, CourierPayout, CourierReport, Parcel, PayoutAsk, WebhookEvent, WebhookRefusal } from './types';

export const STEADFAST_BASE_URL = 'https://portal.packzy.com/api/v1';
/** Their bulk create takes at most 500 orders in `data`. */
export const STEADFAST_BULK_LIMIT = 500;

export interface SteadfastOptions {
  apiKey: string;
  secretKey: string;
  baseUrl?: string;
  /** How long one call may take before the booking is reported as failed. */
  timeoutMs?: number;
  /** The Bearer token their webhook sends (typed in their panel); absent: their pushes are refused. */
  webhookToken?: string;
}

/** One order as their create calls take it (merchant API v1, "Placing an order"). */
interface SteadfastOrder {
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note?: string;
  item_description?: string;
}

/** A consignment as their answers carry it. */
interface SteadfastConsignment {
  invoice?: string;
  consignment_id?: number | string | null;
  tracking_code?: string | null;
  status?: string;
  /** Bulk entries refused carry what was wrong where they say it. */
  error?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** A call that did not end in a usable answer, in words staff can act on. */
class SteadfastRefusal extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Their validation answers: `{message, errors: {field: [reasons]}}` (Laravel), or a plain message. */
function reasonOf(body: unknown): string | null {
  if (!isRecord(body)) return typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : null;
  const errors = body.errors;
  if (isRecord(errors)) {
    const parts = Object.entries(errors).map(([field, why]) => `${field}: ${Array.isArray(why) ? why.join(' ') : String(why)}`);
    if (parts.length > 0) return parts.join('; ');
  }
  for (const key of ['message', 'error']) if (typeof body[key] === 'string' && body[key]) return body[key];
  return null;
}

/**
 * Steadfast Courier's merchant API (v1, https://portal.packzy.com/api/v1):
 * `Api-Key` and `Secret-Key` headers on every call; POST /create_order for
 * one parcel, POST /create_order/bulk-order with up to 500 in `data`, GET
 * /status_by_cid/{id} for where a consignment stands. Our order number is
 * their `invoice`, which they keep unique: a booking retried after a
 * time-out that did reach them is refused as a duplicate rather than sent
 * twice.
 */
export class SteadfastCourier implements Courier {
  readonly name = 'steadfast' as const;
  readonly bulkLimit = STEADFAST_BULK_LIMIT;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: SteadfastOptions) {
    this.baseUrl = (options.baseUrl ?? STEADFAST_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  async book(parcels: Parcel[]): Promise<BookingResult[]> {
    if (parcels.length === 0) return [];
    const results: BookingResult[] = [];
    for (let i = 0; i < parcels.length; i += STEADFAST_BULK_LIMIT) {
      const chunk = parcels.slice(i, i + STEADFAST_BULK_LIMIT);
      results.push(...(chunk.length === 1 ? [await this.bookOne(chunk[0])] : await this.bookMany(chunk)));
    }
    return results;
  }

  async status(ref: { consignmentId: string | null; trackingCode: string | null }): Promise<CourierReport> {
    const path = ref.consignmentId
      ? `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`
      : ref.trackingCode
        ? `/status_by_trackingcode/${encodeURIComponent(ref.trackingCode)}`
        : null;
    if (!path) throw new SteadfastRefusal('The delivery has no Steadfast consignment id or tracking code');
    const body = await this.call('GET', path);
    const word = isRecord(body) && typeof body.delivery_status === 'string' ? body.delivery_status : null;
    if (!word) throw new SteadfastRefusal(reasonOf(body) ?? 'Steadfast answered without a delivery status');
    return { courierStatus: word, status: fromSteadfast(word) };
  }

  /** Their payments not yet stored, each with its consignments (steadfastPayouts.ts). */
  payouts(ask: PayoutAsk): Promise<CourierPayout[]> {
    return readSteadfastPayouts((path) => this.call('GET', path), ask);
  }

  /** Their current balance in poisha (GET /get_balance): what "Test connection" asks, a call that changes nothing. */
  async balance(): Promise<Poisha> {
    const body = await this.call('GET', '/get_balance');
    const value =
      isRecord(body) && (typeof body.current_balance === 'number' || typeof body.current_balance === 'string') ? parseTaka(body.current_balance) : null;
    if (value === null) throw new SteadfastRefusal(reasonOf(body) ?? 'Steadfast answered without a balance');
    return value;
  }

  /**
   * Their webhook (merchant panel, "Webhook Integration"): a POST with
   * `Authorization: Bearer <token>` and a JSON body whose
   * `notification_type` is `delivery_status` (consignment_id, invoice,
   * cod_amount, status, delivery_charge, tracking_message, updated_at) or
   * `tracking_update` (a message only). Their status words come as written
   * in the API ("delivered") or capitalised ("Delivered").
   */
  webhook(headers: Record<string, string | string[] | undefined>, body: unknown): WebhookEvent | WebhookRefusal {
    const expected = this.options.webhookToken;
    const given = typeof headers.authorization === 'string' ? /^Bearer\s+(.+)$/i.exec(headers.authorization.trim())?.[1] : undefined;
    if (!expected || !given || !sameSecret(given, expected)) return 'unauthorized';
    if (!isRecord(body) || (typeof body.consignment_id !== 'number' && typeof body.consignment_id !== 'string')) return 'invalid';
    const consignmentId = String(body.consignment_id);
    const type = String(body.notification_type ?? '');
    const at = String(body.updated_at ?? '');
    if (type === 'tracking_update')
      return { key: `${consignmentId}:tracking:${at}:${String(body.tracking_message ?? '')}`.slice(0, 500), consignmentId, report: null };
    if (type !== 'delivery_status' || typeof body.status !== 'string' || !body.status.trim()) return 'invalid';
    const word = body.status.trim().toLowerCase().replace(/\s+/g, '_');
    const status = fromSteadfast(word);
    const amount = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? (parseTaka(v) ?? undefined) : undefined);
    const report: CourierReport = {
      courierStatus: word,
      status,
      ...(status === 'delivered' || status === 'partly-delivered' ? { collected: amount(body.cod_amount) } : {}),
      ...(amount(body.delivery_charge) !== undefined ? { courierFee: amount(body.delivery_charge) } : {}),
    };
    return { key: `${consignmentId}:${word}:${at}`, consignmentId, report };
  }

  private async bookOne(parcel: Parcel): Promise<BookingResult> {
    const local = this.checkLocally(parcel);
    if (local) return { ok: false, error: local };
    try {
      const body = await this.call('POST', '/create_order', orderOf(parcel));
      const consignment = isRecord(body) && isRecord(body.consignment) ? (body.consignment as SteadfastConsignment) : null;
      if (!consignment || consignment.consignment_id == null) return { ok: false, error: reasonOf(body) ?? 'Steadfast did not create the consignment' };
      return booked(consignment);
    } catch (err) {
      return { ok: false, error: messageOf(err) };
    }
  }

  private async bookMany(parcels: Parcel[]): Promise<BookingResult[]> {
    const results: (BookingResult | null)[] = parcels.map((p) => {
      const local = this.checkLocally(p);
      return local ? { ok: false, error: local } : null;
    });
    const sending = parcels.filter((_, i) => results[i] === null);
    if (sending.length === 0) return results as BookingResult[];
    let answer: unknown;
    try {
      answer = await this.call('POST', '/create_order/bulk-order', { data: sending.map(orderOf) });
    } catch (err) {
      const error = messageOf(err);
      return results.map((r) => r ?? { ok: false, error });
    }
    // A list, or `{data: [...]}` when some entries were refused (their documentation shows both).
    const entries = Array.isArray(answer) ? answer : isRecord(answer) && Array.isArray(answer.data) ? answer.data : [];
    const byInvoice = new Map<string, SteadfastConsignment>();
    for (const e of entries) if (isRecord(e) && typeof e.invoice === 'string') byInvoice.set(e.invoice, e as SteadfastConsignment);
    return parcels.map((p, i) => {
      const done = results[i];
      if (done) return done;
      const e = byInvoice.get(p.invoice);
      if (!e) return { ok: false, error: reasonOf(answer) ?? 'Steadfast’s answer did not mention this parcel' };
      if (e.status !== 'success' || e.consignment_id == null) return { ok: false, error: reasonOf(e) ?? 'Steadfast refused this parcel' };
      return booked(e);
    });
  }

  /** What their form refuses, said before asking (their limits: name 100, address 250 characters, phone 11 digits). */
  private checkLocally(p: Parcel): string | null {
    if (!/^01\d{9}$/.test(p.recipientPhone)) return 'recipient_phone: must be an 11-digit phone number';
    if (p.recipientName.length > 100) return 'recipient_name: at most 100 characters';
    if (p.recipientAddress.length > 250) return 'recipient_address: at most 250 characters';
    return null;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'Api-Key': this.options.apiKey,
          'Secret-Key': this.options.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new SteadfastRefusal(`Steadfast did not answer within ${Math.round(this.timeoutMs / 1000)} s; check its panel before booking again`);
      }
      throw new SteadfastRefusal(`Steadfast could not be reached (${err instanceof Error ? err.message : String(err)})`);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status says what happened.
    }
    if (res.status === 401 || res.status === 403) throw new SteadfastRefusal(`Steadfast refused the API key or secret (${res.status})`);
    if (!res.ok) throw new SteadfastRefusal(`Steadfast refused the booking (${res.status}): ${reasonOf(parsed) ?? res.statusText}`);
    // Some refusals come back as 200 with their own status inside.
    if (isRecord(parsed) && typeof parsed.status === 'number' && parsed.status >= 400) {
      throw new SteadfastRefusal(`Steadfast refused the booking (${parsed.status}): ${reasonOf(parsed) ?? 'no reason given'}`);
    }
    return parsed;
  }
}

function orderOf(p: Parcel): SteadfastOrder {
  return {
    invoice: p.invoice,
    recipient_name: p.recipientName,
    recipient_phone: p.recipientPhone,
    recipient_address: p.recipientAddress,
    cod_amount: toTaka(p.codAmount),
    ...(p.note ? { note: p.note } : {}),
    ...(p.itemDescription ? { item_description: p.itemDescription } : {}),
  };
}

function booked(c: SteadfastConsignment): BookingResult {
  const word = typeof c.status === 'string' && c.status !== 'success' ? c.status : 'in_review';
  return {
    ok: true,
    consignmentId: String(c.consignment_id),
    trackingCode: c.tracking_code ?? null,
    courierStatus: word,
    // A new consignment waits for their review: booked.
    status: fromSteadfast(word) ?? 'booked',
  };
}

/** Compares secrets in constant time whatever their lengths (both hashed first). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

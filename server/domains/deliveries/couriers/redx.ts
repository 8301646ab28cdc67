import { createHash, timingSafeEqual } from 'node:crypto';
import { fromRedx } from '../../../../common/deliveryStatus';
import { parseTaka, toTaka, ZERO } from '../../../../common/money';
import { isRecord, messageOf, reasonOf, REDX_BASE_URL, redxCall, RedxRefusal, type RedxHttpOptions } from './redx/http';
import { areasOf, latestTracking, storeOf, storesOf, type NewRedxPickupStore, type RedxArea, type RedxParcelRequest, type RedxPickupStore } from './redx/wire';
import type { BookingResult, Courier, CourierQuote, CourierReport, Parcel, WebhookEvent, WebhookRefusal } from './types';

export { REDX_BASE_URL, REDX_SANDBOX_URL } from './redx/http';
export type { RedxArea, RedxPickupStore } from './redx/wire';

export interface RedxOptions {
  /** The API access token from their merchant panel (Developer API). */
  token: string;
  /** Production by default; the sandbox (REDX_SANDBOX_URL) or a test server. */
  baseUrl?: string;
  /** The pickup store parcels are collected from; absent: their default store for the account. */
  pickupStoreId?: number;
  /** The `token` our callback URL carries (`…/webhooks/redx?token=…`); absent: their callbacks are refused. */
  callbackToken?: string;
  /** How long one call may take before it is reported as failed. */
  timeoutMs?: number;
  /** Closed box: the customer may not open the parcel before paying. */
  closedBox?: boolean;
}

/** A parcel's weight when the order says none: their docs' sample (500 g), about one folded garment. */
const DEFAULT_WEIGHT_GRAMS = 500;
/** How long the list of their areas is kept to name an area given by id only. */
const AREAS_KEPT_MS = 60 * 60 * 1000;

type Ref = { consignmentId: string | null; trackingCode: string | null };

/**
 * RedX's Open API (v1.0.0-beta, https://openapi.redx.com.bd/v1.0.0-beta;
 * sandbox https://sandbox.redx.com.bd/v1.0.0-beta): `API-ACCESS-TOKEN:
 * Bearer <token>` on every call; POST /parcel books one parcel (there is no
 * bulk call), GET /parcel/info/{id} and /parcel/track/{id} say where it
 * stands, PATCH /parcels cancels, GET /charge/charge_calculator quotes, GET
 * /areas and /pickup/stores list what booking needs. Their tracking id is
 * both our consignment id and our tracking code.
 */
export class RedxCourier implements Courier {
  readonly name = 'redx' as const;
  readonly bulkLimit = 1;
  private readonly http: RedxHttpOptions;
  private areaList: { at: number; areas: RedxArea[] } | null = null;
  private pickupArea: number | null = null;

  constructor(private readonly options: RedxOptions) {
    this.http = {
      token: options.token,
      baseUrl: (options.baseUrl ?? REDX_BASE_URL).replace(/\/+$/, ''),
      timeoutMs: options.timeoutMs ?? 20_000,
    };
  }

  async book(parcels: Parcel[]): Promise<BookingResult[]> {
    // One call per parcel, one after another: their API books one at a time.
    const results: BookingResult[] = [];
    for (const p of parcels) results.push(await this.bookOne(p));
    return results;
  }

  async status(ref: Ref): Promise<CourierReport> {
    const id = trackingIdOf(ref);
    // The status comes from /parcel/info; the words staff read (English and Bangla) from /parcel/track,
    // which is only a nicety: its failure leaves the report without a message.
    const [info, track] = await Promise.all([
      this.call('GET', `/parcel/info/${encodeURIComponent(id)}`),
      this.call('GET', `/parcel/track/${encodeURIComponent(id)}`).catch(() => null),
    ]);
    const parcel = isRecord(info) && isRecord(info.parcel) ? info.parcel : null;
    const word = parcel && typeof parcel.status === 'string' && parcel.status.trim() ? parcel.status.trim() : null;
    if (!parcel || !word) throw new RedxRefusal(reasonOf(info) ?? 'RedX answered without a parcel status');
    const fee = typeof parcel.charge === 'number' || typeof parcel.charge === 'string' ? parseTaka(parcel.charge) : null;
    const message = latestTracking(track);
    return {
      courierStatus: word,
      status: fromRedx(word),
      ...(fee !== null ? { courierFee: fee } : {}),
      ...(message ? { courierMessage: message } : {}),
    };
  }

  /** Update Parcel: the status set to `cancelled` with the reason; they accept it before pickup only. */
  async cancel(ref: Ref, reason: string): Promise<{ ok: true } | { ok: false; error: string }> {
    try {
      const body = await this.call('PATCH', '/parcels', {
        entity_type: 'parcel-tracking-id',
        entity_id: trackingIdOf(ref),
        update_details: { property_name: 'status', new_value: 'cancelled', reason: reason.trim() || 'Cancelled by the shop' },
      });
      if (isRecord(body) && body.success === true) return { ok: true };
      return { ok: false, error: reasonOf(body) ?? 'RedX did not cancel the parcel' };
    } catch (err) {
      return { ok: false, error: messageOf(err) };
    }
  }

  /**
   * Calculate Parcel Charge: from the pickup store's area to the parcel's.
   * An area they refuse (a 4xx) is unreachable with their reason; a failure
   * of theirs (a time-out, a 5xx, a refused token) throws.
   */
  async quote(parcel: Parcel): Promise<CourierQuote> {
    const area = parcel.areas?.redx;
    if (!area) return { charge: ZERO, codCharge: ZERO, reachable: false, note: 'The address has no RedX delivery area' };
    const query = new URLSearchParams({
      delivery_area_id: String(area.areaId),
      pickup_area_id: String(await this.pickupAreaId()),
      cash_collection_amount: String(toTaka(parcel.codAmount)),
      weight: String(gramsOf(parcel)),
    });
    let body: unknown;
    try {
      body = await this.call('GET', `/charge/charge_calculator?${query.toString()}`);
    } catch (err) {
      if (err instanceof RedxRefusal && err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 403) {
        return { charge: ZERO, codCharge: ZERO, reachable: false, note: err.message };
      }
      throw err;
    }
    const amount = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? parseTaka(v) : null);
    const charge = isRecord(body) ? amount(body.deliveryCharge) : null;
    if (charge === null) throw new RedxRefusal(reasonOf(body) ?? 'RedX answered without a delivery charge');
    return { charge, codCharge: (isRecord(body) ? amount(body.codCharge) : null) ?? ZERO, reachable: true };
  }

  /** Their delivery areas: all, by post code, or by district (Get Areas, … Against Postal Code, … Against District Name). */
  async areas(filter: { postCode?: string | number; district?: string } = {}): Promise<RedxArea[]> {
    const query =
      filter.postCode !== undefined
        ? `?post_code=${encodeURIComponent(String(filter.postCode))}`
        : filter.district
          ? `?district_name=${encodeURIComponent(filter.district)}`
          : '';
    return areasOf(await this.call('GET', `/areas${query}`));
  }

  async pickupStores(): Promise<RedxPickupStore[]> {
    return storesOf(await this.call('GET', '/pickup/stores'));
  }

  async createPickupStore(store: NewRedxPickupStore): Promise<RedxPickupStore> {
    const made = storeOf(await this.call('POST', '/pickup/store', store));
    if (!made) throw new RedxRefusal('RedX did not create the pickup store');
    return made;
  }

  /**
   * Their callback (Webhook Integration): a POST to the URL typed in their
   * panel, the credential in its query string (`?token=…`), a JSON body of
   * tracking_number, timestamp, status, message_en, message_bn,
   * invoice_number. A token in a URL ends up in logs and proxies, so the body
   * is trusted for nothing: it is a signal to ask their API (`refresh`),
   * never a report applied as it stands.
   */
  webhook(_headers: Record<string, string | string[] | undefined>, body: unknown, query?: Record<string, unknown>): WebhookEvent | WebhookRefusal {
    const expected = this.options.callbackToken;
    const raw = query?.token;
    const given = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : undefined;
    if (!expected || !given || !sameSecret(given, expected)) return 'unauthorized';
    if (!isRecord(body)) return 'invalid';
    const tracking = typeof body.tracking_number === 'string' || typeof body.tracking_number === 'number' ? String(body.tracking_number).trim() : '';
    const status = typeof body.status === 'string' ? body.status.trim() : '';
    if (!tracking || !status) return 'invalid';
    const at = typeof body.timestamp === 'string' || typeof body.timestamp === 'number' ? String(body.timestamp) : '';
    return { key: `${tracking}:${status}:${at}`.slice(0, 500), consignmentId: tracking, report: null, refresh: true };
  }

  private async bookOne(p: Parcel): Promise<BookingResult> {
    const local = checkLocally(p);
    if (local) return { ok: false, error: local };
    const area = p.areas!.redx!;
    let areaName = area.areaName?.trim();
    try {
      areaName ||= await this.areaName(area.areaId);
    } catch (err) {
      return { ok: false, error: `RedX's areas could not be read to name area ${area.areaId}: ${messageOf(err)}` };
    }
    if (!areaName) return { ok: false, error: `delivery_area_id: RedX has no delivery area ${area.areaId}` };
    let body: unknown;
    try {
      body = await this.call('POST', '/parcel', this.requestOf(p, area.areaId, areaName));
    } catch (err) {
      // Their API has no look-up by our invoice (a parcel is found by its tracking id alone), so an answer
      // lost after the request left cannot be checked here; booking again could make a second parcel.
      // Staff are told to look in their panel first; the delivery stays pending with this reason.
      if (err instanceof RedxRefusal && err.unknownOutcome) {
        return {
          ok: false,
          error: `${err.message}; it may have booked the parcel all the same: look for invoice ${p.invoice} in RedX's panel before booking again`,
        };
      }
      return { ok: false, error: messageOf(err) };
    }
    const id = isRecord(body) && (typeof body.tracking_id === 'string' || typeof body.tracking_id === 'number') ? String(body.tracking_id) : '';
    if (!id) return { ok: false, error: reasonOf(body) ?? 'RedX did not create the parcel' };
    // A new parcel waits for their pickup.
    return { ok: true, consignmentId: id, trackingCode: id, courierStatus: 'pickup-pending', status: 'booked' };
  }

  private requestOf(p: Parcel, areaId: number, areaName: string): RedxParcelRequest {
    const cod = toTaka(p.codAmount);
    return {
      customer_name: p.recipientName,
      customer_phone: p.recipientPhone,
      delivery_area: areaName,
      delivery_area_id: areaId,
      customer_address: p.recipientAddress,
      // Both names of the invoice field: the current docs' and the one their older docs and clients send.
      merchant_invoice_id: p.invoice,
      tenant_invoice_id: p.invoice,
      cash_collection_amount: String(cod),
      parcel_weight: gramsOf(p),
      ...(p.note?.trim() ? { instruction: p.note.trim() } : {}),
      // The declared value (their compensation): what the customer pays on the doorstep, the one value a parcel carries.
      value: cod,
      is_closed_box: this.options.closedBox ?? false,
      ...(this.options.pickupStoreId !== undefined ? { pickup_store_id: this.options.pickupStoreId } : {}),
      ...(p.itemDescription?.trim() ? { parcel_details_json: [{ name: p.itemDescription.trim(), category: 'clothing', value: cod }] } : {}),
    };
  }

  /** The name of an area given by id only (their form wants both), from their list, kept an hour. */
  private async areaName(id: number): Promise<string | undefined> {
    if (!this.areaList || Date.now() - this.areaList.at > AREAS_KEPT_MS) this.areaList = { at: Date.now(), areas: await this.areas() };
    return this.areaList.areas.find((a) => a.id === id)?.name;
  }

  /** The area parcels are picked up from: the configured store's, else the account's first store's. */
  private async pickupAreaId(): Promise<number> {
    if (this.pickupArea !== null) return this.pickupArea;
    const id = this.options.pickupStoreId;
    const store =
      id !== undefined
        ? storeOf(((b) => (isRecord(b) ? b.pickup_store : null))(await this.call('GET', `/pickup/store/info/${id}`)))
        : ((await this.pickupStores())[0] ?? null);
    if (!store?.area_id) throw new RedxRefusal('RedX has no pickup store for this account to quote from');
    this.pickupArea = store.area_id;
    return store.area_id;
  }

  private call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
    return redxCall(this.http, method, path, body);
  }
}

/** What their form refuses, said before asking: no area, a phone that is not 01XXXXXXXXX, an empty name or address. */
function checkLocally(p: Parcel): string | null {
  const area = p.areas?.redx;
  if (!area || !Number.isSafeInteger(area.areaId) || area.areaId <= 0) {
    return 'delivery_area_id: the address has no RedX delivery area; choose one before booking with RedX';
  }
  if (!/^01\d{9}$/.test(p.recipientPhone)) return 'customer_phone: must be an 11-digit phone number';
  if (!p.recipientName.trim()) return 'customer_name: required';
  if (!p.recipientAddress.trim()) return 'customer_address: required';
  return null;
}

function trackingIdOf(ref: Ref): string {
  const id = ref.consignmentId ?? ref.trackingCode;
  if (!id) throw new RedxRefusal('The delivery has no RedX tracking id');
  return id;
}

/** The parcel's weight in grams, as their form and calculator take it. */
const gramsOf = (p: Parcel) => (p.weight && p.weight > 0 ? Math.max(1, Math.round(p.weight * 1000)) : DEFAULT_WEIGHT_GRAMS);

/** Compares secrets in constant time whatever their lengths (both hashed first). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

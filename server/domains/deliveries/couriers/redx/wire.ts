import { isRecord } from './http';

/**
 * RedX Open API's shapes (v1.0.0-beta docs: Create Parcel, Get Areas, Get
 * Pickup Stores, Track Parcel) and the readers that turn their answers into
 * typed values, skipping entries that do not have the documented fields.
 */

/** One delivery area as GET /areas answers it. */
export interface RedxArea {
  id: number;
  name: string;
  post_code: number | null;
  division_name: string;
  zone_id: number | null;
}

/** One pickup store as GET /pickup/stores and POST /pickup/store answer it. */
export interface RedxPickupStore {
  id: number;
  name: string;
  address: string;
  area_name: string;
  area_id: number;
  phone: string;
  created_at?: string;
}

/** A new pickup store (POST /pickup/store). */
export interface NewRedxPickupStore {
  name: string;
  phone: string;
  address: string;
  area_id: number;
}

/** POST /parcel's body (Create Parcel). */
export interface RedxParcelRequest {
  customer_name: string;
  customer_phone: string;
  delivery_area: string;
  delivery_area_id: number;
  customer_address: string;
  /** Our order number; the current docs call it tenant_invoice_id, the older ones (and /parcel/info's answer) merchant_invoice_id. */
  merchant_invoice_id: string;
  tenant_invoice_id: string;
  /** Taka, as a string in their sample. */
  cash_collection_amount: string;
  /** Grams. */
  parcel_weight: number;
  instruction?: string;
  /** Declared value in taka, for their compensation. */
  value: number;
  is_closed_box: boolean;
  pickup_store_id?: number;
  parcel_details_json?: { name: string; category: string; value: number }[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

export function areasOf(body: unknown): RedxArea[] {
  const list = isRecord(body) && Array.isArray(body.areas) ? body.areas : [];
  return list.flatMap((a): RedxArea[] => {
    if (!isRecord(a) || num(a.id) === null || typeof a.name !== 'string') return [];
    return [{ id: num(a.id)!, name: a.name, post_code: num(a.post_code), division_name: str(a.division_name), zone_id: num(a.zone_id) }];
  });
}

export function storeOf(s: unknown): RedxPickupStore | null {
  if (!isRecord(s) || num(s.id) === null) return null;
  return {
    id: num(s.id)!,
    name: str(s.name),
    address: str(s.address),
    area_name: str(s.area_name),
    area_id: num(s.area_id) ?? 0,
    phone: str(s.phone),
    ...(typeof s.created_at === 'string' ? { created_at: s.created_at } : {}),
  };
}

export function storesOf(body: unknown): RedxPickupStore[] {
  const list = isRecord(body) && Array.isArray(body.pickup_stores) ? body.pickup_stores : [];
  return list.flatMap((s) => storeOf(s) ?? []);
}

/** The latest event of GET /parcel/track (by its `time`; the last listed when times tie or are missing). */
export function latestTracking(body: unknown): { en: string; bn: string | null } | null {
  const list = isRecord(body) && Array.isArray(body.tracking) ? body.tracking.filter(isRecord) : [];
  let best: Record<string, unknown> | null = null;
  let bestAt = -Infinity;
  for (const e of list) {
    const at = Date.parse(str(e.time));
    const t = Number.isNaN(at) ? bestAt : at;
    if (t >= bestAt) {
      best = e;
      bestAt = t;
    }
  }
  if (!best || typeof best.message_en !== 'string') return null;
  const bn = typeof best.message_bn === 'string' && best.message_bn.trim() ? best.message_bn.trim() : null;
  return { en: best.message_en.trim(), bn };
}

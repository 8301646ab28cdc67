import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on 127.0.0.1 that speaks RedX's Open API v1.0.0-beta
 * ("RedX OpenAPI Documentation", 2024) under /v1.0.0-beta. Which answer
 * comes from which page of those docs:
 * - every call: `API-ACCESS-TOKEN: Bearer <token>` (their sample requests);
 * - POST /parcel → `{tracking_id}` (Create Parcel; its request fields);
 * - GET /parcel/info/{id} → `{parcel: {…, status, charge, tenant_invoice_id}}` (Get Parcel Details);
 * - GET /parcel/track/{id} → `{tracking: [{message_en, message_bn, time}]}` (Track Parcel);
 * - PATCH /parcels with entity_type parcel-tracking-id → `{success, message: "Request Accepted"}` (Update Parcel);
 * - GET /areas, ?post_code=, ?district_name= → `{areas: [{id, name, post_code, division_name, zone_id}]}`
 *   (Get Areas, … Against Postal Code, … Against District Name; the areas are theirs from the samples);
 * - GET /pickup/stores, POST /pickup/store, GET /pickup/store/info/{id} (Get Pickup Stores, Create Pickup Store,
 *   Pickup Store Details);
 * - GET /charge/charge_calculator → `{deliveryCharge, codCharge}` (Calculate Parcel Charge);
 * - callbacks: a POST of `{tracking_number, timestamp, status, message_en, message_bn, invoice_number}` to the
 *   callback URL, its credential in the query string (Webhook Integration).
 * Their docs show no error bodies: a refusal here is `{message, errors: {field: reason}}` with 400, a wrong
 * token 401 `{message}`; the adapter reads any of message, error or errors. Tests can make the next calls
 * fail with a 5xx, or every answer slow (a time-out).
 */
export interface FakeRedx {
  url: string;
  token: string;
  /** Every request as it arrived (the path without the version prefix, with its query string). */
  requests: { method: string; path: string; body: unknown; headers: IncomingMessage['headers'] }[];
  /** Parcels by tracking id. */
  parcels: Map<string, FakeParcel>;
  /** Milliseconds to wait before answering (0: at once). */
  delayMs: number;
  /** The next this many calls answer 502 (after the parcel is made, for a POST /parcel: a lost answer). */
  failNext: number;
  /** Sets a parcel's status as their rider would, with the tracking message of it. */
  move(trackingId: string, status: string, en: string, bn: string): void;
  /** Their callback's body for a parcel's current status. */
  callbackBody(trackingId: string): Record<string, unknown>;
  /** Sends their callback to `url` (with its credential in the query string), answering the HTTP status. */
  fireCallback(url: string, trackingId: string): Promise<number>;
  close(): Promise<void>;
}

export interface FakeParcel {
  invoice: string;
  status: string;
  areaId: number;
  codAmount: number;
  weight: number;
  tracking: { message_en: string; message_bn: string; time: string }[];
}

/** Their sample areas, with the district each lies in (their area list carries the division only). */
const AREAS = [
  { id: 1, name: 'Mohammadpur(Dhaka)', post_code: 1207, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 2, name: 'Dhanmondi', post_code: 1209, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 3, name: 'Gulshan', post_code: 1212, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 13, name: 'Kochukhet', post_code: 1206, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 20, name: 'Ibrahimpur', post_code: 1206, division_name: 'Dhaka', zone_id: 1, district: 'Dhaka' },
  { id: 301, name: 'Agrabad', post_code: 4100, division_name: 'Chattogram', zone_id: 4, district: 'Chattogram' },
];

const PHONE = /^01\d{9}$/;

export async function startFakeRedx(token = 'test-redx-token'): Promise<FakeRedx> {
  let next = 1;
  const stores = [
    {
      id: 1,
      name: 'Rangdhonu Fashion',
      address: 'House 3, Malibagh',
      area_name: 'Mohammadpur(Dhaka)',
      area_id: 1,
      phone: '8801898000999',
      created_at: '2021-09-13T10:39:15.000Z',
    },
  ];
  const fake: FakeRedx = {
    url: '',
    token,
    requests: [],
    parcels: new Map(),
    delayMs: 0,
    failNext: 0,
    move(id, status, en, bn) {
      const p = fake.parcels.get(id)!;
      p.status = status;
      p.tracking.push({ message_en: en, message_bn: bn, time: new Date().toISOString() });
    },
    callbackBody(id) {
      const p = fake.parcels.get(id)!;
      const last = p.tracking[p.tracking.length - 1];
      return {
        tracking_number: id,
        timestamp: last.time,
        status: p.status,
        message_en: last.message_en,
        message_bn: last.message_bn,
        invoice_number: p.invoice,
      };
    },
    async fireCallback(url, id) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fake.callbackBody(id)) });
      return res.status;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** Their validation of a parcel: field → reason. */
  const problems = (o: Record<string, unknown>): Record<string, string> => {
    const errors: Record<string, string> = {};
    if (typeof o.customer_name !== 'string' || !o.customer_name.trim()) errors.customer_name = 'customer_name is required';
    if (typeof o.customer_phone !== 'string' || !PHONE.test(o.customer_phone))
      errors.customer_phone = 'customer_phone must be a valid Bangladeshi mobile number';
    if (typeof o.customer_address !== 'string' || o.customer_address.trim().length < 10)
      errors.customer_address = 'customer_address must be at least 10 characters long';
    const area = AREAS.find((a) => a.id === o.delivery_area_id);
    if (!area) errors.delivery_area_id = 'delivery_area_id is not a valid area';
    else if (o.delivery_area !== area.name) errors.delivery_area = 'delivery_area does not match delivery_area_id';
    if (typeof o.cash_collection_amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(o.cash_collection_amount))
      errors.cash_collection_amount = 'cash_collection_amount must be a number';
    if (typeof o.parcel_weight !== 'number' || o.parcel_weight <= 0) errors.parcel_weight = 'parcel_weight must be a positive number';
    if (o.pickup_store_id !== undefined && !stores.some((s) => s.id === o.pickup_store_id))
      errors.pickup_store_id = 'pickup_store_id is not a store of this account';
    return errors;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const route = (method: string, path: string, query: URLSearchParams, body: unknown, res: ServerResponse): void => {
    const o = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/parcel') {
      const errors = problems(o);
      if (Object.keys(errors).length > 0) return send(res, 400, { message: 'Validation Error', errors });
      const id = `21A${String(next++).padStart(6, '0')}TU`;
      fake.parcels.set(id, {
        invoice: String(o.merchant_invoice_id ?? o.tenant_invoice_id ?? ''),
        status: 'pickup-pending',
        areaId: Number(o.delivery_area_id),
        codAmount: Number(o.cash_collection_amount),
        weight: Number(o.parcel_weight),
        tracking: [{ message_en: 'Package is created successfully', message_bn: 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে', time: new Date().toISOString() }],
      });
      if (fake.failNext > 0) {
        fake.failNext--;
        return send(res, 502, { message: 'Bad Gateway' });
      }
      return send(res, 200, { tracking_id: id });
    }
    const info = /^\/parcel\/info\/(\w+)$/.exec(path);
    if (method === 'GET' && info) {
      const p = fake.parcels.get(info[1]);
      if (!p) return send(res, 404, { message: 'Parcel not found' });
      const area = AREAS.find((a) => a.id === p.areaId)!;
      return send(res, 200, {
        parcel: {
          tracking_id: info[1],
          delivery_area: area.name,
          delivery_area_id: area.id,
          charge: area.district === 'Dhaka' ? 60 : 110,
          cash_collection_amount: p.codAmount,
          parcel_weight: p.weight,
          tenant_invoice_id: p.invoice,
          status: p.status,
          delivery_type: 'regular',
        },
      });
    }
    const track = /^\/parcel\/track\/(\w+)$/.exec(path);
    if (method === 'GET' && track) {
      const p = fake.parcels.get(track[1]);
      if (!p) return send(res, 404, { message: 'Parcel not found' });
      return send(res, 200, { tracking: p.tracking });
    }
    if (method === 'PATCH' && path === '/parcels') {
      const details = (o.update_details ?? {}) as Record<string, unknown>;
      const p = typeof o.entity_id === 'string' ? fake.parcels.get(o.entity_id) : undefined;
      if (o.entity_type !== 'parcel-tracking-id' || !p) return send(res, 404, { message: 'Parcel not found' });
      if (details.property_name !== 'status' || details.new_value !== 'cancelled') return send(res, 400, { message: 'Only a cancel is supported' });
      if (!['pickup-pending', 'pickup-in-progress'].includes(p.status))
        return send(res, 200, { success: false, message: 'Parcel can not be cancelled after pickup' });
      fake.move(o.entity_id as string, 'cancelled', 'Parcel is cancelled', 'পার্সেলটি বাতিল করা হয়েছে');
      return send(res, 200, { success: true, message: 'Request Accepted' });
    }
    if (method === 'GET' && path === '/areas') {
      const post = query.get('post_code');
      const district = query.get('district_name');
      const found = AREAS.filter((a) => (post ? String(a.post_code) === post : district ? a.district.toLowerCase() === district.toLowerCase() : true));
      return send(res, 200, { areas: found.map(({ district: _district, ...a }) => a) });
    }
    if (method === 'GET' && path === '/pickup/stores') return send(res, 200, { pickup_stores: stores });
    const storeInfo = /^\/pickup\/store\/info\/(\d+)$/.exec(path);
    if (method === 'GET' && storeInfo) {
      const s = stores.find((x) => x.id === Number(storeInfo[1]));
      return s ? send(res, 200, { pickup_store: s }) : send(res, 404, { message: 'Pickup store not found' });
    }
    if (method === 'POST' && path === '/pickup/store') {
      const area = AREAS.find((a) => a.id === o.area_id);
      if (!area || typeof o.name !== 'string' || typeof o.phone !== 'string' || typeof o.address !== 'string')
        return send(res, 400, { message: 'Validation Error', errors: { area_id: 'area_id is not a valid area' } });
      const made = {
        id: stores.length + 1,
        name: o.name,
        address: o.address,
        area_name: area.name,
        area_id: area.id,
        phone: o.phone,
        created_at: new Date().toISOString(),
      };
      stores.push(made);
      return send(res, 200, made);
    }
    if (method === 'GET' && path === '/charge/charge_calculator') {
      const to = AREAS.find((a) => String(a.id) === query.get('delivery_area_id'));
      const from = AREAS.find((a) => String(a.id) === query.get('pickup_area_id'));
      if (!to || !from) return send(res, 400, { message: 'Delivery is not available in this area' });
      const cod = Number(query.get('cash_collection_amount') ?? 0);
      const grams = Number(query.get('weight') ?? 500);
      const base = to.district === from.district ? 60 : 110;
      // Their rate card's shape: a base per zone, 15 taka a kilogram past the first, 1 % cash collection outside Dhaka.
      const extraKg = Math.max(0, Math.ceil(grams / 1000) - 1);
      return send(res, 200, { deliveryCharge: base + 15 * extraKg, codCharge: to.district === 'Dhaka' ? 0 : Math.round(cod) / 100 });
    }
    return send(res, 404, { message: 'Not found' });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const path = url.pathname.replace(/^\/v1\.0\.0-beta/, '');
        let body: unknown = null;
        try {
          body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
        } catch {
          return send(res, 400, { message: 'Malformed JSON' });
        }
        fake.requests.push({ method: req.method ?? '', path: `${path}${url.search}`, body, headers: req.headers });
        if (req.headers['api-access-token'] !== `Bearer ${token}`) return send(res, 401, { message: 'Unauthorized' });
        // A failure of theirs for any call but a parcel's (whose failure comes after it is made, above).
        if (fake.failNext > 0 && !(req.method === 'POST' && path === '/parcel')) {
          fake.failNext--;
          return send(res, 503, { message: 'Service Unavailable' });
        }
        route(req.method ?? '', path, url.searchParams, body, res);
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.0.0-beta`;
  return fake;
}

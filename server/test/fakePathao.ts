import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on 127.0.0.1 that speaks Pathao's Courier Merchant API
 * as published. Where each answer comes from:
 * - "Pathao Courier Merchant API Integration Documentation" (their merchant
 *   panel's developer page, also served for the sandbox
 *   https://courier-api-sandbox.pathao.com): POST /aladdin/api/v1/issue-token
 *   with the `password` and `refresh_token` grants answering
 *   {token_type, expires_in: 432000, access_token, refresh_token}; POST
 *   /orders answering {message, type, code, data: {consignment_id,
 *   merchant_order_id, order_status: "Pending", delivery_fee}} and its field
 *   rules (address at least 10 characters, weight 0.5 to 10 kg, delivery_type
 *   48 or 12, item_type 1 or 2); POST /orders/bulk answering 202 with
 *   `data: true`; GET /orders/{consignment_id}/info; GET /city-list,
 *   /cities/{id}/zone-list and /zones/{id}/area-list as {data: {data: [...]}}
 *   (areas with home_delivery_available and pickup_available); GET /stores
 *   as {data: {data: [{store_id, store_name, store_address, is_active, …}]}}; POST
 *   /merchant/price-plan answering {price, discount, promo_discount, plan_id,
 *   cod_enabled, cod_percentage: 0.01, additional_charge, final_price}.
 * - Their validation refusals are Laravel's (422 with `errors` per field),
 *   the shape their packages read; the exact wording is ours.
 * - GET /orders?merchant_order_id= (the lookup after a lost answer) is not on
 *   that page; it answers a list as {data: {data: [...]}}, the shape
 *   integrations that use it read.
 * - "Webhook Integration" (same panel): calls carry `X-PATHAO-Signature` (the
 *   secret typed there) and bodies like {consignment_id, merchant_order_id,
 *   updated_at, timestamp, store_id, event: "order.delivered"}; `order.paid`
 *   carries `invoice_id`.
 * - GET /orders/{id}/info's `invoice_id` is set once the parcel is paid out;
 *   `collected_amount`, `delivery_fee` and `cod_fee` in it are this fake's
 *   (tests set them), not on their page.
 * - The limit of about 60 calls a minute and its 429 without Retry-After are
 *   what merchants report; tests set the 429s here by hand.
 * Tests set an order's status as their rider would, make answers slow (a
 * time-out), fail a booking with a 5xx after or before making it, expire
 * tokens, and answer 429s.
 */
export interface FakePathao {
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  /** Every request as it arrived (the path without the host). */
  requests: { method: string; path: string; body: unknown; headers: IncomingMessage['headers'] }[];
  /** Orders by consignment id. */
  orders: Map<
    string,
    {
      merchantOrderId: string;
      status: string;
      amountToCollect: number;
      updatedAt: string;
      /** Set when their accounts team pays the parcel out (`Payment_Invoice`), with what they say of it. */
      invoiceId?: string;
      paid?: { collected: number; deliveryFee: number; codFee: number };
    }
  >;
  /** The `expires_in` of tokens issued from now on, in seconds. */
  tokenTtlS: number;
  /** Milliseconds to wait before answering (0: at once). */
  delayMs: number;
  /** The next N calls (any path) are answered 429. */
  throttleNext: number;
  /** Bookings are made at once but answered this many milliseconds later (a time-out after booking). */
  slowBookingMs: number;
  /** The next N bookings are made and then answered 502 (the answer lost on their side). */
  failAfterBooking: number;
  /** The next N bookings are answered 500 without being made. */
  failBeforeBooking: number;
  /** The next N lookups by merchant_order_id are answered 503. */
  failLookups: number;
  /** Each city's zones and each zone's areas by id, as their lists answer them (a test may add some). */
  zones: Record<number, { zone_id: number; zone_name: string }[]>;
  areas: Record<number, { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]>;
  /** Access tokens they no longer take (revoked before their expiry). */
  revoke(): void;
  /** A webhook call as Pathao sends it, for `app.inject` or `fetch`. */
  webhookCall(consignmentId: string, event: string, secret: string): { headers: Record<string, string>; payload: Record<string, unknown> };
  close(): Promise<void>;
}

const PHONE = /^01\d{9}$/;

/** A few of their real ids (their page's samples): Dhaka 1, Chittagong 2. */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 298, zone_name: '60 feet' },
    { zone_id: 1070, zone_name: 'Abdullahpur Uttara' },
  ],
  2: [{ zone_id: 2001, zone_name: 'Agrabad' }],
};
const AREAS: Record<number, { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]> = {
  298: [
    { area_id: 37, area_name: ' Bonolota', home_delivery_available: true, pickup_available: true },
    { area_id: 3, area_name: ' Road 03', home_delivery_available: true, pickup_available: false },
  ],
  1070: [{ area_id: 4, area_name: ' Road 04', home_delivery_available: false, pickup_available: true }],
};

const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export async function startFakePathao(): Promise<FakePathao> {
  let next = 1;
  const tokens = new Map<string, number>(); // access token → expiry (ms)
  const refreshTokens = new Set<string>();
  const fake: FakePathao = {
    url: '',
    clientId: '7N1aMJQbWm',
    clientSecret: 'test-client-secret',
    username: 'test@pathao.com',
    zones: structuredClone(ZONES),
    areas: structuredClone(AREAS),
    password: 'lovePathao',
    storeId: 130820,
    requests: [],
    orders: new Map(),
    tokenTtlS: 432_000,
    delayMs: 0,
    slowBookingMs: 0,
    throttleNext: 0,
    failAfterBooking: 0,
    failBeforeBooking: 0,
    failLookups: 0,
    revoke: () => tokens.clear(),
    webhookCall: (consignmentId, event, secret) => {
      const order = fake.orders.get(consignmentId);
      return {
        headers: { 'x-pathao-signature': secret, 'content-type': 'application/json' },
        payload: {
          consignment_id: consignmentId,
          merchant_order_id: order?.merchantOrderId ?? 'TS-123',
          updated_at: stamp(),
          timestamp: new Date().toISOString(),
          store_id: fake.storeId,
          event,
          ...(event === 'order.delivered' ? { collected_amount: order?.amountToCollect ?? 0 } : {}),
          ...(event === 'order.paid' ? { invoice_id: order?.invoiceId ?? 'INV-FORGED' } : {}),
        },
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, message: string, data: unknown, code = 200) => send(res, code, { message, type: 'success', code, data });
  const invalid = (res: ServerResponse, errors: Record<string, string[]>) =>
    send(res, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });

  const issue = () => {
    const access = randomBytes(12).toString('hex');
    const refresh = randomBytes(12).toString('hex');
    tokens.set(access, Date.now() + fake.tokenTtlS * 1000);
    refreshTokens.add(refresh);
    return { token_type: 'Bearer', expires_in: fake.tokenTtlS, access_token: access, refresh_token: refresh };
  };

  /** Their validation of one order: field → reasons. */
  const problems = (o: Record<string, unknown>): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    const need = (field: string, good: boolean, why: string) => {
      if (!good) (errors[field] ??= []).push(why);
    };
    need('store_id', o.store_id === fake.storeId, 'The selected store id is invalid.');
    need(
      'recipient_name',
      typeof o.recipient_name === 'string' && o.recipient_name.length >= 3 && o.recipient_name.length <= 100,
      'The recipient name must be 3 to 100 characters.',
    );
    need('recipient_phone', typeof o.recipient_phone === 'string' && PHONE.test(o.recipient_phone), 'The recipient phone must be 11 characters.');
    need(
      'recipient_address',
      typeof o.recipient_address === 'string' && o.recipient_address.length >= 10,
      'The recipient address must be at least 10 characters.',
    );
    const zones = fake.zones[Number(o.recipient_city)];
    need('recipient_city', zones !== undefined, 'The selected recipient city is invalid.');
    need('recipient_zone', zones?.some((z) => z.zone_id === o.recipient_zone) ?? false, 'The selected recipient zone is invalid.');
    need('delivery_type', o.delivery_type === 48 || o.delivery_type === 12, 'The selected delivery type is invalid.');
    need('item_type', o.item_type === 1 || o.item_type === 2, 'The selected item type is invalid.');
    need('item_quantity', Number.isInteger(o.item_quantity) && Number(o.item_quantity) >= 1, 'The item quantity must be at least 1.');
    need('item_weight', Number(o.item_weight) >= 0.5 && Number(o.item_weight) <= 10, 'The item weight must be between 0.5 and 10.');
    need('amount_to_collect', Number.isInteger(o.amount_to_collect) && Number(o.amount_to_collect) >= 0, 'The amount to collect must be an integer.');
    return errors;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/aladdin\/api\/v1/, '');
    const method = req.method ?? '';
    if (fake.throttleNext > 0) {
      fake.throttleNext--;
      return send(res, 429, { message: 'Too Many Attempts.' });
    }
    const o = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/issue-token') {
      if (o.client_id !== fake.clientId || o.client_secret !== fake.clientSecret)
        return send(res, 401, { error: 'invalid_client', message: 'Client authentication failed' });
      if (o.grant_type === 'password') {
        if (o.username !== fake.username || o.password !== fake.password)
          return send(res, 400, { error: 'invalid_grant', message: 'The user credentials were incorrect.' });
        return send(res, 200, issue());
      }
      if (o.grant_type === 'refresh_token') {
        if (typeof o.refresh_token !== 'string' || !refreshTokens.delete(o.refresh_token))
          return send(res, 401, { error: 'invalid_request', message: 'The refresh token is invalid.' });
        return send(res, 200, issue());
      }
      return send(res, 400, { error: 'unsupported_grant_type', message: 'The authorization grant type is not supported.' });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiry = bearer ? tokens.get(bearer) : undefined;
    if (expiry === undefined || expiry < Date.now()) return send(res, 401, { message: 'Unauthenticated.', type: 'error', code: 401 });

    if (method === 'POST' && path === '/orders') {
      if (fake.failBeforeBooking > 0) {
        fake.failBeforeBooking--;
        return send(res, 500, { message: 'Server Error' });
      }
      const errors = problems(o);
      if (Object.keys(errors).length > 0) return invalid(res, errors);
      const id = `DL${String(next++).padStart(6, '0')}VS8TTJ`;
      fake.orders.set(id, {
        merchantOrderId: String(o.merchant_order_id ?? ''),
        status: 'Pending',
        amountToCollect: Number(o.amount_to_collect),
        updatedAt: stamp(),
      });
      if (fake.failAfterBooking > 0) {
        fake.failAfterBooking--;
        return send(res, 502, '<html><body>502 Bad Gateway</body></html>');
      }
      const made = () =>
        ok(res, 'Order Created Successfully', { consignment_id: id, merchant_order_id: o.merchant_order_id, order_status: 'Pending', delivery_fee: 80 });
      if (fake.slowBookingMs > 0) return void setTimeout(made, fake.slowBookingMs);
      return made();
    }
    if (method === 'POST' && path === '/orders/bulk') {
      if (!Array.isArray(o.orders)) return invalid(res, { orders: ['The orders field is required.'] });
      return ok(res, 'Your bulk order creation request is accepted,<br>  please wait some time to complete order creation.', true, 202);
    }
    if (method === 'GET' && path === '/orders') {
      if (fake.failLookups > 0) {
        fake.failLookups--;
        return send(res, 503, { message: 'Service Unavailable' });
      }
      const wanted = url.searchParams.get('merchant_order_id');
      const rows = [...fake.orders.entries()]
        .filter(([, v]) => v.merchantOrderId === wanted)
        .map(([id, v]) => ({ consignment_id: id, merchant_order_id: v.merchantOrderId, order_status: v.status, updated_at: v.updatedAt }));
      return ok(res, 'Order list', { data: rows, total: rows.length, current_page: 1, per_page: 20 });
    }
    const info = /^\/orders\/([^/]+)\/info$/.exec(path);
    if (method === 'GET' && info) {
      const id = decodeURIComponent(info[1]);
      const order = fake.orders.get(id);
      if (!order) return send(res, 404, { message: 'Order not found', type: 'error', code: 404 });
      return ok(res, 'Order info', {
        consignment_id: id,
        merchant_order_id: order.merchantOrderId,
        order_status: order.status,
        order_status_slug: order.status,
        updated_at: order.updatedAt,
        invoice_id: order.invoiceId ?? null,
        ...(order.paid ? { collected_amount: order.paid.collected, delivery_fee: order.paid.deliveryFee, cod_fee: order.paid.codFee } : {}),
      });
    }
    if (method === 'POST' && path === '/merchant/price-plan') {
      const zones = fake.zones[Number(o.recipient_city)];
      if (!zones?.some((z) => z.zone_id === o.recipient_zone)) return invalid(res, { recipient_zone: ['The selected recipient zone is invalid.'] });
      const price = Number(o.recipient_city) === 1 ? 60 : 110 + Math.max(0, Math.ceil(Number(o.item_weight) - 1)) * 20;
      // Their sample: no cash collection in Chittagong's Agrabad in this fake, to show a place they do not collect in.
      const codEnabled = o.recipient_zone === 2001 ? 0 : 1;
      return ok(res, 'price', {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: codEnabled,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      });
    }
    if (method === 'GET' && path === '/stores') {
      const stores = [
        {
          store_id: fake.storeId,
          store_name: 'Rong Main',
          store_address: 'House 12, Road 4, Dhanmondi',
          is_active: 1,
          city_id: 1,
          zone_id: 298,
          hub_id: 1,
          is_default_store: true,
          is_default_return_store: true,
        },
      ];
      return ok(res, 'Store list fetched.', {
        data: stores,
        total: stores.length,
        current_page: 1,
        per_page: 1000,
        total_in_page: stores.length,
        last_page: 1,
        path: `${fake.url}/aladdin/api/v1/stores`,
        to: 1,
        from: 1,
        last_page_url: '',
        first_page_url: '',
      });
    }
    if (method === 'GET' && path === '/city-list') return ok(res, 'City successfully fetched.', { data: CITIES });
    const zoneList = /^\/cities\/(\d+)\/zone-list$/.exec(path);
    if (method === 'GET' && zoneList) return ok(res, 'Zone list fetched.', { data: fake.zones[Number(zoneList[1])] ?? [] });
    const areaList = /^\/zones\/(\d+)\/area-list$/.exec(path);
    if (method === 'GET' && areaList) return ok(res, 'Area list fetched.', { data: fake.areas[Number(areaList[1])] ?? [] });
    return send(res, 404, { message: 'Not found' });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        return send(res, 400, { message: 'Malformed JSON' });
      }
      fake.requests.push({ method: req.method ?? '', path: req.url ?? '', body, headers: req.headers });
      if (fake.delayMs > 0) setTimeout(() => answer(req, res, body), fake.delayMs);
      else answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

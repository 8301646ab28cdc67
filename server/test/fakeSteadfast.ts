import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on 127.0.0.1 that speaks Steadfast's merchant API v1 as
 * published: `Api-Key` and `Secret-Key` headers (a wrong pair is 401), POST
 * /create_order with Laravel-style validation refusals (422 with `errors`
 * per field), a unique `invoice`, POST /create_order/bulk-order with at most
 * 500 in `data` and a per-entry `status` of success or error, and GET
 * /status_by_cid/{id}, GET /get_balance ({status, current_balance}), GET
 * /fraud_check/{phone}, GET /payments and GET /payments/{id} (a payment with
 * its consignments: consignment_id, invoice, cod_amount, delivery_charge,
 * cod_charge). Tests set a consignment's status as their rider would, add
 * payments as their accounts team would, and can make it slow (a time-out)
 * or fail the payments' calls.
 */

/** One payment as their GET /payments/{id} answers it (amounts in taka). */
export interface FakePayment {
  id: number;
  amount: number;
  status: string;
  created_at: string;
  consignments: { consignment_id: number | string; invoice: string; cod_amount: number; delivery_charge: number; cod_charge?: number }[];
}
export interface FakeSteadfast {
  url: string;
  apiKey: string;
  secretKey: string;
  /** Every request as it arrived. */
  requests: { method: string; path: string; body: unknown; headers: IncomingMessage['headers'] }[];
  /** Consignments by id. */
  consignments: Map<string, { invoice: string; status: string; codAmount: number; trackingCode: string }>;
  /** Milliseconds to wait before answering (0: at once). */
  delayMs: number;
  /** Payments as their accounts team made them, newest last. */
  payments: FakePayment[];
  /** The next N calls to the payments' routes are answered 500. */
  failPayments: number;
  /** What GET /get_balance answers, in taka. */
  balance: number;
  close(): Promise<void>;
}

const PHONE = /^01\d{9}$/;

export async function startFakeSteadfast(apiKey = 'test-api-key', secretKey = 'test-secret-key'): Promise<FakeSteadfast> {
  let next = 1_424_100;
  const invoices = new Set<string>();
  const fake: FakeSteadfast = {
    url: '',
    apiKey,
    secretKey,
    requests: [],
    consignments: new Map(),
    delayMs: 0,
    payments: [],
    failPayments: 0,
    balance: 1250.5,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** Their validation of one order: field → reasons. */
  const problems = (o: Record<string, unknown>): Record<string, string[]> => {
    const errors: Record<string, string[]> = {};
    const need = (field: string, ok: boolean, why: string) => {
      if (!ok) (errors[field] ??= []).push(why);
    };
    need(
      'invoice',
      typeof o.invoice === 'string' && /^[A-Za-z0-9_-]+$/.test(o.invoice),
      'The invoice field is required and may hold letters, digits, hyphens and underscores.',
    );
    need('invoice', !invoices.has(String(o.invoice)), 'The invoice has already been taken.');
    need(
      'recipient_name',
      typeof o.recipient_name === 'string' && o.recipient_name.length > 0 && o.recipient_name.length <= 100,
      'The recipient name field is required.',
    );
    need('recipient_phone', typeof o.recipient_phone === 'string' && PHONE.test(o.recipient_phone), 'The recipient phone must be 11 digits.');
    need(
      'recipient_address',
      typeof o.recipient_address === 'string' && o.recipient_address.length > 0 && o.recipient_address.length <= 250,
      'The recipient address field is required.',
    );
    need('cod_amount', typeof o.cod_amount === 'number' && o.cod_amount >= 0, 'The cod amount must be at least 0.');
    return errors;
  };

  const create = (o: Record<string, unknown>) => {
    const id = String(next++);
    const trackingCode = `SF${id.slice(-6)}X`;
    invoices.add(String(o.invoice));
    fake.consignments.set(id, { invoice: String(o.invoice), status: 'in_review', codAmount: Number(o.cod_amount), trackingCode });
    return {
      consignment_id: Number(id),
      invoice: o.invoice,
      tracking_code: trackingCode,
      recipient_name: o.recipient_name,
      recipient_phone: o.recipient_phone,
      recipient_address: o.recipient_address,
      cod_amount: o.cod_amount,
      status: 'in_review',
      note: o.note ?? null,
    };
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = () => {
        const path = (req.url ?? '').replace(/^\/api\/v1/, '');
        let body: unknown = null;
        try {
          body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
        } catch {
          return send(res, 400, { message: 'Malformed JSON' });
        }
        fake.requests.push({ method: req.method ?? '', path, body, headers: req.headers });
        if (req.headers['api-key'] !== apiKey || req.headers['secret-key'] !== secretKey) return send(res, 401, { message: 'Unauthenticated.' });
        if (req.method === 'POST' && path === '/create_order') {
          const o = (body ?? {}) as Record<string, unknown>;
          const errors = problems(o);
          if (Object.keys(errors).length > 0) return send(res, 422, { message: Object.values(errors)[0][0], errors });
          return send(res, 200, { status: 200, message: 'Consignment has been created successfully.', consignment: create(o) });
        }
        if (req.method === 'POST' && path === '/create_order/bulk-order') {
          const data = (body as { data?: unknown } | null)?.data;
          if (!Array.isArray(data)) return send(res, 422, { message: 'The data field is required.', errors: { data: ['The data field is required.'] } });
          if (data.length > 500)
            return send(res, 422, { message: 'The data may not have more than 500 items.', errors: { data: ['The data may not have more than 500 items.'] } });
          const out = data.map((entry: Record<string, unknown>) => {
            const base = {
              invoice: entry.invoice,
              recipient_name: entry.recipient_name,
              recipient_address: entry.recipient_address,
              recipient_phone: entry.recipient_phone,
              cod_amount: String(entry.cod_amount),
              note: entry.note ?? null,
            };
            if (Object.keys(problems(entry)).length > 0) return { ...base, consignment_id: null, tracking_code: null, status: 'error' };
            const made = create(entry);
            return { ...base, consignment_id: made.consignment_id, tracking_code: made.tracking_code, status: 'success' };
          });
          return send(res, 200, out);
        }
        const fraud = /^\/fraud_check\/(\d+)$/.exec(path);
        if (req.method === 'GET' && fraud) return send(res, 200, { status: 200, total_parcels: 4, total_delivered: 3, total_cancelled: 1 });
        if (req.method === 'GET' && path === '/get_balance') return send(res, 200, { status: 200, current_balance: fake.balance });
        const byCid = /^\/status_by_cid\/(\w+)$/.exec(path);
        if (req.method === 'GET' && byCid) {
          const c = fake.consignments.get(byCid[1]);
          if (!c) return send(res, 404, { status: 404, message: 'Consignment not found.' });
          return send(res, 200, { status: 200, delivery_status: c.status });
        }
        if (req.method === 'GET' && path.startsWith('/payments')) {
          if (fake.failPayments > 0) {
            fake.failPayments--;
            return send(res, 500, { message: 'Server Error' });
          }
          if (path === '/payments')
            return send(
              res,
              200,
              fake.payments.map(({ consignments: _, ...p }) => ({ ...p, updated_at: p.created_at })),
            );
          const one = fake.payments.find((p) => `/payments/${p.id}` === path);
          if (!one) return send(res, 404, { status: 404, message: 'Payment not found.' });
          return send(res, 200, { ...one, updated_at: one.created_at });
        }
        return send(res, 404, { message: 'Not found' });
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return fake;
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTaka, type Poisha, poisha, toTakaString } from '../../common/money';

/**
 * A local HTTP server on 127.0.0.1 that speaks bKash's tokenized checkout
 * (v1.2.0-beta) as published. Where each answer comes from:
 * - bKash's developer site (developer.bka.sh, "Tokenized Checkout"): POST
 *   /tokenized/checkout/token/grant and /token/refresh with `username` and
 *   `password` headers and {app_key, app_secret[, refresh_token]}, answering
 *   {statusCode, statusMessage, id_token, token_type, expires_in: 3600,
 *   refresh_token}; other calls carry the id token in `Authorization` (no
 *   "Bearer") and `X-App-Key`.
 * - Their Create Payment and Execute Payment samples (also reprinted by
 *   merchants): create answers {statusCode: "0000", paymentID, bkashURL,
 *   callbackURL, successCallbackURL, failureCallbackURL,
 *   cancelledCallbackURL, amount, intent, currency, transactionStatus:
 *   "Initiated", merchantInvoiceNumber}; the callbacks are the callbackURL
 *   with `?paymentID=…&status=success|failure|cancel`; execute answers
 *   {paymentID, payerReference, customerMsisdn, trxID, amount,
 *   transactionStatus: "Completed", …}.
 * - Their Query Payment (POST /tokenized/checkout/payment/status) answers the
 *   payment with its transactionStatus and trxID; Refund (POST
 *   /tokenized/checkout/payment/refund with paymentID, amount, trxID, sku,
 *   reason) answers {originalTrxID, refundTrxID, transactionStatus:
 *   "Completed", amount, currency, charge, completedTime}.
 * - Refusals are HTTP 200 with statusCode ≠ "0000" and statusMessage, as
 *   their error list: 2056 "Invalid Payment State", 2062 "The payment has
 *   already been completed", 2023 "Insufficient Balance" (tests queue it).
 *   The codes for wrong credentials, an unknown payment, a bad amount and a
 *   refund above what is left are this fake's (9xxx), as are the states
 *   "Cancelled" and "Failed" its query answers after the customer cancels or
 *   fails: what the adapter must do with them does not depend on the code.
 * Tests play the customer (pay, cancel, fail), make executes slow (a
 * time-out after the money moved), answer 5xx, queue bKash's refusals and
 * expire tokens.
 */
export interface FakeBkashPayment {
  invoice: string;
  payerReference: string;
  callbackURL: string;
  /** The amount as it was sent, and in poisha. */
  amountText: string;
  amount: Poisha;
  state: 'Initiated' | 'Completed' | 'Cancelled' | 'Failed';
  /** The customer entered their PIN (the callback said success): execute may take the money. */
  approved: boolean;
  trxID?: string;
  /** Executes that took the money (at most one). */
  executed: number;
  refunds: { refundTrxID: string; amount: Poisha }[];
}

export interface FakeBkash {
  /** The base URL, with their version path, as BKASH_BASE_URL would be. */
  url: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
  /** Every request as it arrived (the path below the version, the body and the headers). */
  requests: { path: string; body: Record<string, unknown>; headers: IncomingMessage['headers'] }[];
  payments: Map<string, FakeBkashPayment>;
  /** The `expires_in` of tokens granted from now on, in seconds. */
  tokenTtlS: number;
  /** Milliseconds to wait before answering any call (0: at once). */
  delayMs: number;
  /** Executes take the money at once and answer this many milliseconds later (a time-out after the money moved). */
  slowExecuteMs: number;
  /** The next N calls (any path but the token's) are answered 503 without being done. */
  failNext: number;
  /** Refusals to answer, in order, for the next calls to a path ('/execute', '/create', '/payment/refund', …), without doing them. */
  refusals: { path: string; statusCode: string; statusMessage: string }[];
  /** The customer paid on bKash's page: the success callback's URL. */
  pay(paymentID: string): string;
  /** The customer closed bKash's page: the cancel callback's URL. */
  cancel(paymentID: string): string;
  /** The customer's payment failed on bKash's page (a wrong PIN or OTP): the failure callback's URL. */
  fail(paymentID: string): string;
  /** Tokens granted so far stop working (their hour passed early). */
  expireTokens(): void;
  close(): Promise<void>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const TRX = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** Ten letters and digits, like their trxIDs ("6H7801QFYM"). */
const trxId = () => Array.from(randomBytes(10), (b) => TRX[b % TRX.length]).join('');

export async function startFakeBkash(): Promise<FakeBkash> {
  let next = 1;
  const tokens = new Map<string, number>(); // id token → expiry (ms)
  const refreshTokens = new Set<string>();
  const callback = (id: string, status: 'success' | 'failure' | 'cancel') => {
    const payment = fake.payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', id);
    url.searchParams.set('status', status);
    return url.toString();
  };
  const playing = (id: string) => {
    const payment = fake.payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    if (payment.state !== 'Initiated') throw new Error(`payment ${id} is ${payment.state}`);
    return payment;
  };
  const fake: FakeBkash = {
    url: '',
    username: 'test-merchant',
    password: 'test-password',
    appKey: 'test-app-key',
    appSecret: 'test-app-secret',
    requests: [],
    payments: new Map(),
    tokenTtlS: 3600,
    delayMs: 0,
    slowExecuteMs: 0,
    failNext: 0,
    refusals: [],
    pay: (id) => {
      playing(id).approved = true;
      return callback(id, 'success');
    },
    cancel: (id) => {
      playing(id).state = 'Cancelled';
      return callback(id, 'cancel');
    },
    fail: (id) => {
      playing(id).state = 'Failed';
      return callback(id, 'failure');
    },
    expireTokens: () => tokens.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, body: Record<string, unknown>) => send(res, 200, { statusCode: '0000', statusMessage: 'Successful', ...body });
  const refuse = (res: ServerResponse, statusCode: string, statusMessage: string) => send(res, 200, { statusCode, statusMessage });

  const grant = () => {
    const id = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    tokens.set(id, Date.now() + fake.tokenTtlS * 1000);
    refreshTokens.add(refresh);
    return { id_token: id, token_type: 'Bearer', expires_in: fake.tokenTtlS, refresh_token: refresh };
  };

  const view = (id: string, p: FakeBkashPayment) => ({
    paymentID: id,
    mode: '0011',
    payerReference: p.payerReference,
    amount: p.amountText,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: p.invoice,
    transactionStatus: p.state,
    ...(p.trxID ? { trxID: p.trxID, customerMsisdn: '01770618575' } : {}),
  });

  const answer = (req: IncomingMessage, res: ServerResponse, o: Record<string, unknown>) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname.replace(/^\/v1\.2\.0-beta\/tokenized\/checkout/, '');
    if (req.method !== 'POST') return send(res, 404, { message: 'Not Found' });
    if (path === '/token/grant' || path === '/token/refresh') {
      if (req.headers.username !== fake.username || req.headers.password !== fake.password || o.app_key !== fake.appKey || o.app_secret !== fake.appSecret) {
        return refuse(res, '9001', 'Invalid username, password or app credentials');
      }
      if (path === '/token/refresh' && (typeof o.refresh_token !== 'string' || !refreshTokens.delete(o.refresh_token))) {
        return refuse(res, '9002', 'Invalid refresh token');
      }
      return ok(res, grant());
    }
    const expiry = tokens.get(String(req.headers.authorization ?? ''));
    // Their gateway's answer to a missing or expired token: a 401 before any bKash code.
    if (expiry === undefined || expiry < Date.now() || req.headers['x-app-key'] !== fake.appKey) {
      return send(res, 401, { message: 'The incoming token has expired' });
    }
    if (fake.failNext > 0) {
      fake.failNext--;
      return send(res, 503, { message: 'Service Unavailable' });
    }
    const refusal = fake.refusals.findIndex((r) => r.path === path);
    if (refusal >= 0) {
      const [r] = fake.refusals.splice(refusal, 1);
      return refuse(res, r.statusCode, r.statusMessage);
    }

    if (path === '/create') {
      const amount = typeof o.amount === 'string' && /^\d+(\.\d{1,2})?$/.test(o.amount) ? parseTaka(o.amount) : null;
      if (amount === null || amount <= 0) return refuse(res, '9003', 'Invalid amount');
      if (o.mode !== '0011' || o.currency !== 'BDT' || o.intent !== 'sale' || typeof o.callbackURL !== 'string') {
        return refuse(res, '9004', 'Invalid request body');
      }
      const id = `TR0011${String(next++).padStart(6, '0')}${Date.now()}`;
      const payment: FakeBkashPayment = {
        invoice: String(o.merchantInvoiceNumber ?? ''),
        payerReference: String(o.payerReference ?? ''),
        callbackURL: o.callbackURL,
        amountText: o.amount as string,
        amount,
        state: 'Initiated',
        approved: false,
        executed: 0,
        refunds: [],
      };
      fake.payments.set(id, payment);
      return ok(res, {
        ...view(id, payment),
        bkashURL: `${fake.url.replace(/\/v1\.2\.0-beta$/, '')}/redirect/tokenized/?paymentID=${id}&mode=0011`,
        callbackURL: payment.callbackURL,
        successCallbackURL: callback(id, 'success'),
        failureCallbackURL: callback(id, 'failure'),
        cancelledCallbackURL: callback(id, 'cancel'),
        paymentCreateTime: new Date().toISOString(),
      });
    }
    const id = String(o.paymentID ?? '');
    const payment = fake.payments.get(id);
    if (!payment) return refuse(res, '9005', 'Invalid Payment ID');
    if (path === '/execute') {
      if (payment.state === 'Completed') return refuse(res, '2062', 'The payment has already been completed');
      if (payment.state !== 'Initiated' || !payment.approved) return refuse(res, '2056', 'Invalid Payment State');
      payment.state = 'Completed';
      payment.trxID = trxId();
      payment.executed++;
      const done = () => ok(res, { ...view(id, payment), paymentExecuteTime: new Date().toISOString() });
      if (fake.slowExecuteMs > 0) return void setTimeout(done, fake.slowExecuteMs);
      return done();
    }
    if (path === '/payment/status') return ok(res, { ...view(id, payment), verificationStatus: payment.state === 'Completed' ? 'Complete' : 'Incomplete' });
    if (path === '/payment/refund') {
      if (payment.state !== 'Completed' || o.trxID !== payment.trxID) return refuse(res, '2056', 'Invalid Payment State');
      const amount = typeof o.amount === 'string' && /^\d+(\.\d{1,2})?$/.test(o.amount) ? parseTaka(o.amount) : null;
      if (amount === null || amount <= 0) return refuse(res, '9003', 'Invalid amount');
      const refunded = payment.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (refunded + amount > payment.amount) return refuse(res, '9006', 'Refund amount exceeds what is left of the payment');
      const refundTrxID = trxId();
      payment.refunds.push({ refundTrxID, amount: poisha(amount) });
      return ok(res, {
        completedTime: new Date().toISOString(),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID,
        amount: toTakaString(amount),
        currency: 'BDT',
        charge: '0.00',
      });
    }
    return send(res, 404, { message: 'Not Found' });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        return send(res, 400, { message: 'Malformed JSON' });
      }
      const o = isRecord(body) ? body : {};
      const path = (req.url ?? '').replace(/^\/v1\.2\.0-beta\/tokenized\/checkout/, '');
      fake.requests.push({ path, body: o, headers: req.headers });
      if (fake.delayMs > 0) setTimeout(() => answer(req, res, o), fake.delayMs);
      else answer(req, res, o);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.2.0-beta`;
  return fake;
}

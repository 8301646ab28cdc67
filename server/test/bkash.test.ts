import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poisha } from '../../common/money';
import { BkashError, BkashProvider, bkashFromEnv, BKASH_SANDBOX_URL } from '../domains/payments/bkash';
import type { PaymentProvider } from '../domains/payments/types';
import { type FakeBkash, startFakeBkash } from './fakeBkash';

/**
 * The bKash adapter (issue 38) against a fake of their tokenized checkout
 * (fakeBkash.ts): a payment opened, paid by the customer, completed once
 * however often the callback comes, completed after a lost execute by
 * querying, cancelled and failed, refunded in part and in full.
 */
describe('bKash tokenized checkout', () => {
  let fake: FakeBkash;
  let clock: number;
  let bkash: PaymentProvider;

  const provider = (over: Partial<ConstructorParameters<typeof BkashProvider>[0]> = {}) =>
    new BkashProvider({
      baseUrl: fake.url,
      username: fake.username,
      password: fake.password,
      appKey: fake.appKey,
      appSecret: fake.appSecret,
      timeoutMs: 10_000,
      now: () => clock,
      ...over,
    });

  const paths = () => fake.requests.map((r) => r.path);
  const order = { invoice: 'RF-1001', amount: poisha(123450), payerReference: '01711000000', callbackUrl: 'https://shop.example/api/payments/bkash/callback' };

  beforeEach(async () => {
    fake = await startFakeBkash();
    clock = 1_000_000;
    bkash = provider();
  });
  afterEach(() => fake.close());

  it('opens a payment with their fields, ৳1,234.50 sent as "1234.50", and gives the page to send the customer to', async () => {
    const started = await bkash.start(order);
    expect(started.redirectUrl).toContain(`paymentID=${started.providerPaymentId}`);
    const grant = fake.requests.find((r) => r.path === '/token/grant');
    expect(grant?.headers.username).toBe(fake.username);
    expect(grant?.body).toEqual({ app_key: fake.appKey, app_secret: fake.appSecret });
    const create = fake.requests.find((r) => r.path === '/create');
    expect(create?.body).toEqual({
      mode: '0011',
      payerReference: '01711000000',
      callbackURL: order.callbackUrl,
      amount: '1234.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'RF-1001',
    });
    // The id token as it is (no "Bearer"), and the app key beside it.
    expect(create?.headers.authorization).not.toMatch(/^Bearer /);
    expect(create?.headers['x-app-key']).toBe(fake.appKey);
    expect(fake.payments.get(started.providerPaymentId)?.amount).toBe(123450);
  });

  it('completes a paid payment with its trxID and the amount in poisha', async () => {
    const { providerPaymentId } = await bkash.start(order);
    const callback = new URL(fake.pay(providerPaymentId));
    expect(callback.searchParams.get('status')).toBe('success');
    expect(callback.searchParams.get('paymentID')).toBe(providerPaymentId);
    const outcome = await bkash.complete(providerPaymentId);
    expect(outcome).toMatchObject({ status: 'completed', amount: 123450, providerStatus: 'Completed' });
    expect(outcome.trxId).toBe(fake.payments.get(providerPaymentId)?.trxID);
  });

  it('answers a callback seen twice the same, the money taken once', async () => {
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    const first = await bkash.complete(providerPaymentId);
    const second = await bkash.complete(providerPaymentId);
    expect(second).toEqual(first);
    expect(fake.payments.get(providerPaymentId)?.executed).toBe(1);
    // The second execute was refused as already completed (2062), and the payment queried.
    expect(paths().filter((p) => p === '/execute')).toHaveLength(2);
    expect(paths().at(-1)).toBe('/payment/status');
  });

  it('answers two callbacks at once the same, the money taken once', async () => {
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    const [a, b] = await Promise.all([bkash.complete(providerPaymentId), bkash.complete(providerPaymentId)]);
    expect(a).toEqual(b);
    expect(a.status).toBe('completed');
    expect(fake.payments.get(providerPaymentId)?.executed).toBe(1);
  });

  it('throws when neither the execute nor the query is answered, so nothing is recorded and the caller asks again', async () => {
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    fake.failNext = 2;
    await expect(bkash.complete(providerPaymentId)).rejects.toMatchObject({ kind: 'uncertain', status: 503 });
    expect(paths().slice(-2)).toEqual(['/execute', '/payment/status']);
    expect(await bkash.complete(providerPaymentId)).toMatchObject({ status: 'completed' });
  });

  it('queries a payment whose execute timed out, and finds it completed', async () => {
    bkash = provider({ timeoutMs: 1_500 }); // well above a normal call on a busy machine, well below the fake's delay
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    fake.slowExecuteMs = 4_000;
    const outcome = await bkash.complete(providerPaymentId);
    expect(outcome.status).toBe('completed');
    expect(outcome.trxId).toBe(fake.payments.get(providerPaymentId)?.trxID);
    expect(paths().slice(-2)).toEqual(['/execute', '/payment/status']);
    expect(fake.payments.get(providerPaymentId)?.executed).toBe(1);
  });

  it('queries after a 5xx from execute, and finds a payment not yet paid pending', async () => {
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    fake.failNext = 1;
    // The 503 did nothing: the payment still waits for its execute.
    expect(await bkash.complete(providerPaymentId)).toMatchObject({ status: 'pending', providerStatus: 'Initiated' });
    expect(await bkash.complete(providerPaymentId)).toMatchObject({ status: 'completed' });
  });

  it('says a payment not yet paid is pending, a cancelled one cancelled and a failed one failed', async () => {
    const unpaid = await bkash.start(order);
    expect(await bkash.complete(unpaid.providerPaymentId)).toMatchObject({ status: 'pending' });

    const cancelled = await bkash.start({ ...order, invoice: 'RF-1002' });
    expect(new URL(fake.cancel(cancelled.providerPaymentId)).searchParams.get('status')).toBe('cancel');
    expect(await bkash.complete(cancelled.providerPaymentId)).toMatchObject({ status: 'cancelled', providerStatus: 'Cancelled' });

    const failed = await bkash.start({ ...order, invoice: 'RF-1003' });
    expect(new URL(fake.fail(failed.providerPaymentId)).searchParams.get('status')).toBe('failure');
    const outcome = await bkash.complete(failed.providerPaymentId);
    expect(outcome).toMatchObject({ status: 'failed', providerStatus: 'Failed' });
    expect(outcome.trxId).toBeUndefined();
  });

  it('reads their refusal of the payment itself (2023, insufficient balance) as failed with their reason', async () => {
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    fake.refusals.push({ path: '/execute', statusCode: '2023', statusMessage: 'Insufficient Balance' });
    const outcome = await bkash.complete(providerPaymentId);
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toContain('Insufficient Balance');
    expect(fake.payments.get(providerPaymentId)?.executed).toBe(0);
  });

  it('refunds in part and then the rest, and refuses more than was paid', async () => {
    const { providerPaymentId } = await bkash.start(order);
    fake.pay(providerPaymentId);
    const { trxId } = await bkash.complete(providerPaymentId);
    if (!trxId) throw new Error('no trxID');
    const part = await bkash.refund({ providerPaymentId, trxId, amount: poisha(23450), reason: 'One kurta returned' });
    expect(part.amount).toBe(23450);
    expect(fake.requests.at(-1)?.body).toMatchObject({ paymentID: providerPaymentId, trxID: trxId, amount: '234.50', reason: 'One kurta returned' });

    const over = bkash.refund({ providerPaymentId, trxId, amount: poisha(100001), reason: 'Too much' });
    await expect(over).rejects.toBeInstanceOf(BkashError);
    await expect(over).rejects.toMatchObject({ kind: 'answered' });

    const rest = await bkash.refund({ providerPaymentId, trxId, amount: poisha(100000), reason: 'The rest returned' });
    expect(rest.refundTrxId).not.toBe(part.refundTrxId);
    expect(fake.payments.get(providerPaymentId)?.refunds.map((r) => r.amount)).toEqual([23450, 100000]);
    await expect(bkash.refund({ providerPaymentId, trxId, amount: poisha(1), reason: 'Again' })).rejects.toMatchObject({ kind: 'answered' });
  });

  it('refuses to refund a payment not completed', async () => {
    const { providerPaymentId } = await bkash.start(order);
    await expect(bkash.refund({ providerPaymentId, trxId: 'NOTATRX000', amount: poisha(100), reason: 'x' })).rejects.toMatchObject({ code: '2056' });
  });

  it('keeps its token for the hour, refreshes it before it expires, and grants a new one after', async () => {
    await bkash.start(order);
    await bkash.start({ ...order, invoice: 'RF-1002' });
    expect(paths().filter((p) => p.startsWith('/token/'))).toEqual(['/token/grant']);

    // Four minutes before the hour is up: within the margin, so refreshed, not granted.
    clock += 3_600_000 - 240_000;
    await bkash.start({ ...order, invoice: 'RF-1003' });
    const refresh = fake.requests.find((r) => r.path === '/token/refresh');
    expect(refresh?.body).toMatchObject({ app_key: fake.appKey, app_secret: fake.appSecret, refresh_token: expect.any(String) });
    const create = fake.requests.at(-1);
    expect(create?.path).toBe('/create');

    // Past the refreshed token's expiry: a fresh grant.
    clock += 3_700_000;
    await bkash.start({ ...order, invoice: 'RF-1004' });
    expect(paths().filter((p) => p.startsWith('/token/'))).toEqual(['/token/grant', '/token/refresh', '/token/grant']);
  });

  it('takes a fresh token when theirs stopped working early, once', async () => {
    await bkash.start(order);
    fake.expireTokens();
    await bkash.start({ ...order, invoice: 'RF-1002' });
    expect(paths()).toEqual(['/token/grant', '/create', '/create', '/token/grant', '/create']);
  });

  it('refuses wrong credentials with a reason naming them, and opens nothing', async () => {
    const wrong = provider({ appSecret: 'not-the-secret' });
    await expect(wrong.start(order)).rejects.toThrow(/merchant credentials/);
    expect(fake.payments.size).toBe(0);
  });

  it('says a time-out of create is uncertain, and an unreachable bKash unsent', async () => {
    bkash = provider({ timeoutMs: 1_500 }); // well above a normal call on a busy machine, well below the fake's delay
    await bkash.query('warm-up').catch(() => undefined); // the token granted first, at full speed
    fake.delayMs = 4_000;
    await expect(bkash.start(order)).rejects.toMatchObject({ kind: 'uncertain' });
    // A port nothing listens on (a fake started and closed before any call, so no kept connection reaches it).
    const gone = await startFakeBkash();
    await gone.close();
    await expect(provider({ baseUrl: gone.url }).start(order)).rejects.toMatchObject({ kind: 'unsent' });
  });

  it('is configured from the BKASH_* variables, on their sandbox unless told otherwise', async () => {
    expect(bkashFromEnv({})).toBeNull();
    expect(bkashFromEnv({ BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p', BKASH_APP_KEY: 'k' })).toBeNull();
    expect(BKASH_SANDBOX_URL).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    const fromEnv = bkashFromEnv({
      BKASH_USERNAME: fake.username,
      BKASH_PASSWORD: fake.password,
      BKASH_APP_KEY: fake.appKey,
      BKASH_APP_SECRET: fake.appSecret,
      BKASH_BASE_URL: fake.url,
    });
    expect(fromEnv?.name).toBe('bkash');
    const started = await fromEnv?.start(order);
    expect(started?.providerPaymentId).toMatch(/^TR0011/);
  });
});

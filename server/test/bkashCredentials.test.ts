import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../domains/audit/tables/audit';
import { courierCredentials, settings } from '../domains/schema';
import { startFakeBkash, type FakeBkash } from './fakeBkash';
import { createTestApp, type TestApp } from './harness';
import { stockedProduct } from './stockedProduct';

/**
 * bKash's credentials in Settings (issue 38): kept encrypted with SECRETS_KEY on the couriers' store, never answered,
 * over the BKASH_* variables, tried with a token grant, and in force for the online shop's checkout at once.
 */

const KEY = randomBytes(32);
let t: TestApp;
let fake: FakeBkash;
let owner: string;
let shirt: string;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(owner, { method, url, ...(payload ? { payload } : {}) });
const good = () => ({ username: fake.username, password: fake.password, appKey: fake.appKey, appSecret: fake.appSecret, baseUrl: fake.url });

/** An online order paid by bKash, and the answer to starting its payment. */
async function startPayment() {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: {
      items: [{ product: shirt, qty: 1 }],
      customer: { name: 'Rahim Uddin', phone: `0171${String(2_000_000 + Math.floor(Math.random() * 7_000_000)).padStart(7, '0')}` },
      address: { street: 'House 12, Road 5', district: '47', thana: 'm47-dhanmondi' },
      payment: 'bkash',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return t.app.inject({ method: 'POST', url: `/api/public/orders/${placed.json()._id}/bkash`, payload: { returnUrl: 'https://shop.example/thanks' } });
}

beforeAll(async () => {
  fake = await startFakeBkash();
  t = await createTestApp({
    secretsKey: KEY,
    // bKash from the environment with a password bKash refuses: Settings must take its place.
    courierEnv: {
      BKASH_USERNAME: fake.username,
      BKASH_PASSWORD: 'env-wrong',
      BKASH_APP_KEY: fake.appKey,
      BKASH_APP_SECRET: fake.appSecret,
      BKASH_BASE_URL: fake.url,
    },
    courierTestTimeoutMs: 2000,
    // No fixed provider: the one Settings (else the environment) configure is in force.
    bkash: undefined,
    storefrontLimit: false,
    storefrontOrigins: ['https://shop.example'],
  });
  owner = await t.login();
  shirt = await stockedProduct(t.database.db, {
    name: 'Web Shirt',
    slug: 'web-shirt-bk',
    sku: 'WEB-BK',
    barcode: '2000000000028',
    price: 1200,
    cost: 700,
    stock: 50,
  });
  await t.database.db.update(settings).set({ onlineOtp: false }).where(eq(settings.id, 1));
  Object.assign(t.app.shop, { onlineOtp: false });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('bKash credentials in Settings', () => {
  it('reads the environment until Settings hold some, and bKash refuses the environment’s password', async () => {
    const res = await call('GET', '/api/settings/bkash');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      courier: 'bkash',
      source: 'env',
      fields: { username: true, password: true, appKey: true, appSecret: true, baseUrl: fake.url },
    });
    expect(res.body).not.toContain('env-wrong');
    expect((await call('POST', '/api/settings/bkash/test', {})).json()).toMatchObject({ ok: false, message: expect.stringContaining('Invalid username') });
    expect((await startPayment()).statusCode).not.toBe(200);
  });

  it('tries credentials without saving them: ok with the right ones, bKash’s refusal with a wrong one', async () => {
    const ok = (await call('POST', '/api/settings/bkash/test', good())).json();
    expect(ok).toMatchObject({ ok: true, message: expect.stringContaining('token') });
    const refused = (await call('POST', '/api/settings/bkash/test', { ...good(), appSecret: 'nope' })).json();
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('Invalid username, password or app credentials') });
    expect(await t.database.db.select().from(courierCredentials)).toHaveLength(0);
  });

  it('saves them sealed, shows secrets only as set, audits without values, and the checkout uses them at once', async () => {
    const saved = await call('PUT', '/api/settings/bkash', good());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'settings', fields: { username: true, password: true, appKey: true, appSecret: true, baseUrl: fake.url } });
    const shown = await call('GET', '/api/settings/bkash');
    for (const secret of [fake.password, fake.appSecret, fake.appKey]) expect(shown.body).not.toContain(secret);
    const [row] = await t.database.db.select().from(courierCredentials).where(eq(courierCredentials.courier, 'bkash'));
    expect(row.sealed).not.toContain(fake.password);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, 'bkash'), eq(auditLog.action, 'bkash-credentials')));
    expect(JSON.stringify(entry)).not.toContain(fake.password);
    // Settings beat the environment's refused password: a payment starts.
    const started = await startPayment();
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().redirectUrl).toBeTruthy();
  });

  it('needs the keys again for a new API address, and removing falls back to the environment', async () => {
    const moved = await call('PUT', '/api/settings/bkash', { baseUrl: 'https://elsewhere.example/v1.2.0-beta' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0].field).toBe('username');
    const removed = await call('DELETE', '/api/settings/bkash');
    expect(removed.json()).toMatchObject({ source: 'env' });
    expect((await startPayment()).statusCode).not.toBe(200);
  });
});

describe('bKash credentials without SECRETS_KEY', () => {
  it('refuses to keep them (400) and says why', async () => {
    const bare = await createTestApp({ secretsKey: null, bkash: undefined, courierEnv: {} });
    try {
      const token = await bare.login();
      const res = await bare.call(token, { method: 'PUT', url: '/api/settings/bkash', payload: good() });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('SECRETS_KEY');
      expect((await bare.call(token, { method: 'GET', url: '/api/settings/bkash' })).json()).toMatchObject({ source: 'none', fields: {} });
    } finally {
      await bare.close();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../domains/audit/tables/audit';
import { hashPassword } from '../domains/accounts/passwords';
import { courierCredentials, roles, users } from '../domains/schema';
import { open, seal, secretsKeyFrom } from '../domains/settings/secrets';
import { startFakePathao, type FakePathao } from './fakePathao';
import { startFakeRedx, type FakeRedx } from './fakeRedx';
import { startFakeSteadfast, type FakeSteadfast } from './fakeSteadfast';
import { createTestApp, type TestApp } from './harness';
import { stockedProduct } from './stockedProduct';

/**
 * The couriers' credentials in Settings (issue 37): kept encrypted with SECRETS_KEY, never answered or logged, over
 * the environment variables, followed at once by booking and the fraud checker, tried with Test connection.
 */

const KEY = randomBytes(32);
let t: TestApp;
let steadfast: FakeSteadfast;
let pathao: FakePathao;
let redx: FakeRedx;
let owner: string;
let clerk: string;
let productId: string;
const lines: string[] = [];

const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const statusOf = async (courier: string) =>
  ((await call(owner, 'GET', '/api/settings/couriers')).json() as { courier: string; source: string; fields: Record<string, unknown> }[]).find(
    (c) => c.courier === courier,
  )!;

async function phoneOrder(): Promise<string> {
  const res = await call(owner, 'POST', '/api/orders', {
    cart: { items: [{ _id: productId, qty: 1 }] },
    paymentMethod: 'bkash',
    paidAmount: 0,
    customer: 'guest',
    address: { name: 'Nusrat Jahan', email: 'n@example.com', phone: '01712345678', street: 'House 12, Road 4, Dhanmondi', city: 'Dhaka', postalCode: '1209' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}
const book = async (courier: string) => (await call(owner, 'POST', '/api/deliveries/book', { orders: [await phoneOrder()], courier })).json();

beforeAll(async () => {
  [steadfast, pathao, redx] = await Promise.all([startFakeSteadfast(), startFakePathao(), startFakeRedx()]);
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    secretsKey: KEY,
    // Steadfast set by the environment with keys it refuses: Settings must take its place.
    courierEnv: { STEADFAST_API_KEY: 'env-api-key', STEADFAST_SECRET_KEY: 'env-secret-key', STEADFAST_BASE_URL: steadfast.url },
    courierTestTimeoutMs: 300,
    logger: { level: 'info', stream },
  });
  owner = await t.login();
  productId = await stockedProduct(t.database.db, {
    name: 'Eid panjabi',
    slug: 'eid-panjabi-cc',
    sku: 'EP-CC',
    barcode: '2000000000093',
    price: 1500,
    cost: 800,
    stock: 100,
  });
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Settings reader', permissions: ['settings:list'] })
    .returning();
  await t.database.db.insert(users).values({ name: 'Clerk', email: 'clerk@example.com', passwordHash: await hashPassword('clerk-pass-123'), roleId: role.id });
  clerk = await t.login('clerk@example.com', 'clerk-pass-123');
});
afterAll(async () => {
  await t.close();
  await Promise.all([steadfast.close(), pathao.close(), redx.close()]);
});

describe('the key', () => {
  it('takes 32 bytes in hex or base64, refuses anything else without repeating it, and opens only what it sealed', () => {
    expect(secretsKeyFrom({})).toBeNull();
    expect(secretsKeyFrom({ SECRETS_KEY: KEY.toString('hex') })).toEqual(KEY);
    expect(secretsKeyFrom({ SECRETS_KEY: KEY.toString('base64') })).toEqual(KEY);
    expect(() => secretsKeyFrom({ SECRETS_KEY: 'too-short-key' })).toThrow(/SECRETS_KEY must be 32 random bytes/);
    try {
      secretsKeyFrom({ SECRETS_KEY: 'too-short-key' });
    } catch (err) {
      expect((err as Error).message).not.toContain('too-short-key');
    }
    const a = seal(KEY, 'hello');
    expect(a).not.toBe(seal(KEY, 'hello'));
    expect(open(KEY, a)).toBe('hello');
    expect(open(randomBytes(32), a)).toBeNull();
    expect(open(KEY, a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA'))).toBeNull();
  });
});

describe('Steadfast in Settings', () => {
  it('starts from the environment, whose keys Steadfast refuses', async () => {
    expect(await statusOf('steadfast')).toMatchObject({ source: 'env', fields: { apiKey: true, secretKey: true, baseUrl: steadfast.url } });
    expect(await statusOf('pathao')).toMatchObject({ source: 'none', fields: {} });
    const answer = await book('steadfast');
    expect(answer.results[0]).toMatchObject({ ok: false });
  });

  it('saves the keys encrypted: the answer and the list say which are set, never what they are, and the row holds no plaintext', async () => {
    const res = await call(owner, 'PUT', '/api/settings/couriers/steadfast', {
      apiKey: steadfast.apiKey,
      secretKey: steadfast.secretKey,
      baseUrl: steadfast.url,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      courier: 'steadfast',
      source: 'settings',
      fields: { apiKey: true, secretKey: true, baseUrl: steadfast.url },
      updatedBy: 'Shop Owner',
    });
    const list = await call(owner, 'GET', '/api/settings/couriers');
    for (const body of [res.body, list.body]) {
      expect(body).not.toContain(steadfast.apiKey);
      expect(body).not.toContain(steadfast.secretKey);
    }
    const [row] = await t.database.db.select().from(courierCredentials).where(eq(courierCredentials.courier, 'steadfast'));
    expect(row.sealed).toMatch(/^v1\./);
    for (const plain of [steadfast.apiKey, steadfast.secretKey, Buffer.from(steadfast.secretKey).toString('base64')]) expect(row.sealed).not.toContain(plain);
    expect(lines.join('')).not.toContain(steadfast.secretKey);
  });

  it('books with the saved keys at once, without a restart', async () => {
    const couriers = (await call(owner, 'GET', '/api/deliveries/couriers')).json() as { name: string }[];
    expect(couriers.map((c) => c.name)).toContain('steadfast');
    const answer = await book('steadfast');
    expect(answer.results[0]).toMatchObject({ ok: true, status: 'booked' });
    expect(steadfast.requests.at(-1)!.headers['secret-key']).toBe(steadfast.secretKey);
  });

  it('keeps a secret not typed again, and audits the change without any secret', async () => {
    const res = await call(owner, 'PUT', '/api/settings/couriers/steadfast', { webhookToken: 'hook-token-123456' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fields).toEqual({ apiKey: true, secretKey: true, baseUrl: steadfast.url, webhookToken: true });
    expect((await book('steadfast')).results[0]).toMatchObject({ ok: true });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'settings'), eq(auditLog.recordId, 'steadfast')));
    expect(entries.map((e) => e.action)).toEqual(['courier-credentials', 'courier-credentials']);
    const text = JSON.stringify(entries);
    for (const secret of [steadfast.apiKey, steadfast.secretKey, 'hook-token-123456']) expect(text).not.toContain(secret);
    expect(entries[1].changes).toEqual([{ field: 'webhookToken' }]);
  });

  it('gives the fraud checker the same keys', async () => {
    const res = await call(owner, 'GET', '/api/fraud-checker?phone=01712000077');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().courier).toMatchObject({ courier: 'steadfast', status: 'ok', total: 4, delivered: 3 });
    expect(steadfast.requests.at(-1)!.path).toBe('/fraud_check/01712000077');
  });

  it('tests the connection: the balance, a wrong key’s 401, a time-out, all answered 200', async () => {
    const ok = await call(owner, 'POST', '/api/settings/couriers/steadfast/test', {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: "Steadfast answered: the account's balance is ৳1250.5" });
    const wrong = await call(owner, 'POST', '/api/settings/couriers/steadfast/test', { secretKey: 'not-the-secret' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ ok: false, message: 'Steadfast refused the API key or secret (401)' });
    steadfast.delayMs = 1000;
    try {
      const slow = await call(owner, 'POST', '/api/settings/couriers/steadfast/test', {});
      expect(slow.statusCode).toBe(200);
      expect(slow.json()).toEqual({ ok: false, message: 'Steadfast did not answer within 1 s' });
    } finally {
      steadfast.delayMs = 0;
    }
  });

  it('sends no kept key to a new API address: a save or a test with another address needs the keys typed again', async () => {
    const elsewhere = 'http://127.0.0.1:9/api/v1';
    const put = await call(owner, 'PUT', '/api/settings/couriers/steadfast', { baseUrl: elsewhere });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors[0]).toMatchObject({ field: 'apiKey', code: 'retype_with_address' });
    const before = steadfast.requests.length;
    const test = await call(owner, 'POST', '/api/settings/couriers/steadfast/test', { baseUrl: steadfast.url.replace('/api/v1', '/other/api/v1') });
    expect(test.json()).toEqual({ ok: false, message: 'Steadfast needs every required field before it can be tried' });
    expect(steadfast.requests.length).toBe(before);
    // The webhook's token stays (it is never sent to the courier); the keys typed with the address are taken.
    const moved = await call(owner, 'PUT', '/api/settings/couriers/steadfast', {
      baseUrl: `${steadfast.url}/`,
      apiKey: steadfast.apiKey,
      secretKey: steadfast.secretKey,
    });
    expect(moved.json().fields).toMatchObject({ webhookToken: true, apiKey: true });
    await call(owner, 'PUT', '/api/settings/couriers/steadfast', { baseUrl: steadfast.url, apiKey: steadfast.apiKey, secretKey: steadfast.secretKey });
  });

  it('refuses a field of another courier, a wrong address, and clearing a required key', async () => {
    const put = (body: Record<string, unknown>) => call(owner, 'PUT', '/api/settings/couriers/steadfast', body);
    expect((await put({ token: 'x' })).json().errors[0]).toMatchObject({ field: 'token', code: 'not_courier_field' });
    expect((await put({ baseUrl: 'ftp://example.com' })).json().errors[0]).toMatchObject({ field: 'baseUrl', code: 'not_http_url' });
    const cleared = await put({ secretKey: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors[0]).toMatchObject({ field: 'secretKey', code: 'required' });
  });

  it('reads a changed row as not set, with a warning that names the courier and no secret', async () => {
    const [row] = await t.database.db.select().from(courierCredentials).where(eq(courierCredentials.courier, 'steadfast'));
    const parts = row.sealed.split('.');
    const body = Buffer.from(parts[3], 'base64url');
    body[0] ^= 1;
    parts[3] = body.toString('base64url');
    await t.database.db
      .update(courierCredentials)
      .set({ sealed: parts.join('.') })
      .where(eq(courierCredentials.courier, 'steadfast'));
    lines.length = 0;
    await t.app.courierSettings.reload();
    expect(await statusOf('steadfast')).toMatchObject({ source: 'env' });
    const warning = lines.find((l) => l.includes('could not be decrypted'));
    expect(warning).toContain('"courier":"steadfast"');
    expect(lines.join('')).not.toContain(steadfast.secretKey);
    // The environment's keys are in force again.
    expect((await book('steadfast')).results[0]).toMatchObject({ ok: false });
  });

  it('removes Settings’ keys: the environment configures the courier again', async () => {
    await call(owner, 'PUT', '/api/settings/couriers/steadfast', { apiKey: steadfast.apiKey, secretKey: steadfast.secretKey, baseUrl: steadfast.url });
    expect((await statusOf('steadfast')).source).toBe('settings');
    const res = await call(owner, 'DELETE', '/api/settings/couriers/steadfast');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'env', updatedAt: null });
    expect(await t.database.db.select().from(courierCredentials)).toHaveLength(0);
  });
});

describe('Pathao and RedX in Settings', () => {
  it('checks Pathao’s store id and address, needs every required field, and tries a token and the stores', async () => {
    const full = {
      clientId: pathao.clientId,
      clientSecret: pathao.clientSecret,
      username: pathao.username,
      password: pathao.password,
      storeId: String(pathao.storeId),
      baseUrl: pathao.url,
    };
    const put = (body: Record<string, unknown>) => call(owner, 'PUT', '/api/settings/couriers/pathao', body);
    expect((await put({ ...full, storeId: 'main' })).json().errors[0]).toMatchObject({ field: 'storeId', code: 'not_digits' });
    expect((await put({ ...full, baseUrl: 'not an address' })).json().errors[0]).toMatchObject({ field: 'baseUrl', code: 'not_http_url' });
    expect((await put({ clientId: 'x' })).json().errors[0]).toMatchObject({ field: 'clientSecret', code: 'required' });
    const saved = await put(full);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields).toEqual({
      clientId: true,
      clientSecret: true,
      username: pathao.username,
      password: true,
      storeId: String(pathao.storeId),
      baseUrl: pathao.url,
    });
    const ok = (await call(owner, 'POST', '/api/settings/couriers/pathao/test', {})).json();
    expect(ok).toEqual({ ok: true, message: `Pathao answered: 1 store (Rong Main (${pathao.storeId}))` });
    const wrong = (await call(owner, 'POST', '/api/settings/couriers/pathao/test', { clientSecret: 'wrong' })).json();
    expect(wrong).toEqual({ ok: false, message: expect.stringMatching(/^Pathao refused the API credentials \(401\); check the client id and secret/) });
    const otherStore = (await call(owner, 'POST', '/api/settings/couriers/pathao/test', { storeId: '1' })).json();
    expect(otherStore.ok).toBe(false);
    expect(otherStore.message).toContain('store 1 is not one of its 1 store');
    const couriers = (await call(owner, 'GET', '/api/deliveries/couriers')).json() as { name: string }[];
    expect(couriers.map((c) => c.name)).toContain('pathao');
  });

  it('tries RedX’s pickup stores with the token given before it is saved', async () => {
    const ok = (await call(owner, 'POST', '/api/settings/couriers/redx/test', { token: redx.token, baseUrl: redx.url })).json();
    expect(ok).toEqual({ ok: true, message: 'RedX answered: 1 pickup store (Rangdhonu Fashion (1))' });
    const wrong = (await call(owner, 'POST', '/api/settings/couriers/redx/test', { token: 'nope', baseUrl: redx.url })).json();
    expect(wrong).toEqual({ ok: false, message: 'RedX refused the API token (401)' });
    expect((await statusOf('redx')).source).toBe('none');
  });
});

describe('who may', () => {
  it('lets one who may only read the settings see the list, never change or try credentials', async () => {
    expect((await call(clerk, 'GET', '/api/settings/couriers')).statusCode).toBe(200);
    expect((await call(clerk, 'PUT', '/api/settings/couriers/redx', { token: 'x' })).statusCode).toBe(403);
    expect((await call(clerk, 'POST', '/api/settings/couriers/redx/test', {})).statusCode).toBe(403);
    expect((await call(clerk, 'DELETE', '/api/settings/couriers/redx')).statusCode).toBe(403);
  });
});

describe('without SECRETS_KEY', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ secretsKey: null, courierEnv: { REDX_API_TOKEN: redx.token, REDX_BASE_URL: redx.url }, courierTestTimeoutMs: 300 });
  });
  afterAll(() => bare.close());

  it('refuses to keep credentials in Settings, saying to set the variable, while the environment still configures couriers', async () => {
    const token = await bare.login();
    const res = await bare.call(token, { method: 'PUT', url: '/api/settings/couriers/redx', payload: { token: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'secrets_key_missing' });
    expect(res.json().message).toContain('SECRETS_KEY');
    const list = (await bare.call(token, { method: 'GET', url: '/api/settings/couriers' })).json() as { courier: string; source: string }[];
    expect(list.find((c) => c.courier === 'redx')).toMatchObject({ source: 'env', fields: { token: true, baseUrl: redx.url } });
    const test = (await bare.call(token, { method: 'POST', url: '/api/settings/couriers/redx/test', payload: {} })).json();
    expect(test).toMatchObject({ ok: true });
    // A row written with a key this process does not have reads as not set.
    await bare.database.db.insert(courierCredentials).values({ courier: 'steadfast', sealed: seal(KEY, JSON.stringify({ apiKey: 'a', secretKey: 'b' })) });
    await bare.app.courierSettings.reload();
    expect(await bare.database.db.select().from(courierCredentials)).toHaveLength(1);
    const after = (await bare.call(token, { method: 'GET', url: '/api/settings/couriers' })).json() as { courier: string; source: string }[];
    expect(after.find((c) => c.courier === 'steadfast')).toMatchObject({ source: 'none' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../domains/schema';
import { REFRESH_GRACE_MS } from '../domains/accounts/tokens';
import { createTestApp, OWNER, type TestApp } from './harness';

let t: TestApp;

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign in', () => {
  it('gives an access token, a refresh token and the user with role and permissions, never the hash', async () => {
    const res = await login(OWNER.email.toUpperCase(), OWNER.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken).toMatch(/\./);
    expect(body.user).toMatchObject({ email: OWNER.email, role: { name: 'Owner', permissions: ['*'] } });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await login(OWNER.email, 'not-the-password', '10.0.0.2');
    const unknown = await login('nobody@example.com', 'whatever', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    // A stable code beside the English, for the admin app to show in the chosen language.
    expect(wrong.json()).toMatchObject({ code: 'wrong_sign_in', message: 'Email or password is incorrect' });
  });

  it('refuses a sixth attempt at one email from one address, even with the right password', async () => {
    const email = 'limited@example.com';
    const roles = (await t.call(await t.login(), { method: 'GET', url: '/api/roles?search=Owner' })).json();
    const created = await t.call(await t.login(), {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Limited', email, password: 'right-password-1', role: roles.doc[0]._id },
    });
    expect(created.statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong', '10.1.0.1')).statusCode).toBe(401);
    expect((await login(email, 'right-password-1', '10.1.0.1')).statusCode).toBe(429);
    // Another account from another address is not affected.
    expect((await login(OWNER.email, OWNER.password, '10.9.9.9')).statusCode).toBe(200);
  });

  it('refuses more than 20 failed attempts from one address', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}@example.com`, 'x', '10.2.0.1');
    expect((await login(OWNER.email, OWNER.password, '10.2.0.1')).statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('needs a token on every route but login, refresh and health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/customers', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('refuses an expired access token', async () => {
    const token = await t.login();
    const claims = t.app.jwt.decode<{ sub: string; name: string; perms: string[]; sid: string }>(token);
    // Signed with the server's own key, but it ran out a minute ago.
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = t.app.jwt.sign({ ...claims!, iat: past - 900, exp: past } as typeof claims & object);
    expect((await t.call(token, { method: 'GET', url: '/api/customers' })).statusCode).toBe(200);
    const res = await t.call(expired, { method: 'GET', url: '/api/customers' });
    expect(res.statusCode).toBe(401);
  });

  it('rotates the refresh token, and a reused one ends the whole session', async () => {
    const first = (await login(OWNER.email, OWNER.password, '10.3.0.1')).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const { accessToken, refreshToken } = second.json();
    expect(refreshToken).not.toBe(first.refreshToken);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(200);
    // The old token again, after the grace window for two tabs refreshing at once: someone copied it.
    // Both it and the newest one stop working.
    const [oldId] = (first.refreshToken as string).split('.');
    await t.database.db
      .update(sessions)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(sessions.id, oldId));
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { refreshToken } = (await login(OWNER.email, OWNER.password, '10.3.0.2')).json();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } })).statusCode).toBe(204);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('refuses a made-up refresh token', async () => {
    expect((await refresh('00000000-0000-0000-0000-000000000000.abc')).statusCode).toBe(401);
    expect((await refresh('garbage')).statusCode).toBe(401);
  });
});

describe('own account', () => {
  it('shows the user, role and shop', async () => {
    const self = (await t.call(await t.login(), { method: 'GET', url: '/api/auth/self' })).json();
    expect(self.user.role.name).toBe('Owner');
    expect(self.shop).toMatchObject({ currency: { code: 'BDT', symbol: '৳' }, timeZone: 'Asia/Dhaka' });
    expect(self.shop.name).toBeTruthy();
  });

  it('saves table columns per path, needing at least two', async () => {
    const token = await t.login();
    const res = await t.call(token, { method: 'PUT', url: '/api/auth/update/preferences', payload: { field: 'customers', preferences: ['name', 'phone'] } });
    expect(res.statusCode).toBe(200);
    const self = (await t.call(token, { method: 'GET', url: '/api/auth/self' })).json();
    expect(self.user.preferences.customers).toEqual(['name', 'phone']);
    const one = await t.call(token, { method: 'PUT', url: '/api/auth/update/preferences', payload: { field: 'customers', preferences: ['name'] } });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('Please select at least 2 fields');
  });

  it('updates own name and phone', async () => {
    const token = await t.login();
    const res = await t.call(token, { method: 'PUT', url: '/api/auth/update/self', payload: { name: 'Shop Owner', phone: '01700000000' } });
    expect(res.json()).toMatchObject({ name: 'Shop Owner', phone: '01700000000' });
  });

  it('changes the password after checking the old one, and signs out the other sessions', async () => {
    const roles = (await t.call(await t.login(), { method: 'GET', url: '/api/roles?search=Owner' })).json();
    const email = 'changer@example.com';
    await t.call(await t.login(), {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Changer', email, password: 'first-password', role: roles.doc[0]._id },
    });
    const here = (await login(email, 'first-password', '10.4.0.1')).json();
    const elsewhere = (await login(email, 'first-password', '10.4.0.2')).json();
    const put = (payload: object) => t.call(here.accessToken, { method: 'PUT', url: '/api/auth/change-password', payload });
    expect((await put({ oldPassword: 'wrong-one', password: 'second-password', confirm: 'second-password' })).json().errors).toEqual([
      { field: 'oldPassword', message: 'is incorrect', code: 'password_incorrect' },
    ]);
    expect((await put({ oldPassword: 'first-password', password: 'second-password', confirm: 'other' })).json().errors[0].field).toBe('confirm');
    expect((await put({ oldPassword: 'first-password' })).statusCode).toBe(400);
    const ok = await put({ oldPassword: 'first-password', password: 'second-password', confirm: 'second-password' });
    expect(ok.json().message).toBe('Password Updated Successfully');
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect((await login(email, 'first-password', '10.4.0.3')).statusCode).toBe(401);
    expect((await login(email, 'second-password', '10.4.0.3')).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  let cashier: string;
  beforeAll(async () => {
    const owner = await t.login();
    const role = (
      await t.call(owner, {
        method: 'POST',
        url: '/api/roles',
        payload: { name: 'Counter', permissions: ['customers:list', 'customers:show', 'customers:create'] },
      })
    ).json();
    await t.call(owner, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Cashier', email: 'cashier@example.com', password: 'cashier-pass', role: role._id },
    });
    cashier = await t.login('cashier@example.com', 'cashier-pass');
  });

  it('lets a role do what it holds and nothing else', async () => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.call(cashier, { method, url, payload });
    expect((await call('GET', '/api/customers')).statusCode).toBe(200);
    const c = await call('POST', '/api/customers', { name: 'Walk-in', phone: '01999000001' });
    expect(c.statusCode).toBe(201);
    const denied = await call('PUT', `/api/customers/${c.json()._id}`, { name: 'Changed' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/permission/);
    expect((await call('GET', `/api/customers/${c.json()._id}`)).json().name).toBe('Walk-in');
    expect((await call('DELETE', `/api/customers/${c.json()._id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/customers/${c.json()._id}?key=addresses&item=x`)).statusCode).toBe(403);
    expect((await call('POST', '/api/customers/export/csv', { fields: ['name', 'phone'] })).statusCode).toBe(403);
    expect((await call('GET', '/api/users')).statusCode).toBe(403);
    expect((await call('GET', '/api/roles/get/schema')).statusCode).toBe(403);
    expect((await call('PUT', '/api/customers/update/many', { ids: [c.json()._id], updates: { isActive: false } })).statusCode).toBe(403);
  });

  it('checks permissions before reading the body, so a denied write changes nothing', async () => {
    const before = (await t.call(await t.login(), { method: 'GET', url: '/api/colors/get/count' })).json().count;
    expect((await t.call(cashier, { method: 'POST', url: '/api/colors', payload: { name: 'Sneaky', code: '#123456' } })).statusCode).toBe(403);
    expect((await t.call(await t.login(), { method: 'GET', url: '/api/colors/get/count' })).json().count).toBe(before);
  });
});

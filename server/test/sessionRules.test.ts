import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../domains/schema';
import { LIMITS } from '../domains/accounts/loginLimiter';
import { hashPassword } from '../domains/accounts/passwords';
import { createTestApp, OWNER, type TestApp } from './harness';

/** Issue 34, the app's edges: sessions bound to their user, strong new passwords, no lockout by a spray, two tabs refreshing. */
let t: TestApp;
let ownerRole: string;

const login = (email: string, password: string, ip = '10.50.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

async function makeUser(email: string, password: string) {
  const res = await t.call(await t.login(), { method: 'POST', url: '/api/users', payload: { name: email, email, password, role: ownerRole } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ownerRole = (await t.call(await t.login(), { method: 'GET', url: '/api/roles?search=Owner' })).json().doc[0]._id as string;
});
afterAll(() => t.close());

describe('a session token names a session of its own user', () => {
  it('refuses an access token whose session id names no session', async () => {
    const token = await t.login();
    const claims = t.app.jwt.decode<{ sub: string; name: string; perms: string[]; sid: string }>(token)!;
    const forged = t.app.jwt.sign({ sub: claims.sub, name: claims.name, perms: claims.perms, sid: randomUUID() });
    expect((await t.call(token, { method: 'GET', url: '/api/customers' })).statusCode).toBe(200);
    expect((await t.call(forged, { method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    expect((await t.call(forged, { method: 'POST', url: '/api/colors', payload: { name: 'Forged', code: '#010101' } })).statusCode).toBe(401);
  });

  it("refuses an access token whose session id is another user's session", async () => {
    await makeUser('other-session@example.com', 'other-session-pass');
    const other = t.app.jwt.decode<{ sid: string }>(await t.login('other-session@example.com', 'other-session-pass'))!;
    const mine = t.app.jwt.decode<{ sub: string; name: string; perms: string[] }>(await t.login())!;
    const borrowed = t.app.jwt.sign({ sub: mine.sub, name: mine.name, perms: mine.perms, sid: other.sid });
    expect((await t.call(borrowed, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
  });
});

describe('new passwords', () => {
  it('need at least 12 characters, on every route that sets one', async () => {
    const create = await t.call(await t.login(), {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Short', email: 'short@example.com', password: 'eleven-char', role: ownerRole },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual([{ field: 'password', message: 'must be at least 12 characters', code: 'min_length', params: { limit: 12 } }]);

    const id = await makeUser('setter@example.com', 'setter-password-1');
    const set = await t.call(await t.login(), {
      method: 'PUT',
      url: `/api/auth/set-password/${id}`,
      payload: { password: 'eleven-char', confirm: 'eleven-char' },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().errors[0]).toMatchObject({ field: 'password', code: 'min_length' });

    const mine = await t.login('setter@example.com', 'setter-password-1');
    const change = await t.call(mine, {
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { oldPassword: 'setter-password-1', password: 'eleven-char', confirm: 'eleven-char' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors[0]).toMatchObject({ field: 'password', code: 'min_length' });
    // Nothing changed: the old password still signs in.
    expect((await login('setter@example.com', 'setter-password-1', '10.50.1.1')).statusCode).toBe(200);
  });

  it('refuse the most common passwords with a coded message, whatever their case', async () => {
    const create = await t.call(await t.login(), {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Common', email: 'common@example.com', password: 'QWERTY123456', role: ownerRole },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual([{ field: 'password', message: 'is one of the most common passwords; choose another', code: 'password_common' }]);
    expect((await login('common@example.com', 'QWERTY123456', '10.50.2.1')).statusCode).toBe(401);

    const id = await makeUser('common-set@example.com', 'common-set-password');
    const set = await t.call(await t.login(), {
      method: 'PUT',
      url: `/api/auth/set-password/${id}`,
      payload: { password: '1q2w3e4r5t6y', confirm: '1q2w3e4r5t6y' },
    });
    expect(set.json().errors).toEqual([{ field: 'password', message: 'is one of the most common passwords; choose another', code: 'password_common' }]);
  });

  it('keep an existing short password working, and ask for a change at sign-in', async () => {
    const id = await makeUser('old-short@example.com', 'placeholder-password');
    // A password set before the rule: 8 characters were enough then.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('old-pass') })
      .where(eq(users.id, id));
    const weak = await login('old-short@example.com', 'old-pass', '10.50.3.1');
    expect(weak.statusCode).toBe(200);
    expect(weak.json()).toMatchObject({ passwordChangeRequired: true });
    const strong = await login(OWNER.email, OWNER.password, '10.50.3.1');
    expect(strong.json().passwordChangeRequired).toBeUndefined();
  });
});

describe('a spray of guesses at one email', () => {
  it('slows, not refuses, the owner at an address they signed in from before; a new address is still refused', async () => {
    const email = 'sprayed@example.com';
    await makeUser(email, 'sprayed-password-1');
    expect((await login(email, 'sprayed-password-1', '10.60.0.1')).statusCode).toBe(200);
    for (let a = 0; a < LIMITS.email / LIMITS.emailAtAddress; a++) {
      for (let i = 0; i < LIMITS.emailAtAddress; i++) expect((await login(email, 'wrong', `10.61.${a}.1`)).statusCode).toBe(401);
    }
    // A sixth address of the attacker: closed, as before.
    expect((await login(email, 'wrong', '10.61.99.1')).statusCode).toBe(429);
    expect((await login(email, 'sprayed-password-1', '10.61.98.1')).statusCode).toBe(429);
    // The owner at their usual address gets in, after a delay.
    const started = Date.now();
    expect((await login(email, 'sprayed-password-1', '10.60.0.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('two tabs refreshing at once', () => {
  it('four parallel refreshes with one token all succeed and the session goes on', async () => {
    const first = (await login(OWNER.email, OWNER.password, '10.70.0.1')).json();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(first.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect((await t.call(a.json().accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(200);
    expect((await refresh(answers[3].json().refreshToken)).statusCode).toBe(200);
  });

  it('an old token used after the grace window still ends the whole session', async () => {
    const first = (await login(OWNER.email, OWNER.password, '10.70.0.2')).json();
    const second = (await refresh(first.refreshToken)).json();
    const [id] = (first.refreshToken as string).split('.');
    await t.database.db
      .update(sessions)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, id));
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await t.call(second.accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
  });
});

describe('the refresh token in a cookie', () => {
  const HOST = 'shop.example.com';
  const signIn = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: OWNER.email, password: OWNER.password, refreshTokenIn: 'cookie' },
      remoteAddress: ip,
    });
  const cookieOf = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) => res.cookies.find((c) => c.name === 'refresh_token');
  const renew = (cookie: string, headers: Record<string, string> = { 'x-requested-with': 'fetch', origin: `https://${HOST}` }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {}, headers: { host: HOST, ...headers }, cookies: { refresh_token: cookie } });

  it('is set HttpOnly, Secure, SameSite=Strict on the refresh path, and never in the answer', async () => {
    const res = await signIn('10.80.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toBeUndefined();
    expect(res.json().accessToken).toMatch(/^ey/);
    expect(cookieOf(res)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth/refresh' });
    expect(cookieOf(res)!.maxAge).toBe(30 * 24 * 3600);
  });

  it('renews from the app: a new access token and a new cookie', async () => {
    const first = cookieOf(await signIn('10.80.0.2'))!.value;
    const res = await renew(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refreshToken).toBeUndefined();
    expect((await t.call(res.json().accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(200);
    const second = cookieOf(res)!.value;
    expect(second).not.toBe(first);
    expect((await renew(second)).statusCode).toBe(200);
  });

  it('refuses a renewal without the app header or from another site, and uses nothing', async () => {
    const cookie = cookieOf(await signIn('10.80.0.3'))!.value;
    const bare = await renew(cookie, {});
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'cross_site_refresh' });
    expect((await renew(cookie, { 'x-requested-with': 'fetch', origin: 'https://evil.example.net' })).statusCode).toBe(403);
    expect((await renew(cookie, { 'x-requested-with': 'fetch', origin: 'null' })).statusCode).toBe(403);
    // The token was not used up by the refused calls.
    expect((await renew(cookie)).statusCode).toBe(200);
  });

  it('with no cookie and no body is a 401, and a sign-out by the cookie ends the session and drops the cookie', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(401);
    const res = await signIn('10.80.0.4');
    const cookie = cookieOf(res)!.value;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/refresh',
      headers: { host: HOST, 'x-requested-with': 'fetch' },
      cookies: { refresh_token: cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatchObject({ value: '', path: '/api/auth/refresh' });
    expect((await renew(cookie)).statusCode).toBe(401);
    expect((await t.call(res.json().accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
  });
});

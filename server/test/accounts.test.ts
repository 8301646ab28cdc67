import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OWNER, type TestApp } from './harness';

let t: TestApp;
let owner: string;
let ownerId: string;
let ownerRole: string;
let n = 0;

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.30.${++n % 250}.${Math.floor(n / 250)}` });

async function signIn(email: string, password: string) {
  const res = await login(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string; user: { _id: string } };
}

async function makeRole(name: string, permissions: string[]): Promise<string> {
  const res = await t.call(owner, { method: 'POST', url: '/api/roles', payload: { name, permissions } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

async function makeUser(email: string, role: string, password = 'user-password-1'): Promise<string> {
  const res = await t.call(owner, { method: 'POST', url: '/api/users', payload: { name: email.split('@')[0], email, password, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

const getUser = async (id: string) => (await t.call(owner, { method: 'GET', url: `/api/users/${id}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(OWNER.email, OWNER.password);
  owner = signedIn.accessToken;
  ownerId = signedIn.user._id;
  ownerRole = (await t.call(owner, { method: 'GET', url: '/api/roles?search=Owner' })).json().doc[0]._id;
});
afterAll(() => t.close());

describe('the shop keeps an owner', () => {
  let userAdminRole: string;
  let userAdmin: string;

  beforeAll(async () => {
    userAdminRole = await makeRole('User admin', ['users:list', 'users:show', 'users:edit', 'users:delete', 'roles:list', 'roles:edit']);
    await makeUser('useradmin@example.com', userAdminRole);
    userAdmin = (await signIn('useradmin@example.com', 'user-password-1')).accessToken;
  });

  it('refuses to take * from the role of the only owner', async () => {
    // A non-owner may not touch an owner's role at all (privileges.test.ts); the owner may not change the role they hold.
    const res = await t.call(userAdmin, { method: 'PUT', url: `/api/roles/${ownerRole}`, payload: { permissions: ['users:list'] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('owner_account_only');
    expect((await t.call(owner, { method: 'PUT', url: `/api/roles/${ownerRole}`, payload: { permissions: ['users:list'] } })).statusCode).toBe(403);
    expect((await t.call(owner, { method: 'GET', url: `/api/roles/${ownerRole}` })).json().permissions).toEqual(['*']);
  });

  it('refuses to demote, deactivate or delete the only owner, one at a time or in bulk', async () => {
    const tries = [
      { method: 'PUT' as const, url: `/api/users/${ownerId}`, payload: { role: userAdminRole } },
      { method: 'PUT' as const, url: `/api/users/${ownerId}`, payload: { isActive: false } },
      { method: 'PUT' as const, url: '/api/users/update/many', payload: { ids: [ownerId], updates: { isActive: false } } },
      { method: 'PUT' as const, url: '/api/users/update/many', payload: { ids: [ownerId], updates: { role: userAdminRole } } },
      { method: 'DELETE' as const, url: `/api/users/${ownerId}` },
    ];
    // Only an owner acts on an owner: the user administrator is refused before the last-owner rule is reached.
    for (const call of tries) {
      const res = await t.call(userAdmin, call);
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(403);
    }
    expect(await getUser(ownerId)).toMatchObject({ isActive: true, role: ownerRole });
  });

  it('refuses to delete or deactivate your own account', async () => {
    const del = await t.call(owner, { method: 'DELETE', url: `/api/users/${ownerId}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('You cannot delete your own account');
    const off = await t.call(owner, { method: 'PUT', url: `/api/users/${ownerId}`, payload: { isActive: false } });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('You cannot deactivate your own account');
    const many = await t.call(owner, { method: 'PUT', url: '/api/users/update/many', payload: { ids: [ownerId], updates: { isActive: false } } });
    expect(many.statusCode).toBe(409);
    expect((await getUser(ownerId)).isActive).toBe(true);
  });

  it('allows all of it while another active owner remains', async () => {
    const second = await makeUser('second-owner@example.com', ownerRole);
    const third = await makeUser('third-owner@example.com', ownerRole);
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${second}`, payload: { isActive: false } })).statusCode).toBe(200);
    expect((await t.call(owner, { method: 'DELETE', url: `/api/users/${second}` })).statusCode).toBe(200);
    // Demoting the first owner is fine now that the third holds `*`; then the third is the last one.
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${third}`, payload: { role: userAdminRole } })).statusCode).toBe(200);
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${third}`, payload: { role: ownerRole } })).statusCode).toBe(200);
    expect((await t.call(owner, { method: 'DELETE', url: `/api/users/${third}` })).statusCode).toBe(200);
  });

  it('lets only one of two owners demoting each other at the same moment succeed', async () => {
    const a = await makeUser('race-a@example.com', ownerRole);
    const b = await makeUser('race-b@example.com', ownerRole);
    // The first owner steps aside so that a and b are the only owners left.
    const helper = await makeUser('race-helper@example.com', userAdminRole);
    const tokenA = (await signIn('race-a@example.com', 'user-password-1')).accessToken;
    const tokenB = (await signIn('race-b@example.com', 'user-password-1')).accessToken;
    expect((await t.call(tokenA, { method: 'PUT', url: `/api/users/${ownerId}`, payload: { role: userAdminRole } })).statusCode).toBe(200);
    const [ab, ba] = await Promise.all([
      t.call(tokenA, { method: 'PUT', url: `/api/users/${b}`, payload: { role: userAdminRole } }),
      t.call(tokenB, { method: 'PUT', url: `/api/users/${a}`, payload: { role: userAdminRole } }),
    ]);
    // The one that comes second is refused: by the last-owner rule (409) when both ran at once, or because
    // it is no longer an owner (403) when the first had committed before its check (PGlite runs one at a time).
    const answers = [ab.statusCode, ba.statusCode].sort();
    expect(answers[0]).toBe(200);
    expect([403, 409]).toContain(answers[1]);
    const owners = [await getUser(a), await getUser(b)].filter((u) => u.role === ownerRole);
    expect(owners).toHaveLength(1);
    // Put things back for the tests that follow.
    const remaining = owners[0]._id === a ? tokenA : tokenB;
    expect((await t.call(remaining, { method: 'PUT', url: `/api/users/${ownerId}`, payload: { role: ownerRole } })).statusCode).toBe(200);
    expect((await t.call(remaining, { method: 'DELETE', url: `/api/users/${helper}` })).statusCode).toBe(200);
  });
});

describe('changes take effect at the next request', () => {
  let staffRole: string;
  beforeAll(async () => {
    staffRole = await makeRole('Staff', ['customers:list']);
  });

  it('signs out a deactivated user at once, and keeps them out', async () => {
    const id = await makeUser('deactivated@example.com', staffRole);
    const { accessToken, refreshToken } = await signIn('deactivated@example.com', 'user-password-1');
    expect((await t.call(accessToken, { method: 'GET', url: '/api/customers' })).statusCode).toBe(200);
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${id}`, payload: { isActive: false } })).statusCode).toBe(200);
    const next = await t.call(accessToken, { method: 'GET', url: '/api/customers' });
    expect(next.statusCode).toBe(401);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })).statusCode).toBe(401);
  });

  it('refuses every kind of read at once, whether or not the read reached its statement', async () => {
    const made = await t.call(owner, { method: 'POST', url: '/api/customers', payload: { name: 'Reader Probe', phone: '01711000123' } });
    expect(made.statusCode, made.body).toBe(201);
    const customers = [made.json() as { _id: string }];
    const role = await makeRole('Reader', ['customers:list', 'customers:show', 'customers:edit']);
    const id = await makeUser('reader@example.com', role);
    const { accessToken } = await signIn('reader@example.com', 'user-password-1');
    const reads = [
      `/api/customers`,
      `/api/customers/get/count`,
      `/api/customers/${customers[0]._id}`,
      `/api/customers/edit/${customers[0]._id}`,
      // These end before any statement runs (404, 400): the check then runs on its own.
      `/api/customers/00000000-0000-4000-8000-000000000000`,
      `/api/customers?isActive=maybe`,
    ];
    const before = await Promise.all(reads.map((url) => t.call(accessToken, { method: 'GET', url })));
    expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 404, 400]);
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${id}`, payload: { isActive: false } })).statusCode).toBe(200);
    for (const url of reads) {
      const res = await t.call(accessToken, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 'session_ended' });
      expect(res.body, url).not.toContain(customers[0]._id);
    }
  });

  it('signs out a deleted user at once', async () => {
    const id = await makeUser('deleted@example.com', staffRole);
    const { accessToken } = await signIn('deleted@example.com', 'user-password-1');
    expect((await t.call(owner, { method: 'DELETE', url: `/api/users/${id}` })).statusCode).toBe(200);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });

  it("applies a role's new permissions at once, both taken and given", async () => {
    const role = await makeRole('Changing', ['customers:list']);
    await makeUser('changing@example.com', role);
    const { accessToken } = await signIn('changing@example.com', 'user-password-1');
    expect((await t.call(accessToken, { method: 'GET', url: '/api/customers' })).statusCode).toBe(200);
    const refused = await t.call(accessToken, { method: 'GET', url: '/api/colors' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'no_permission',
      params: { action: 'list', resource: 'colors' },
      message: 'You do not have permission to list colors',
    });
    expect((await t.call(owner, { method: 'PUT', url: `/api/roles/${role}`, payload: { permissions: ['colors:list'] } })).statusCode).toBe(200);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/customers' })).statusCode).toBe(403);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/colors' })).statusCode).toBe(200);
  });

  it('ends the access token of a session that signed out', async () => {
    const { accessToken, refreshToken } = await signIn(OWNER.email, OWNER.password);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } })).statusCode).toBe(204);
    expect((await t.call(accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
    // Other sessions of the same user go on.
    expect((await t.call(owner, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(200);
  });
});

describe('an administrator sets another user’s password', () => {
  it('replaces the password and ends every session of that user', async () => {
    const id = await makeUser('forgetful@example.com', ownerRole, 'old-password-1');
    const first = await signIn('forgetful@example.com', 'old-password-1');
    const second = await signIn('forgetful@example.com', 'old-password-1');
    const set = (payload: object, token = owner, target = id) => t.call(token, { method: 'PUT', url: `/api/auth/set-password/${target}`, payload });

    expect((await set({ password: 'short', confirm: 'short' })).json().errors).toEqual([
      { field: 'password', message: 'must be at least 12 characters', code: 'min_length', params: { limit: 12 } },
    ]);
    expect((await set({ password: 'new-password-1', confirm: 'other-password' })).json().errors[0].field).toBe('confirm');
    const ok = await set({ password: 'new-password-1', confirm: 'new-password-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Password Updated Successfully');

    for (const session of [first, second]) {
      expect((await t.call(session.accessToken, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(401);
    }
    expect((await login('forgetful@example.com', 'old-password-1')).statusCode).toBe(401);
    expect((await login('forgetful@example.com', 'new-password-1')).statusCode).toBe(200);
    // The administrator's own session is untouched.
    expect((await t.call(owner, { method: 'GET', url: '/api/auth/self' })).statusCode).toBe(200);
  });

  it('needs users:edit, refuses your own account and unknown users', async () => {
    const viewerRole = await makeRole('User viewer', ['users:list', 'users:show']);
    const viewerId = await makeUser('viewer@example.com', viewerRole);
    const viewer = (await signIn('viewer@example.com', 'user-password-1')).accessToken;
    const body = { password: 'new-password-2', confirm: 'new-password-2' };
    expect((await t.call(viewer, { method: 'PUT', url: `/api/auth/set-password/${ownerId}`, payload: body })).statusCode).toBe(403);
    expect((await t.call(viewer, { method: 'PUT', url: `/api/auth/set-password/${viewerId}`, payload: body })).statusCode).toBe(403);
    const self = await t.call(owner, { method: 'PUT', url: `/api/auth/set-password/${ownerId}`, payload: body });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].field).toBe('id');
    expect((await t.call(owner, { method: 'PUT', url: '/api/auth/set-password/00000000-0000-4000-8000-000000000000', payload: body })).statusCode).toBe(404);
    expect((await login(OWNER.email, OWNER.password)).statusCode).toBe(200);
  });
});

describe('last sign-in', () => {
  it('is shown in the users list, and set when the user signs in', async () => {
    const id = await makeUser('newcomer@example.com', ownerRole);
    const list = async () => (await t.call(owner, { method: 'GET', url: '/api/users?search=newcomer' })).json().doc[0];
    expect((await list())._id).toBe(id);
    expect((await list()).lastSignInAt).toBeFalsy();
    const before = Date.now();
    await signIn('newcomer@example.com', 'user-password-1');
    const at = Date.parse((await list()).lastSignInAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const schema = (await t.call(owner, { method: 'GET', url: '/api/users/get/schema' })).json();
    expect(schema.fields.find((f: { key: string }) => f.key === 'lastSignInAt')).toMatchObject({ label: 'Last sign-in', column: { type: 'date' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OWNER, type TestApp } from './harness';

/**
 * Nobody raises permissions: a user hands out only what they hold, never
 * changes their own role or the role they hold, and only an owner acts on an
 * owner (issue 34). Each attack below was answered 200 before.
 */

let t: TestApp;
let owner: string;
let ownerId: string;
let ownerRole: string;
let n = 0;

const PASSWORD = 'user-password-1';

async function signIn(email: string, password = PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `10.34.${++n % 250}.1` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { accessToken: string; user: { _id: string } };
}

async function makeRole(name: string, permissions: string[], token = owner): Promise<string> {
  const res = await t.call(token, { method: 'POST', url: '/api/roles', payload: { name, permissions } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

async function makeUser(email: string, role: string, token = owner): Promise<string> {
  const res = await t.call(token, { method: 'POST', url: '/api/users', payload: { name: email.split('@')[0], email, password: PASSWORD, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

const getUser = async (id: string) => (await t.call(owner, { method: 'GET', url: `/api/users/${id}` })).json();
const getRole = async (id: string) => (await t.call(owner, { method: 'GET', url: `/api/roles/${id}` })).json();

interface Entry {
  action: string;
  resource: string;
  user_id: string | null;
  record_id: string | null;
  label: string | null;
  changes: { field: string; before?: unknown; after?: unknown }[];
}
const refusalsBy = async (userId: string) =>
  (await t.database.raw(
    "select action, resource, user_id, record_id, label, changes from audit_log where user_id = $1 and action = 'refused' order by created_at, id",
    [userId],
  )) as Entry[];

/** A user administrator: accounts and roles, and some of the shop's work, but not everything. */
const ADMIN_PERMISSIONS = [
  'users:list',
  'users:show',
  'users:create',
  'users:edit',
  'users:delete',
  'roles:list',
  'roles:show',
  'roles:create',
  'roles:edit',
  'roles:delete',
  'customers:list',
  'customers:show',
  'orders:list',
];

let adminRole: string;
let adminId: string;
let admin: string;
let cashierRole: string;
let financeRole: string;
let cashierId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(OWNER.email, OWNER.password);
  owner = signedIn.accessToken;
  ownerId = signedIn.user._id;
  ownerRole = (await t.call(owner, { method: 'GET', url: '/api/roles?search=Owner' })).json().doc[0]._id;
  adminRole = await makeRole('User admin', ADMIN_PERMISSIONS);
  cashierRole = await makeRole('Counter', ['customers:list', 'orders:list']);
  financeRole = await makeRole('Finance', ['settings:edit', 'customers:list']);
  adminId = await makeUser('admin@example.com', adminRole);
  cashierId = await makeUser('counter@example.com', cashierRole);
  admin = (await signIn('admin@example.com')).accessToken;
});
afterAll(() => t.close());

describe('the attacks of the security test are refused with a coded 403', () => {
  it('a user administrator cannot give themselves the Owner role', async () => {
    const res = await t.call(admin, { method: 'PUT', url: `/api/users/${adminId}`, payload: { role: ownerRole } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'own_role', message: 'You cannot change your own role' });
    expect((await getUser(adminId)).role).toBe(adminRole);
  });

  it("a user administrator cannot set the owner's password", async () => {
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/auth/set-password/${ownerId}`,
      payload: { password: 'taken-over-123', confirm: 'taken-over-123' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('owner_account_only');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: OWNER.email, password: 'taken-over-123' },
          remoteAddress: '10.34.251.1',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a role editor cannot give the role they hold every permission', async () => {
    const res = await t.call(admin, { method: 'PUT', url: `/api/roles/${adminRole}`, payload: { permissions: ['*'] } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'held_role' });
    expect((await getRole(adminRole)).permissions).toEqual(ADMIN_PERMISSIONS);
  });

  it('nor give many users the Owner role at once, nor a role with permissions they lack', async () => {
    for (const role of [ownerRole, financeRole]) {
      const res = await t.call(admin, { method: 'PUT', url: '/api/users/update/many', payload: { ids: [cashierId], updates: { role } } });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe(role === ownerRole ? 'owner_account_only' : 'grant_not_held');
    }
    expect((await getUser(cashierId)).role).toBe(cashierRole);
  });

  it('nor give another user a role with permissions they lack', async () => {
    const res = await t.call(admin, { method: 'PUT', url: `/api/users/${cashierId}`, payload: { role: financeRole } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'grant_not_held', params: { permissions: 'settings:edit' } });
    expect(res.json().message).toBe('You can give only permissions you hold yourself; you do not hold settings:edit');
  });

  it('nor create an owner, nor a user with a role beyond theirs', async () => {
    const made = await t.call(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Puppet', email: 'puppet@example.com', password: PASSWORD, role: ownerRole },
    });
    expect(made.statusCode, made.body).toBe(403);
    expect(made.json().code).toBe('owner_account_only');
    const finance = await t.call(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Puppet', email: 'puppet@example.com', password: PASSWORD, role: financeRole },
    });
    expect(finance.statusCode, finance.body).toBe(403);
    expect((await t.call(owner, { method: 'GET', url: '/api/users?search=puppet' })).json().doc).toHaveLength(0);
  });

  it('nor copy the Owner role, nor create or widen a role with permissions they lack', async () => {
    const copy = await t.call(admin, { method: 'PUT', url: `/api/roles/copy/${ownerRole}` });
    expect(copy.statusCode, copy.body).toBe(403);
    expect(copy.json().code).toBe('owner_account_only');
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Wider', permissions: ['customers:list', 'settings:edit', 'orders:edit'] },
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json()).toMatchObject({ code: 'grant_not_held', params: { permissions: 'settings:edit, orders:edit' } });
    const widened = await t.call(admin, {
      method: 'PUT',
      url: `/api/roles/${cashierRole}`,
      payload: { permissions: ['customers:list', 'orders:list', 'orders:edit'] },
    });
    expect(widened.statusCode, widened.body).toBe(403);
    expect((await getRole(cashierRole)).permissions).toEqual(['customers:list', 'orders:list']);
    expect((await t.call(owner, { method: 'GET', url: '/api/roles?search=Wider' })).json().doc).toHaveLength(0);
  });

  it('nor change, deactivate or delete an owner, nor the Owner role', async () => {
    const tries = [
      { method: 'PUT' as const, url: `/api/users/${ownerId}`, payload: { name: 'Not the owner' } },
      { method: 'PUT' as const, url: `/api/users/${ownerId}`, payload: { isActive: false } },
      { method: 'PUT' as const, url: '/api/users/update/many', payload: { ids: [ownerId], updates: { isActive: false } } },
      { method: 'DELETE' as const, url: `/api/users/${ownerId}` },
      { method: 'PUT' as const, url: `/api/roles/${ownerRole}`, payload: { permissions: ['users:list'] } },
    ];
    for (const call of tries) {
      const res = await t.call(admin, call);
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(403);
      expect(res.json().code).toBe('owner_account_only');
    }
    expect(await getUser(ownerId)).toMatchObject({ isActive: true, role: ownerRole, name: 'Shop Owner' });
    expect((await getRole(ownerRole)).permissions).toEqual(['*']);
  });

  it('nor act on a user who holds permissions they lack', async () => {
    const financeId = await makeUser('finance@example.com', financeRole);
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/auth/set-password/${financeId}`,
      payload: { password: 'taken-over-123', confirm: 'taken-over-123' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'user_holds_more', params: { permissions: 'settings:edit' } });
    const off = await t.call(admin, { method: 'PUT', url: `/api/users/${financeId}`, payload: { isActive: false } });
    expect(off.statusCode, off.body).toBe(403);
  });

  it('records every refused attempt in the audit log: who, what and on which record', async () => {
    const entries = await refusalsBy(adminId);
    expect(entries.length).toBeGreaterThanOrEqual(10);
    const own = entries.find((e) => e.record_id === adminId && e.resource === 'users');
    expect(own).toMatchObject({ action: 'refused', label: 'admin' });
    expect(own?.changes).toEqual(
      expect.arrayContaining([
        { field: 'attempt', after: 'update' },
        { field: 'reason', after: 'own_role' },
        { field: 'role', before: adminRole, after: ownerRole },
      ]),
    );
    const password = entries.find((e) => e.record_id === ownerId && e.resource === 'auth');
    expect(password?.changes).toEqual(
      expect.arrayContaining([
        { field: 'attempt', after: 'password-reset' },
        { field: 'reason', after: 'owner_account_only' },
      ]),
    );
    const role = entries.find((e) => e.record_id === adminRole && e.resource === 'roles');
    expect(role?.changes).toEqual(expect.arrayContaining([{ field: 'reason', after: 'held_role' }]));
    expect(entries.some((e) => e.resource === 'roles' && e.record_id === null && e.label === 'Wider')).toBe(true);
    // The audit screen lists them under their own action.
    const listed = await t.call(owner, { method: 'GET', url: '/api/audit?action=refused&limit=100' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().totalDocs).toBe(entries.length);
    // The attempted password never reaches the log.
    const all = JSON.stringify(await t.database.raw('select * from audit_log'));
    expect(all).not.toContain('taken-over-123');
  });
});

describe('what a user administrator may still do', () => {
  it('creates a role with some of their own permissions, gives it, edits, sets passwords and deactivates below them', async () => {
    const helpDesk = await makeRole('Help desk', ['customers:list', 'customers:show'], admin);
    const id = await makeUser('helpdesk@example.com', cashierRole, admin);
    expect((await t.call(admin, { method: 'PUT', url: `/api/users/${id}`, payload: { role: helpDesk, name: 'Help Desk' } })).statusCode).toBe(200);
    expect(
      (await t.call(admin, { method: 'PUT', url: '/api/users/update/many', payload: { ids: [id, cashierId], updates: { role: cashierRole } } })).statusCode,
    ).toBe(200);
    const set = await t.call(admin, {
      method: 'PUT',
      url: `/api/auth/set-password/${id}`,
      payload: { password: 'helpdesk-pass-2', confirm: 'helpdesk-pass-2' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.call(admin, { method: 'PUT', url: `/api/roles/${helpDesk}`, payload: { permissions: ['customers:list'] } })).statusCode).toBe(200);
    expect((await t.call(admin, { method: 'PUT', url: `/api/roles/copy/${cashierRole}` })).statusCode).toBe(201);
    expect((await t.call(admin, { method: 'PUT', url: `/api/users/${id}`, payload: { isActive: false } })).statusCode).toBe(200);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/users/${id}` })).statusCode).toBe(200);
  });

  it('edits their own name, the form sending their role unchanged', async () => {
    const res = await t.call(admin, { method: 'PUT', url: `/api/users/${adminId}`, payload: { name: 'Admin', role: adminRole } });
    expect(res.statusCode, res.body).toBe(200);
    const renamed = await t.call(admin, {
      method: 'PUT',
      url: `/api/roles/${adminRole}`,
      payload: { description: 'Accounts', permissions: ADMIN_PERMISSIONS },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('the owner', () => {
  it('gives the Owner role, sets an owner’s password, changes any other role, creates roles with *', async () => {
    const id = await makeUser('co-owner@example.com', cashierRole);
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${id}`, payload: { role: ownerRole } })).statusCode).toBe(200);
    expect(
      (await t.call(owner, { method: 'PUT', url: `/api/auth/set-password/${id}`, payload: { password: 'co-owner-pass-2', confirm: 'co-owner-pass-2' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call(owner, { method: 'PUT', url: `/api/roles/${financeRole}`, payload: { permissions: ['settings:edit', 'customers:edit'] } })).statusCode,
    ).toBe(200);
    await makeRole('Second owners', ['*']);
    expect((await t.call(owner, { method: 'PUT', url: `/api/roles/copy/${ownerRole}` })).statusCode).toBe(201);
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${id}`, payload: { isActive: false } })).statusCode).toBe(200);
    expect((await t.call(owner, { method: 'DELETE', url: `/api/users/${id}` })).statusCode).toBe(200);
  });

  it('is kept: the last active owner cannot demote themselves, deactivate themselves or take * from their role', async () => {
    const demote = await t.call(owner, { method: 'PUT', url: `/api/users/${ownerId}`, payload: { role: adminRole } });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().code).toBe('own_role');
    const strip = await t.call(owner, { method: 'PUT', url: `/api/roles/${ownerRole}`, payload: { permissions: ['users:list'] } });
    expect(strip.statusCode).toBe(403);
    expect(strip.json().code).toBe('held_role');
    expect((await t.call(owner, { method: 'PUT', url: `/api/users/${ownerId}`, payload: { isActive: false } })).statusCode).toBe(409);
    expect(await getUser(ownerId)).toMatchObject({ isActive: true, role: ownerRole });
    expect((await getRole(ownerRole)).permissions).toEqual(['*']);
  });
});

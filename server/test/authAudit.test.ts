import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OWNER, type TestApp } from './harness';

let t: TestApp;

interface Entry {
  action: string;
  resource: string;
  user_id: string | null;
  record_id: string | null;
  ip: string | null;
  label: string | null;
  changes: { field: string; before?: unknown; after?: unknown }[];
}

const entriesFor = async (recordId: string) =>
  (await t.database.raw('select action, resource, user_id, record_id, ip, label, changes from audit_log where record_id = $1 order by created_at, id', [
    recordId,
  ])) as Entry[];

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit log of accounts', () => {
  it('records sign-in, a failed sign-in, a profile change, a password change, a password set by an administrator and sign-out, never a password', async () => {
    const owner = (await login(OWNER.email, OWNER.password, '10.40.0.1')).json();
    const role = (await t.call(owner.accessToken, { method: 'GET', url: '/api/roles?search=Owner' })).json().doc[0]._id;
    const made = await t.call(owner.accessToken, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Audited', email: 'audited@example.com', password: 'first-password-1', role },
    });
    const id = made.json()._id as string;

    expect((await login('audited@example.com', 'wrong-password-1', '10.40.0.2')).statusCode).toBe(401);
    const session = (await login('audited@example.com', 'first-password-1', '10.40.0.3')).json();
    const call = (method: 'PUT' | 'POST', url: string, payload: object) => t.call(session.accessToken, { method, url, payload, remoteAddress: '10.40.0.3' });
    expect((await call('PUT', '/api/auth/update/self', { name: 'Audited Person', phone: '01711222333' })).statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/auth/change-password', { oldPassword: 'first-password-1', password: 'second-password-2', confirm: 'second-password-2' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call(owner.accessToken, {
          method: 'PUT',
          url: `/api/auth/set-password/${id}`,
          payload: { password: 'third-password-3', confirm: 'third-password-3' },
        })
      ).statusCode,
    ).toBe(200);
    const again = (await login('audited@example.com', 'third-password-3', '10.40.0.4')).json();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: again.refreshToken }, remoteAddress: '10.40.0.4' })).statusCode,
    ).toBe(204);

    const entries = await entriesFor(id);
    const ownerId = owner.user._id as string;
    expect(entries.map((e) => [e.resource, e.action])).toEqual([
      ['users', 'create'],
      ['auth', 'sign-in-failed'],
      ['auth', 'sign-in'],
      ['users', 'update'],
      ['auth', 'password-change'],
      ['auth', 'password-reset'],
      ['auth', 'sign-in'],
      ['auth', 'sign-out'],
    ]);
    expect(entries[1]).toMatchObject({ user_id: null, ip: '10.40.0.2', label: 'audited@example.com' });
    expect(entries[2]).toMatchObject({ user_id: id, ip: '10.40.0.3' });
    expect(entries[3].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Audited', after: 'Audited Person' },
        { field: 'phone', before: null, after: '01711222333' },
      ]),
    );
    expect(entries[4]).toMatchObject({ user_id: id, ip: '10.40.0.3' });
    // The administrator who set the password is the one recorded.
    expect(entries[5]).toMatchObject({ user_id: ownerId, record_id: id });
    expect(entries[7]).toMatchObject({ user_id: id, ip: '10.40.0.4' });
    const text = JSON.stringify(entries);
    for (const secret of ['first-password-1', 'second-password-2', 'third-password-3', 'wrong-password-1', 'argon2']) expect(text).not.toContain(secret);
  });
});

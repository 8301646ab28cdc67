import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** Issue 6 §2: what the server writes to its log when a query fails holds no secret. */

let t: TestApp;
let token: string;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream } });
  token = await t.login();
});
afterAll(() => t.close());

describe('the log after a failing query', () => {
  it('holds the failure but no parameter value, password, hash, token or authorization header', async () => {
    // A database fault the server cannot turn into a client error: every insert of a user fails.
    await t.database.raw(`create function fail_users() returns trigger language plpgsql as $$
      begin raise exception 'users are read-only today'; end $$`);
    await t.database.raw('create trigger fail_users before insert on users for each row execute function fail_users()');
    const roleId = (await t.call(token, { method: 'GET', url: '/api/roles?search=Owner' })).json().doc[0]._id;
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Secret Person', email: 'secret.person@example.com', phone: '01799999999', password: 'very-secret-pass', role: roleId },
      headers: { cookie: 'session=cookie-value-123' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).not.toContain('insert');

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('params: [redacted]');
    for (const secret of ['Secret Person', 'secret.person@example.com', '01799999999', 'very-secret-pass', '$argon2', token, 'cookie-value-123']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

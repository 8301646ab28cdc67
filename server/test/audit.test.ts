import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;

type Entry = Record<string, unknown> & { _id: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call(token, { method, url, payload, remoteAddress: '203.0.113.7' });

/** The log of one record, newest first, as the history link of a show view asks for it. */
async function history(resource: string, id: string): Promise<Entry[]> {
  const res = await call('GET', `/api/audit?resource=${resource}&recordId=${id}&sort=-createdAt&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records a create, an update and a delete: who, from where, which record, what changed', async () => {
    const created = await call('POST', '/api/colors', { name: 'Audit Red', code: '#ff0000' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect((await call('PUT', `/api/colors/${id}`, { name: 'Audit Crimson' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/colors/${id}`)).statusCode).toBe(200);

    const [deleted, updated, made] = await history('colors', id);
    expect(made).toMatchObject({ action: 'create', userName: 'Shop Owner', ip: '203.0.113.7', resource: 'colors', recordId: id, label: 'Audit Red' });
    expect(made.summary).toContain('name: "Audit Red"');
    expect(updated).toMatchObject({ action: 'update', label: 'Audit Crimson', summary: 'name: "Audit Red" → "Audit Crimson"' });
    expect(deleted).toMatchObject({ action: 'delete', label: 'Audit Crimson' });
    expect(deleted.summary).toContain('name: "Audit Crimson"');
    // The entry's own record holds the full change list for clients.
    const full = await t.database.raw('select changes from audit_log where id = $1', [updated._id]);
    expect((full[0] as { changes: unknown }).changes).toEqual([{ field: 'name', before: 'Audit Red', after: 'Audit Crimson' }]);
  });

  it('records copies, changes of many records and removed list entries', async () => {
    const a = (await call('POST', '/api/groups', { name: 'Audit A' })).json()._id as string;
    const b = (await call('POST', '/api/groups', { name: 'Audit B' })).json()._id as string;
    expect((await call('PUT', '/api/groups/update/many', { ids: [a, b], updates: { isActive: false } })).statusCode).toBe(200);
    expect((await history('groups', a))[0]).toMatchObject({ action: 'update-many', summary: 'isActive: true → false' });
    expect((await history('groups', b))[0]).toMatchObject({ action: 'update-many' });

    const copy = (await call('PUT', `/api/colors/copy/${(await call('POST', '/api/colors', { name: 'Audit Blue', code: '#0000ff' })).json()._id}`)).json();
    expect((await history('colors', copy._id))[0]).toMatchObject({ action: 'copy', label: 'Audit Blue (Copy)' });
  });

  it('never holds a password or its hash', async () => {
    const roles = (await call('GET', '/api/roles?search=Owner')).json().doc;
    const res = await call('POST', '/api/users', { name: 'Audit User', email: 'audit@example.com', password: 'secret-pass-99', role: roles[0]._id });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.raw('select changes::text as c, summary from audit_log where record_id = $1', [res.json()._id]);
    const text = JSON.stringify(rows);
    expect(text).toContain('audit@example.com');
    expect(text).not.toContain('secret-pass-99');
    expect(text).not.toContain('argon2');
  });

  it('writes nothing when the write is refused', async () => {
    const count = async () => Number(((await t.database.raw('select count(*)::int as n from audit_log')) as { n: number }[])[0].n);
    const before = await count();
    // A taken unique name: the database refuses inside the transaction, the entry goes with it.
    await call('POST', '/api/colors', { name: 'Audit Taken', code: '#111111' });
    const after1 = await count();
    expect((await call('POST', '/api/colors', { name: 'Audit Taken', code: '#222222' })).statusCode).toBe(409);
    expect(await count()).toBe(after1);
    expect(after1).toBe(before + 1);
  });

  it('is read-only, filtered and exported, behind audit:list', async () => {
    expect((await call('POST', '/api/audit', { action: 'create', resource: 'x' })).statusCode).toBe(405);
    const first = (await call('GET', '/api/audit?limit=1')).json().doc[0] as Entry;
    expect((await call('PUT', `/api/audit/${first._id}`, { summary: 'x' })).statusCode).toBe(405);
    expect((await call('DELETE', `/api/audit/${first._id}`)).statusCode).toBe(405);
    const creates = (await call('GET', '/api/audit?action=create&limit=100')).json();
    expect(creates.totalDocs).toBeGreaterThan(0);
    expect(creates.doc.every((e: Entry) => e.action === 'create')).toBe(true);
    const csv = await call('POST', '/api/audit/export/csv?action=delete', { fields: ['createdAt', 'userName', 'action', 'resource', 'label', 'summary'] });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Audit Crimson');

    const schema = (await call('GET', '/api/roles/get/schema')).json();
    const perms = schema.fields.find((f: { key: string }) => f.key === 'permissions').options.map((o: { value: string }) => o.value);
    expect(perms).toContain('audit:list');
  });

  it('counts a long log only up to 10,000 and says "more than"; get/count stays exact', async () => {
    await t.database.raw(
      `insert into audit_log (resource, action, label, created_at)
       select 'bulk', 'sign-in', 'Bulk ' || n, now() - n * interval '1 second' from generate_series(1, 10005) as n`,
    );
    const exact = (await call('GET', '/api/audit/get/count')).json().count as number;
    expect(exact).toBeGreaterThan(10_005);
    const first = (await call('GET', '/api/audit?limit=16')).json();
    expect(first).toMatchObject({ totalDocs: 10_000, totalPages: 625, totalCapped: true, docsInPage: 16 });
    // A page past the cap is still served: the cap bounds the count, not the list.
    const past = (await call('GET', '/api/audit?limit=16&page=626')).json();
    expect(past.docsInPage).toBe(Math.min(16, exact - 10_000));
    const few = (await call('GET', '/api/audit?resource=colors')).json();
    expect(few.totalCapped).toBe(false);
    expect(few.totalDocs).toBe((await call('GET', '/api/audit/get/count?resource=colors')).json().count);
    expect(few.totalDocs).toBeLessThan(100);
  });
});

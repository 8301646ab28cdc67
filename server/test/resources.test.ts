import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;

type Doc = Record<string, unknown> & { _id: string };
const get = async (url: string) => t.call(token, { method: 'GET', url });
const post = async (url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as object });
const put = async (url: string, payload: unknown) => t.call(token, { method: 'PUT', url, payload: payload as object });
const del = async (url: string) => t.call(token, { method: 'DELETE', url });

async function create(path: string, body: Record<string, unknown>): Promise<Doc> {
  const res = await post(`/api/${path}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('create and read', () => {
  it('creates a category, generates its slug, and reads it back by id and for editing', async () => {
    const men = await create('categories', { name: 'Men Fashion', priority: 3, meta: { title: 'Men' } });
    expect(men.slug).toBe('men-fashion');
    expect(men.isActive).toBe(true);
    expect(men.meta).toEqual({ title: 'Men', description: null });
    expect((await get(`/api/categories/${men._id}`)).json().name).toBe('Men Fashion');
    expect((await get(`/api/categories/edit/${men._id}`)).json()._id).toBe(men._id);
    const again = await create('categories', { name: 'Men Fashion' });
    expect(again.slug).toBe('men-fashion-2');
  });

  it('refuses a body without required fields, naming each field, and writes nothing', async () => {
    const before = (await get('/api/customers/get/count')).json().count;
    const res = await post('/api/customers', { name: '   ', phone: '12345', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['email']);
    const res2 = await post('/api/customers', { name: '   ', phone: '12345' });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'is required', code: 'required' },
        { field: 'phone', message: 'must be a mobile number like 01712345678', code: 'not_mobile' },
      ]),
    );
    expect((await get('/api/customers/get/count')).json().count).toBe(before);
  });

  it('says which field is wrong when a type does not fit', async () => {
    const res = await post('/api/categories', { name: 'X', priority: 'high' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'priority', message: 'must be a whole number' }] });
  });

  it('refuses read-only and unknown fields on create, naming each, and writes nothing', async () => {
    const before = (await get('/api/categories/get/count')).json().count;
    const res = await post('/api/categories', { name: 'Dropper', createdAt: '2000-01-01T00:00:00Z', hacker: 1, _id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'hacker', message: 'is not a field that can be written', code: 'not_writable' },
        { field: 'createdAt', message: 'is read-only', code: 'read_only' },
        { field: '_id', message: 'is read-only', code: 'read_only' },
      ]),
    );
    expect((await get('/api/categories/get/count')).json().count).toBe(before);
  });

  it('answers 409 naming the field when a unique value is taken', async () => {
    await create('customers', { name: 'Rahim Uddin', phone: '01711000001' });
    const res = await post('/api/customers', { name: 'Another', phone: '01711000001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ field: 'phone', message: 'is already taken', code: 'taken' }]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/customers/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/customers/not-an-id')).statusCode).toBe(404);
    expect((await put('/api/customers/00000000-0000-0000-0000-000000000000', { name: 'x' })).statusCode).toBe(404);
    expect((await del('/api/customers/not-an-id')).statusCode).toBe(404);
  });

  it('refuses a reference to a record that does not exist', async () => {
    const res = await post('/api/customers', { name: 'Ghost', phone: '01711000002', group: '00000000-0000-0000-0000-000000000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('group');
  });

  it('sanitises rich text', async () => {
    const c = await create('categories', { name: 'Safe', description: '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="y"></p>' });
    expect(c.description).toBe('<p>Hi<img src="x" /></p>');
  });
});

describe('update, copy and delete', () => {
  it('changes only the fields sent and refuses read-only-on-update fields', async () => {
    const c = await create('categories', { name: 'Kids Wear', priority: 1, isFeatured: true });
    const res = await put(`/api/categories/${c._id}`, { priority: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Kids Wear', priority: 9, isFeatured: true, slug: 'kids-wear' });
    const slug = await put(`/api/categories/${c._id}`, { slug: 'new-slug' });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().errors).toEqual([{ field: 'slug', message: 'cannot be changed once set', code: 'fixed_once' }]);
    expect((await get(`/api/categories/${c._id}`)).json().slug).toBe('kids-wear');
  });

  it('updates many records at once', async () => {
    const a = await create('categories', { name: 'Bulk A' });
    const b = await create('categories', { name: 'Bulk B' });
    const res = await put('/api/categories/update/many', { ids: [a._id, b._id], updates: { isActive: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(2);
    const list = (await get(`/api/categories?_id_in=${a._id},${b._id}`)).json();
    expect(list.doc.map((d: Doc) => d.isActive)).toEqual([false, false]);
  });

  it('copies a record with a name suffix and a fresh slug', async () => {
    const c = await create('collections', { name: 'Eid Special', tags: ['eid'] });
    const res = await put(`/api/collections/copy/${c._id}`, { id: c._id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Eid Special (Copy)', slug: 'eid-special-2', tags: ['eid'] });
    expect(res.json()._id).not.toBe(c._id);
  });

  it('copies a uniquely named record to a free name', async () => {
    const c = await create('colors', { name: 'Teal', code: '#008080' });
    const first = (await put(`/api/colors/copy/${c._id}`, {})).json();
    const second = (await put(`/api/colors/copy/${c._id}`, {})).json();
    expect([first.name, second.name]).toEqual(['Teal (Copy)', 'Teal (Copy 2)']);
  });

  it('removes one entry of a list field by key', async () => {
    const c = await create('customers', {
      name: 'Karim',
      phone: '01711000003',
      addresses: [
        { name: 'Karim', email: 'k@example.com', phone: '01711000003', street: 'Road 1', city: 'Dhaka', postalCode: '1205' },
        { name: 'Karim', email: 'k@example.com', phone: '01711000003', street: 'Road 2', city: 'Sylhet', postalCode: '3100' },
      ],
    });
    const addresses = c.addresses as { _id: string; city: string }[];
    expect(addresses).toHaveLength(2);
    const res = await del(`/api/customers/${c._id}?key=addresses&item=${addresses[0]._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().addresses.map((a: { city: string }) => a.city)).toEqual(['Sylhet']);
    expect((await del(`/api/customers/${c._id}?key=name&item=x`)).statusCode).toBe(400);
  });

  it('deletes a record, and refuses to delete one still in use', async () => {
    const g = await create('groups', { name: 'Temporary' });
    await create('customers', { name: 'In group', phone: '01711000004', group: g._id });
    const c = await create('colors', { name: 'Lilac', code: '#c8a2c8' });
    expect((await del(`/api/colors/${c._id}`)).statusCode).toBe(200);
    expect((await get(`/api/colors/${c._id}`)).statusCode).toBe(404);
    // A group's customers simply leave the group; a role still held by users cannot go.
    expect((await del(`/api/groups/${g._id}`)).statusCode).toBe(200);
    const owner = (await get('/api/roles?search=Owner')).json().doc[0];
    const res = await del(`/api/roles/${owner._id}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('list', () => {
  beforeAll(async () => {
    const vip = await create('groups', { name: 'List VIP' });
    const rows = [
      ['Nusrat Jahan', '01811000001', true, vip._id],
      ['Nadia Islam', '01811000002', false, vip._id],
      ['Omar Faruk', '01811000003', true, null],
      ['Zarin Tasnim', '01811000004', true, null],
    ] as const;
    for (const [name, phone, isActive, group] of rows) await create('customers', { name, phone, isActive, group, notes: 'list-test' });
  });

  it('pages, sorts and searches case-insensitively', async () => {
    const res = (await get('/api/customers?search=NADIA')).json();
    expect(res.doc.map((d: Doc) => d.name)).toEqual(['Nadia Islam']);
    const page = (await get('/api/customers?search=0181100&sort=name&limit=3&page=2')).json();
    expect(page).toMatchObject({ totalDocs: 4, totalPages: 2, page: 2, limit: 3, docsInPage: 1 });
    expect(page.doc[0].name).toBe('Zarin Tasnim');
    const desc = (await get('/api/customers?search=0181100&sort=-name')).json();
    expect(desc.doc.map((d: Doc) => d.name)).toEqual(['Zarin Tasnim', 'Omar Faruk', 'Nusrat Jahan', 'Nadia Islam']);
  });

  it('defaults to page 1 of 16, newest first', async () => {
    const res = (await get('/api/customers')).json();
    expect(res.limit).toBe(16);
    expect(res.page).toBe(1);
    const times = res.doc.map((d: Doc) => Date.parse(String(d.createdAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("counts a group's customers and a role's users", async () => {
    const groups = (await get('/api/groups?search=List%20VIP')).json();
    expect(groups.doc[0]).toMatchObject({ name: 'List VIP', customers: 2 });
    const roles = (await get('/api/roles?limit=100')).json();
    const total = roles.doc.reduce((sum: number, r: Doc) => sum + Number(r.users), 0);
    expect(total).toBeGreaterThanOrEqual(1);
  });

  it('treats % and _ in the search text literally', async () => {
    expect((await get('/api/customers?search=%25')).json().totalDocs).toBe(0);
    expect((await get('/api/customers?search=_')).json().totalDocs).toBe(0);
  });

  it('filters by boolean, any-of, and ids', async () => {
    expect((await get('/api/customers?search=0181100&isActive=false')).json().totalDocs).toBe(1);
    expect((await get('/api/customers?search=0181100&isActive=true,false')).json().totalDocs).toBe(4);
    const vip = (await get('/api/groups?search=List VIP')).json().doc[0];
    expect((await get(`/api/customers?group=${vip._id}`)).json().totalDocs).toBe(2);
    const two = (await get('/api/customers?search=0181100&limit=2')).json().doc.map((d: Doc) => d._id);
    const byIds = (await get(`/api/customers?_id_in=${two.join(',')}`)).json();
    expect(byIds.doc.map((d: Doc) => d._id).sort()).toEqual([...two].sort());
  });

  it('filters numbers with eq, gt, lt, gte, lte and btw', async () => {
    for (const p of [1, 5, 10]) await create('sizes', { name: `R${p}`, priority: 5000 + p });
    const names = async (q: string) => (await get(`/api/sizes?${q}&sort=priority`)).json().doc.map((d: Doc) => d.name);
    expect(await names('priority=5005')).toEqual(['R5']);
    expect(await names('priority_gt=5005')).toEqual(['R10']);
    expect(await names('priority_lt=5005&priority_gt=5000')).toEqual(['R1']);
    expect(await names('priority_gte=5005')).toEqual(['R5', 'R10']);
    expect(await names('priority_lte=5005&priority_gte=5001')).toEqual(['R1', 'R5']);
    expect(await names('priority_btw=5001_5005')).toEqual(['R1', 'R5']);
  });

  it('filters dates: a whole day in Dhaka, on or after, before, between and the last N days', async () => {
    const c = await create('brands', { name: 'Dated Brand' });
    // 2026-03-01 23:30 in Dhaka is 17:30 UTC the same day; 2026-03-02 00:30 in Dhaka is 18:30 UTC on 03-01.
    await t.database.raw(`update brands set created_at = '2026-03-01T17:30:00Z' where id = $1`, [c._id]);
    const d = await create('brands', { name: 'Next Day Brand' });
    await t.database.raw(`update brands set created_at = '2026-03-01T18:30:00Z' where id = $1`, [d._id]);
    const names = async (q: string) => (await get(`/api/brands?${q}&search=Brand&sort=createdAt`)).json().doc.map((x: Doc) => x.name);
    expect(await names('createdAt=2026-03-01')).toEqual(['Dated Brand']);
    expect(await names('createdAt=2026-03-02')).toEqual(['Next Day Brand']);
    expect(await names('createdAt_gte=2026-03-02&createdAt_lt=2026-03-03')).toEqual(['Next Day Brand']);
    expect(await names('createdAt_lt=2026-03-02')).toEqual(['Dated Brand']);
    expect(await names('createdAt_btw=2026-03-01_2026-03-02')).toEqual(['Dated Brand', 'Next Day Brand']);
    expect(await names('createdAt_last=days_7')).not.toContain('Dated Brand');
    const fresh = await create('brands', { name: 'Fresh Brand' });
    expect(await names('createdAt_last=days_7')).toContain(fresh.name);
    expect(await names('createdAt_last=months_1')).toContain(fresh.name);
  });

  it('filters text fields by what they contain', async () => {
    expect((await get('/api/categories?name=men fash')).json().doc.map((d: Doc) => d.name)).toContain('Men Fashion');
  });

  it('answers 400 for unknown sort or filter keys and bad values, naming them', async () => {
    const cases: [string, string][] = [
      ['/api/customers?sort=password', 'sort'],
      ['/api/customers?sort=-nope', 'sort'],
      ['/api/customers?notes=x', 'notes'],
      ['/api/customers?isActive=maybe', 'isActive'],
      ['/api/customers?createdAt=2026-02-30', 'createdAt'],
      ['/api/customers?createdAt_last=weeks_2', 'createdAt_last'],
      ['/api/customers?isActive_gt=1', 'isActive_gt'],
      ['/api/sizes?priority_btw=1', 'priority_btw'],
      ['/api/sizes?priority=abc', 'priority'],
      ['/api/customers?_id_in=1;drop table customers', '_id_in'],
      ['/api/customers?group=not-a-uuid', 'group'],
      ['/api/customers?limit=1001', 'limit'],
      ['/api/customers?page=0', 'page'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].field, url).toBe(field);
    }
    expect((await get('/api/customers/get/count')).json().count).toBeGreaterThan(0);
  });

  it('never returns a password, even to its owner', async () => {
    const res = (await get('/api/users')).json();
    expect(JSON.stringify(res)).not.toMatch(/password|argon2/i);
  });
});

describe('schema, filters, count, sum and one', () => {
  it('serves the schema the admin app builds screens from', async () => {
    const schema = (await get('/api/categories/get/schema')).json();
    expect(schema).toMatchObject({ path: 'categories', title: 'Categories', singular: 'Category', modal: true, defaultSort: '-createdAt' });
    expect(schema.sections[0]).toBe('Category Details');
    const name = schema.fields.find((f: { key: string }) => f.key === 'name');
    expect(name).toMatchObject({ required: true, type: 'text', column: { type: 'image-text', sortable: true, default: true } });
    expect(schema.rowMenu.map((a: { label: string }) => a.label)).toContain('Mark as Active');
    const roles = (await get('/api/roles/get/schema')).json();
    const perms = roles.fields.find((f: { key: string }) => f.key === 'permissions');
    expect(perms.options.map((o: { value: string }) => o.value)).toEqual(expect.arrayContaining(['*', 'customers:list', 'roles:delete']));
    expect(JSON.stringify(schema)).not.toContain('"db"');
  });

  it('serves the filter definitions', async () => {
    const filters = (await get('/api/customers/get/filters')).json();
    expect(filters.map((f: { field: string; type: string }) => `${f.field}:${f.type}`)).toEqual([
      'isActive:boolean',
      'smsOptOut:boolean',
      'group:multi-select',
      'createdAt:date',
      'addressIncomplete:boolean',
    ]);
  });

  it('counts and sums with filters', async () => {
    await create('sizes', { name: 'Small count', priority: 1 });
    const all = (await get('/api/sizes/get/count')).json().count;
    const some = (await get('/api/sizes/get/count?priority_gte=5000')).json().count;
    expect(some).toBe(3);
    expect(all).toBeGreaterThan(some);
    expect((await get('/api/sizes/get/sum/priority?priority_gte=5000')).json()).toEqual({ total: 15016 });
    expect((await get('/api/sizes/get/sum/name')).statusCode).toBe(400);
  });

  it('gives the first record for get/one', async () => {
    const one = (await get('/api/customers/get/one')).json();
    const first = (await get('/api/customers?limit=1')).json().doc[0];
    expect(one._id).toBe(first._id);
  });
});

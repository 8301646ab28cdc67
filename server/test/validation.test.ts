import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Each failure of issue 6 §1 as a client would meet it: a clear 400 naming
 * the field, never a 5xx, and nothing written.
 */

let t: TestApp;
let token: string;

const get = (url: string) => t.call(token, { method: 'GET', url });
const post = (url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as object });
const put = (url: string, payload: unknown) => t.call(token, { method: 'PUT', url, payload: payload as object });
const count = async (path: string) => (await get(`/api/${path}/get/count`)).json().count as number;

/** The answer is a 400 whose errors name `field`. */
function expectRefused(res: { statusCode: number; body: string; json(): { errors?: { field: string }[] } }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json().errors ?? []).map((e) => e.field)).toContain(field);
}

let roleId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  roleId = (await get('/api/roles?search=Owner')).json().doc[0]._id;
});
afterAll(() => t.close());

describe('NUL bytes', () => {
  it('refuses a NUL in a body text, naming the field, and writes nothing', async () => {
    const before = await count('users');
    const res = await post('/api/users', { name: 'Nul\u0000Name', email: 'nul@example.com', password: 'long-enough-1', role: roleId });
    expectRefused(res, 'name');
    expect(await count('users')).toBe(before);
    expectRefused(
      await post('/api/customers', {
        name: 'A',
        phone: '01711111111',
        addresses: [{ name: 'x', email: 'a@b.co', phone: '1', street: 's\u0000', city: 'c', postalCode: '1' }],
      }),
      'addresses.0.street',
    );
  });

  it('refuses a NUL in a query value and in a filter', async () => {
    expectRefused(await get('/api/customers?search=a%00b'), 'search');
    expectRefused(await get('/api/categories?name=%00'), 'name');
  });

  it('refuses a NUL in the sign-in email without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@example.com\u0000', password: 'x' } });
    expectRefused(res, 'email');
  });
});

describe('phone numbers', () => {
  it('tidies a mobile number written with the country code or spaces, in the customer and in an address', async () => {
    const address = { name: 'Home', email: 'a@b.co', phone: '+880 1812-345678', street: 's', city: 'c', postalCode: '1' };
    const res = await post('/api/customers', { name: 'Tidy', phone: '+8801712345679', addresses: [address] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ phone: '01712345679', addresses: [{ phone: '01812345678' }] });
    const spaced = await post('/api/customers', { name: 'Spaced', phone: '01712 345 680' });
    expect(spaced.statusCode, spaced.body).toBe(201);
    expect(spaced.json().phone).toBe('01712345680');
  });

  it('refuses an address phone that is no mobile number, as the customer phone is, and writes nothing', async () => {
    const before = await count('customers');
    const address = { name: 'Home', email: 'a@b.co', phone: '12345', street: 's', city: 'c', postalCode: '1' };
    const res = await post('/api/customers', { name: 'Bad address phone', phone: '01712345681', addresses: [address] });
    expectRefused(res, 'addresses');
    expect(res.json().message).toMatch(/address 1: phone must be a mobile number/);
    expectRefused(await post('/api/customers', { name: 'Bad phone', phone: '+44 20 7946 0958' }), 'phone');
    expect(await count('customers')).toBe(before);
  });
});

describe('numbers', () => {
  it('refuses a fraction or an out-of-range number for a whole-number field', async () => {
    const before = await count('categories');
    expectRefused(await post('/api/categories', { name: 'Half', priority: 1.5 }), 'priority');
    expectRefused(await post('/api/categories', { name: 'Huge', priority: 1e300 }), 'priority');
    expect(await count('categories')).toBe(before);
  });

  it('refuses fractions and out-of-range numbers in number filters before any SQL', async () => {
    for (const q of ['priority=1e300', 'priority=1.5', 'priority_gt=99999999999', 'priority_btw=1_1e300', 'priority_lt=0x10', 'priority=Infinity']) {
      const key = q.split('=')[0];
      expectRefused(await get(`/api/categories?${q}`), key);
    }
    expect((await get('/api/categories?priority_btw=0_100000')).statusCode).toBe(200);
  });
});

describe('dates and pages', () => {
  it('refuses year 0 in date filters', async () => {
    expectRefused(await get('/api/categories?createdAt=0000-01-01'), 'createdAt');
    expectRefused(await get('/api/categories?createdAt_btw=2026-01-01_0000-01-01'), 'createdAt_btw');
    expect((await get('/api/categories?createdAt_gte=0001-01-01')).statusCode).toBe(200);
  });

  it('refuses huge or fractional page numbers', async () => {
    expectRefused(await get('/api/categories?page=1e20'), 'page');
    expectRefused(await get('/api/categories?page=1.5'), 'page');
    expectRefused(await get('/api/categories/get/count?page=1e20'), 'page');
  });
});

describe('no silent conversion', () => {
  it('refuses a number for a text, a text for a list and null for a switch', async () => {
    const before = await count('brands');
    expectRefused(await post('/api/brands', { name: 12345 }), 'name');
    expectRefused(await post('/api/brands', { name: 'Tagged', tags: 'x' }), 'tags');
    expectRefused(await post('/api/categories', { name: 'Nulled', isActive: null }), 'isActive');
    expectRefused(await post('/api/categories', { name: 'Texted', isActive: 'true' }), 'isActive');
    expect(await count('brands')).toBe(before);
  });

  it('refuses an unknown key, naming it, on create, update and update many', async () => {
    const c = (await post('/api/categories', { name: 'Typo' })).json();
    expectRefused(await put(`/api/categories/${c._id}`, { isactive: false }), 'isactive');
    expectRefused(await put('/api/categories/update/many', { ids: [c._id], updates: { isactive: false } }), 'updates.isactive');
    expectRefused(await post('/api/categories', { name: 'Typo 2', meta: { titel: 'x' } }), 'meta.titel');
    expect((await get(`/api/categories/${c._id}`)).json().isActive).toBe(true);
  });

  it('refuses a __proto__ or constructor query key', async () => {
    expectRefused(await get('/api/categories?__proto__=1'), '__proto__');
    expectRefused(await get('/api/categories?__proto__[isAdmin]=1'), '__proto__[isAdmin]');
    expectRefused(await get('/api/categories?constructor=x'), 'constructor');
  });
});

describe('lengths and links', () => {
  it('refuses a 1 MB image, a javascript: URL and a data: URL, and takes http(s) and /uploads/', async () => {
    const before = await count('brands');
    expectRefused(await post('/api/brands', { name: 'Big image', image: `https://x.test/${'a'.repeat(1_000_000)}` }), 'image');
    expectRefused(await post('/api/brands', { name: 'Script', image: 'javascript:alert(1)' }), 'image');
    expectRefused(await post('/api/brands', { name: 'Data', image: 'data:image/png;base64,AAAA' }), 'image');
    expectRefused(await post('/api/brands', { name: 'Climb', image: '/uploads/../data/jwt-secret' }), 'image');
    expect(await count('brands')).toBe(before);
    expect((await post('/api/brands', { name: 'Web image', image: 'https://cdn.example.com/a.png' })).statusCode).toBe(201);
    expect((await post('/api/brands', { name: 'Own image', image: '/uploads/brands/a.png' })).statusCode).toBe(201);
  });

  it('refuses a 100 kB address entry and a text beyond the default limit', async () => {
    const before = await count('customers');
    const address = { name: 'x'.repeat(100_000), email: 'a@b.co', phone: '01711111111', street: 's', city: 'c', postalCode: '1' };
    expectRefused(await post('/api/customers', { name: 'Long', phone: '01722222222', addresses: [address] }), 'addresses.0.name');
    expect(await count('customers')).toBe(before);
    // colours' code declares no limit: the default for its type applies.
    expectRefused(await post('/api/colors', { name: 'Long code', code: '#'.repeat(10_000) }), 'code');
  });
});

describe('trees', () => {
  it('refuses a category as its own parent, or as the parent of its ancestor', async () => {
    const a = (await post('/api/categories', { name: 'Tree A' })).json();
    const b = (await post('/api/categories', { name: 'Tree B', parentCategory: a._id })).json();
    const c = (await post('/api/categories', { name: 'Tree C', parentCategory: b._id })).json();
    expectRefused(await put(`/api/categories/${a._id}`, { parentCategory: a._id }), 'parentCategory');
    expectRefused(await put(`/api/categories/${a._id}`, { parentCategory: b._id }), 'parentCategory');
    expectRefused(await put(`/api/categories/${a._id}`, { parentCategory: c._id }), 'parentCategory');
    expectRefused(await put('/api/categories/update/many', { ids: [a._id], updates: { parentCategory: c._id } }), 'parentCategory');
    expect((await get(`/api/categories/${a._id}`)).json().parentCategory).toBeNull();
    // Moving a leaf elsewhere is fine.
    expect((await put(`/api/categories/${c._id}`, { parentCategory: a._id })).statusCode).toBe(200);
  });
});

describe('database refusals that slip through', () => {
  it('answer 400, not 500, when PostgreSQL calls the value invalid', async () => {
    await t.database.raw(`create function refuse_value() returns trigger language plpgsql as $$
      begin if new.name = 'Refused by the database' then raise exception 'bad value' using errcode = '22023'; end if; return new; end $$`);
    await t.database.raw('create trigger refuse_value before insert on sizes for each row execute function refuse_value()');
    const before = await count('sizes');
    const res = await post('/api/sizes', { name: 'Refused by the database' });
    expect(res.statusCode, res.body).toBe(400);
    expect(await count('sizes')).toBe(before);
  });
});

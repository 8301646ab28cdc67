import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { createApiDataProvider } from './apiDataProvider';
import { SIGNED_IN_KEY, tokenStorage } from './tokenStorage';
import { startMswServer } from '../test/mswServer';

const API = 'http://localhost/api';
const server = startMswServer();
const dataProvider = createApiDataProvider(createApiClient({ baseUrl: API }));

beforeEach(() => {
  localStorage.clear();
  tokenStorage.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

const page = (doc: Record<string, unknown>[], extra = {}) => ({
  doc,
  docsInPage: doc.length,
  totalDocs: 40,
  totalPages: 3,
  page: 2,
  limit: 16,
  ...extra,
});

describe('getList', () => {
  it('sends page, limit, sort, search and flat filters, and maps _id to id', async () => {
    let seen: URL | undefined;
    let auth: string | null = null;
    server.use(
      http.get(`${API}/categories`, ({ request }) => {
        seen = new URL(request.url);
        auth = request.headers.get('Authorization');
        return HttpResponse.json(page([{ _id: 'c1', name: 'Men' }]));
      }),
    );
    const result = await dataProvider.getList('categories', {
      pagination: { page: 2, perPage: 16 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'shirt', isActive: true, status: ['draft', 'published'], price_btw: '100_500', meta: { title: 'x' }, empty: '' },
    });
    expect(Object.fromEntries(seen!.searchParams)).toEqual({
      page: '2',
      limit: '16',
      sort: '-name',
      search: 'shirt',
      isActive: 'true',
      status: 'draft,published',
      price_btw: '100_500',
      'meta.title': 'x',
    });
    expect(auth).toBe('Bearer access-1');
    expect(result.data).toEqual([{ _id: 'c1', id: 'c1', name: 'Men' }]);
    expect(result.total).toBe(40);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('turns a capped count into "more than" with page-by-page navigation', async () => {
    server.use(
      http.get(`${API}/orders`, ({ request }) => {
        const at = Number(new URL(request.url).searchParams.get('page'));
        const doc = Array.from({ length: at === 700 ? 3 : 16 }, (_, i) => ({ _id: `o${at}-${i}` }));
        return HttpResponse.json(page(doc, { totalDocs: 10_000, totalPages: 625, totalCapped: true, page: at }));
      }),
    );
    const list = (p: number) =>
      dataProvider.getList('orders', { pagination: { page: p, perPage: 16 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    const first = await list(1);
    expect(first.total).toBeUndefined();
    expect(first.meta).toEqual({ totalAtLeast: 10_000 });
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    // Past the cap a full page still promises another; a short one is the last.
    expect((await list(650)).pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect((await list(700)).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('sorts ascending without a minus and leaves react-admin’s default id sort to the server', async () => {
    const sorts: (string | null)[] = [];
    server.use(
      http.get(`${API}/brands`, ({ request }) => {
        sorts.push(new URL(request.url).searchParams.get('sort'));
        return HttpResponse.json(page([]));
      }),
    );
    await dataProvider.getList('brands', { pagination: { page: 1, perPage: 16 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
    await dataProvider.getList('brands', { pagination: { page: 1, perPage: 16 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(sorts).toEqual(['createdAt', null]);
  });
});

describe('getMany and getManyReference', () => {
  it('asks for the ids with _id_in and enough limit for all of them', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/colors`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json(page([{ _id: 'a' }, { _id: 'b' }]));
      }),
    );
    const { data } = await dataProvider.getMany('colors', { ids: ['a', 'b'] });
    expect(seen?.get('_id_in')).toBe('a,b');
    expect(seen?.get('limit')).toBe('2');
    expect(data.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('filters the referencing resource by the target field', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/customers`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json(page([]));
      }),
    );
    await dataProvider.getManyReference('customers', {
      target: 'group',
      id: 'g1',
      pagination: { page: 1, perPage: 16 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(seen?.get('group')).toBe('g1');
  });
});

describe('getOne', () => {
  it('reads {id}, or edit/{id} when the caller edits', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/brands/edit/:id`, ({ params }) => {
        seen.push(`edit ${params.id}`);
        return HttpResponse.json({ _id: params.id, name: 'Aarong' });
      }),
      http.get(`${API}/brands/:id`, ({ params }) => {
        seen.push(`show ${params.id}`);
        return HttpResponse.json({ _id: params.id, name: 'Aarong' });
      }),
    );
    const shown = await dataProvider.getOne('brands', { id: 'b1' });
    await dataProvider.getOne('brands', { id: 'b2', meta: { edit: true } });
    expect(seen).toEqual(['show b1', 'edit b2']);
    expect(shown.data).toEqual({ _id: 'b1', id: 'b1', name: 'Aarong' });
  });
});

describe('writes', () => {
  it('update sends only the fields that changed, comparing nested objects deeply', async () => {
    let body: unknown;
    server.use(
      http.put(`${API}/categories/c1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ _id: 'c1', name: 'Women', meta: { title: 'New', description: 'd' } });
      }),
    );
    const previousData = { id: 'c1', _id: 'c1', name: 'Men', tags: ['a'], meta: { title: 'Old', description: 'd' }, priority: 1 };
    const { data } = await dataProvider.update('categories', {
      id: 'c1',
      previousData,
      data: { ...previousData, name: 'Women', tags: ['a'], meta: { title: 'New', description: 'd' } },
    });
    expect(body).toEqual({ name: 'Women', meta: { title: 'New', description: 'd' } });
    expect(data.id).toBe('c1');
  });

  it('create drops id fields and returns the saved record with its id', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/brands`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ _id: 'b9', name: 'Aarong' });
      }),
    );
    const { data } = await dataProvider.create('brands', { data: { id: 'x', name: 'Aarong' } });
    expect(body).toEqual({ name: 'Aarong' });
    expect(data).toEqual({ _id: 'b9', id: 'b9', name: 'Aarong' });
  });

  it('updateMany sends ids and updates to update/many', async () => {
    let body: unknown;
    server.use(
      http.put(`${API}/categories/update/many`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ modified: 2 });
      }),
    );
    const { data } = await dataProvider.updateMany('categories', { ids: ['a', 'b'], data: { isActive: false } });
    expect(body).toEqual({ ids: ['a', 'b'], updates: { isActive: false } });
    expect(data).toEqual(['a', 'b']);
  });

  it('deleteMany deletes each record', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/sizes/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ _id: params.id });
      }),
    );
    await dataProvider.deleteMany('sizes', { ids: ['s1', 's2'] });
    expect(deleted.sort()).toEqual(['s1', 's2']);
  });
});

describe('custom calls', () => {
  it('counts with the filters as query parameters', async () => {
    let seen: URLSearchParams | undefined;
    server.use(
      http.get(`${API}/customers/get/count`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({ count: 300 });
      }),
    );
    expect(await dataProvider.getCount('customers', { isActive: true })).toBe(300);
    expect(seen?.get('isActive')).toBe('true');
  });

  it('exports with the list query string and downloads under the server’s file name', async () => {
    let seen: URL | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}/categories/export/csv`, async ({ request }) => {
        seen = new URL(request.url);
        body = await request.json();
        return new HttpResponse('\uFEFFname\nMen\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="categories_1700000000.csv"' },
        });
      }),
    );
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      const { filename } = await dataProvider.exportFile('categories', {
        type: 'csv',
        fields: ['name', 'slug'],
        filter: { q: 'men', isActive: true },
        sort: { field: 'name', order: 'ASC' },
      });
      expect(filename).toBe('categories_1700000000.csv');
      expect(clicked).toEqual(['categories_1700000000.csv']);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(Object.fromEntries(seen!.searchParams)).toEqual({ search: 'men', isActive: 'true', sort: 'name' });
    expect(body).toEqual({ fields: ['name', 'slug'] });
  });
});

describe('errors', () => {
  it('become HttpErrors with the server message and field errors keyed by field', async () => {
    server.use(
      http.post(`${API}/categories`, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Slug is already taken',
            errors: [
              { field: 'slug', message: 'Slug is already taken' },
              { field: 'meta.title', message: 'Too long' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const error = await dataProvider.create('categories', { data: { name: 'Men' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.message).toBe('Slug is already taken');
    expect(httpError.status).toBe(409);
    expect(httpError.body.errors).toEqual({ slug: 'Slug is already taken', 'meta.title': 'Too long' });
  });

  it('without a server message say "Error Loading Data" (through its i18n key)', async () => {
    server.use(http.get(`${API}/colors/x1`, () => new HttpResponse('<html>', { status: 502 })));
    const error = (await dataProvider.getOne('colors', { id: 'x1' }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('app.notification.error_loading');
    expect(error.body.errors).toBeUndefined();
  });
});

describe('an overloaded server (503 with Retry-After)', () => {
  const overloaded = () =>
    HttpResponse.json(
      { statusCode: 503, error: 'Service Unavailable', message: 'The server is overloaded; please try again in a few seconds', code: 'server_overloaded' },
      { status: 503, headers: { 'Retry-After': '0' } },
    );

  it('has a read tried again, and answered once the server recovers', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/colors/c1`, () => {
        calls += 1;
        return calls < 3 ? overloaded() : HttpResponse.json({ _id: 'c1', name: 'Red' });
      }),
    );
    const result = await dataProvider.getOne('colors', { id: 'c1' });
    expect(result.data).toMatchObject({ id: 'c1', name: 'Red' });
    expect(calls).toBe(3);
  });

  it("shows the server's message in the chosen language when it stays overloaded, and never retries a write", async () => {
    const bangla = createApiDataProvider(
      createApiClient({ baseUrl: API, localize: (m, english) => (m.code === 'server_overloaded' ? 'সার্ভারে এখন খুব চাপ' : english) }),
    );
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(`${API}/colors/c2`, () => {
        reads += 1;
        return overloaded();
      }),
      http.post(`${API}/colors`, () => {
        writes += 1;
        return overloaded();
      }),
    );
    const read = (await bangla.getOne('colors', { id: 'c2' }).catch((e: unknown) => e)) as HttpError;
    expect(read.status).toBe(503);
    expect(read.message).toBe('সার্ভারে এখন খুব চাপ');
    expect(reads).toBe(3);
    const write = (await bangla.create('colors', { data: { name: 'Blue' } }).catch((e: unknown) => e)) as HttpError;
    expect(write.status).toBe(503);
    expect(writes).toBe(1);
  });
});

describe('token refresh', () => {
  it('on a 401 renews once from the refresh cookie, with the CSRF header, keeps the new access token in memory and retries', async () => {
    const refreshBodies: unknown[] = [];
    const csrf: (string | null)[] = [];
    server.use(
      http.post(`${API}/auth/refresh`, async ({ request }) => {
        refreshBodies.push(await request.json());
        csrf.push(request.headers.get('X-Requested-With'));
        return HttpResponse.json({ accessToken: 'access-2' });
      }),
      http.get(`${API}/colors/:id`, ({ request, params }) =>
        request.headers.get('Authorization') === 'Bearer access-2'
          ? HttpResponse.json({ _id: params.id, name: 'Red' })
          : HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, { status: 401 }),
      ),
    );
    // Two calls at once share one refresh: the server would revoke a refresh token used twice.
    const [a, b] = await Promise.all([dataProvider.getOne('colors', { id: 'r1' }), dataProvider.getOne('colors', { id: 'r2' })]);
    expect([a.data.name, b.data.name]).toEqual(['Red', 'Red']);
    // No token in the body: the browser sends the HttpOnly cookie.
    expect(refreshBodies).toEqual([{}]);
    expect(csrf).toEqual(['fetch']);
    expect(tokenStorage.getAccessToken()).toBe('access-2');
    expect(JSON.stringify(localStorage)).not.toContain('access-2');
  });

  it('a reloaded tab (signed in, no access token in memory) renews before its first call: no call is sent to be refused', async () => {
    tokenStorage.clear();
    localStorage.setItem(SIGNED_IN_KEY, '1');
    const calls: string[] = [];
    server.use(
      http.post(`${API}/auth/refresh`, () => {
        calls.push('refresh');
        return HttpResponse.json({ accessToken: 'access-2' });
      }),
      http.get(`${API}/colors/:id`, ({ request, params }) => {
        const auth = request.headers.get('Authorization');
        calls.push(`colors ${auth ?? 'no token'}`);
        return auth ? HttpResponse.json({ _id: params.id, name: 'Red' }) : HttpResponse.json({ message: 'No token' }, { status: 401 });
      }),
    );
    const [a, b] = await Promise.all([dataProvider.getOne('colors', { id: 'r1' }), dataProvider.getOne('colors', { id: 'r2' })]);
    expect([a.data.name, b.data.name]).toEqual(['Red', 'Red']);
    expect(calls).toEqual(['refresh', 'colors Bearer access-2', 'colors Bearer access-2']);
  });

  it('throws a 401 when the refresh is refused', async () => {
    server.use(
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ message: 'Revoked' }, { status: 401 })),
      http.get(`${API}/colors/r1`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    );
    const error = (await dataProvider.getOne('colors', { id: 'r1' }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    // The session is over in this browser.
    expect(tokenStorage.isSignedIn()).toBe(false);
  });
});

describe('upload', () => {
  it('sends images to upload as `image` and other files to upload/file as `file`, with the folder', async () => {
    const seen: { path: string; fields: string[]; folder: unknown }[] = [];
    const record = async (request: Request) => {
      const form = await request.formData();
      seen.push({ path: new URL(request.url).pathname, fields: [...form.keys()].sort(), folder: form.get('folder') });
      return HttpResponse.json({ url: '/uploads/x', name: 'x' }, { status: 201 });
    };
    server.use(
      http.post(`${API}/upload`, ({ request }) => record(request)),
      http.post(`${API}/upload/file`, ({ request }) => record(request)),
    );
    await dataProvider.upload(new File(['png'], 'a.png', { type: 'image/png' }), 'brands');
    await dataProvider.upload(new File(['%PDF'], 'chart.pdf', { type: 'application/pdf' }), 'files', 'file');
    expect(seen).toEqual([
      { path: '/api/upload', fields: ['folder', 'image'], folder: 'brands' },
      { path: '/api/upload/file', fields: ['file', 'folder'], folder: 'files' },
    ]);
  });
});

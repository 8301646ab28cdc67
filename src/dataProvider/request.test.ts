import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startMswServer } from '../test/mswServer';
import { createApiClient } from './apiClient';
import { createApiDataProvider } from './apiDataProvider';
import { requestOf } from './request';
import { tokenStorage } from './tokenStorage';

const API = 'http://localhost/api';
const server = startMswServer();
const dataProvider = createApiDataProvider(createApiClient({ baseUrl: API }));

beforeEach(() => {
  localStorage.clear();
  tokenStorage.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('requestOf: a route key and its arguments as a request', () => {
  it('takes the method from the key and fills each path parameter, encoded', () => {
    const { method, path } = requestOf('GET /inventory/item/{itemId}/locations', { params: { itemId: 'a/b c' } });
    expect(method).toBe('GET');
    expect(path).toBe('inventory/item/a%2Fb%20c/locations');
  });

  it('refuses a key whose path parameter is not given', () => {
    expect(() => requestOf('GET /orders/{id}', {})).toThrow('GET /orders/{id}: the path parameter id is missing');
  });

  it('sends the query without its absent or empty values, and a list query as it is', () => {
    const { options } = requestOf('GET /inventory/{id}/movements', { params: { id: 'i1' }, query: { page: 2, limit: undefined, kind: '' } });
    expect(options.query?.toString()).toBe('page=2');
    const filters = new URLSearchParams({ search: 'rahim', isActive: 'true' });
    expect(requestOf('POST /customers/sms', { query: filters, body: {} }).options.query).toBe(filters);
  });

  it('sends the headers given, a form as multipart fields and a body as it is', () => {
    const body = { cart: { items: [] } };
    const sale = requestOf('POST /orders', { body, headers: { 'idempotency-key': 'till-1:42' } });
    expect(sale.options).toMatchObject({ body, headers: { 'idempotency-key': 'till-1:42' } });
    expect(requestOf('POST /orders', { body, headers: { 'idempotency-key': undefined } }).options.headers).toEqual({});
    const file = new File(['sku,name'], 'products.csv', { type: 'text/csv' });
    const form = requestOf('POST /upload/file', { form: { file, folder: 'files' } }).options.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'folder']);
    expect((form.get('file') as File).name).toBe('products.csv');
  });
});

describe('dataProvider.request', () => {
  it('calls the route below /api with the JSON body and answers what the server answered', async () => {
    let seen: { path: string; body: unknown; auth: string | null } | undefined;
    server.use(
      http.put(`${API}/orders/:id/status`, async ({ request }) => {
        seen = { path: new URL(request.url).pathname, body: await request.json(), auth: request.headers.get('Authorization') };
        return HttpResponse.json({ _id: 'o 1', status: 'confirmed' });
      }),
    );
    const answer = await dataProvider.request('PUT /orders/{id}/status', { params: { id: 'o 1' }, body: { status: 'confirmed' } });
    expect(seen).toEqual({ path: '/api/orders/o%201/status', body: { status: 'confirmed' }, auth: 'Bearer access-1' });
    expect(answer.status).toBe('confirmed');
  });

  it('requestAs calls with the token given, not the session’s, and a refusal does not renew or end the session', async () => {
    const seen: (string | null)[] = [];
    let renewals = 0;
    server.use(
      http.post(`${API}/shifts/cash/:id/decision`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return seen.length === 1
          ? HttpResponse.json({
              _id: 'm1',
              shift: 's1',
              kind: 'out',
              amount: 900,
              reason: 'bank',
              userName: 'karim',
              approval: 'approved',
              approvedByName: 'Mina',
              createdAt: '2026-12-04T10:00:00.000Z',
            })
          : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
      http.post(`${API}/auth/refresh`, () => {
        renewals++;
        return HttpResponse.json({ accessToken: 'access-2' });
      }),
    );
    const decided = await dataProvider.requestAs('manager-token', 'POST /shifts/cash/{id}/decision', { params: { id: 'm1' }, body: { approve: true } });
    expect(decided.approvedByName).toBe('Mina');
    await expect(
      dataProvider.requestAs('stale-token', 'POST /shifts/cash/{id}/decision', { params: { id: 'm1' }, body: { approve: true } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer manager-token', 'Bearer stale-token']);
    expect(renewals).toBe(0);
    expect(tokenStorage.getAccessToken()).toBe('access-1');
  });

  it('sends a file as the multipart field its form names, with the query', async () => {
    let seen: { dryRun: string | null; fields: string[] } | undefined;
    server.use(
      http.post(`${API}/products/import`, async ({ request }) => {
        const form = await request.formData();
        // jsdom's File does not cross into Node's fetch with its bytes: the field is what is checked here.
        seen = { dryRun: new URL(request.url).searchParams.get('dryRun'), fields: [...form.keys()] };
        return HttpResponse.json({ dryRun: true, create: 1, update: 0, errors: [] });
      }),
    );
    const file = new File(['sku,name\nA1,Shirt\n'], 'products.csv', { type: 'text/csv' });
    const report = await dataProvider.request('POST /products/import', { query: { dryRun: 'true' }, form: { file } });
    expect(seen).toEqual({ dryRun: 'true', fields: ['file'] });
    expect(report.create).toBe(1);
  });
});

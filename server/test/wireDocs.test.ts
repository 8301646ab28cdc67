import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, roles, users } from '../domains/schema';
import { hashPassword } from '../domains/accounts/passwords';
import { reconcileStock } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from './harness';

/**
 * The OpenAPI document of the hand-written calls (orders, settings,
 * catalogue, uploads, inventory) says what they do (issue 20): every status
 * they answer below is listed for them, and their bodies carry the limits and
 * forms the API enforces.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  minimum?: number;
  maxLength?: number;
  allOf?: Schema[];
  description?: string;
}

let t: TestApp;
let owner: string;
let cashier: string;
let paths: Record<string, Record<string, Operation>>;
let productId: string;
const answered: { method: string; path: string; status: number; body: string }[] = [];

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Calls the API as `token` (none: no Authorization) and keeps what it answered under the document's path. */
async function call(token: string | null, path: string, opts: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const res = token === null ? await t.app.inject(opts) : await t.call(token, opts);
  answered.push({ method: String(opts.method ?? 'GET').toLowerCase(), path, status: res.statusCode, body: res.body.slice(0, 300) });
  return res;
}

function form(field: string, filename: string, type: string, data: string | Buffer, url: string) {
  const boundary = '----docs-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { method: 'POST' as const, url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Docs till', permissions: ['pos:use', 'orders:create', 'orders:show'] })
    .returning();
  await t.database.db
    .insert(users)
    .values({ name: 'Docs Till', email: 'docs-till@example.com', passwordHash: await hashPassword('till-pass-123'), roleId: role.id });
  cashier = await t.login('docs-till@example.com', 'till-pass-123');
  const [cat] = await t.database.db.insert(categories).values({ name: 'Docs', slug: 'docs-test' }).returning();
  const [p] = await t.database.db
    .insert(products)
    .values({
      name: 'Lungi',
      slug: 'lungi-docs',
      sku: 'DOCS-1',
      barcode: '2000000999987',
      categoryId: cat.id,
      status: 'published',
      price: 400,
      cost: 200,
      stock: 3,
      type: 'simple',
    })
    .returning();
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  productId = p.id;
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

const cart = (qty = 1) => ({ items: [{ _id: productId, qty }] });
const json = (method: InjectOptions['method'], url: string, payload?: unknown) => ({ method, url, payload: payload as Record<string, unknown> });

describe('the OpenAPI document of the hand-written calls', () => {
  it('lists every status the order, settings, catalogue, upload and inventory calls answer', async () => {
    // Orders: pricing, placing, the order page's actions, the invoice, held carts.
    await call(cashier, '/api/orders/cart-total', json('POST', '/api/orders/cart-total', cart()));
    await call(cashier, '/api/orders/cart-total', json('POST', '/api/orders/cart-total', { ...cart(), discount: 10 }));
    await call(cashier, '/api/orders/cart-total', json('POST', '/api/orders/cart-total', { items: [{ _id: 'nope', qty: 1 }] }));
    await call(null, '/api/orders/cart-total', json('POST', '/api/orders/cart-total', cart()));
    const placed = await call(cashier, '/api/orders/', json('POST', '/api/orders', { cart: cart(), paymentMethod: 'cash', customer: 'guest', paidAmount: 0 }));
    const id = placed.json()._id as string;
    await call(cashier, '/api/orders/', json('POST', '/api/orders', { cart: cart(50), paymentMethod: 'cash', customer: 'guest' }));
    await call(cashier, '/api/orders/', json('POST', '/api/orders', { cart: cart(), paymentMethod: 'cheque', customer: 'guest' }));
    await call(cashier, '/api/orders/', json('POST', '/api/orders', { cart: { ...cart(), discount: 5 }, paymentMethod: 'cash', customer: 'guest' }));
    await call(cashier, '/api/orders/{id}', json('GET', `/api/orders/${id}`));
    await call(cashier, '/api/orders/{id}', json('GET', `/api/orders/${UNKNOWN}`));
    await call(cashier, '/api/orders/{id}', json('GET', '/api/orders/not-an-id'));
    await call(null, '/api/orders/{id}', json('GET', `/api/orders/${id}`));
    await call(cashier, '/api/orders/{id}/status', json('PUT', `/api/orders/${id}/status`, { status: 'completed' }));
    await call(owner, '/api/orders/{id}/payments', json('POST', `/api/orders/${id}/payments`, { method: 'cash', amount: 1_000_000 }));
    await call(owner, '/api/orders/{id}/payments', json('POST', `/api/orders/${id}/payments`, { method: 'cash', amount: 100 }));
    await call(owner, '/api/orders/{id}/payments', json('POST', `/api/orders/${UNKNOWN}/payments`, { method: 'cash', amount: 1 }));
    const line = (await t.call(owner, { method: 'GET', url: `/api/orders/${id}` })).json().items[0]._id as string;
    await call(owner, '/api/orders/{id}/returns', json('POST', `/api/orders/${id}/returns`, { lines: [{ line, qty: 5 }] }));
    await call(owner, '/api/orders/{id}/returns', json('POST', `/api/orders/${id}/returns`, { lines: [{ line, qty: 1 }] }));
    await call(owner, '/api/orders/{id}/returns', json('POST', `/api/orders/${UNKNOWN}/returns`, { lines: [{ line, qty: 1 }] }));
    await call(owner, '/api/orders/export/invoice', json('POST', '/api/orders/export/invoice', { id }));
    await call(owner, '/api/orders/export/invoice', json('POST', '/api/orders/export/invoice', { id: UNKNOWN }));
    await call(owner, '/api/orders/export/invoice', json('POST', '/api/orders/export/invoice', { id, buyerBin: 'VAT' }));
    await call(owner, '/api/orders/{id}/status', json('PUT', `/api/orders/${id}/status`, { status: 'cancelled' }));
    await call(owner, '/api/orders/{id}/status', json('PUT', `/api/orders/${id}/status`, { status: 'confirmed' }));
    await call(owner, '/api/orders/{id}/status', json('PUT', `/api/orders/${id}/status`, { status: 'lost' }));
    await call(owner, '/api/orders/{id}/status', json('PUT', `/api/orders/${UNKNOWN}/status`, { status: 'confirmed' }));
    await call(owner, '/api/orders/{id}/payments', json('POST', `/api/orders/${id}/payments`, { method: 'cash', amount: 1 }));
    await call(owner, '/api/orders/{id}/returns', json('POST', `/api/orders/${id}/returns`, { lines: [{ line, qty: 1 }] }));
    await call(cashier, '/api/orders/payment-methods', json('GET', '/api/orders/payment-methods'));
    await call(null, '/api/orders/payment-methods', json('GET', '/api/orders/payment-methods'));
    const held = await call(cashier, '/api/orders/held', json('POST', '/api/orders/held', { cart: cart(), customer: null, address: null }));
    await call(cashier, '/api/orders/held', json('POST', '/api/orders/held', { cart: { ...cart(), discount: 5 } }));
    await call(cashier, '/api/orders/held', json('POST', '/api/orders/held', { lines: [] }));
    await call(cashier, '/api/orders/held', json('GET', '/api/orders/held'));
    await call(cashier, '/api/orders/held/{id}', json('DELETE', `/api/orders/held/${held.json()._id}`));
    await call(cashier, '/api/orders/held/{id}', json('DELETE', `/api/orders/held/${held.json()._id}`));
    await call(null, '/api/orders/held', json('GET', '/api/orders/held'));

    // Settings and the stock check.
    await call(owner, '/api/settings/', json('GET', '/api/settings'));
    await call(cashier, '/api/settings/', json('GET', '/api/settings'));
    await call(owner, '/api/settings/', json('PUT', '/api/settings', { receiptFooter: 'Thank you' }));
    await call(owner, '/api/settings/', json('PUT', '/api/settings', {}));
    await call(cashier, '/api/settings/', json('PUT', '/api/settings', { receiptFooter: 'Mine' }));
    await call(owner, '/api/inventory/check-stock', json('GET', '/api/inventory/check-stock'));
    await call(cashier, '/api/inventory/check-stock', json('GET', '/api/inventory/check-stock'));

    // The catalogue's import, columns, template and labels.
    const csv = 'Name,SKU,Category,Price\r\nNew Fatua,DOCS-2,Nowhere,abc';
    await call(owner, '/api/products/import', form('file', 'products.csv', 'text/csv', csv, '/api/products/import?dryRun=true'));
    await call(owner, '/api/products/import', form('file', 'products.csv', 'text/csv', csv, '/api/products/import?dryRun=false'));
    await call(owner, '/api/products/import', json('POST', '/api/products/import?dryRun=true', { file: csv }));
    await call(cashier, '/api/products/import', form('file', 'products.csv', 'text/csv', csv, '/api/products/import?dryRun=true'));
    await call(owner, '/api/products/import/columns', json('GET', '/api/products/import/columns'));
    await call(owner, '/api/products/import/template', json('GET', '/api/products/import/template'));
    await call(cashier, '/api/products/import/template', json('GET', '/api/products/import/template'));
    await call(owner, '/api/products/labels', json('POST', '/api/products/labels', { ids: [productId], count: 1 }));
    await call(owner, '/api/products/labels', json('POST', '/api/products/labels', { ids: ['nope'] }));

    // Uploads: a real multipart form passes the schema, and is refused for what it holds.
    await call(owner, '/api/upload/file', form('file', 'notes.txt', 'text/plain', 'Eid stock list', '/api/upload/file'));
    await call(owner, '/api/upload/', form('image', 'notes.png', 'image/png', 'not an image', '/api/upload'));
    await call(owner, '/api/upload/', form('photo', 'x.png', 'image/png', 'x', '/api/upload'));
    await call(owner, '/api/upload/', json('POST', '/api/upload', { image: 'x' }));
    await call(cashier, '/api/upload/file', form('file', 'notes.txt', 'text/plain', 'x', '/api/upload/file'));

    const statuses = new Set(answered.map((a) => a.status));
    // The calls above meet every kind of answer, so the check below means something.
    expect([...statuses].sort()).toEqual([200, 201, 400, 401, 403, 404, 409, 415]);
    const undocumented = answered.filter((a) => !paths[a.path]?.[a.method]?.responses[String(a.status)]);
    expect(undocumented).toEqual([]);
    // Nothing above is the server's fault.
    expect(answered.filter((a) => a.status >= 500)).toEqual([]);
  }, 60_000);

  it('says what the bodies must be: ids, amounts, quantities, phones and the one address', () => {
    const body = (path: string, method: string, type = 'application/json') => paths[path][method].requestBody?.content[type]?.schema as Schema;
    const order = body('/api/orders/', 'post');
    const item = order.properties!.cart.properties!.items.items!;
    expect(item.properties!._id.format).toBe('uuid');
    expect(item.properties!.qty.minimum).toBe(1);
    expect(order.properties!.paidAmount.minimum).toBe(0);
    expect(order.properties!.paidAmount.allOf?.[0]).toMatchObject({ multipleOf: 0.01 });
    expect(body('/api/products/labels', 'post').properties!.ids.items!.format).toBe('uuid');
    expect(body('/api/orders/{id}/returns', 'post').properties!.lines.items!.properties!.line.format).toBe('uuid');
    expect(body('/api/settings/', 'put').properties!.phone.allOf?.[0].pattern).toBeTruthy();

    // The order's address and a customer's are one schema: the same parts, limits and words.
    const address = order.properties!.address;
    const customerAddress = body('/api/customers/', 'post').properties!.addresses.items!;
    expect(customerAddress).toEqual(address);
    expect(address.properties!.email.maxLength).toBe(254);
    expect(address.properties!.street.maxLength).toBe(500);
    expect(address.properties!.phone.description).toMatch(/mobile number/);
  });

  it('describes the upload and import forms as multipart/form-data with their file field', () => {
    for (const [path, field] of [
      ['/api/upload/', 'image'],
      ['/api/upload/file', 'file'],
      ['/api/products/import', 'file'],
    ] as const) {
      const form = paths[path].post.requestBody?.content['multipart/form-data']?.schema;
      expect(form?.required, path).toContain(field);
      expect(form?.properties?.[field], path).toMatchObject({ type: 'string', format: 'binary' });
    }
    // The import's refusal carries its report: the document says so.
    expect(Object.keys(paths['/api/products/import'].post.responses['400'].content!['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining(['dryRun', 'create', 'update', 'errors', 'message']),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../domains/schema';
import { compile } from '../engine/compile';
import type { ResourceDecl } from '../engine/declaration';
import { ResourceRepository } from '../engine/repository';
import { createTestApp, type TestApp } from './harness';

/**
 * A copy (`PUT {path}/copy/{id}`) gives every unique field of the record a
 * value no other row holds, whatever the declaration says about copies: a
 * declarer who adds a unique field never sees a copy refused with a 409.
 * The resource here is declared for the test over the products table, whose
 * slug, SKU and barcode are all unique, with none of the products resource's
 * own rules (which make a copy's SKU and barcode).
 */
let t: TestApp;
let categoryId: string;

const declaration: ResourceDecl = {
  path: 'copy-test',
  title: 'Copy Tests',
  singular: 'Copy Test',
  table: products,
  id: products.id,
  createdAt: products.createdAt,
  search: ['name'],
  filters: [],
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, limit: 200, db: products.name },
    { key: 'slug', label: 'Slug', type: 'text', required: true, unique: true, limit: 20, db: products.slug },
    { key: 'sku', label: 'SKU', type: 'text', required: true, unique: true, limit: 12, db: products.sku },
    // Unique through the store's barcode register (a trigger writes each product's barcode there).
    { key: 'barcode', label: 'Barcode', type: 'text', required: true, unique: true, constraints: ['barcodes_pkey'], limit: 32, db: products.barcode },
    { key: 'category', label: 'Category', type: 'text', required: true, db: products.categoryId },
  ],
};

const repository = () =>
  new ResourceRepository(
    compile(declaration),
    () => t.database.db,
    () => [],
    () => 'Asia/Dhaka',
  );

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  const made = await t.call(token, { method: 'POST', url: '/api/categories', payload: { name: 'Copies' } });
  categoryId = made.json()._id;
});
afterAll(() => t.close());

describe('a copy of a record with two unique fields', () => {
  it('gives both a free value, within their limits, copy after copy', async () => {
    const repo = repository();
    const source = await repo.create(
      { name: 'Linen Shirt', slug: 'linen-shirt-blue', sku: 'LS-BLUE-0001', barcode: '2000000000011', category: categoryId },
      {},
    );
    const first = await repo.copy(String(source._id), {});
    const second = await repo.copy(String(source._id), {});
    expect(first).toMatchObject({ name: 'Linen Shirt (Copy)', slug: 'linen-shirt-blue-2', sku: 'LS-BLUE-00-2', barcode: '2000000000011-2' });
    expect(second).toMatchObject({ name: 'Linen Shirt (Copy)', slug: 'linen-shirt-blue-3', sku: 'LS-BLUE-00-3', barcode: '2000000000011-3' });
  });
});

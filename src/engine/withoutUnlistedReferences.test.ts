import { describe, expect, it } from 'vitest';
import { servedSpecs } from '../test/fixtures/servedSpecs';
import { withoutUnlistedReferences } from './withoutUnlistedReferences';

const customers = servedSpecs.customers;

describe('withoutUnlistedReferences', () => {
  it('leaves out the field, column, filter and bulk choice over a resource the user may not list', () => {
    // The demo Cashier: customers and the catalogue, not the customer groups.
    const cashier = withoutUnlistedReferences(customers, ['customers:list', 'customers:show', 'customers:edit', 'categories:list']);
    expect(cashier.fields.map((f) => f.key)).not.toContain('group');
    expect(cashier.fields.map((f) => f.key)).toContain('name');
    expect(cashier.filters.map((f) => f.field)).not.toContain('group');
    expect(cashier.bulkMenu.map((a) => a.key)).not.toContain('group');
    expect(cashier.columns ?? []).not.toContain('group');
  });

  it('keeps a field whose suggestions come from a resource the user may not list, without the suggestions', () => {
    const products = servedSpecs.products;
    expect(products.fields.find((f) => f.key === 'sizes')?.suggestions).toEqual({ resource: 'sizes', labelKey: 'name' });
    const seller = withoutUnlistedReferences(products, ['products:*', 'categories:list', 'brands:list', 'collections:list', 'colors:list']);
    const sizes = seller.fields.find((f) => f.key === 'sizes');
    expect(sizes).toBeDefined();
    expect(sizes?.suggestions).toBeUndefined();
    expect(seller.fields.find((f) => f.key === 'colors')?.suggestions).toEqual({ resource: 'colors', labelKey: 'name' });
  });

  it('keeps everything for a user who may list the referenced resource', () => {
    expect(withoutUnlistedReferences(customers, ['customers:*', 'groups:list'])).toBe(customers);
    expect(withoutUnlistedReferences(customers, ['*'])).toBe(customers);
  });
});

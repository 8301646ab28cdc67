import { describe, expect, it } from 'vitest';
import { servedSchemas } from '../test/fixtures/servedSchemas';
import { withoutUnlistedReferences } from './withoutUnlistedReferences';

const customers = servedSchemas.customers;

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

  it('keeps everything for a user who may list the referenced resource', () => {
    expect(withoutUnlistedReferences(customers, ['customers:*', 'groups:list'])).toBe(customers);
    expect(withoutUnlistedReferences(customers, ['*'])).toBe(customers);
  });
});

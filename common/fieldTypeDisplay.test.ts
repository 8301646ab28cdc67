import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnTypeOf, fieldTypeTable, viewTypeOf } from './fieldTypeDisplay';

describe('field types', () => {
  it('decide the column and view unless the field says otherwise', () => {
    expect(columnTypeOf({ type: 'image' })).toBe('image-text');
    expect(viewTypeOf({ type: 'editor' })).toBe('html');
    expect(columnTypeOf({ type: 'image', column: { type: 'text' } })).toBe('text');
    expect(viewTypeOf({ type: 'number', viewType: 'currency' })).toBe('currency');
  });

  it('are printed in docs/architecture.md as they are', () => {
    const doc = readFileSync(resolve(process.cwd(), 'docs/architecture.md'), 'utf8');
    const printed = doc.split('<!-- field-types -->\n')[1]?.split('\n<!-- /field-types -->')[0];
    expect(printed).toBe(fieldTypeTable());
  });
});

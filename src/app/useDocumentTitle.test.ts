import { describe, expect, it } from 'vitest';
import { documentTitle } from './useDocumentTitle';

describe('documentTitle', () => {
  it('puts the page’s title before the shop’s name', () => {
    expect(documentTitle('Orders', 'Rong Fashion')).toBe('Orders · Rong Fashion');
    expect(documentTitle('অর্ডার', 'Rong Fashion')).toBe('অর্ডার · Rong Fashion');
  });

  it('is the shop’s name alone while the page has no title, or when the title is the name', () => {
    expect(documentTitle('', 'Rong Fashion')).toBe('Rong Fashion');
    expect(documentTitle('  ', 'Rong Fashion')).toBe('Rong Fashion');
    expect(documentTitle('Rong Fashion', 'Rong Fashion')).toBe('Rong Fashion');
  });
});

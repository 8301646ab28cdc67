import { describe, expect, it } from 'vitest';
import { orderNumberOf } from './orderNumber';

describe('orderNumberOf', () => {
  it('reads a receipt number as scanned or typed', () => {
    expect(orderNumberOf('S-004002')).toBe('S-004002');
    expect(orderNumberOf(' s-4002 ')).toBe('S-004002');
    expect(orderNumberOf('S-1234567')).toBe('S-1234567');
    expect(orderNumberOf('S-0001234567')).toBe('S-1234567');
  });

  it('is not a barcode, a SKU or another document’s number', () => {
    for (const text of ['2000000000015', 'POLO-1', 'S-', 'S-12a', 'X-000123', 'CS-000012', 'S 004002']) expect(orderNumberOf(text), text).toBeNull();
  });
});

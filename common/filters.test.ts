import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDateFilter, encodeDateFilter, encodeRangeFilter, isIsoDate, parseFilterKey, replaceFieldFilters, type DateFilterValue } from './filters';

describe('filter keys', () => {
  it('splits the operator suffix off the field', () => {
    expect(parseFilterKey('price_btw')).toEqual({ field: 'price', op: 'btw' });
    expect(parseFilterKey('createdAt_last')).toEqual({ field: 'createdAt', op: 'last' });
    expect(parseFilterKey('display_in_menu')).toEqual({ field: 'display_in_menu', op: 'eq' });
    expect(parseFilterKey('_id_in')).toEqual({ field: '_id_in', op: 'eq' });
  });

  it('encodes the date choices of spec §5', () => {
    expect(encodeDateFilter('createdAt', { choice: 'last', unit: 'days', count: 7 })).toEqual({ createdAt_last: 'days_7' });
    expect(encodeDateFilter('createdAt', { choice: 'equal', date: '2026-11-01' })).toEqual({ createdAt: '2026-11-01' });
    expect(encodeDateFilter('createdAt', { choice: 'after', date: '2026-11-01' })).toEqual({ createdAt_gte: '2026-11-01' });
    expect(encodeDateFilter('createdAt', { choice: 'before', date: '2026-11-01' })).toEqual({ createdAt_lt: '2026-11-01' });
    expect(encodeDateFilter('createdAt', { choice: 'between', from: '2026-11-01', to: '2026-11-30' })).toEqual({ createdAt_btw: '2026-11-01_2026-11-30' });
  });

  it('encodes the number choices of spec §5', () => {
    expect(encodeRangeFilter('price', { choice: 'between', from: 100, to: 500 })).toEqual({ price_btw: '100_500' });
    expect(encodeRangeFilter('price', { choice: 'gt', value: 100 })).toEqual({ price_gt: '100' });
    expect(encodeRangeFilter('price', { choice: 'lt', value: 5 })).toEqual({ price_lt: '5' });
    expect(encodeRangeFilter('price', { choice: 'equal', value: 5 })).toEqual({ price: '5' });
  });

  it('decodes every date filter it encodes', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const value: fc.Arbitrary<DateFilterValue> = fc.oneof(
      fc.record({ choice: fc.constant('last' as const), unit: fc.constantFrom('days' as const, 'months' as const), count: fc.integer({ min: 1, max: 999 }) }),
      fc.record({ choice: fc.constantFrom('equal' as const, 'after' as const, 'before' as const), date: day }),
      fc.record({ choice: fc.constant('between' as const), from: day, to: day }),
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(decodeDateFilter('createdAt', encodeDateFilter('createdAt', v))).toEqual(v);
      }),
    );
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });

  it('replaces earlier filters on the same field, whatever their operator', () => {
    const current = { price_gt: '10', price_lt: '50', isActive: 'true' };
    expect(replaceFieldFilters(current, 'price', { price_btw: '1_5' })).toEqual({ isActive: 'true', price_btw: '1_5' });
    expect(replaceFieldFilters(current, 'price', {})).toEqual({ isActive: 'true' });
  });
});

import { describe, expect, it } from 'vitest';
import { encodeRangeFilter, type RangeFilterValue } from '../../../../common/filters';
import { decodeRangeFilter } from './decodeRangeFilter';

describe('decodeRangeFilter', () => {
  it('reads back every choice encodeRangeFilter writes', () => {
    const values: RangeFilterValue[] = [
      { choice: 'equal', value: 5 },
      { choice: 'gt', value: 100.5 },
      { choice: 'lt', value: -3 },
      { choice: 'between', from: 100, to: 500 },
    ];
    for (const value of values) {
      expect(decodeRangeFilter('price', encodeRangeFilter('price', value))).toEqual(value);
    }
  });

  it('ignores other fields and values that are not numbers', () => {
    expect(decodeRangeFilter('price', { cost_gt: '5' })).toBeNull();
    expect(decodeRangeFilter('price', { price_btw: '5_x' })).toBeNull();
    expect(decodeRangeFilter('price', { price: '' })).toBeNull();
  });
});

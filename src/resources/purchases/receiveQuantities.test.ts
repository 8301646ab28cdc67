import { describe, expect, it } from 'vitest';
import { everythingLeft, receiptLines, typedQuantity } from './receiveQuantities';

const line = { _id: 'a', qty: 10, receivedQty: 4 };

describe('Receive dialog quantities', () => {
  it('starts at what is left and sends only lines with a quantity', () => {
    const lines = [line, { _id: 'b', qty: 3, receivedQty: 3 }];
    const start = everythingLeft(lines);
    expect(start).toEqual({ a: 6, b: 0 });
    expect(receiptLines(lines, start)).toEqual([{ line: 'a', qty: 6 }]);
  });

  it('ignores a quantity below 0 or fractional, and caps one above what is left', () => {
    expect(typedQuantity('-2', 3, line)).toBe(3);
    expect(typedQuantity('1.5', 3, line)).toBe(3);
    expect(typedQuantity('abc', 3, line)).toBe(3);
    expect(typedQuantity('9', 3, line)).toBe(6);
    expect(typedQuantity('', 3, line)).toBe(0);
    expect(typedQuantity('2', 3, line)).toBe(2);
  });
});

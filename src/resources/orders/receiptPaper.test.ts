import { describe, expect, it } from 'vitest';
import { receiptPageSize } from './receiptPaper';

describe('receipt paper', () => {
  it('is a page size Chromium accepts: the roll width and the receipt length, never "auto"', () => {
    // 960 CSS px = 254 mm of text, 4 mm above and below and 1 mm of slack.
    expect(receiptPageSize('80mm', 960)).toBe('80mm 263mm');
    expect(receiptPageSize('58mm', 960)).toBe('58mm 263mm');
    // Part of a millimetre more takes a whole one.
    expect(receiptPageSize('80mm', 961)).toBe('80mm 264mm');
  });

  it('is an A4-long strip until the receipt has been laid out', () => {
    expect(receiptPageSize('80mm', 0)).toBe('80mm 297mm');
  });
});

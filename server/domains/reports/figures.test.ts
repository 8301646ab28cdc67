import { describe, expect, it } from 'vitest';
import { wholeMonths } from './figures';

describe('wholeMonths (which months of a range the month rollups answer)', () => {
  it('takes the months a range covers end to end, and leaves the days of the months it cuts', () => {
    expect(wholeMonths('2026-01-01', '2026-03-31', '2026-11-27')).toEqual({ first: '2026-01-01', last: '2026-03-01' });
    expect(wholeMonths('2026-01-02', '2026-03-30', '2026-11-27')).toEqual({ first: '2026-02-01', last: '2026-02-01' });
    expect(wholeMonths('2026-10-05', '2026-10-20', '2026-11-27')).toBeNull();
    expect(wholeMonths('2024-02-01', '2024-02-29', '2026-11-27')).toEqual({ first: '2024-02-01', last: '2024-02-01' });
  });

  it("counts today's month as whole once the range reaches today (nothing is dated after today)", () => {
    expect(wholeMonths('2025-11-28', '2026-11-27', '2026-11-27')).toEqual({ first: '2025-12-01', last: '2026-11-01' });
    expect(wholeMonths('2026-11-01', '2026-11-27', '2026-11-27')).toEqual({ first: '2026-11-01', last: '2026-11-01' });
    expect(wholeMonths('2026-11-01', '2026-12-31', '2026-11-27')).toEqual({ first: '2026-11-01', last: '2026-12-01' });
    // A range that stops before today stops inside this month: its days are read one by one.
    expect(wholeMonths('2026-10-01', '2026-11-20', '2026-11-27')).toEqual({ first: '2026-10-01', last: '2026-10-01' });
  });
});

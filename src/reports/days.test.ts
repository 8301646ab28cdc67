import { describe, expect, it } from 'vitest';
import { addDays, isDay, todayIn } from './days';

describe('shop days', () => {
  it('today is the Dhaka day: 23:59:59 and 00:00:00 there fall on their own days', () => {
    expect(todayIn('Asia/Dhaka', new Date('2026-11-26T17:59:59Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Dhaka', new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-27');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-27', -29)).toBe('2026-10-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('takes only days that exist on the calendar', () => {
    expect(isDay('2026-11-27')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('27-11-2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

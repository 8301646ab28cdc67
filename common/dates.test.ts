import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, sinceDayStart } from './dates';

/** What Intl says, asked directly: the reference the quick path (offsets per day) must agree with. */
function intl(date: Date, format: Intl.DateTimeFormat): string {
  const p = Object.fromEntries(format.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`;
}

describe('dates in a time zone', () => {
  it('read the shop clock: Dhaka is UTC+6 all year', () => {
    expect(formatDateTime(new Date('2026-11-22T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-11-22 11:59 PM');
    expect(formatDateTime(new Date('2026-11-22T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-11-23 12:00 AM');
    expect(formatDate('2026-11-22T06:05:00Z', 'Asia/Dhaka')).toBe('2026-11-22');
    expect(formatTime('2026-11-22T06:05:00Z', 'Asia/Dhaka')).toBe('12:05 PM');
    expect(formatDate('not a date')).toBe('');
  });

  it('agree with Intl across clock changes and odd offsets', () => {
    const zones = ['Asia/Dhaka', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];
    // The days around 2026's clock changes in those zones, every 13 minutes, and random instants over 60 years.
    const starts = [
      '2026-03-08T00:00:00Z',
      '2026-03-29T00:00:00Z',
      '2026-04-05T00:00:00Z',
      '2026-09-27T00:00:00Z',
      '2026-10-04T00:00:00Z',
      '2026-10-25T00:00:00Z',
      '2026-11-01T00:00:00Z',
    ];
    const instants = starts.flatMap((s) =>
      Array.from({ length: Math.floor((2 * 24 * 60) / 13) }, (_, i) => new Date(Date.parse(s) - 86_400_000 / 2 + i * 13 * 60_000)),
    );
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 500; i += 1) instants.push(new Date(Date.UTC(1980, 0, 1) + Math.floor(random() * 60 * 365 * 86_400_000)));
    const wrong: string[] = [];
    for (const zone of zones) {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      });
      for (const at of instants) {
        const ours = formatDateTime(at, zone);
        const theirs = intl(at, format);
        if (ours !== theirs) wrong.push(`${zone} ${at.toISOString()}: ${ours} (Intl ${theirs})`);
      }
    }
    expect(instants.length).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
  }, 30_000);
});

describe('sinceDayStart', () => {
  it('is how long the shop’s day has run: 5 minutes past midnight in Dhaka is 18:05 UTC the day before', () => {
    expect(sinceDayStart(new Date('2026-12-04T18:05:00Z'), 'Asia/Dhaka')).toBe(5 * 60_000);
    expect(sinceDayStart(new Date('2026-12-04T17:59:00Z'), 'Asia/Dhaka')).toBe((23 * 60 + 59) * 60_000);
    expect(sinceDayStart(new Date('2026-12-04T00:00:30Z'), 'UTC')).toBe(30_000);
  });
});

import { describe, expect, it } from 'vitest';
import { addTag, normalizeTag, slugify } from './slug';
import { hasPermission } from './permissions';
import { formatDate, formatTime } from './dates';

describe('slugs and tags', () => {
  it('lower-cases and hyphenates', () => {
    expect(slugify('  Men’s Panjabi & Kurta  ')).toBe('mens-panjabi-kurta');
    expect(slugify('ঈদ কালেকশন')).toBe('ঈদ-কালেকশন');
    expect(normalizeTag(' Summer Sale ')).toBe('summer-sale');
  });

  it('ignores empty and duplicate tags', () => {
    expect(addTag(['eid'], 'EID')).toEqual(['eid']);
    expect(addTag(['eid'], '  ')).toEqual(['eid']);
    expect(addTag(['eid'], 'New In')).toEqual(['eid', 'new-in']);
  });
});

describe('permissions', () => {
  it('grants by exact permission, by resource wildcard, or everything', () => {
    expect(hasPermission(['*'], 'orders', 'delete')).toBe(true);
    expect(hasPermission(['customers:*'], 'customers', 'delete')).toBe(true);
    expect(hasPermission(['customers:list'], 'customers', 'list')).toBe(true);
    expect(hasPermission(['customers:list'], 'customers', 'edit')).toBe(false);
    expect(hasPermission(['customers:list'], 'users', 'list')).toBe(false);
  });
});

describe('dates in the store time zone', () => {
  it('shows YYYY-MM-DD and hh:mm A in Dhaka', () => {
    expect(formatDate('2026-03-01T18:30:00Z')).toBe('2026-03-02');
    expect(formatTime('2026-03-01T18:30:00Z')).toBe('12:30 AM');
    expect(formatTime('2026-03-01T10:05:00Z')).toBe('04:05 PM');
    expect(formatDate('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { grantsBeyond, isOwner } from './permissions';

describe('grantsBeyond: what a set of permissions hands out beyond those held', () => {
  it('is empty for permissions held, one by one or through a wildcard', () => {
    expect(grantsBeyond(['orders:list', 'orders:edit'], ['orders:*'])).toEqual([]);
    expect(grantsBeyond(['orders:list', 'pos:use', '*'], ['*'])).toEqual([]);
    expect(grantsBeyond(['customers:list'], ['customers:list', 'orders:list'])).toEqual([]);
  });

  it('names each permission not held, once: * only an owner holds, resource:* only itself', () => {
    expect(grantsBeyond(['*'], ['users:edit'])).toEqual(['*']);
    expect(grantsBeyond(['orders:*'], ['orders:list', 'orders:show', 'orders:create', 'orders:edit', 'orders:delete', 'orders:export'])).toEqual(['orders:*']);
    expect(grantsBeyond(['settings:edit', 'customers:list', 'settings:edit'], ['customers:list'])).toEqual(['settings:edit']);
  });

  it('tells an owner by *', () => {
    expect(isOwner(['*'])).toBe(true);
    expect(isOwner(['users:*', 'roles:*'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, menuGroupTitleKey, registry } from '../resources';
import { banglaAll, englishAll } from './i18nProvider';
import bn from './bn';
import en from './en';

type Tree = { [key: string]: string | Tree };

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], messages);

const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`)));

describe('messages', () => {
  it('every menu group has an English and a Bangla title', () => {
    for (const key of MENU_GROUPS.map(menuGroupTitleKey)) {
      expect(typeof lookup(englishAll, key), key).toBe('string');
      expect(typeof lookup(bn, key), key).toBe('string');
    }
  });

  it("react-admin's resource names come from the registry, in both languages", () => {
    expect(lookup(englishAll, 'resources.groups.name')).toBe('Customer Group |||| Customer Groups');
    expect(lookup(banglaAll, 'resources.groups.name')).toBe('গ্রাহক গ্রুপ |||| গ্রাহক গ্রুপ');
    // 'Order' is a sale, not a sort order (a size's position is 'Sort Order').
    expect(lookup(banglaAll, 'resources.orders.name')).toBe('অর্ডার |||| অর্ডার');
    expect(registry.every((entry) => typeof lookup(banglaAll, `resources.${entry.path}.name`) === 'string')).toBe(true);
  });

  it('Bangla translates every shell message of the English file', () => {
    const missing = leafKeys(en as unknown as Tree).filter((key) => typeof lookup(bn, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('Bangla falls back to English for what it does not translate yet', () => {
    expect(lookup(banglaAll, 'ra.saved_queries.label')).toBe('Saved queries');
    expect(lookup(banglaAll, 'ra.action.save')).toBe('সংরক্ষণ');
  });
});

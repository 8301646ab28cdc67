import { describe, expect, it } from 'vitest';
import purchasesBn from './purchases.bn';
import purchasesEn from './purchases.en';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(leaves(v, `${prefix}${k}.`)))));

describe('purchase screen messages', () => {
  it('Bangla has every English message, with the same placeholders, and nothing English lacks', () => {
    const en = leaves(purchasesEn as unknown as Tree);
    const bn = leaves(purchasesBn as unknown as Tree);
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    const holes = (s: string) => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(bn)) {
      expect(text, key).not.toBe(en[key]);
      expect(holes(text), key).toEqual(holes(en[key]));
    }
  });
});

import { describe, expect, it } from 'vitest';
import documentsBn from './documents.bn';
import documentsEn from './documents.en';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(leaves(v, `${prefix}${k}.`)))));

describe('receipt, invoice and label messages', () => {
  it('Bangla has every English message, and nothing English lacks', () => {
    const en = leaves(documentsEn as unknown as Tree);
    const bn = leaves(documentsBn as unknown as Tree);
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(bn)) expect(text, key).not.toBe(en[key]);
  });
});

import { describe, expect, it } from 'vitest';
import builderBn from './builder.bn';
import builderEn from './builder.en';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(leaves(v, `${prefix}${k}.`)))));

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('page builder and contents messages', () => {
  const en = leaves(builderEn as unknown as Tree);
  const bn = leaves(builderBn as unknown as Tree);

  it('Bangla has every English message, and nothing English lacks', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it('each Bangla message keeps the placeholders of its English one', () => {
    for (const [key, text] of Object.entries(en)) expect(placeholders(bn[key]), key).toEqual(placeholders(text));
  });

  it('the spec wording of §2.3 and §2.6 is kept in English', () => {
    expect(en['builder.exit.confirm']).toBe('Are you sure you want to exit the editor?');
    expect(en['builder.exit.action']).toBe('Exit');
    expect(en['contents.text.click_to_edit']).toBe('Click to Edit');
    expect(en['contents.text.edit_section']).toBe('Edit Section');
    expect(en['contents.updated']).toBe('Content Updated');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationAttributes, combinations, regenerateVariations, type Combination } from './variants';

interface V {
  name: string;
  attributes?: { label: string; value: string }[];
  price: number;
  stock: number;
  sku?: string;
}

const make = (c: Combination): V => ({ name: c.name, attributes: combinationAttributes(c), price: 100, stock: 0 });

describe('variations of a variable product (spec §3.2)', () => {
  it('makes every size × colour combination named size-color, sizes outer', () => {
    const list = regenerateVariations<V>([], ['S', 'M', 'L'], ['Red', 'Blue'], make);
    expect(list.map((v) => v.name)).toEqual(['S-Red', 'S-Blue', 'M-Red', 'M-Blue', 'L-Red', 'L-Blue']);
    expect(list[3].attributes).toEqual([
      { label: 'size', value: 'M' },
      { label: 'color', value: 'Blue' },
    ]);
  });

  it('keeps the values of surviving combinations and drops the others', () => {
    const first = regenerateVariations<V>([], ['S', 'M'], ['Red', 'Blue'], make);
    const edited = first.map((v) => (v.name === 'M-Blue' ? { ...v, price: 1450.5, stock: 7, sku: 'PJ-M-BL' } : v));
    const next = regenerateVariations(edited, ['M', 'L'], ['Blue'], make);
    expect(next.map((v) => v.name)).toEqual(['M-Blue', 'L-Blue']);
    expect(next[0]).toBe(edited.find((v) => v.name === 'M-Blue'));
    expect(next[1]).toMatchObject({ price: 100, stock: 0 });
  });

  it('matches by size and colour, so a renamed variant survives', () => {
    const first = regenerateVariations<V>([], ['S'], ['Red'], make);
    const renamed = [{ ...first[0], name: 'Small red', stock: 3 }];
    expect(regenerateVariations(renamed, ['S', 'M'], ['Red'], make)[0]).toMatchObject({ name: 'Small red', stock: 3 });
  });

  it('uses one list alone when the other is empty, and nothing when both are', () => {
    expect(combinations(['S', 'M'], []).map((c) => c.name)).toEqual(['S', 'M']);
    expect(combinations([], ['Red']).map((c) => c.name)).toEqual(['Red']);
    expect(combinations([], [])).toEqual([]);
  });

  it('ignores blank and repeated choices and never confuses hyphenated names', () => {
    expect(combinations(['M', 'M', ' '], ['Red']).map((c) => c.name)).toEqual(['M-Red']);
    const a = regenerateVariations<V>([], ['M'], ['Sky-Blue'], make).map((v) => ({ ...v, stock: 9 }));
    const b = regenerateVariations(a, ['M-Sky'], ['Blue'], make);
    expect(b[0]).toMatchObject({ name: 'M-Sky-Blue', stock: 0 });
  });

  it('always yields |sizes| × |colours| distinct variants, surviving ones unchanged', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,4}$/), { maxLength: 6 });
    // The case a random run once found: a colour-only variant "T" is not the size-only "T".
    fc.assert(
      fc.property(names, names, names, names, (s1, c1, s2, c2) => {
        const before = regenerateVariations<V>([], s1, c1, make).map((v, i) => ({ ...v, stock: i + 1 }));
        const after = regenerateVariations(before, s2, c2, make);
        const expected = s2.length && c2.length ? s2.length * c2.length : s2.length + c2.length;
        expect(after).toHaveLength(expected);
        expect(new Set(after.map((v) => v.name)).size).toBe(after.length);
        // A variant survives when its size and colour do (its name alone can be either: "T" is
        // the size T when there are no colours and the colour T when there are no sizes).
        const combo = (v: V) => JSON.stringify(v.attributes);
        for (const v of after) {
          const old = before.find((b) => combo(b) === combo(v));
          if (old) expect(v).toBe(old);
          else expect(v.stock).toBe(0);
        }
      }),
      { examples: [[[], ['T'], ['T'], []]] },
    );
  });
});

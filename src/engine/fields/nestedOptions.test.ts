import { describe, expect, it } from 'vitest';
import { nestedOptions } from './nestedOptions';

const tree = [
  { id: 'shirts', name: 'Shirts', parentCategory: 'men' },
  { id: 'men', name: 'Men', parentCategory: null },
  { id: 'formal', name: 'Formal', parentCategory: 'shirts' },
  { id: 'women', name: 'Women', parentCategory: null },
];

describe('nestedOptions', () => {
  it('shows every record with its path, children after their parent', () => {
    expect(nestedOptions(tree, 'name', 'parentCategory')).toEqual([
      { id: 'men', path: 'Men', depth: 0 },
      { id: 'shirts', path: 'Men / Shirts', depth: 1 },
      { id: 'formal', path: 'Men / Shirts / Formal', depth: 2 },
      { id: 'women', path: 'Women', depth: 0 },
    ]);
  });

  it('leaves out the record being edited and its descendants', () => {
    expect(nestedOptions(tree, 'name', 'parentCategory', 'shirts').map((o) => o.id)).toEqual(['men', 'women']);
  });

  it('survives a loop in the stored parents', () => {
    const loop = [
      { id: 'a', name: 'A', parentCategory: 'b' },
      { id: 'b', name: 'B', parentCategory: 'a' },
    ];
    expect(nestedOptions(loop, 'name', 'parentCategory').map((o) => o.path)).toEqual(['A / B', 'B / A']);
  });
});

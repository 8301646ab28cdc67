import { describe, expect, it } from 'vitest';
import { exactFirst, itemKeyOf, itemOptions, itemWithCode, type ListedProduct } from './itemOptions';

const products: ListedProduct[] = [
  { _id: 'p1', name: 'Saree', sku: 'SAR-1', barcode: '2000000000011', type: 'simple', cost: 1500 },
  {
    _id: 'p2',
    name: 'Panjabi',
    sku: 'PAN',
    barcode: '2000000000028',
    type: 'variable',
    variations: [
      { _id: 'v1', name: 'M-White', sku: 'PAN-M-WHI', barcode: '2000000000035', cost: 900 },
      { _id: 'v2', name: 'L-White', sku: 'PAN-L-WHI', barcode: '2000000000042', cost: 950 },
    ],
  },
];

describe('the items a line can hold', () => {
  it('offers a simple product as itself and a variable product only as its variants', () => {
    expect(itemOptions(products).map((o) => [o.name, o.product, o.variant, o.cost])).toEqual([
      ['Saree', 'p1', null, 1500],
      ['Panjabi (M-White)', 'p2', 'v1', 900],
      ['Panjabi (L-White)', 'p2', 'v2', 950],
    ]);
  });

  it('finds the item of a scanned barcode or a typed SKU, never the variable product’s own code', () => {
    const options = itemOptions(products);
    expect(itemWithCode(options, '2000000000042')?.variant).toBe('v2');
    expect(itemWithCode(options, ' sar-1 ')?.product).toBe('p1');
    expect(itemWithCode(options, '2000000000028')).toBeUndefined();
  });

  it("offers the item of an exact barcode or SKU first and marked, its product's other variants after it (issue 39)", () => {
    const options = itemOptions(products);
    expect(exactFirst(options, '2000000000042').map((o) => [o.name, o.exact ?? false])).toEqual([
      ['Panjabi (L-White)', true],
      ['Saree', false],
      ['Panjabi (M-White)', false],
    ]);
    expect(exactFirst(options, 'Panj').some((o) => o.exact)).toBe(false);
  });

  it('keys a line by its variant, else its product, so the same item is one line', () => {
    expect(itemKeyOf({ product: 'p2', variant: 'v1' })).toBe('v1');
    expect(itemKeyOf({ product: 'p1', variant: null })).toBe('p1');
  });
});

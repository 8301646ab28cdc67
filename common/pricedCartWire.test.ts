import { describe, expect, it } from 'vitest';
import { pricedCartWire, type WireLine } from './pricedCartWire';
import { poisha } from './money';
import { priceCart, type PricingLine } from './pricing';

/*
 * The one mapping of a priced cart to the wire (issue 35): the server's
 * cart-total answer and the offline till's are both made by it.
 */

// A shirt at ৳500 less 10 %, VAT 7.5 %, 3 of them; a mug at ৳250 in its blue variation, 1 of them.
const pricing: PricingLine[] = [
  { key: 'shirt', name: 'Cat Shirt', price: poisha(500_00), qty: 3, vat: 7.5, discount: { type: 'percentage', value: 10 } },
  { key: 'mug:blue', name: 'Mug', price: poisha(250_00), qty: 1, vat: 0 },
];
const lines: WireLine[] = [
  { _id: 'shirt', name: 'Cat Shirt', stock: 2 },
  { _id: 'mug', variant: 'blue', variantName: 'Blue', name: 'Mug', image: '/uploads/mug-blue.jpg', stock: 5 },
];

describe('pricedCartWire', () => {
  it('gives each line its figures in taka, its stock and whether it is short, and the cart’s totals', () => {
    const wire = pricedCartWire(lines, priceCart(pricing, { shipping: poisha(60_00), discount: poisha(100_00), roundCash: true }), {
      code: 'EID',
      discount: 100,
    });
    expect(wire).toEqual({
      items: [
        { _id: 'shirt', name: 'Cat Shirt', listPrice: 500, unitPrice: 450, qty: 3, totalPrice: 1350, vat: 101.25, stock: 2, short: true },
        {
          _id: 'mug',
          variant: 'blue',
          variantName: 'Blue',
          name: 'Mug',
          image: '/uploads/mug-blue.jpg',
          listPrice: 250,
          unitPrice: 250,
          qty: 1,
          totalPrice: 250,
          vat: 0,
          stock: 5,
          short: false,
        },
      ],
      // 1,350 + 250 = 1,600; + VAT 101.25 + delivery 60 − 100 = 1,661.25, in cash 1,661.
      subTotal: 1600,
      vat: 101.25,
      shipping: 60,
      discount: 100,
      total: 1661.25,
      rounding: -0.25,
      cashTotal: 1661,
      roundCash: true,
      coupon: { code: 'EID', discount: 100 },
    });
  });

  it('keeps the fields in the order the answer has had them (issue 36 added roundCash)', () => {
    const wire = pricedCartWire(lines, priceCart(pricing), null);
    expect(Object.keys(wire)).toEqual(['items', 'subTotal', 'vat', 'shipping', 'discount', 'total', 'rounding', 'cashTotal', 'roundCash', 'coupon']);
    expect(Object.keys(wire.items[1])).toEqual([
      '_id',
      'variant',
      'variantName',
      'name',
      'image',
      'listPrice',
      'unitPrice',
      'qty',
      'totalPrice',
      'vat',
      'stock',
      'short',
    ]);
  });

  it('answers the lines the server refused only when there are some', () => {
    const refused = [{ index: 2, _id: 'gone', field: 'cart.items.2._id', message: 'is not a product' }];
    expect(pricedCartWire(lines, priceCart(pricing), null, refused).refused).toEqual(refused);
    expect(pricedCartWire(lines, priceCart(pricing), null, [])).not.toHaveProperty('refused');
  });
});

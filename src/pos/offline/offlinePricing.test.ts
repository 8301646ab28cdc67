import { describe, expect, it } from 'vitest';
import { poisha } from '../../../common/money';
import { pricedCartWire } from '../../../common/pricedCartWire';
import { priceCart } from '../../../common/pricing';
import type { PosCatalogue } from '../../../common/wire/posCatalogue';
import type { CartLine } from '../cart';
import { priceOffline } from './offlinePricing';

/*
 * Issue 25: offline, the till prices the cart itself with common/pricing.ts
 * from its snapshot, in the shape of the server's answer: VAT per line, the
 * product's own discount, the delivery charge of the address, the manual
 * discount and the cash rounding, figures worked out by hand below.
 */

const catalogue: PosCatalogue = {
  location: { _id: 'loc', name: 'Dhanmondi Shop' },
  takenAt: '2026-11-27T00:00:00.000Z',
  version: 'v1',
  shop: { cashRounding: true, timeZone: 'Asia/Dhaka', deliveryInsideDhaka: 60, deliveryOutsideDhaka: 120 },
  products: [
    {
      _id: 'tee',
      name: 'Tee',
      sku: 'T',
      barcode: '1',
      type: 'simple',
      price: 950,
      vat: 15,
      stock: 1,
      image: null,
      isDiscount: true,
      discountType: 'percentage',
      discount: 15,
      variations: [],
    },
  ],
  coupons: [
    { code: 'EID10', type: 'percentage', amount: 10, minOrder: 1000, maxDiscount: 150, startDate: null, endDate: '2026-12-31' },
    { code: 'FLAT50', type: 'flat', amount: 50, minOrder: null, maxDiscount: null, startDate: '2026-11-27', endDate: null },
  ],
  customers: [],
};
const tee: CartLine = { _id: 'tee', name: 'Tee', price: poisha(95_000), vat: 15, discount: { type: 'percentage', value: 15 }, qty: 2, stock: 5 };

describe('priceOffline', () => {
  it('prices as the server does, with the snapshot’s stock and the shop’s delivery charge and cash rounding', () => {
    const total = priceOffline(
      {
        lines: [tee],
        coupon: '',
        manualDiscount: poisha(0),
        shipping: null,
        address: { name: 'R', email: '', phone: '01711000000', street: 'Road 5', city: 'Dhaka', postalCode: '1209' },
      },
      catalogue,
    );
    // 950 less 15% = 807.50 a unit; 2 = 1,615.00; VAT 15% = 242.25; Dhaka delivery 60: 1,917.25, in cash 1,917.
    expect(total).toMatchObject({ subTotal: 1615, vat: 242.25, shipping: 60, discount: 0, total: 1917.25, rounding: -0.25, cashTotal: 1917, coupon: null });
    expect(total.items[0]).toMatchObject({ unitPrice: 807.5, listPrice: 950, totalPrice: 1615, stock: 1, short: true });
  });

  it('takes the manual discount and typed shipping, and the line’s own stock for an item not in the snapshot', () => {
    const total = priceOffline(
      { lines: [{ ...tee, _id: 'gone', qty: 1 }], coupon: '', manualDiscount: poisha(7_50), shipping: poisha(0), address: null },
      catalogue,
    );
    expect(total).toMatchObject({ subTotal: 807.5, vat: 121.13, shipping: 0, discount: 7.5, total: 921.13, cashTotal: 921 });
    expect(total.items[0]).toMatchObject({ stock: 5, short: false });
  });

  it('charges VAT on the value after the discount when the snapshot says the shop does (issue 33)', () => {
    const cart = { lines: [tee], coupon: '', manualDiscount: poisha(150_00), shipping: poisha(0), address: null };
    // 1,615.00 less 150 = 1,465.00; VAT 15 % of it = 219.75 (on the list base, of 1,615.00: 242.25).
    const discounted = priceOffline(cart, { ...catalogue, shop: { ...catalogue.shop, vatBase: 'discounted' } });
    expect(discounted).toMatchObject({ subTotal: 1615, vat: 219.75, discount: 150, total: 1684.75, cashTotal: 1685 });
    expect(discounted.items[0]).toMatchObject({ totalPrice: 1615, vat: 219.75 });
    expect(priceOffline(cart, { ...catalogue, shop: { ...catalogue.shop, vatBase: 'list' } })).toMatchObject({ vat: 242.25, total: 1707.25 });
    // A snapshot kept from before the setting: the list price, as the server charged then.
    expect(priceOffline(cart, catalogue)).toMatchObject({ vat: 242.25, total: 1707.25 });
  });

  it('comes to the poisha the server answers for the same cart on either base (server/test/posCatalogue.test.ts holds the server to these)', () => {
    // The server test's Cat Shirt: ৳500 less 10 %, VAT 7.5 %, 3 of them with ৳33.33 off by hand.
    const shirt: CartLine = { _id: 'shirt', name: 'Cat Shirt', price: poisha(500_00), vat: 7.5, discount: { type: 'percentage', value: 10 }, qty: 3, stock: 4 };
    const cart = { lines: [shirt], coupon: '', manualDiscount: poisha(33_33), shipping: poisha(0), address: null };
    const on = (vatBase: 'list' | 'discounted') => priceOffline(cart, { ...catalogue, shop: { ...catalogue.shop, vatBase } });
    // 7.5 % of 1,350.00 = 101.25; of 1,316.67 = 98.75025 → 98.75.
    expect(on('list')).toMatchObject({ subTotal: 1350, vat: 101.25, discount: 33.33, shipping: 0, total: 1417.92, rounding: 0.08, cashTotal: 1418 });
    expect(on('discounted')).toMatchObject({ subTotal: 1350, vat: 98.75, discount: 33.33, shipping: 0, total: 1415.42, rounding: -0.42, cashTotal: 1415 });
  });

  describe('a coupon', () => {
    const cart = (coupon: string, qty = 2) => ({ lines: [{ ...tee, qty }], coupon, manualDiscount: poisha(0), shipping: poisha(0), address: null });
    // 28 Nov 2026, 01:00 in Dhaka (still the 27th in UTC).
    const day = new Date('2026-11-27T19:00:00Z');

    it('with no use limit applies by the same rule as the server: 10% of 1,615.00 capped at 150', () => {
      const total = priceOffline(cart('eid10 '), catalogue, undefined, day);
      expect(total.coupon).toEqual({ code: 'EID10', discount: 150 });
      // 1,615.00 + VAT 242.25 − 150 = 1,707.25
      expect(total).toMatchObject({ subTotal: 1615, discount: 150, total: 1707.25 });
    });

    it('below its minimum, or after its last day in the shop’s time zone, is refused with the reason and takes nothing off', () => {
      const small = priceOffline(cart('EID10', 1), catalogue, undefined, day);
      expect(small.coupon).toEqual({ code: 'EID10', error: 'Coupon EID10 needs an order of at least 1000.00' });
      expect(small.discount).toBe(0);
      const late = priceOffline(cart('EID10'), catalogue, undefined, new Date('2026-12-31T18:30:00Z'));
      expect(late.coupon).toEqual({ code: 'EID10', error: 'Coupon EID10 expired on 2026-12-31' });
      expect(priceOffline(cart('FLAT50'), catalogue, undefined, new Date('2026-11-26T12:00:00Z')).coupon).toMatchObject({
        error: 'Coupon FLAT50 can be used from 2026-11-27',
      });
    });

    it('that the snapshot does not hold (one with a use limit) says it needs the connection', () => {
      const total = priceOffline(cart('LIMITED'), catalogue, (code) => `${code} needs the connection`, day);
      expect(total.coupon).toEqual({ code: 'LIMITED', error: 'LIMITED needs the connection' });
      expect(total.discount).toBe(0);
    });
  });
});

describe('the offline answer and the server’s', () => {
  it('are one mapping: the till’s cart gives the wire the server’s lines for the same priced cart give (common/pricedCartWire.ts)', () => {
    const mug: CartLine = {
      _id: 'mug',
      variant: 'blue',
      variantName: 'Blue',
      name: 'Mug',
      image: '/uploads/mug.jpg',
      price: poisha(250_00),
      vat: 0,
      qty: 3,
      stock: 9,
    };
    const withMug: PosCatalogue = {
      ...catalogue,
      products: [
        ...catalogue.products,
        {
          ...catalogue.products[0],
          _id: 'mug',
          name: 'Mug',
          type: 'variable',
          vat: 0,
          isDiscount: false,
          variations: [{ _id: 'blue', name: 'Blue', sku: 'M-B', barcode: '2', price: 250, stock: 2 }],
        },
      ],
    };
    const offline = priceOffline(
      { lines: [tee, mug], coupon: 'EID10', manualDiscount: poisha(5_00), shipping: poisha(0), address: null },
      withMug,
      undefined,
      new Date('2026-11-28T06:00:00Z'),
    );

    // What server/domains/orders/cartPricing.ts has for the same cart: its lines (the wire's names, stock at the location,
    // and the poisha the order writes), priced by common/pricing.ts with the coupon's 150 and the 5 by hand.
    const serverLines = [
      { _id: 'tee', name: 'Tee', stock: 1, qty: 2, productId: 'tee', variantId: null, sku: 'T', unitCostPoisha: 500_00 },
      {
        _id: 'mug',
        variant: 'blue',
        variantName: 'Blue',
        name: 'Mug',
        image: '/uploads/mug.jpg',
        stock: 2,
        qty: 3,
        productId: 'mug',
        variantId: 'blue',
        sku: 'M-B',
      },
    ];
    const priced = priceCart(
      [
        { key: 'tee', name: 'Tee', price: poisha(950_00), qty: 2, vat: 15, discount: { type: 'percentage', value: 15 } },
        { key: 'mug:blue', name: 'Mug', price: poisha(250_00), qty: 3, vat: 0, discount: null },
      ],
      { shipping: poisha(0), discount: poisha(150_00 + 5_00), roundCash: true, vatBase: 'list' },
    );
    const online = pricedCartWire(serverLines, priced, { code: 'EID10', discount: 150 });

    expect(offline).toEqual(online);
    expect(JSON.stringify(offline)).toBe(JSON.stringify(online));
    expect(offline.items.map((i) => [i.stock, i.short])).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
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
  shop: { cashRounding: true, deliveryInsideDhaka: 60, deliveryOutsideDhaka: 120 },
  products: [
    { _id: 'tee', name: 'Tee', sku: 'T', barcode: '1', type: 'simple', price: 950, vat: 15, stock: 1, image: null, isDiscount: true, discountType: 'percentage', discount: 15, variations: [] },
  ],
};
const tee: CartLine = { _id: 'tee', name: 'Tee', price: 95_000, vat: 15, discount: { type: 'percentage', value: 15 }, qty: 2, stock: 5 };

describe('priceOffline', () => {
  it('prices as the server does, with the snapshot’s stock and the shop’s delivery charge and cash rounding', () => {
    const total = priceOffline({ lines: [tee], manualDiscount: 0, shipping: null, address: { name: 'R', email: '', phone: '01711000000', street: 'Road 5', city: 'Dhaka', postalCode: '1209' } }, catalogue);
    // 950 less 15% = 807.50 a unit; 2 = 1,615.00; VAT 15% = 242.25; Dhaka delivery 60: 1,917.25, in cash 1,917.
    expect(total).toMatchObject({ subTotal: 1615, vat: 242.25, shipping: 60, discount: 0, total: 1917.25, rounding: -0.25, cashTotal: 1917, coupon: null });
    expect(total.items[0]).toMatchObject({ unitPrice: 807.5, listPrice: 950, totalPrice: 1615, stock: 1, short: true });
  });

  it('takes the manual discount and typed shipping, and the line’s own stock for an item not in the snapshot', () => {
    const total = priceOffline({ lines: [{ ...tee, _id: 'gone', qty: 1 }], manualDiscount: 7_50, shipping: 0, address: null }, catalogue);
    expect(total).toMatchObject({ subTotal: 807.5, vat: 121.13, shipping: 0, discount: 7.5, total: 921.13, cashTotal: 921 });
    expect(total.items[0]).toMatchObject({ stock: 5, short: false });
  });
});

import { http, HttpResponse } from 'msw';
import type { CartInput, OrderRecord } from '../../../common/wire/orders';
import { TEST_API } from '../../app/testing/renderShell';
import type { PosProduct } from '../../pos/products';
import { orderRecord } from './testing';

/**
 * The exchange tests' shop, for the order page's and the till's: a kurti sold
 * in one size comes back for another, to Rahim, who has ৳50 of store credit.
 */

/** A kurti in three sizes: S ৳1,000, M ৳1,200, L ৳1,200 (none left). */
const KURTI: PosProduct = {
  _id: 'p-kurti',
  name: 'Kurti',
  stock: 5,
  price: 1000,
  vat: 0,
  type: 'variable',
  variations: [
    { _id: 'v-s', name: 'S', price: 1000, stock: 3 },
    { _id: 'v-m', name: 'M', price: 1200, stock: 2 },
    { _id: 'v-l', name: 'L', price: 1200, stock: 0 },
  ],
};

const priceOf = (variant?: string) => KURTI.variations!.find((v) => v._id === variant)!.price;

/** Order `S-000060` (`o1`): a paid sale of one kurti of `variant` to Rahim. */
export const kurtiSale = (variant: string): OrderRecord => {
  const price = priceOf(variant);
  return orderRecord({
    _id: 'o1',
    number: 'S-000060',
    status: 'confirmed',
    paymentMethod: 'bkash',
    paymentState: 'paid',
    customerName: 'Rahim Uddin',
    customerId: 'c1',
    subTotal: price,
    vat: 0,
    shipping: 0,
    discount: 0,
    total: price,
    paid: price,
    refunded: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    items: [
      {
        _id: 'l1',
        productId: 'p-kurti',
        variantId: variant,
        variantName: variant === 'v-s' ? 'S' : 'M',
        name: 'Kurti',
        unitPrice: price,
        qty: 1,
        returnedQty: 0,
        totalPrice: price,
        vat: 0,
      },
    ],
    payments: [{ _id: 'pay1', method: 'bkash', amount: price, kind: 'payment', createdAt: '2026-12-01T10:00:00.000Z' }],
  });
};

/** What the server's price adds to the lines (VAT, say) and whether the shop rounds cash to the taka: a test sets them, the next resets. */
export const kurtiPricing = { extra: 0, roundCash: false };

/** Rahim's store credit, the product search (the kurti for any part of its name) and the server's price of the new items as a till sale. */
export const kurtiHandlers = [
  http.get(`${TEST_API}/customers/c1`, () => HttpResponse.json({ _id: 'c1', name: 'Rahim Uddin', storeCredit: 50 })),
  http.get(`${TEST_API}/products`, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    const doc = 'kurti'.includes(search.toLowerCase()) ? [KURTI] : [];
    return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 10 });
  }),
  http.post(`${TEST_API}/orders/cart-total`, async ({ request }) => {
    const cart = (await request.json()) as CartInput;
    const items = cart.items.map((i) => ({
      _id: i._id,
      variant: i.variant,
      name: 'Kurti',
      listPrice: priceOf(i.variant),
      unitPrice: priceOf(i.variant),
      qty: i.qty,
      totalPrice: priceOf(i.variant) * i.qty,
      vat: 0,
      stock: 2,
      short: false,
    }));
    const total = items.reduce((s, i) => s + i.totalPrice, 0) + kurtiPricing.extra;
    return HttpResponse.json({
      items,
      subTotal: total,
      vat: 0,
      shipping: 0,
      discount: 0,
      rounding: 0,
      total,
      cashTotal: kurtiPricing.roundCash ? Math.round(total) : total,
      roundCash: kurtiPricing.roundCash,
      coupon: null,
    });
  }),
];

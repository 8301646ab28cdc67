import { describe, expect, it } from 'vitest';
import type { PosCatalogueProduct } from '../wire/posCatalogue';
import { messageCatalogueOf } from './catalogue';
import { readOrderMessage } from './read';
import { valueOf } from './types';

/** Products as the till's snapshot holds them (GET orders/pos-catalogue), named as the demo store names its own. */
const variation = (id: string, name: string, sku: string | null, barcode: string, stock = 4) => ({ _id: id, name, price: 2450, stock, sku, barcode });

const PANJABI: PosCatalogueProduct = {
  _id: '0b7c2f1e-5d6a-4c1b-9a43-6f2d1c0e9a11',
  name: 'Cotton Panjabi',
  sku: 'PAN-COT-0012',
  barcode: '2000000120013',
  type: 'variable',
  price: 2450,
  vat: 5,
  stock: 14,
  image: '/uploads/cotton-panjabi.webp',
  isDiscount: false,
  discountType: null,
  discount: null,
  variations: [
    variation('v-pan-m-navy', 'M-Navy', 'PAN-COT-0012-M-NAV', '2000000120020'),
    variation('v-pan-l-navy', 'L-Navy', 'PAN-COT-0012-L-NAV', '2000000120037'),
    variation('v-pan-l-white', 'L-White', null, '2000000120044', 6),
  ],
};

const LUNGI: PosCatalogueProduct = {
  _id: '5e1a9b33-0c2d-4f7e-8b16-2a9c4d7e3f02',
  name: 'Tangail Checked Lungi',
  sku: 'LUN-TAN-0031',
  barcode: '2000000310018',
  type: 'simple',
  price: 650,
  vat: 0,
  stock: 9,
  image: null,
  isDiscount: true,
  discountType: 'flat',
  discount: 50,
  variations: [],
};

const SAREE: PosCatalogueProduct = {
  _id: 'a4d0c6e2-7b19-4e55-9f0a-81c3b2d4e5f6',
  name: 'Dhakai Jamdani Saree',
  sku: 'SAR-JAM-0007',
  barcode: '2000000070011',
  type: 'variable',
  price: 12500,
  vat: 5,
  stock: 3,
  image: null,
  isDiscount: false,
  discountType: null,
  discount: null,
  variations: [
    variation('v-sar-red', 'Red', 'SAR-JAM-0007-RED', '2000000070028', 1),
    variation('v-sar-green', 'Green', 'SAR-JAM-0007-GRN', '2000000070035', 2),
  ],
};

describe('messageCatalogueOf', () => {
  it('keeps each product’s id, name, SKU and barcode, and its variants’ ids, names and codes', () => {
    const [panjabi, lungi] = messageCatalogueOf([PANJABI, LUNGI]);
    expect(panjabi).toEqual({
      id: PANJABI._id,
      name: 'Cotton Panjabi',
      nameBn: null,
      sku: 'PAN-COT-0012',
      barcode: '2000000120013',
      variants: [
        { id: 'v-pan-m-navy', name: 'M-Navy', sku: 'PAN-COT-0012-M-NAV', barcode: '2000000120020' },
        { id: 'v-pan-l-navy', name: 'L-Navy', sku: 'PAN-COT-0012-L-NAV', barcode: '2000000120037' },
        { id: 'v-pan-l-white', name: 'L-White', sku: null, barcode: '2000000120044' },
      ],
    });
    // A simple product has no variants: the reader then asks for none.
    expect(lungi).toMatchObject({ id: LUNGI._id, name: 'Tangail Checked Lungi', variants: [] });
  });

  it('adds a Bangla name by the product’s id, only to the product the shop keeps it for', () => {
    const catalogue = messageCatalogueOf([PANJABI, SAREE, LUNGI], { [SAREE._id]: 'ঢাকাই জামদানি শাড়ি' });
    expect(catalogue.map((p) => p.nameBn)).toEqual([null, 'ঢাকাই জামদানি শাড়ি', null]);
  });

  it('leaves prices, stock and pictures out: the reader names products, the till prices them', () => {
    const [panjabi] = messageCatalogueOf([PANJABI]);
    expect(Object.keys(panjabi).sort()).toEqual(['barcode', 'id', 'name', 'nameBn', 'sku', 'variants']);
    expect(Object.keys(panjabi.variants[0]).sort()).toEqual(['barcode', 'id', 'name', 'sku']);
  });

  it('is empty for an empty till', () => {
    expect(messageCatalogueOf([])).toEqual([]);
  });

  it('is what the reader needs: a Bangla message finds the product and its variant by the variant’s name', () => {
    const order = readOrderMessage('নেভি সুতি পাঞ্জাবি L ২টা, ০১৭১১-২২৩৩৪৪', messageCatalogueOf([PANJABI, LUNGI, SAREE]));
    const [item] = order.items;
    expect(valueOf(item.product)).toEqual({ id: PANJABI._id, name: 'Cotton Panjabi' });
    expect(item.variant && valueOf(item.variant)).toEqual({ id: 'v-pan-l-navy', name: 'L-Navy' });
    expect(valueOf(item.quantity)).toBe(2);
  });

  it('lets a variant’s own SKU name that variant', () => {
    const order = readOrderMessage('SAR-JAM-0007-GRN ekta', messageCatalogueOf([SAREE]));
    expect(order.items[0].variant && valueOf(order.items[0].variant)).toEqual({ id: 'v-sar-green', name: 'Green' });
  });
});

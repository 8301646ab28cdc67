import { describe, expect, it } from 'vitest';
import { messageCatalogueOf } from '../../../common/messageOrder/catalogue';
import { readOrderMessage } from '../../../common/messageOrder/read';
import type { PosCatalogueProduct } from '../../../common/wire/posCatalogue';
import { messageCartPlan, messageDraftAddress } from './messageCart';

const product = (p: Pick<PosCatalogueProduct, '_id' | 'name' | 'sku'> & Partial<PosCatalogueProduct>): PosCatalogueProduct => ({
  barcode: `20000000${p._id.length}0000`,
  type: p.variations?.length ? 'variable' : 'simple',
  price: 1500,
  vat: 0,
  stock: 10,
  image: null,
  isDiscount: false,
  discountType: null,
  discount: null,
  variations: [],
  ...p,
});
const variation = (_id: string, name: string) => ({ _id, name, price: 1500, stock: 5, sku: null, barcode: `2${_id}` });

const PRODUCTS = [
  product({ _id: 'p-panjabi', name: 'Cotton Panjabi', sku: 'PAN-1', variations: [variation('v-m-white', 'M-White'), variation('v-l-white', 'L-White')] }),
  product({ _id: 'p-lungi', name: 'Checked Lungi', sku: 'LUN-1' }),
];
const read = (text: string) => readOrderMessage(text, messageCatalogueOf(PRODUCTS));

describe('messageCartPlan', () => {
  it('adds the items read whole, with their count; one whose variant is not said is left for staff', () => {
    const plan = messageCartPlan(read('সাদা সুতি পাঞ্জাবি L ২টা, লুঙ্গি একটা, সুতি পাঞ্জাবি'), PRODUCTS);
    expect(plan.lines.map((l) => [l.product._id, l.variant?._id, l.qty])).toEqual([
      ['p-panjabi', 'v-l-white', 2],
      ['p-lungi', undefined, 1],
    ]);
    expect(plan.left).toHaveLength(1);
    expect(plan.left[0].variant).toMatchObject({ status: 'unread', reason: 'variant_unclear' });
  });

  it('adds one of an item whose count is not said (the view says so), and nothing of a product the till no longer has', () => {
    const order = read('লুঙ্গি দরকার');
    expect(messageCartPlan(order, PRODUCTS).lines.map((l) => l.qty)).toEqual([1]);
    expect(messageCartPlan(order, PRODUCTS.slice(0, 1))).toMatchObject({ lines: [], left: [{ span: { text: 'লুঙ্গি দরকার' } }] });
  });
});

describe('messageDraftAddress', () => {
  it('keeps what the message says, the district as the city, a post code written in it, and the found customer’s email', () => {
    const draft = messageDraftAddress(read('নাম: করিম, ০১৭১২৩৪৫৬৭৮, বাসা ১২, রোড ৪, ধানমন্ডি, ঢাকা ১২০৯'), {
      _id: 'c1',
      name: 'Karim Ahmed',
      email: 'karim@example.com',
    });
    expect(draft).toEqual({
      name: 'করিম',
      phone: '01712345678',
      email: 'karim@example.com',
      street: 'বাসা ১২, রোড ৪, ধানমন্ডি, ঢাকা ১২০৯',
      city: 'Dhaka',
      postalCode: '1209',
      district: '47',
      thana: 'm47-dhanmondi',
    });
  });

  it('leaves out what was not read, rather than filling it', () => {
    expect(messageDraftAddress(read('লুঙ্গি একটা'), null)).toEqual({});
  });
});

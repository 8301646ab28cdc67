import { describe, expect, it } from 'vitest';
import { readOrderMessage } from './read';
import { FIELDS, scoreMessage } from './score';
import { TEST_CATALOGUE, TEST_MESSAGES } from './testSet';
import { valueOf } from './types';

const read = (text: string) => readOrderMessage(text, TEST_CATALOGUE);

describe('the message reader over the test set', () => {
  it('holds at least 40 messages, in Bangla and in English', () => {
    expect(TEST_MESSAGES.length).toBeGreaterThanOrEqual(40);
    expect(TEST_MESSAGES.filter((m) => /[\u0980-\u09ff]/.test(m.text)).length).toBeGreaterThanOrEqual(15);
    expect(TEST_MESSAGES.filter((m) => !/[\u0980-\u09ff]/.test(m.text)).length).toBeGreaterThanOrEqual(15);
  });

  it('reads at least 90 % of the fields right', () => {
    let right = 0;
    let total = 0;
    const wrong: string[] = [];
    for (const m of TEST_MESSAGES) {
      const scores = scoreMessage(m, read(m.text), TEST_CATALOGUE);
      for (const f of FIELDS) {
        total++;
        if (scores[f].right) right++;
        else wrong.push(`${f} of ${JSON.stringify(m.text.slice(0, 40))}`);
      }
    }
    expect(right / total, wrong.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the message reader', () => {
  it('reads a phone written in Bangla digits with a dash, and says where it was', () => {
    const text = 'নাম: রহিম, ০১৭১২-৩৪৫৬৭৮, মিরপুর ১০ ঢাকা, নীল পাঞ্জাবি L ২টা';
    const order = read(text);
    expect(order.phone).toEqual({ status: 'read', value: '01712345678', span: { start: 11, end: 23, text: '০১৭১২-৩৪৫৬৭৮' } });
    expect(valueOf(order.name)).toBe('রহিম');
  });

  it('reads +880 with spaces, 880 without the plus and the ten digits after it', () => {
    expect(valueOf(read('+880 1712 345678').phone)).toBe('01712345678');
    expect(valueOf(read('8801812345678').phone)).toBe('01812345678');
    expect(valueOf(read('০১৯১১ ২২২ ৩৩৩').phone)).toBe('01911222333');
  });

  it('guesses nothing when there is no phone, and says a short number is not a mobile', () => {
    const none = read('ekta hijab lagbe');
    expect(none.phone).toEqual({ status: 'unread', reason: 'missing' });
    expect(read('ফোন: ০১৭১২৩৪৫৬৭').phone).toMatchObject({ status: 'unread', reason: 'not_mobile' });
  });

  it('leaves two different numbers to staff, with both', () => {
    expect(read('01711223344 / 01811223344').phone).toMatchObject({ status: 'unread', reason: 'ambiguous', candidates: ['01711223344', '01811223344'] });
  });

  it('chooses the variant by colour and size, in Bangla', () => {
    const [item] = read('সাদা সুতি পাঞ্জাবি XL ১টা').items;
    expect(valueOf(item.product)?.id).toBe('p1');
    expect(item.variant && valueOf(item.variant)?.name).toBe('XL-White');
    expect(valueOf(item.quantity)).toBe(1);
  });

  it('reads two items with their counts', () => {
    const { items } = read('silk panjabi black XL 1 pcs, cotton lungi 2 pcs');
    expect(items.map((i) => [valueOf(i.product)?.id, i.variant && valueOf(i.variant)?.name, valueOf(i.quantity)])).toEqual([
      ['p2', 'XL-Black', 1],
      ['p8', null, 2],
    ]);
  });

  it('leaves the product unread, with both, when two products fit', () => {
    const [item] = read('vai ekta panjabi lagbe L size').items;
    expect(item.product).toMatchObject({ status: 'unread', reason: 'ambiguous', candidates: [{ id: 'p1' }, { id: 'p2' }] });
    expect(valueOf(item.quantity)).toBe(1);
  });

  it('settles two products by the colour only one is made in', () => {
    const [item] = read('2ta kalo panjabi XL').items;
    expect(valueOf(item.product)?.id).toBe('p2');
    expect(item.variant && valueOf(item.variant)?.name).toBe('XL-Black');
  });

  it('reads a product by SKU and by barcode', () => {
    expect(read('PJ-101 M-White x2').items.map((i) => [valueOf(i.product)?.id, valueOf(i.quantity)])).toEqual([['p1', 2]]);
    expect(valueOf(read('2000000007013 ২টা').items[0].product)?.id).toBe('p7');
  });

  it('reads counts said as words and with classifiers', () => {
    const count = (text: string) => valueOf(read(text).items[0].quantity);
    expect(count('দুইটা হিজাব')).toBe(2);
    expect(count('hijab 2টি')).toBe(2);
    expect(count('hijab qty 3')).toBe(3);
    expect(count('ekta hijab')).toBe(1);
  });

  it('reads one product asked for in two variants, each with its count, also after a comma', () => {
    const lines = (text: string) => read(text).items.map((i) => [valueOf(i.product)?.id, (i.variant && valueOf(i.variant)?.name) ?? null, valueOf(i.quantity)]);
    expect(lines('denim jeans 34 size 1 ta & 32 size 2 ta')).toEqual([
      ['p5', '34', 1],
      ['p5', '32', 2],
    ]);
    expect(lines('দুইটা সুতি পাঞ্জাবি, একটা মিডিয়াম নীল আর একটা লার্জ সাদা')).toEqual([
      ['p1', 'M-Blue', 1],
      ['p1', 'L-White', 1],
    ]);
    // The total before the name is not their sum: nothing is split, the variant is left to staff.
    expect(lines('তিনটা সুতি পাঞ্জাবি, একটা মিডিয়াম নীল আর একটা লার্জ সাদা')[0]).toEqual(['p1', null, 3]);
  });

  it('leaves the count unread, suggesting one, when none is given', () => {
    expect(read('three piece yellow').items[0].quantity).toMatchObject({ status: 'unread', reason: 'missing', suggested: 1 });
  });

  it('says a size the product is not made in, and keeps the product', () => {
    const [item] = read('cotton panjabi XXL 1ta').items;
    expect(valueOf(item.product)?.id).toBe('p1');
    expect(item.variant).toMatchObject({ status: 'unread', reason: 'no_such_variant' });
  });

  it('suggests the district and thana, settling a thana two districts share by the district named', () => {
    const order = read('মিরপুর ১০ ঢাকা');
    expect(valueOf(order.district)?.en).toBe('Dhaka');
    expect(valueOf(order.thana)?.id).toBe('m47-mirpur');
    expect(valueOf(order.address)).toBe('মিরপুর ১০ ঢাকা');
    const alone = read('Mirpur 10');
    expect(alone.district).toMatchObject({ status: 'unread', reason: 'ambiguous' });
  });

  it('takes no everyday word for a place ("new" begins New Market)', () => {
    expect(read('new one please').address).toEqual({ status: 'unread', reason: 'missing' });
  });

  it('reads a Dhaka post code, and a thana written with another Bangla spelling', () => {
    expect(valueOf(read('House 4, Dhaka 1207').thana)?.en).toBe('Mohammadpur');
    expect(valueOf(read('কেরানীগঞ্জ, ঢাকা').thana)?.en).toBe('Keraniganj');
  });

  it('shows what it could not read: an item with no product, and text that is nothing it knows', () => {
    const order = read('আমার একটা L সাইজ লাগবে\nurgent kalke');
    expect(order.items[0].product).toMatchObject({ status: 'unread', reason: 'no_product' });
    expect(order.unreadText.map((s) => s.text)).toEqual(['urgent kalke']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, poisha } from './money';
import { cashRoundingOf, discountedUnitPrice, priceCart, saleRounding, roundToTaka, type PricingLine } from './pricing';

const line = fc.record({
  key: fc.uuid(),
  name: fc.string({ maxLength: 20 }),
  price: fc.integer({ min: 0, max: 10_000_000 }).map(poisha),
  qty: fc.integer({ min: 1, max: 500 }),
  vat: fc.integer({ min: 0, max: 1500 }).map((bp) => bp / 100),
  discount: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100) }),
      fc.record({ type: fc.constant('flat' as const), value: fc.integer({ min: 0, max: 20_000_000 }) }),
    ),
  ),
}) satisfies fc.Arbitrary<PricingLine>;

describe('pricing a cart in poisha', () => {
  it('prices the example of spec §4: subtotal, per-line VAT, shipping, discount', () => {
    const cart = priceCart(
      [
        { key: 'a', name: 'Panjabi', price: poisha(150000), qty: 2, vat: 7.5 },
        { key: 'b', name: 'Scarf', price: poisha(33333), qty: 3, vat: 5 },
        { key: 'c', name: 'Socks', price: poisha(9999), qty: 1, vat: 0 },
      ],
      { shipping: poisha(6000), discount: poisha(10000) },
    );
    expect(cart.items.map((i) => i.totalPrice)).toEqual([300000, 99999, 9999]);
    // 7.5 % of 3000.00 = 225.00; 5 % of 999.99 = 49.9995 → 50.00 (half up per line)
    expect(cart.items.map((i) => i.vat)).toEqual([22500, 5000, 0]);
    expect(cart).toMatchObject({ subTotal: 409998, vat: 27500, shipping: 6000, discount: 10000, total: 433498 });
    // ৳100 over 3000.00 / 999.99 / 99.99 by the largest remainder: 73.17 + 24.39 + 2.44.
    expect(cart.items.map((i) => i.discountShare)).toEqual([7317, 2439, 244]);
  });

  it("takes the product's own discount off the unit price, never below zero", () => {
    expect(discountedUnitPrice(poisha(100000), { type: 'percentage', value: 12.5 })).toBe(87500);
    expect(discountedUnitPrice(poisha(99999), { type: 'percentage', value: 10 })).toBe(90000 - 1); // 9999.9 → 10000 off
    expect(discountedUnitPrice(poisha(5000), { type: 'flat', value: 7000 })).toBe(0);
    expect(discountedUnitPrice(poisha(5000), { type: 'percentage', value: 150 })).toBe(0);
    expect(discountedUnitPrice(poisha(5000), null)).toBe(5000);
  });

  it('adds up to the poisha for any cart: total = subtotal + VAT + shipping − discount', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.nat(1_000_000).map(poisha), fc.nat(50_000_000).map(poisha), (lines, shipping, discount) => {
        const cart = priceCart(lines, { shipping, discount });
        for (const v of [cart.subTotal, cart.vat, cart.total, cart.discount]) expect(Number.isInteger(v)).toBe(true);
        expect(cart.subTotal).toBe(cart.items.reduce((a, i) => a + i.totalPrice, 0));
        expect(cart.total).toBe(cart.subTotal + cart.vat + cart.shipping - cart.discount);
        for (const i of cart.items) expect(i.totalPrice).toBe(i.unitPrice * i.qty);
        // The cart discount is spread over the lines: the shares add up to it, none above its line.
        expect(cart.items.reduce((a, i) => a + i.discountShare, 0)).toBe(cart.discount);
        for (const i of cart.items) expect(i.discountShare).toBeLessThanOrEqual(i.totalPrice);
      }),
    );
  });

  it('rounds VAT per line, half up to the poisha', () => {
    fc.assert(
      fc.property(line, (l) => {
        const [item] = priceCart([l]).items;
        // The exact VAT in ten-thousandths of a poisha, in integers: a float
        // oracle is itself off by more than 1e-9 on large lines.
        const exact = BigInt(item.totalPrice) * BigInt(Math.round(l.vat * 100));
        const off = BigInt(item.vat) * 10_000n - exact;
        expect(off <= 5_000n && off >= -5_000n).toBe(true);
        expect(item.vat).toBe(percentOf(item.totalPrice, l.vat));
      }),
    );
  });

  it('never takes off more than the subtotal, and never makes a negative total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.integer({ min: -1e9, max: 1e10 }).map(poisha), (lines, discount) => {
        const cart = priceCart(lines, { discount });
        expect(cart.discount).toBeGreaterThanOrEqual(0);
        expect(cart.discount).toBeLessThanOrEqual(cart.subTotal);
        expect(cart.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('VAT on the discounted price (issue 33)', () => {
  it("charges each line's VAT on its total less its share of the cart discount", () => {
    const lines: PricingLine[] = [
      { key: 'a', name: 'Panjabi', price: poisha(150000), qty: 2, vat: 7.5 },
      { key: 'b', name: 'Scarf', price: poisha(33333), qty: 3, vat: 5 },
      { key: 'c', name: 'Socks', price: poisha(9999), qty: 1, vat: 0 },
    ];
    const cart = priceCart(lines, { shipping: poisha(6000), discount: poisha(10000), vatBase: 'discounted' });
    // Shares 73.17 / 24.39 / 2.44: 7.5 % of 2926.83 = 219.51225 → 219.51; 5 % of 975.60 = 48.78.
    expect(cart.items.map((i) => i.vat)).toEqual([21951, 4878, 0]);
    expect(cart).toMatchObject({ subTotal: 409998, vat: 26829, shipping: 6000, discount: 10000, total: 409998 + 26829 + 6000 - 10000 });
    // The spec's formula stays the default: VAT on the price before the cart discount.
    expect(priceCart(lines, { shipping: poisha(6000), discount: poisha(10000) }).vat).toBe(27500);
    expect(priceCart(lines, { shipping: poisha(6000), discount: poisha(10000), vatBase: 'list' }).vat).toBe(27500);
  });

  it('on the discounted base, each line is charged its rate of its net value, and the totals add up', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.nat(1_000_000).map(poisha),
        fc.nat(50_000_000).map(poisha),
        fc.boolean(),
        (lines, shipping, discount, roundCash) => {
          const cart = priceCart(lines, { shipping, discount, roundCash, vatBase: 'discounted' });
          cart.items.forEach((item, i) => expect(item.vat).toBe(lines[i].vat > 0 ? percentOf(poisha(item.totalPrice - item.discountShare), lines[i].vat) : 0));
          expect(cart.vat).toBe(cart.items.reduce((a, i) => a + i.vat, 0));
          expect(cart.total).toBe(cart.subTotal + cart.vat + cart.shipping - cart.discount);
          expect(cart.items.reduce((a, i) => a + i.discountShare, 0)).toBe(cart.discount);
          expect(cart.cashTotal).toBe(cart.total + cart.cashRounding);
          // A discount never raises the VAT; without one both bases charge the same.
          expect(cart.vat).toBeLessThanOrEqual(priceCart(lines, { shipping, discount }).vat);
          expect(priceCart(lines, { shipping, vatBase: 'discounted' }).vat).toBe(priceCart(lines, { shipping }).vat);
        },
      ),
    );
  });
});

describe('cash in whole taka (issue 19)', () => {
  it('rounds to the nearest taka; 50 poisha and more round up', () => {
    const cases: [number, number][] = [
      [80750, 80800], // ৳807.50 → ৳808 (the discounted Bamboo Graphic Tee)
      [80749, 80700],
      [80701, 80700],
      [80799, 80800],
      [80700, 80700],
      [50, 100],
      [49, 0],
      [0, 0],
      [-50, 0],
      [-51, -100],
    ];
    for (const [amount, rounded] of cases) expect(roundToTaka(poisha(amount)), String(amount)).toBe(rounded);
    expect(cashRoundingOf(poisha(80750))).toBe(50);
    expect(cashRoundingOf(poisha(123449))).toBe(-49);
  });

  it('for any taka and poisha: below 50 goes down to the taka, 50 and above up to the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 0, max: 99 }), (taka, p) => {
        const expected = p >= 50 ? (taka + 1) * 100 : taka * 100;
        expect(roundToTaka(poisha(taka * 100 + p))).toBe(expected);
        expect(cashRoundingOf(poisha(taka * 100 + p))).toBe((p >= 50 ? 100 : 0) - p);
      }),
    );
  });

  it('a cart paid in cash is charged the rounded total when the shop rounds, and the exact one otherwise', () => {
    // Bamboo Graphic Tee ৳950 less 15 % = ৳807.50, no VAT; shipping ৳60.
    const tee = { key: 't', name: 'Bamboo Graphic Tee', price: poisha(95000), qty: 1, vat: 0, discount: { type: 'percentage' as const, value: 15 } };
    const rounded = priceCart([tee], { shipping: poisha(6000), roundCash: true });
    expect(rounded.items[0]).toMatchObject({ listPrice: 95000, unitPrice: 80750 });
    expect(rounded).toMatchObject({ subTotal: 80750, total: 86750, cashRounding: 50, cashTotal: 86800 });
    expect(priceCart([tee], { shipping: poisha(6000) })).toMatchObject({ total: 86750, cashRounding: 0, cashTotal: 86750 });
  });

  it('rounds the cash part of a sale only: card and mobile money pay to the poisha', () => {
    const total = poisha(252788); // ৳2,527.88
    const cash = (taka: number) => ({ method: 'cash', amount: poisha(taka) });
    const bkash = (taka: number) => ({ method: 'bkash', amount: poisha(taka) });
    // Wholly in cash: the total to the taka, ৳2,528.
    expect(saleRounding(total, [cash(252800)], true)).toBe(12);
    expect(saleRounding(total, [cash(0), cash(252800)], true)).toBe(12);
    // bKash ৳1,000 and the rest in cash: the cash part ৳1,527.88 is paid as ৳1,528, the payable stays ৳2,528.
    expect(saleRounding(total, [bkash(100000), cash(152800)], true)).toBe(12);
    // bKash to the poisha (৳527.88): the cash part is whole, nothing to round.
    expect(saleRounding(total, [cash(200000), bkash(52788)], true)).toBe(0);
    // bKash ৳1,000.50: the cash part ৳1,527.38 is paid as ৳1,527.
    expect(saleRounding(total, [bkash(100050), cash(152700)], true)).toBe(-38);
    // No cash, or a shop that does not round: to the poisha.
    expect(saleRounding(total, [bkash(252788)], true)).toBe(0);
    expect(saleRounding(total, [], true)).toBe(0);
    expect(saleRounding(total, [bkash(100000), cash(152800)], false)).toBe(0);
  });
});

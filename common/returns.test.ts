import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poisha } from './money';
import { lineRefund, returnRefund } from './returns';

describe('the refund of a return', () => {
  // Order: polo 2 × ৳500 + VAT ৳50, cap ৳200; cart discount ৳120 on a ৳1,200 subtotal; paid in full ৳1,130.
  const order = { subTotal: poisha(120000), discount: poisha(12000), paid: poisha(113000) };
  const polo = { totalPrice: poisha(100000), vat: poisha(5000), qty: 2, returnedQty: 0 };
  const cap = { totalPrice: poisha(20000), vat: poisha(0), qty: 1, returnedQty: 0 };

  it("gives back the line's price and VAT less its share of the discount, per unit", () => {
    // Polo's share of the discount: 120 × 1000/1200 = ৳100; charged 1000 + 50 − 100 = ৳950, ৳475 a unit.
    expect(lineRefund(order, polo, 1)).toBe(47500);
    expect(lineRefund(order, polo, 2)).toBe(95000);
    // Cap: 200 − 20 = ৳180.
    expect(
      returnRefund(order, [
        { line: polo, qty: 1 },
        { line: cap, qty: 1 },
      ]),
    ).toBe(47500 + 18000);
  });

  it('never gives back more than is still paid', () => {
    expect(returnRefund({ ...order, paid: poisha(30000) }, [{ line: polo, qty: 2 }])).toBe(30000);
    expect(returnRefund({ ...order, paid: poisha(-5) }, [{ line: cap, qty: 1 }])).toBe(0);
  });

  it('returning a line in parts adds up to returning it at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }).map(poisha),
        fc.integer({ min: 0, max: 500_000 }).map(poisha),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 10 }),
        (totalPrice, vat, qty, parts) => {
          const o = { subTotal: poisha(totalPrice * 2), discount: poisha(Math.floor(totalPrice / 3)) };
          let returned = 0;
          let sum = 0;
          for (const part of parts) {
            const n = Math.min(part, qty - returned);
            if (n <= 0) break;
            sum += lineRefund(o, { totalPrice, vat, qty, returnedQty: returned }, n);
            returned += n;
          }
          expect(sum).toBe(lineRefund(o, { totalPrice, vat, qty, returnedQty: 0 }, returned));
        },
      ),
    );
  });
});

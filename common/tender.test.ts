import { describe, expect, it } from 'vitest';
import { poisha } from './money';
import { chargedFigures, methodsPaying, orderBody, paidOf, receiptTotals, type PaymentForm } from './tender';

const form = (patch: Partial<PaymentForm> = {}): PaymentForm => ({
  method: 'cash',
  amount: '',
  reference: '',
  split: false,
  method2: 'card',
  amount2: '',
  reference2: '',
  status: 'confirmed',
  note: '',
  emailReceipt: false,
  ...patch,
});

// ৳807.49 to the poisha; ৳807 in cash (rounding −49 poisha).
const totals = {
  subTotal: poisha(70000),
  vat: poisha(10749),
  shipping: poisha(0),
  discount: poisha(0),
  total: poisha(80749),
  rounding: poisha(-49),
  cashTotal: poisha(80700),
  roundCash: true,
};

describe('the payment of a till sale', () => {
  it('gives change for cash handed over beyond the total', () => {
    expect(paidOf(form({ amount: '1000' }), poisha(80700))).toEqual({ paid: 100000, change: 19300, due: 0 });
  });

  it('takes cash with nothing typed as the total exactly', () => {
    expect(paidOf(form(), poisha(80700))).toEqual({ paid: 80700, change: 0, due: 0 });
  });

  it('shows what is still due when less is paid', () => {
    expect(paidOf(form({ method: 'card', amount: '500.50' }), poisha(80749))).toEqual({ paid: 50050, change: 0, due: 30699 });
  });

  it('adds the two amounts of a split payment', () => {
    const split = form({ split: true, amount: '300', amount2: '507.49' });
    expect(paidOf(split, poisha(80749))).toEqual({ paid: 80749, change: 0, due: 0 });
    expect(orderBody(split, poisha(80749))).toMatchObject({
      paidAmount: 807.49,
      payments: [
        { method: 'cash', amount: 300 },
        { method: 'card', amount: 507.49 },
      ],
    });
  });

  it('refuses nonsense or negative amounts', () => {
    expect(paidOf(form({ amount: 'abc' }), poisha(100))).toBeNull();
    expect(paidOf(form({ amount: '-1' }), poisha(100))).toBeNull();
    expect(paidOf(form({ amount: '1.005' }), poisha(100))).toBeNull();
    expect(orderBody(form({ amount: 'abc' }), poisha(100))).toBeNull();
  });

  it('rounds the cash part of a sale to the taka: wholly in cash the total, by card alone nothing', () => {
    expect(chargedFigures(totals, form())).toMatchObject({ total: 80700, rounding: -49 });
    expect(chargedFigures(totals, form({ method: 'card' }))).toMatchObject({ total: 80749, rounding: 0 });
    // A split whose card part is paid to the poisha leaves a whole cash part: nothing to round.
    expect(chargedFigures(totals, form({ split: true, amount: '300', amount2: '507.49' }))).toMatchObject({ total: 80749, rounding: 0 });
    // The shop off: to the poisha.
    expect(chargedFigures({ ...totals, roundCash: false }, form())).toMatchObject({ total: 80749, rounding: 0 });
    // A split whose second amount is empty pays by cash alone.
    expect(methodsPaying(form({ split: true, amount: '807', amount2: '' }))).toEqual(['cash']);
    expect(chargedFigures(totals, form({ split: true, amount: '807', amount2: '' }))).toMatchObject({ total: 80700 });
  });

  it('keeps the payable of the cart when a split is chosen: only its cash part is rounded (issue 36)', () => {
    // ৳2,527.88 to the poisha, ৳2,528 in cash, as the cart shows it.
    const walk = { ...totals, total: poisha(252788), rounding: poisha(12), cashTotal: poisha(252800) };
    const split = form({ split: true, amount: '1528', method2: 'bkash', amount2: '1000' });
    const charged = chargedFigures(walk, split);
    expect(charged).toMatchObject({ total: 252800, rounding: 12 });
    expect(paidOf(split, charged.total)).toEqual({ paid: 252800, change: 0, due: 0 });
    // Card first, cash second: the same.
    expect(chargedFigures(walk, form({ split: true, method: 'card', amount: '1000', method2: 'cash', amount2: '1528' }))).toMatchObject({ total: 252800 });
    // The split just ticked, nothing typed yet: what the cart shows.
    expect(chargedFigures(walk, form({ split: true }))).toMatchObject({ total: 252800 });
  });

  it('sends cash tendered as the amount paid, with the reference of a card', () => {
    expect(orderBody(form({ amount: '1000', note: ' gift ' }), poisha(80700))).toEqual({
      paymentMethod: 'cash',
      status: 'confirmed',
      emailReceipt: false,
      note: 'gift',
      paidAmount: 1000,
    });
    expect(orderBody(form({ method: 'card', amount: '807.49', reference: 'TX1' }), poisha(80749))).toMatchObject({ paidAmount: 807.49, trnxRef: 'TX1' });
  });

  it('keeps the receipt figures in taka', () => {
    const charged = chargedFigures(totals, form());
    const tender = paidOf(form({ amount: '1000' }), charged.total)!;
    expect(receiptTotals(charged, tender)).toEqual({
      subTotal: 700,
      vat: 107.49,
      discount: 0,
      shipping: 0,
      rounding: -0.49,
      total: 807,
      paid: 1000,
      change: 193,
    });
  });
});

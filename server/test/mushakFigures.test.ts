import { poisha } from '../../common/money';
import { describe, expect, it } from 'vitest';
import type { InvoiceData } from '../domains/orders/invoicePdf';
import { mushakFigures, mushakWriter } from '../domains/orders/mushakFigures';
import { sellerLines } from '../domains/orders/sellerLines';

const DATA: InvoiceData = {
  seller: {
    shopName: 'Rangdhonu Fashion',
    storeName: null,
    logo: null,
    address: 'House 12, Road 5\nDhanmondi, Dhaka 1209',
    phone: '01711-000000',
    email: null,
    tradeLicence: 'TRAD/DSCC/012345/2026',
    vatRegistration: '000123456-0101',
    receiptHeader: null,
    receiptFooter: null,
    receiptShowLogo: false,
    receiptPaper: '80mm',
  },
  currencySymbol: '৳',
  timeZone: 'Asia/Dhaka',
  number: 'S-003001',
  createdAt: new Date('2026-11-25T10:30:00Z'),
  status: 'confirmed',
  customerName: 'Rahim Uddin',
  customerPhone: null,
  customerEmail: null,
  address: null,
  cashierName: 'Cashier One',
  lines: [
    { name: 'Panjabi', variantName: 'M-Red', qty: 2, returnedQty: 1, unitPrice: 1250.5, totalPrice: 2501, vatRate: 7.5, vat: 187.58 },
    { name: 'Cap', variantName: null, qty: 3, returnedQty: 0, unitPrice: 0.1, totalPrice: 0.3, vatRate: 0, vat: 0 },
  ],
  subTotal: 2501.3,
  vat: 187.58,
  shipping: 0,
  discount: 100,
  rounding: 0,
  exchange: null,
  total: 2588.88,
  paid: 2588.88,
  refunded: 0,
  vatBase: 'list',
};

describe('the VAT invoice (Mushak-6.3) figures', () => {
  it('are the stored figures of the sale, in poisha: per line value, VAT and the price with it; the totals; then what the order adds or takes off', () => {
    const f = mushakFigures(DATA);
    expect(f.lines).toEqual([
      { serial: 1, description: 'Panjabi (M-Red)', qty: 2, unitPrice: 125050, value: 250100, sdRate: 0, sd: 0, vatRate: 7.5, vat: 18758, withTaxes: 268858 },
      // 3 × 0.10 is 0.30 exactly, not 0.30000000000000004.
      { serial: 2, description: 'Cap', qty: 3, unitPrice: 10, value: 30, sdRate: 0, sd: 0, vatRate: 0, vat: 0, withTaxes: 30 },
    ]);
    expect(f.totals).toEqual({ value: 250130, sd: 0, vat: 18758, withTaxes: 268888 });
    // No delivery charged: no row for it. The sale as sold: the later return does not change it.
    expect(f.below).toEqual([
      { word: 'discount', amount: 10000 },
      { word: 'payable', amount: 258888, bold: true },
    ]);
  });

  it('show a cash sale rounded to the taka as a Rounding row before what is payable', () => {
    const f = mushakFigures({ ...DATA, rounding: 0.12, total: 2589, paid: 2589 });
    expect(f.below).toEqual([
      { word: 'discount', amount: 10000 },
      { word: 'rounding', amount: 12 },
      { word: 'payable', amount: 258900, bold: true },
    ]);
    expect(mushakWriter('bn', 'Asia/Dhaka').word('rounding')).toBe('রাউন্ডিং');
  });

  it('are written with Bangla digits and words in the Bangla invoice, Latin ones in the English', () => {
    const bn = mushakWriter('bn', 'Asia/Dhaka');
    const en = mushakWriter('en', 'Asia/Dhaka');
    expect(bn.amount(poisha(268858))).toBe('২,৬৮৮.৫৮');
    expect(en.amount(poisha(12345678))).toBe('1,23,456.78');
    expect(bn.percent(7.5)).toBe('৭.৫%');
    expect(bn.date(DATA.createdAt)).toBe('২০২৬-১১-২৫');
    expect(bn.time(DATA.createdAt)).toBe('০৪:৩০ অপরাহ্ণ');
    expect(en.time(DATA.createdAt)).toBe('04:30 PM');
    expect(bn.word('title')).toBe('কর চালানপত্র');
    expect(en.word('form')).toBe('Mushak-6.3');
  });
});

describe('the VAT invoice of a sale on the discounted VAT base (issue 33)', () => {
  // The same cart sold with VAT on the value after the ৳100 discount: its shares 99.99 and 0.01
  // (largest remainder over 2,501.00 and 0.30); 7.5 % of 2,401.01 = 180.075… → 180.08.
  const discounted: InvoiceData = {
    ...DATA,
    lines: [{ ...DATA.lines[0], vat: 180.08 }, DATA.lines[1]],
    vat: 180.08,
    total: 2581.38,
    paid: 2581.38,
    vatBase: 'discounted',
  };

  it('shows each line at its value of supply after its share of the discount, with the VAT on it, and no discount taken off again', () => {
    const f = mushakFigures(discounted);
    expect(f.lines.map(({ value, vat, withTaxes }) => ({ value, vat, withTaxes }))).toEqual([
      { value: 240101, vat: 18008, withTaxes: 258109 },
      { value: 29, vat: 0, withTaxes: 29 },
    ]);
    expect(f.totals).toEqual({ value: 240130, sd: 0, vat: 18008, withTaxes: 258138 });
    expect(f.below).toEqual([{ word: 'payable', amount: 258138, bold: true }]);
    expect(f.base).toEqual({ word: 'vatOnDiscounted', discount: 10000 });
  });

  it('says which base the VAT was charged on, in English and Bangla, when the order had a discount', () => {
    expect(mushakFigures(DATA).base).toEqual({ word: 'vatOnList', discount: 10000 });
    expect(mushakFigures({ ...DATA, discount: 0, total: 2688.88 }).base).toBeNull();
    const en = mushakWriter('en', 'Asia/Dhaka');
    const bn = mushakWriter('bn', 'Asia/Dhaka');
    expect(en.base({ word: 'vatOnDiscounted', discount: poisha(10000) })).toBe(
      'Value of supply after the order discount (trade discount) of Tk 100.00; VAT is charged on it.',
    );
    expect(en.base({ word: 'vatOnList', discount: poisha(10000) })).toBe(
      'VAT is charged on the price before the order discount of Tk 100.00, which is taken off the amount payable.',
    );
    expect(bn.base({ word: 'vatOnDiscounted', discount: poisha(10000) })).toContain('১০০.০০');
  });
});

describe("the seller's lines of the sale invoice and the emailed receipt", () => {
  it('hold what is set, address line by line', () => {
    expect(sellerLines(DATA.seller)).toEqual([
      'House 12, Road 5',
      'Dhanmondi, Dhaka 1209',
      'Phone: 01711-000000',
      'BIN: 000123456-0101',
      'Trade Licence: TRAD/DSCC/012345/2026',
    ]);
  });
});

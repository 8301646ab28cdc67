import { describe, expect, it } from 'vitest';
import { invoiceTotals, type InvoiceData } from './invoicePdf';

const order = (over: Partial<InvoiceData>): InvoiceData =>
  ({
    currencySymbol: '৳',
    subTotal: 2527.88,
    vat: 0,
    shipping: 0,
    discount: 0,
    rounding: 0,
    total: 2527.88,
    paid: 2527.88,
    refunded: 0,
    vatBase: 'list',
    ...over,
  }) as InvoiceData;

describe('the totals of an invoice and an emailed receipt', () => {
  it('after a return: paid, refunded and net paid add up, and nothing is due (common/orderBalance.ts, issue 36)', () => {
    const rows = Object.fromEntries(invoiceTotals(order({ paid: 1987.88, refunded: 540 })));
    expect(rows).toMatchObject({
      'Net Payable': '৳ 2,527.88',
      Paid: '৳ 2,527.88',
      Refunded: '৳ 540.00',
      'Net paid': '৳ 1,987.88',
      'Payable after returns': '৳ 1,987.88',
      Due: '৳ 0.00',
    });
  });

  it('without a return: paid and due only', () => {
    expect(invoiceTotals(order({ paid: 1000 })).slice(-2)).toEqual([
      ['Paid', '৳ 1,000.00'],
      ['Due', '৳ 1,527.88'],
    ]);
  });
});

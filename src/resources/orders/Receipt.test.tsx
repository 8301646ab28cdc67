import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { PrintedShop } from '../../../common/wire/shop';
import { TEST_API } from '../../app/testing/renderShell';
import { SELF_QUERY_KEY } from '../../authProvider';
import { selfAnswer } from '../../test/selfAnswer';
import { createApiClient, createApiDataProvider } from '../../dataProvider';
import { createI18nProvider } from '../../i18n';
import { Receipt } from './Receipt';
import type { OrderRecord } from '../../../common/wire/orders';
import { orderPayment, orderRecord } from './testing';

const ORDER: OrderRecord = orderRecord({
  _id: 'o1',
  number: 'S-003001',
  status: 'confirmed',
  paymentMethod: 'cash',
  paymentState: 'paid',
  customerName: 'Rahim Uddin',
  customerPhone: '01711000000',
  subTotal: 1000,
  vat: 50,
  shipping: 60,
  discount: 0,
  total: 1110,
  paid: 1110,
  refunded: 0,
  cashierName: 'Cashier One',
  createdAt: '2026-11-25T10:30:00.000Z',
  items: [{ _id: 'l1', productId: 'p1', name: 'Polo Shirt', variantName: 'M-Red', unitPrice: 500, qty: 2, returnedQty: 0, totalPrice: 1000, vat: 50 }],
  payments: [{ _id: 'pay1', method: 'cash', amount: 1110, kind: 'payment', createdAt: '2026-11-25T10:30:00.000Z' }],
});

const SHOP: PrintedShop = {
  shopName: 'Rangdhonu Fashion',
  storeName: 'Dhanmondi branch',
  logo: null,
  address: 'House 12, Road 5\nDhanmondi, Dhaka 1209',
  phone: '01711-000000',
  email: 'shop@example.com',
  tradeLicence: 'TRAD/DSCC/012345/2026',
  vatRegistration: '000123456-0101',
  receiptHeader: 'Eid collection now in store',
  receiptFooter: 'Exchange within 7 days',
  receiptShowLogo: false,
  receiptPaper: '80mm',
};

/** The receipt with the shop that `auth/self` gave, in a language. */
function renderReceipt(printed: PrintedShop, locale: 'en' | 'bn' = 'en', order: OrderRecord = ORDER) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const self = selfAnswer(['*'], { roleName: 'Cashier', printed });
  queryClient.setQueryData(SELF_QUERY_KEY, self);
  render(
    <AdminContext
      dataProvider={createApiDataProvider(createApiClient({ baseUrl: TEST_API }))}
      i18nProvider={createI18nProvider()}
      queryClient={queryClient}
      store={memoryStore({ locale })}
    >
      <Receipt order={order} />
    </AdminContext>,
  );
  // react-admin switches to a stored locale after start, so the receipt may come a moment later.
  return screen.findByTestId('receipt');
}

describe('the receipt', () => {
  it('prints the series of its number: the till and the block of an offline sale, or the online sequence (issue 36)', async () => {
    const offline = { ...ORDER, number: 'S-004002', series: { device: 'till-uttara-01', first: 'S-004001', last: 'S-004200' } };
    const receipt = await renderReceipt(SHOP, 'en', offline);
    expect(within(receipt).getByTestId('receipt-series')).toHaveTextContent('Series: till till-uttara-01 · block S-004001–S-004200');
  });

  it('says a number of the online sequence is one, in Bangla too', async () => {
    const receipt = await renderReceipt(SHOP, 'bn', { ...ORDER, series: null });
    expect(within(receipt).getByTestId('receipt-series')).toHaveTextContent('সিরিজ: অনলাইন');
  });

  it('of an exchange shows what came back, what went out and the balance, each way, in English and Bangla (issue 36)', async () => {
    const exchanged: OrderRecord = {
      ...ORDER,
      number: 'S-003010',
      subTotal: 1200,
      vat: 0,
      shipping: 0,
      total: 1200,
      paid: 1200,
      items: [{ ...ORDER.items[0], name: 'Kurti', variantName: 'M', unitPrice: 1200, qty: 1, totalPrice: 1200, vat: 0 }],
      payments: [
        orderPayment({ _id: 'pay2', method: 'cash', amount: 200, kind: 'payment', createdAt: ORDER.createdAt }),
        orderPayment({ _id: 'pay3', method: 'exchange', amount: 1000, kind: 'payment', createdAt: ORDER.createdAt }),
      ],
      exchange: {
        _id: 'x1',
        number: 'X-003009',
        orderId: 'o0',
        orderNumber: 'S-003001',
        returnedLines: [{ name: 'Kurti', variantName: 'S', qty: 1, amount: 1000 }],
        returnedValue: 1000,
        balance: 200,
        settlement: { bridged: 1000, payments: [{ method: 'cash', amount: 200 }], change: 300, refund: null },
      },
    };
    const receipt = await renderReceipt(SHOP, 'en', exchanged);
    expect(within(receipt).getByTestId('receipt-given-back')).toHaveTextContent('Given back in exchange X-003009, from invoice S-003001');
    expect(receipt).toHaveTextContent('Kurti (S) × 1৳ 1,000.00');
    expect(receipt).toHaveTextContent('Kurti (M)');
    expect(receipt).toHaveTextContent('Exchange৳ 1,000.00');
    expect(receipt).toHaveTextContent('Returned in exchange (−)৳ 1,000.00');
    expect(within(receipt).getByTestId('receipt-exchange-balance')).toHaveTextContent('Balance paid by the customer৳ 200.00');
  });

  it('of an exchange the shop paid back says how, in Bangla', async () => {
    const owed: OrderRecord = {
      ...ORDER,
      exchange: {
        _id: 'x2',
        number: 'X-003011',
        orderId: 'o0',
        orderNumber: 'S-003001',
        returnedLines: [{ name: 'Kurti', variantName: 'M', qty: 1, amount: 1310 }],
        returnedValue: 1310,
        balance: -200,
        settlement: { bridged: 1110, payments: [], change: 0, refund: { method: 'store_credit', amount: 200 } },
      },
    };
    const receipt = await renderReceipt(SHOP, 'bn', owed);
    expect(within(receipt).getByTestId('receipt-given-back')).toHaveTextContent('বদল X-003011-এ ফেরত, ইনভয়েস S-003001 থেকে');
    expect(within(receipt).getByTestId('receipt-exchange-balance')).toHaveTextContent('ফেরত দেওয়া বাকি টাকা (স্টোর ক্রেডিট)৳ ২০০.০০');
  });

  it("prints the shop's name, branch, address, phone, BIN, trade licence, header and footer, then the sale", async () => {
    const receipt = await renderReceipt(SHOP);
    const seller = within(receipt).getByTestId('receipt-seller');
    expect(seller).toHaveTextContent('Rangdhonu Fashion');
    expect(seller).toHaveTextContent('Dhanmondi branch');
    expect(seller).toHaveTextContent('House 12, Road 5 Dhanmondi, Dhaka 1209');
    expect(seller).toHaveTextContent('Phone: 01711-000000');
    expect(seller).toHaveTextContent('BIN: 000123456-0101');
    expect(seller).toHaveTextContent('Trade Licence: TRAD/DSCC/012345/2026');
    expect(seller).toHaveTextContent('Eid collection now in store');
    expect(receipt).toHaveTextContent('Invoice S-003001');
    expect(receipt).toHaveTextContent('Polo Shirt (M-Red)');
    expect(receipt).toHaveTextContent('2 × ৳ 500.00');
    expect(receipt).toHaveTextContent('Net Payable৳ 1,110.00');
    // The shop's footer stands in for the default thanks.
    expect(receipt).toHaveTextContent('Exchange within 7 days');
    expect(receipt).not.toHaveTextContent('Thank you for shopping with us');
    expect(receipt).toHaveAttribute('data-paper', '80mm');
  });

  it('leaves out what the shop has not set, and thanks the customer', async () => {
    const receipt = await renderReceipt({
      ...SHOP,
      storeName: null,
      address: null,
      phone: null,
      vatRegistration: null,
      tradeLicence: null,
      receiptHeader: null,
      receiptFooter: null,
    });
    const seller = within(receipt).getByTestId('receipt-seller');
    expect(seller.textContent).toBe('Rangdhonu Fashion');
    expect(receipt).toHaveTextContent('Thank you for shopping with us');
  });

  it('prints the logo when the shop asks for it', async () => {
    const receipt = await renderReceipt({ ...SHOP, logo: '/uploads/logo.png', receiptShowLogo: true });
    expect(receipt.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png');
  });

  it('is laid out for the 58 mm roll when the settings say so', async () => {
    const receipt = await renderReceipt({ ...SHOP, receiptPaper: '58mm' });
    expect(receipt).toHaveAttribute('data-paper', '58mm');
  });

  it('labels the seller in Bangla, with Bangla digits in the amounts', async () => {
    const receipt = await renderReceipt(SHOP, 'bn');
    const seller = within(receipt).getByTestId('receipt-seller');
    expect(seller).toHaveTextContent('বিআইএন: 000123456-0101');
    expect(seller).toHaveTextContent('ফোন: 01711-000000');
    expect(seller).toHaveTextContent('ট্রেড লাইসেন্স: TRAD/DSCC/012345/2026');
    expect(receipt).toHaveTextContent('৳ ১,১১০.০০');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poisha, ZERO } from '../../common/money';
import type { CartTotal, OrderInput } from '../../common/wire/orders';
import { TEST_API } from '../app/testing/renderShell';
import { startMswServer } from '../test/mswServer';
import { useCart } from './cart';
import { useOffline } from './offline/offlineStore';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { paymentMethodsHandler, PosTestApp } from './testing';

const server = startMswServer(paymentMethodsHandler);

/** One Polo Shirt, ৳500 + 5 % VAT = ৳525, priced by the server. */
const ANSWER: CartTotal = {
  items: [{ _id: 'p-polo', name: 'Polo Shirt', listPrice: 500, unitPrice: 500, qty: 1, totalPrice: 500, vat: 25, stock: 5, short: false }],
  subTotal: 500,
  vat: 25,
  shipping: 0,
  discount: 0,
  rounding: 0,
  total: 525,
  cashTotal: 525,
  roundCash: false,
  coupon: null,
};

const fillCart = () => {
  useCart.getState().reset();
  useCart.getState().add({ _id: 'p-polo', name: 'Polo Shirt', price: poisha(50_000), vat: 5, stock: 5 });
  useCart.getState().setCustomer({ _id: 'c1', name: 'Rahim Uddin', phone: '01711000000' });
  const { revision } = useCart.getState();
  useCart.setState({
    server: {
      revision,
      subTotal: poisha(50_000),
      vat: poisha(2_500),
      shipping: ZERO,
      discount: ZERO,
      total: poisha(52_500),
      rounding: ZERO,
      cashTotal: poisha(52_500),
      roundCash: false,
      short: [],
      stock: { 'p-polo': 5 },
      refused: [],
      lines: { 'p-polo': { listPrice: poisha(50_000), unitPrice: poisha(50_000), totalPrice: poisha(50_000) } },
    },
  });
};

let sent: OrderInput[];
beforeEach(() => {
  sent = [];
  fillCart();
  server.use(http.get(`${TEST_API}/customers/c1`, () => HttpResponse.json({ _id: 'c1', name: 'Rahim Uddin', storeCredit: 300 })));
});
afterEach(() => useOffline.setState({ online: true }));

const renderDialog = () =>
  render(
    <PosTestApp>
      <OrderDetailsDialog answer={ANSWER} onClose={() => undefined} />
    </PosTestApp>,
  );

const choose = async (dialog: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('store credit at the till', () => {
  it('is a method when the customer has a balance, split with cash, never more than the balance; a 409 shows at the field', async () => {
    server.use(
      http.post(`${TEST_API}/orders`, async ({ request }) => {
        sent.push((await request.json()) as OrderInput);
        const message = 'The customer’s store credit (100.00) does not cover this';
        return HttpResponse.json(
          {
            statusCode: 409,
            message,
            code: 'store_credit_short',
            params: { balance: '100.00' },
            errors: [{ field: 'payments.0.method', message, code: 'store_credit_short', params: { balance: '100.00' } }],
          },
          { status: 409 },
        );
      }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await within(dialog).findByRole('combobox', { name: 'Payment method' });
    await choose(dialog, 'Payment method', 'Store credit (৳ 300.00)');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Split across two methods' }));
    const first = within(dialog).getByRole('textbox', { name: 'Amount (৳)' });
    await userEvent.type(first, '400');
    expect(within(dialog).getByText('More than the customer’s store credit (৳ 300.00)')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Confirm & Pay' });
    expect(pay).toBeDisabled();
    await userEvent.clear(first);
    await userEvent.type(first, '300');
    await choose(dialog, 'Second method', 'Cash');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Second amount (৳)' }), '225');
    await userEvent.click(pay);
    expect(await within(dialog).findByText('The customer’s store credit (100.00) does not cover this', { selector: 'p' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      customer: 'c1',
      paymentMethod: 'store_credit',
      paidAmount: 525,
      payments: [
        { method: 'store_credit', amount: 300 },
        { method: 'cash', amount: 225 },
      ],
    });
  });

  it('is not offered offline, and the till says so', async () => {
    useOffline.setState({ online: false });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(dialog).findByText('Store credit is not accepted offline')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    expect(await screen.findByRole('option', { name: 'Cash' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Store credit/ })).toBeNull();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord, ReturnInput } from '../../../common/wire/orders';
import { TEST_API } from '../../app/testing/renderShell';
import { paymentMethodsHandler, PosTestApp } from '../../pos/testing';
import { startMswServer } from '../../test/mswServer';
import OrderPage from './OrderPage';
import { orderLine, orderRecord } from './testing';
import { fraudCheckHandler } from '../fraud/testing';

const server = startMswServer(paymentMethodsHandler);

const ORDER: OrderRecord = orderRecord({
  _id: 'o1',
  number: 'S-000042',
  status: 'confirmed',
  paymentMethod: 'cash',
  paymentState: 'partly-paid',
  customerName: 'Rahim Uddin',
  customerPhone: '01711000000',
  address: { name: 'Rahim Uddin', email: 'r@example.com', phone: '01711000000', street: '12 Road 5', city: 'Dhaka', postalCode: '1207' },
  subTotal: 1580,
  vat: 25,
  shipping: 60,
  discount: 100,
  total: 1565,
  paid: 1000,
  refunded: 0,
  cashierName: 'Cashier One',
  createdAt: '2026-11-23T10:00:00.000Z',
  items: [
    { _id: 'l1', productId: 'p-polo', name: 'Polo Shirt', unitPrice: 500, qty: 1, returnedQty: 0, totalPrice: 500, vat: 25 },
    {
      _id: 'l2',
      productId: 'p-panjabi',
      variantId: 'v-m-red',
      name: 'Panjabi',
      variantName: 'M-Red',
      unitPrice: 1080,
      qty: 1,
      returnedQty: 0,
      totalPrice: 1080,
      vat: 0,
    },
  ],
  payments: [{ _id: 'pay1', method: 'cash', amount: 1000, kind: 'payment', cashierName: 'Cashier One', createdAt: '2026-11-23T10:00:00.000Z' }],
});

let current: OrderRecord;
let asked: string[];
beforeEach(() => {
  current = structuredClone(ORDER);
  asked = [];
  server.use(
    http.get(`${TEST_API}/orders/o1`, () => HttpResponse.json(current)),
    fraudCheckHandler(asked),
  );
});

const renderOrder = (permissions?: string[]) =>
  render(
    <PosTestApp path="/orders/o1" route="/orders/:id" permissions={permissions}>
      <OrderPage />
    </PosTestApp>,
  );

describe('order page', () => {
  it('shows the risk band of the order’s phone with its reason, and nothing to a role without fraud:check', async () => {
    const { unmount } = renderOrder();
    expect(await screen.findByLabelText('Risk: High risk')).toBeInTheDocument();
    expect(screen.getByTestId('risk-reason')).toHaveTextContent('3 of 5 parcels returned');
    expect(asked).toEqual(['01711000000']);
    unmount();
    asked.length = 0;
    renderOrder(['orders:list', 'orders:show']);
    expect(await screen.findByRole('heading', { name: 'Order S-000042' })).toBeInTheDocument();
    expect(screen.queryByTestId('risk-band')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows the sale invoice and what is due; a return above what is left shows the 3-second error and resets that quantity to 0', async () => {
    const returns: ReturnInput[] = [];
    server.use(
      http.post(`${TEST_API}/orders/o1/returns`, async ({ request }) => {
        const body = (await request.json()) as ReturnInput;
        returns.push(body);
        current = { ...current, refunded: 500, paid: 500, items: current.items.map((i) => (i._id === 'l1' ? { ...i, returnedQty: 1 } : i)) };
        return HttpResponse.json({ order: current }, { status: 201 });
      }),
    );
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order S-000042' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByRole('row', { name: /Panjabi \(M-Red\) 1 0 ৳ 1,080.00 ৳ 1,080.00/ })).toBeInTheDocument();
    expect(screen.getByTestId('net-payable')).toHaveTextContent('৳ 1,565.00');
    expect(screen.getByTestId('order-due')).toHaveTextContent('৳ 565.00');

    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items of S-000042' });
    const polo = within(dialog).getByRole('textbox', { name: 'Return quantity of Polo Shirt' });
    await userEvent.clear(polo);
    await userEvent.type(polo, '2');
    expect(await screen.findByText('Return quantity cannot be greater than the sold quantity')).toBeInTheDocument();
    expect(polo).toHaveValue('0');
    // Gone after its 3 seconds (other toasts stay 9).
    await waitFor(() => expect(screen.queryByText('Return quantity cannot be greater than the sold quantity')).not.toBeInTheDocument(), { timeout: 6000 });

    await userEvent.clear(polo);
    await userEvent.type(polo, '1');
    // Shown before it is confirmed: 500 + VAT 25 − its share of the ৳100 discount (100 × 500 / 1580 = 31.65) = 493.35.
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent('Refund: ৳ 493.35');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Return recorded')).toBeInTheDocument();
    expect(returns).toEqual([{ lines: [{ line: 'l1', qty: 1 }], refundMethod: 'cash' }]);
    expect(within(screen.getByRole('table', { name: 'Lines' })).getByRole('row', { name: /Polo Shirt 1 1/ })).toBeInTheDocument();
  }, 40_000);

  it('moves the status only along the allowed transitions, takes a payment for what is due, and saves the invoice PDF', async () => {
    const statuses: unknown[] = [];
    const payments: unknown[] = [];
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    server.use(
      http.put(`${TEST_API}/orders/o1/status`, async ({ request }) => {
        statuses.push(await request.json());
        current = { ...current, status: 'out-for-delivery' };
        return HttpResponse.json(current);
      }),
      http.post(`${TEST_API}/orders/o1/payments`, async ({ request }) => {
        payments.push(await request.json());
        current = { ...current, paid: 1565, paymentState: 'paid' };
        return HttpResponse.json(current, { status: 201 });
      }),
      http.post(
        `${TEST_API}/orders/export/invoice`,
        () =>
          new HttpResponse('%PDF-1.4', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="INVOICE_202611231600.pdf"' },
          }),
      ),
    );
    try {
      renderOrder();
      await screen.findByRole('heading', { name: 'Order S-000042' });
      await userEvent.click(await screen.findByRole('combobox', { name: 'Change status to' }));
      const options = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['Out for delivery', 'Delivered', 'Completed', 'Cancelled']);
      await userEvent.click(screen.getByRole('option', { name: 'Out for delivery' }));
      expect(await screen.findByText('Status changed to Out for delivery')).toBeInTheDocument();
      expect(statuses).toEqual([{ status: 'out-for-delivery' }]);

      await userEvent.click(await screen.findByRole('button', { name: 'Take a payment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Take a payment' });
      expect(within(dialog).getByRole('textbox', { name: 'Amount (৳)' })).toHaveValue('565.00');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
      expect(await screen.findByText('Payment taken')).toBeInTheDocument();
      expect(payments).toEqual([{ method: 'cash', amount: 565 }]);
      expect(screen.queryByRole('button', { name: 'Take a payment' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Invoice PDF' }));
      expect(await screen.findByText('Invoice saved as INVOICE_202611231600.pdf')).toBeInTheDocument();
      expect(saved).toEqual(['INVOICE_202611231600.pdf']);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  }, 40_000);

  it('shows the cash rounding and the listed price struck through, on the page and the receipt; a guest in the chosen words', async () => {
    current = {
      ...current,
      customerId: null,
      customerName: 'Guest',
      subTotal: 807.5,
      vat: 0,
      shipping: 0,
      discount: 0,
      rounding: 0.5,
      total: 808,
      paid: 808,
      items: [
        orderLine({
          _id: 'l3',
          productId: 'p-tee',
          name: 'Bamboo Graphic Tee',
          listPrice: 950,
          unitPrice: 807.5,
          qty: 1,
          returnedQty: 0,
          totalPrice: 807.5,
          vat: 0,
        }),
      ],
    };
    renderOrder();
    await screen.findByRole('heading', { name: 'Order S-000042' });
    expect(screen.getByTestId('totals-rounding')).toHaveTextContent('৳ 0.50');
    expect(screen.getByTestId('net-payable')).toHaveTextContent('৳ 808.00');
    const row = within(screen.getByRole('table', { name: 'Lines' })).getByRole('row', { name: /Bamboo Graphic Tee/ });
    expect(within(row).getByTestId('price-charged')).toHaveTextContent('৳ 807.50 was ৳ 950.00');
    expect(within(row).getByTestId('price-listed').tagName).toBe('S');
    const receipt = screen.getByTestId('receipt');
    expect(receipt).toHaveTextContent('Rounding৳ 0.50');
    expect(receipt.querySelector('s')).toHaveTextContent('৳ 950.00');
    expect(receipt).toHaveTextContent('Guest');
  }, 30_000);

  it('after a return shows what was paid, refunded and kept, so the figures add up (issue 36)', async () => {
    // The walk: ৳2,527.88 paid, a return of ৳540 refunded; nothing is owed.
    current = { ...current, total: 2527.88, paid: 1987.88, refunded: 540, paymentState: 'paid' };
    renderOrder();
    expect(await screen.findByTestId('order-due')).toHaveTextContent('৳ 0.00');
    const figure = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .at(-1);
    expect(figure('Paid')).toHaveTextContent('৳ 2,527.88');
    expect(figure('Refunded')).toHaveTextContent('৳ 540.00');
    expect(figure('Net paid')).toHaveTextContent('৳ 1,987.88');
    expect(figure('Payable after returns')).toHaveTextContent('৳ 1,987.88');
  });

  it('made by an exchange, names it and links the order the items came back from (issue 36)', async () => {
    current = {
      ...current,
      exchange: {
        _id: 'x1',
        number: 'X-000041',
        orderId: 'o0',
        orderNumber: 'S-000040',
        returnedLines: [{ name: 'Panjabi', variantName: 'S-Red', qty: 1, amount: 1000 }],
        returnedValue: 1000,
        balance: 565,
        settlement: { bridged: 1000, payments: [], change: 0, refund: null },
      },
    };
    renderOrder();
    const said = await screen.findByTestId('order-exchange');
    expect(said).toHaveTextContent('Made by exchange X-000041, for items given back from order S-000040');
    expect(within(said).getByRole('link', { name: 'S-000040' })).toHaveAttribute('href', '/orders/o0');
  });

  it('names the address’s thana and district in the app’s language (issue 37)', async () => {
    current.address = { ...ORDER.address!, district: '47', thana: 'm47-dhanmondi' };
    renderOrder();
    expect(await screen.findByText('12 Road 5, Dhanmondi, Dhaka, 1207', { exact: false })).toBeInTheDocument();
  });

  it('says whether the receipt the till asked to email went out', async () => {
    current = { ...current, customerEmail: 'r@example.com', receiptStatus: 'failed', receiptError: 'mailbox unavailable' };
    renderOrder();
    expect(await screen.findByText('Receipt email not sent: mailbox unavailable')).toBeInTheDocument();
  });

  it('a cashier without orders:edit sees no status change or payment, but may take a return', async () => {
    renderOrder(['orders:show', 'return:create', 'pos:use']);
    await screen.findByRole('heading', { name: 'Order S-000042' });
    expect(await screen.findByRole('button', { name: 'Return items' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Change status to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a payment' })).not.toBeInTheDocument();
    // The receipt is in the page for printing, hidden on screen.
    expect(screen.getByTestId('receipt')).toHaveTextContent('S-000042');
  }, 30_000);
});

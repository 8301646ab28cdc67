import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderRecord, ReturnInput } from '../../../common/wire/orders';
import { TEST_API } from '../../app/testing/renderShell';
import { paymentMethodsHandler, PosTestApp } from '../../pos/testing';
import { startMswServer } from '../../test/mswServer';
import { ReturnDialog } from './ReturnDialog';
import { orderRecord } from './testing';

const server = startMswServer(paymentMethodsHandler);

const order = (customerId: string | null): OrderRecord =>
  orderRecord({
    _id: 'o1',
    number: 'S-000050',
    status: 'confirmed',
    paymentMethod: 'cash',
    paymentState: 'paid',
    customerName: customerId ? 'Rahim Uddin' : 'Guest',
    customerId,
    subTotal: 1000,
    vat: 0,
    shipping: 0,
    discount: 0,
    total: 1000,
    paid: 1000,
    refunded: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    items: [{ _id: 'l1', productId: 'p-polo', name: 'Polo Shirt', unitPrice: 500, qty: 2, returnedQty: 0, totalPrice: 1000, vat: 0 }],
    payments: [{ _id: 'pay1', method: 'cash', amount: 1000, kind: 'payment', createdAt: '2026-12-01T10:00:00.000Z' }],
  });

const renderDialog = (o: OrderRecord, sent: ReturnInput[]) =>
  render(
    <PosTestApp path="/orders/o1" route="/orders/:id">
      <ReturnDialog order={o} pending={false} onClose={() => undefined} onSubmit={(body) => sent.push(body)} />
    </PosTestApp>,
  );

describe('return dialog', () => {
  it('refunds to store credit for a customer’s order and shows the balance it leaves', async () => {
    server.use(http.get(`${TEST_API}/customers/c1`, () => HttpResponse.json({ _id: 'c1', name: 'Rahim Uddin', storeCredit: 200 })));
    const sent: ReturnInput[] = [];
    renderDialog(order('c1'), sent);
    const dialog = await screen.findByRole('dialog', { name: 'Return items of S-000050' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Return quantity of Polo Shirt' }), '{backspace}1');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Refund method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Store credit' }));
    // ৳200 already, and the ৳500 of this return.
    expect(await within(dialog).findByTestId('credit-after')).toHaveTextContent('The customer’s store credit after: ৳ 700.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(sent).toEqual([{ lines: [{ line: 'l1', qty: 1 }], refundMethod: 'store_credit' }]);
  });

  it('does not offer store credit for a guest’s order', async () => {
    renderDialog(order(null), []);
    const dialog = await screen.findByRole('dialog', { name: 'Return items of S-000050' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Refund method' }));
    expect(await screen.findByRole('option', { name: 'Card' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Store credit' })).toBeNull();
  });
});

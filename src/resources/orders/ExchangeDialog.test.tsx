import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeInput, ExchangeMade } from '../../../common/wire/exchanges';
import type { OrderRecord } from '../../../common/wire/orders';
import { TEST_API } from '../../app/testing/renderShell';
import { paymentMethodsHandler, PosTestApp } from '../../pos/testing';
import { startMswServer } from '../../test/mswServer';
import OrderPage from './OrderPage';
import { kurtiHandlers, kurtiPricing, kurtiSale } from './exchangeTesting';

const server = startMswServer(paymentMethodsHandler);

let current: OrderRecord;
let sent: ExchangeInput[];
let keys: (string | null)[];
beforeEach(() => {
  sent = [];
  keys = [];
  Object.assign(kurtiPricing, { extra: 0, roundCash: false });
  server.use(
    http.get(`${TEST_API}/orders/o1`, () => HttpResponse.json(current)),
    ...kurtiHandlers,
    http.post(`${TEST_API}/orders/o1/exchanges`, async ({ request }) => {
      const body = (await request.json()) as ExchangeInput;
      sent.push(body);
      keys.push(request.headers.get('idempotency-key'));
      current = { ...current, items: current.items.map((i) => ({ ...i, returnedQty: 1 })) };
      const newOrder = { ...current, _id: 'o2', number: 'S-000061', items: [] };
      const answer = { exchange: { _id: 'x1', number: 'X-000062' }, order: current, newOrder } as unknown as ExchangeMade;
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
});

const openExchange = async (permissions?: string[]) => {
  render(
    <PosTestApp path="/orders/o1" route="/orders/:id" permissions={permissions}>
      <OrderPage />
    </PosTestApp>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Exchange items' }));
  return screen.findByRole('dialog', { name: 'Exchange items of S-000060' });
};

const take = async (dialog: HTMLElement, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Find an item to take instead/ }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('exchange dialog', () => {
  it('S for M: the other sizes first, the customer pays the difference in cash and gets the change; the new order is linked', async () => {
    current = kurtiSale('v-s');
    const dialog = await openExchange();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Return quantity of Kurti (S)' }), '{backspace}1');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Find an item to take instead/ }));
    const listbox = await screen.findByRole('listbox');
    // Not the size sold; the one none of is left cannot be chosen.
    expect(within(listbox).queryByRole('option', { name: /Kurti \(S\)/ })).toBeNull();
    expect(within(listbox).getByRole('option', { name: 'Kurti (L) (Out Of Stock)' })).toHaveAttribute('aria-disabled', 'true');
    // Offered first, under their heading, before anything is searched.
    expect(listbox).toHaveTextContent(/^Other sizes of what comes back.*Kurti \(M\) \(2 in stock\)/);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kurti (M) (2 in stock)' }));
    expect(await within(dialog).findByTestId('exchange-new-total')).toHaveTextContent('৳ 1,200.00');
    expect(within(dialog).getByTestId('exchange-returned')).toHaveTextContent('৳ 1,000.00');
    expect(within(dialog).getByRole('rowheader', { name: 'The customer pays' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('exchange-balance')).toHaveTextContent('৳ 200.00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cash tendered (৳)' }), '500');
    expect(within(dialog).getByTestId('exchange-change')).toHaveTextContent('৳ 300.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    const done = await screen.findByTestId('exchange-done');
    expect(done).toHaveTextContent('Exchange X-000062 recorded');
    expect(within(done).getByRole('link', { name: 'New order S-000061' })).toHaveAttribute('href', '/orders/o2');
    expect(sent).toEqual([
      {
        lines: [{ line: 'l1', qty: 1 }],
        cart: { items: [{ _id: 'p-kurti', variant: 'v-m', qty: 1 }] },
        payments: [{ method: 'cash', amount: 500 }],
      },
    ]);
    // Sent with a key of its own, so a save retried after a lost answer is the same exchange.
    expect(keys).toEqual([expect.stringMatching(/^[A-Za-z0-9_.:-]{8,100}$/)]);
    // The page shows the order as the server now has it: the line given back.
    expect(screen.queryByRole('dialog', { name: 'Exchange items of S-000060' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Lines' })).getByRole('row', { name: /Kurti \(S\) 1 1/ })).toBeInTheDocument();
  }, 30_000);

  it('M for S: the shop owes the difference, onto the customer’s store credit, with the balance it leaves', async () => {
    current = kurtiSale('v-m');
    const dialog = await openExchange();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Return quantity of Kurti (M)' }), '{backspace}1');
    await take(dialog, 'Kurti (S) (3 in stock)');
    expect(await within(dialog).findByTestId('exchange-new-total')).toHaveTextContent('৳ 1,000.00');
    expect(within(dialog).getByRole('rowheader', { name: 'The shop pays back' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('exchange-balance')).toHaveTextContent('৳ 200.00');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Refund method' }));
    expect(await screen.findByRole('option', { name: 'The sale’s method (bKash)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Store credit' }));
    expect(within(dialog).getByTestId('exchange-credit-after')).toHaveTextContent('৳ 250.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByTestId('exchange-done')).toBeInTheDocument();
    expect(sent).toEqual([{ lines: [{ line: 'l1', qty: 1 }], cart: { items: [{ _id: 'p-kurti', variant: 'v-s', qty: 1 }] }, refundMethod: 'store_credit' }]);
  }, 30_000);

  it('with cash rounding on, rounds the cash the customer pays as the server will, and not what a card pays', async () => {
    current = kurtiSale('v-s');
    Object.assign(kurtiPricing, { extra: 0.35, roundCash: true });
    const dialog = await openExchange();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Return quantity of Kurti (S)' }), '{backspace}1');
    await take(dialog, 'Kurti (M) (2 in stock)');
    // ৳1,200.35 for ৳1,000 back: ৳200.35 in cash is ৳200.00.
    expect(await within(dialog).findByTestId('exchange-rounding')).toHaveTextContent('-৳ 0.35');
    expect(within(dialog).getByTestId('exchange-new-total')).toHaveTextContent('৳ 1,200.00');
    expect(within(dialog).getByTestId('exchange-balance')).toHaveTextContent('৳ 200.00');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Card' }));
    expect(within(dialog).queryByTestId('exchange-rounding')).toBeNull();
    expect(within(dialog).getByTestId('exchange-balance')).toHaveTextContent('৳ 200.35');
  }, 30_000);

  it('the customer pays part by store credit (never more than the balance) and the rest in cash', async () => {
    current = kurtiSale('v-s');
    const dialog = await openExchange();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Return quantity of Kurti (S)' }), '{backspace}1');
    await take(dialog, 'Kurti (M) (2 in stock)');
    expect(await within(dialog).findByTestId('exchange-new-total')).toHaveTextContent('৳ 1,200.00');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Split across two methods' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Store credit (৳ 50.00)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (৳)' }), '80');
    expect(within(dialog).getByText('More than the customer’s store credit (৳ 50.00)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Exchange' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Amount (৳)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (৳)' }), '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Second amount (৳)' }), '200');
    expect(within(dialog).getByTestId('exchange-change')).toHaveTextContent('৳ 50.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByTestId('exchange-done')).toBeInTheDocument();
    expect(sent[0].payments).toEqual([
      { method: 'store_credit', amount: 50 },
      { method: 'cash', amount: 200 },
    ]);
  }, 30_000);

  it('is offered only with return:create and orders:create', async () => {
    current = kurtiSale('v-s');
    render(
      <PosTestApp path="/orders/o1" route="/orders/:id" permissions={['orders:show', 'return:create', 'pos:use']}>
        <OrderPage />
      </PosTestApp>,
    );
    expect(await screen.findByRole('button', { name: 'Return items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exchange items' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeInput, ExchangeMade } from '../../../common/wire/exchanges';
import type { CartInput, OrderRecord } from '../../../common/wire/orders';
import { TEST_API } from '../../app/testing/renderShell';
import { paymentMethodsHandler, PosTestApp } from '../../pos/testing';
import type { PosProduct } from '../../pos/products';
import { startMswServer } from '../../test/mswServer';
import OrderPage from './OrderPage';
import { orderRecord } from './testing';

const server = startMswServer(paymentMethodsHandler);

/** A kurti in three sizes: S ৳1,000, M ৳1,200, L ৳1,200 (none left). */
const KURTI: PosProduct = {
  _id: 'p-kurti',
  name: 'Kurti',
  stock: 5,
  price: 1000,
  vat: 0,
  type: 'variable',
  variations: [
    { _id: 'v-s', name: 'S', price: 1000, stock: 3 },
    { _id: 'v-m', name: 'M', price: 1200, stock: 2 },
    { _id: 'v-l', name: 'L', price: 1200, stock: 0 },
  ],
};
const priceOf = (variant?: string) => KURTI.variations!.find((v) => v._id === variant)!.price;

/** A paid sale of one kurti of `size` to Rahim, whose store credit is ৳50. */
const sale = (variant: string): OrderRecord => {
  const price = priceOf(variant);
  return orderRecord({
    _id: 'o1',
    number: 'S-000060',
    status: 'confirmed',
    paymentMethod: 'bkash',
    paymentState: 'paid',
    customerName: 'Rahim Uddin',
    customerId: 'c1',
    subTotal: price,
    vat: 0,
    shipping: 0,
    discount: 0,
    total: price,
    paid: price,
    refunded: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    items: [
      {
        _id: 'l1',
        productId: 'p-kurti',
        variantId: variant,
        variantName: variant === 'v-s' ? 'S' : 'M',
        name: 'Kurti',
        unitPrice: price,
        qty: 1,
        returnedQty: 0,
        totalPrice: price,
        vat: 0,
      },
    ],
    payments: [{ _id: 'pay1', method: 'bkash', amount: price, kind: 'payment', createdAt: '2026-12-01T10:00:00.000Z' }],
  });
};

let current: OrderRecord;
let sent: ExchangeInput[];
let keys: (string | null)[];
/** What the server's price adds to the lines (VAT, say), and whether the shop rounds cash to the taka. */
let extra: number;
let roundCash: boolean;
beforeEach(() => {
  sent = [];
  keys = [];
  extra = 0;
  roundCash = false;
  server.use(
    http.get(`${TEST_API}/orders/o1`, () => HttpResponse.json(current)),
    http.get(`${TEST_API}/customers/c1`, () => HttpResponse.json({ _id: 'c1', name: 'Rahim Uddin', storeCredit: 50 })),
    http.get(`${TEST_API}/products`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const doc = 'kurti'.includes(search.toLowerCase()) ? [KURTI] : [];
      return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 10 });
    }),
    // The server's price of the new items as a till sale.
    http.post(`${TEST_API}/orders/cart-total`, async ({ request }) => {
      const cart = (await request.json()) as CartInput;
      const items = cart.items.map((i) => ({
        _id: i._id,
        variant: i.variant,
        name: 'Kurti',
        listPrice: priceOf(i.variant),
        unitPrice: priceOf(i.variant),
        qty: i.qty,
        totalPrice: priceOf(i.variant) * i.qty,
        vat: 0,
        stock: 2,
        short: false,
      }));
      const total = items.reduce((s, i) => s + i.totalPrice, 0) + extra;
      return HttpResponse.json({
        items,
        subTotal: total,
        vat: 0,
        shipping: 0,
        discount: 0,
        rounding: 0,
        total,
        cashTotal: roundCash ? Math.round(total) : total,
        roundCash,
        coupon: null,
      });
    }),
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
    current = sale('v-s');
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
    current = sale('v-m');
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
    current = sale('v-s');
    [extra, roundCash] = [0.35, true];
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
    current = sale('v-s');
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
    current = sale('v-s');
    render(
      <PosTestApp path="/orders/o1" route="/orders/:id" permissions={['orders:show', 'return:create', 'pos:use']}>
        <OrderPage />
      </PosTestApp>,
    );
    expect(await screen.findByRole('button', { name: 'Return items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exchange items' })).toBeNull();
  });
});

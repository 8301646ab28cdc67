import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeInput, ExchangeMade } from '../../common/wire/exchanges';
import type { OrderRecord } from '../../common/wire/orders';
import { TEST_API } from '../app/testing/renderShell';
import { kurtiHandlers, kurtiSale } from '../resources/orders/exchangeTesting';
import { fraudCheckHandler } from '../resources/fraud/testing';
import { startMswServer } from '../test/mswServer';
import { useCart } from './cart';
import { useOffline } from './offline/offlineStore';
import PosPage from './PosPage';
import { catalogueHandlers, PosTestApp } from './testing';

/*
 * An exchange started at the till (issue 36): the receipt's number, scanned
 * from its barcode or typed in the search, finds the sale and opens the order
 * page's exchange dialog; the till then shows the new order and its receipt.
 */
const server = startMswServer(...catalogueHandlers);

let current: OrderRecord;
let sent: ExchangeInput[];
/** The numbers the till looked up. */
let searched: string[];

/** What the server answers: S given back for M, ৳200 more, paid with ৳500 in cash. */
const made = (body: ExchangeInput): ExchangeMade => {
  const newOrder: OrderRecord = { ...kurtiSale('v-m'), _id: 'o2', number: 'S-000061', payments: [] };
  return {
    exchange: {
      _id: 'x1',
      number: 'X-000062',
      orderId: 'o1',
      orderNumber: 'S-000060',
      newOrderId: 'o2',
      newOrderNumber: 'S-000061',
      customerName: 'Rahim Uddin',
      returnedLines: [{ name: 'Kurti', variantName: 'S', qty: 1, amount: 1000 }],
      newLines: [{ name: 'Kurti', variantName: 'M', qty: 1, amount: 1200 }],
      returnedValue: 1000,
      newTotal: 1200,
      balance: 200,
      settlement: { bridged: 1000, payments: body.payments ?? [], change: 300, refund: null },
      userName: 'Cashier',
      locationId: 'loc-1',
      shiftId: null,
      note: null,
      createdAt: '2026-12-05T10:00:00.000Z',
    },
    order: { ...current, items: current.items.map((i) => ({ ...i, returnedQty: 1 })) },
    newOrder,
  };
};

beforeEach(() => {
  localStorage.clear();
  useCart.getState().reset();
  current = kurtiSale('v-s');
  sent = [];
  searched = [];
  server.use(
    ...kurtiHandlers,
    fraudCheckHandler(),
    // The orders' search matches within numbers: S-0000601 holds S-000060 too.
    http.get(`${TEST_API}/orders`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searched.push(search);
      const doc = [
        { _id: 'o9', number: 'S-0000601' },
        { _id: 'o1', number: 'S-000060' },
      ].filter((o) => o.number.includes(search));
      return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 20 });
    }),
    http.get(`${TEST_API}/orders/o1`, () => HttpResponse.json(current)),
    http.post(`${TEST_API}/orders/o1/exchanges`, async ({ request }) => {
      const body = (await request.json()) as ExchangeInput;
      sent.push(body);
      return HttpResponse.json(made(body), { status: 201 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  useOffline.getState().set({ networkDown: false });
});

const renderPos = (permissions?: string[]) =>
  render(
    <PosTestApp permissions={permissions}>
      <PosPage />
    </PosTestApp>,
  );

/** A scanner: the code typed fast, then Enter, with the focus on the page. */
async function scan(code: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.keyboard(`${code}{Enter}`);
}

const ready = () => screen.findByRole('button', { name: 'Add Kurti to cart' });

describe('a receipt’s number at the till', () => {
  it('scanned, opens the exchange of that sale; the till then shows the new order’s number and offers its receipt', async () => {
    renderPos();
    await ready();
    await scan('S-000060');
    const dialog = await screen.findByRole('dialog', { name: 'Exchange items of S-000060' });
    expect(searched).toEqual(['S-000060']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Return quantity of Kurti (S)' }), '{backspace}1');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Find an item to take instead/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kurti (M) (2 in stock)' }));
    expect(await within(dialog).findByTestId('exchange-balance')).toHaveTextContent('৳ 200.00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cash tendered (৳)' }), '500');
    expect(within(dialog).getByTestId('exchange-change')).toHaveTextContent('৳ 300.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange' }));

    const done = await screen.findByRole('dialog', { name: 'Exchange X-000062 recorded' });
    expect(sent).toEqual([
      { lines: [{ line: 'l1', qty: 1 }], cart: { items: [{ _id: 'p-kurti', variant: 'v-m', qty: 1 }] }, payments: [{ method: 'cash', amount: 500 }] },
    ]);
    expect(within(done).getByTestId('exchange-new-number')).toHaveTextContent('S-000061');
    expect(within(done).getByTestId('exchange-settled')).toHaveTextContent('৳ 200.00');
    expect(within(done).getByTestId('exchange-done-change')).toHaveTextContent('৳ 300.00');
    expect(within(done).getByRole('link', { name: 'Open the new order' })).toHaveAttribute('href', '/orders/o2');
    // The new order's receipt is laid out (hidden until printed), its number also as a barcode for the next exchange.
    const receipt = screen.getByTestId('receipt');
    expect(receipt).toHaveTextContent('Invoice S-000061');
    expect(within(receipt).getByAltText('Barcode of S-000061')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(done).getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Next sale' }));
    await waitFor(() => expect(screen.queryByTestId('receipt')).toBeNull());
    expect(useCart.getState().lines).toEqual([]);
  }, 40_000);

  it('typed in the search in lower case without its zeros, finds the same sale instead of searching products', async () => {
    renderPos();
    await ready();
    const search = screen.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' });
    await userEvent.type(search, 's-60{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Exchange items of S-000060' })).toBeInTheDocument();
    expect(searched).toEqual(['S-000060']);
    expect(search).toHaveValue('');
  }, 40_000);

  it('a number no order here has: said, and nothing opens', async () => {
    renderPos();
    await ready();
    await scan('S-000077');
    expect(
      await screen.findByText('No order S-000077 here: check the receipt’s number (another shop’s sale is exchanged there, or by a manager).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 40_000);

  it('a sale given back in full: nothing is left to exchange', async () => {
    current = { ...current, items: current.items.map((i) => ({ ...i, returnedQty: i.qty })) };
    renderPos();
    await ready();
    await scan('S-000060');
    expect(await screen.findByText('Nothing of order S-000060 is left to give back.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 40_000);

  it('offline: an exchange needs the connection, and the server is not asked', async () => {
    renderPos();
    await ready();
    // The browser says so: the till's own calls that fail meanwhile cannot bring it back online.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useOffline.getState().set({});
    expect(await screen.findByTestId('till-connection')).toHaveTextContent(/^Offline/);
    await scan('S-000060');
    expect(await screen.findByText('An exchange needs the connection: receipt S-000060 can be exchanged once the till is online again.')).toBeInTheDocument();
    expect(searched).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 40_000);

  it('one who may not take returns is told so, and the server is not asked', async () => {
    renderPos(['pos:use', 'products:list', 'orders:create', 'orders:list', 'orders:show']);
    await ready();
    await scan('S-000060');
    expect(await screen.findByText('You may not exchange items: an exchange takes a return and makes a sale. Ask a manager.')).toBeInTheDocument();
    expect(searched).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 40_000);
});

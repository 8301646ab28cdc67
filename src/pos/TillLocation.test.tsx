import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ItemLocations, TillLocation } from '../../common/wire/inventory';
import type { CartInput, CartTotal } from '../../common/wire/orders';
import { TEST_API } from '../app/testing/renderShell';
import { tokenStorage } from '../dataProvider';
import { startMswServer } from '../test/mswServer';
import { DHANMONDI, selfAnswer } from '../test/selfAnswer';
import { useCart } from './cart';
import PosPage from './PosPage';
import { paymentMethodsHandler, PosTestApp } from './testing';
import type { PosProduct } from './products';

/*
 * Issue 21 at the till: it shows where it sells from, a manager switches it,
 * the grid's stock and Out Of Stock are that location's (the products list's
 * `location`), every cart-total names it, and a short line says where else
 * the item is.
 */

const TEJGAON: TillLocation = { _id: '7a0e2b1c-5d3f-4e6a-8b9c-0d1e2f3a4b5c', name: 'Tejgaon Warehouse' };
const UTTARA: TillLocation = { _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Uttara Shop' };

/** A kurta that only the warehouse holds: 12 there, none at either shop. */
const stockOf: Record<string, number> = { [DHANMONDI._id]: 0, [TEJGAON._id]: 12, [UTTARA._id]: 0 };
const kurta = (location: string | null): PosProduct => ({
  _id: 'p-kurta',
  name: 'Warehouse Kurta',
  sku: 'KURTA-1',
  barcode: '2000000000077',
  stock: location ? stockOf[location] : 12,
  price: 800,
  vat: 0,
  type: 'simple',
});

const lists: (string | null)[] = [];
const totals: CartInput[] = [];

const server = startMswServer(
  paymentMethodsHandler,
  http.get(`${TEST_API}/categories`, () => HttpResponse.json({ doc: [], docsInPage: 0, totalDocs: 0, totalPages: 1, page: 1, limit: 1000 })),
  http.get(`${TEST_API}/products`, ({ request }) => {
    const location = new URL(request.url).searchParams.get('location');
    lists.push(location);
    return HttpResponse.json({ doc: [kurta(location)], docsInPage: 1, totalDocs: 1, totalPages: 1, page: 1, limit: 16 });
  }),
  http.get(`${TEST_API}/inventory/till-locations`, () => HttpResponse.json([DHANMONDI, TEJGAON, UTTARA])),
  http.get(`${TEST_API}/inventory/item/p-kurta/locations`, () =>
    HttpResponse.json({ itemId: 'p-kurta', locations: [{ _id: TEJGAON._id, name: TEJGAON.name, kind: 'warehouse', stock: 12 }] } satisfies ItemLocations),
  ),
  http.post(`${TEST_API}/orders/cart-total`, async ({ request }) => {
    const cart = (await request.json()) as CartInput;
    totals.push(cart);
    const stock = stockOf[cart.location ?? DHANMONDI._id];
    const qty = cart.items[0].qty;
    const answer: CartTotal = {
      items: [{ _id: 'p-kurta', name: 'Warehouse Kurta', listPrice: 800, unitPrice: 800, qty, totalPrice: 800 * qty, vat: 0, stock, short: qty > stock }],
      subTotal: 800 * qty,
      vat: 0,
      shipping: 0,
      discount: 0,
      total: 800 * qty,
      rounding: 0,
      roundCash: true,
      cashTotal: 800 * qty,
      coupon: null,
    };
    return HttpResponse.json(answer);
  }),
);

function signIn(permissions: string[], location: TillLocation) {
  server.use(http.get(`${TEST_API}/auth/self`, () => HttpResponse.json(selfAnswer(permissions, { location }))));
}

const TILL = ['pos:use', 'orders:create', 'products:list', 'categories:list'];

beforeEach(() => {
  localStorage.clear();
  tokenStorage.save({ accessToken: 'access', refreshToken: 'refresh' });
  useCart.getState().reset();
  lists.length = 0;
  totals.length = 0;
});

const renderPos = (permissions: string[]) =>
  render(
    <PosTestApp permissions={permissions}>
      <PosPage />
    </PosTestApp>,
  );

describe('the till’s location', () => {
  it('a cashier sees their location and no switch; the grid and every cart-total are that location’s', async () => {
    signIn(TILL, UTTARA);
    renderPos(TILL);
    expect(await screen.findByText('Selling from Uttara Shop')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Selling from' })).not.toBeInTheDocument();
    // Out Of Stock at Uttara, though the warehouse holds 12.
    const card = await screen.findByRole('button', { name: 'Add Warehouse Kurta to cart' });
    expect(within(card).getByText('Out Of Stock')).toBeInTheDocument();
    // No list was asked before the till knew where it sells from.
    expect(lists).toEqual([UTTARA._id]);
  }, 40_000);

  it('a manager switches location: the grid follows, the cart is priced there, and a short line says where else the item is', async () => {
    const manager = [...TILL, 'pos:switch-location'];
    signIn(manager, DHANMONDI);
    renderPos(manager);
    const select = await screen.findByRole('combobox', { name: 'Selling from' });
    await waitFor(() => expect(select).toHaveTextContent('Dhanmondi Shop'));
    const card = await screen.findByRole('button', { name: 'Add Warehouse Kurta to cart' });
    expect(within(card).getByText('Out Of Stock')).toBeInTheDocument();

    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Tejgaon Warehouse' }));
    await waitFor(() => expect(lists.at(-1)).toBe(TEJGAON._id));
    await waitFor(() => expect(within(screen.getByRole('button', { name: 'Add Warehouse Kurta to cart' })).getByText('Stock: 12')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add Warehouse Kurta to cart' }));
    await waitFor(() => expect(totals.at(-1)).toEqual({ items: [{ _id: 'p-kurta', qty: 1 }], location: TEJGAON._id }));

    // Back at Dhanmondi the line is short: the cart is priced again there and names the warehouse.
    await userEvent.click(screen.getByRole('combobox', { name: 'Selling from' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dhanmondi Shop' }));
    await waitFor(() => expect(totals.at(-1)).toEqual({ items: [{ _id: 'p-kurta', qty: 1 }], location: DHANMONDI._id }));
    const line = within(screen.getByRole('list', { name: 'Cart' })).getByRole('listitem', { name: 'Warehouse Kurta' });
    expect(await within(line).findByText('Only 0 in stock')).toBeInTheDocument();
    expect(await within(line).findByText('In other locations: Tejgaon Warehouse 12')).toBeInTheDocument();
  }, 40_000);
});

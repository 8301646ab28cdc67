import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartTotal } from '../../common/wire/orders';
import { TEST_API } from '../app/testing/renderShell';
import { startMswServer } from '../test/mswServer';
import { fraudCheckHandler } from '../resources/fraud/testing';
import { useCart } from './cart';
import PosPage from './PosPage';
import { catalogueHandlers, PosTestApp } from './testing';
import type { PosProduct } from './products';

/*
 * Scanning a product on the shelf that is not on sale (issue 36): the till
 * says it is a draft or archived, and one who may edit products publishes it
 * from there and sells it.
 */
const server = startMswServer(...catalogueHandlers);

const TEE = { _id: 'p-tee', name: 'Shelf Tee', sku: 'TEE-9', barcode: '2000000000091', stock: 3, price: 400, vat: 0, type: 'simple' } as const;
let tee: PosProduct & { status: string; isActive: boolean };
let published: unknown[];

const answer: CartTotal = {
  items: [{ _id: 'p-tee', name: 'Shelf Tee', listPrice: 400, unitPrice: 400, qty: 1, totalPrice: 400, vat: 0, stock: 3, short: false }],
  subTotal: 400,
  vat: 0,
  shipping: 0,
  discount: 0,
  total: 400,
  rounding: 0,
  cashTotal: 400,
  roundCash: true,
  coupon: null,
};

beforeEach(() => {
  localStorage.clear();
  useCart.getState().reset();
  tee = { ...TEE, status: 'draft', isActive: true };
  published = [];
  server.use(
    http.get(`${TEST_API}/products`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('search') !== TEE.barcode) return undefined; // the catalogue's answer (testing.tsx)
      const onSale = tee.status === 'published' && tee.isActive;
      // The till's search asks only for what is on sale; the look-up after it for anything with the code.
      const doc = onSale || !query.has('status') ? [tee] : [];
      return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 16 });
    }),
    http.put(`${TEST_API}/products/p-tee`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      published.push(body);
      tee = { ...tee, ...body };
      return HttpResponse.json(tee);
    }),
    http.post(`${TEST_API}/orders/cart-total`, () => HttpResponse.json(answer)),
    fraudCheckHandler(),
  );
});

const renderPos = (permissions?: string[]) =>
  render(
    <PosTestApp permissions={permissions}>
      <PosPage />
    </PosTestApp>,
  );

async function scan(code: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.keyboard(`${code}{Enter}`);
}

describe('scanning a product that is not on sale', () => {
  it('says it is a draft, and one who may edit products publishes it and sells it', async () => {
    renderPos();
    await screen.findByRole('button', { name: 'Add Polo Shirt to cart' });
    await scan(TEE.barcode);
    const dialog = await screen.findByRole('dialog', { name: 'Shelf Tee is not on sale' });
    expect(dialog).toHaveTextContent('It is a draft');
    expect(screen.queryByText(`No product or variant has the barcode ${TEE.barcode}`)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish and add to the cart' }));
    await waitFor(() => expect(published).toEqual([{ status: 'published' }]));
    expect(await within(screen.getByRole('list', { name: 'Cart' })).findByRole('listitem', { name: 'Shelf Tee' })).toBeInTheDocument();
  }, 40_000);

  it('an archived or inactive product to a cashier: said, with no publish button', async () => {
    tee = { ...tee, status: 'archived', isActive: false };
    renderPos(['pos:use', 'products:list', 'products:show', 'orders:create']);
    await screen.findByRole('button', { name: 'Add Polo Shirt to cart' });
    await scan(TEE.barcode);
    const dialog = await screen.findByRole('dialog', { name: 'Shelf Tee is not on sale' });
    expect(dialog).toHaveTextContent('It is archived');
    expect(dialog).toHaveTextContent('Ask a manager');
    expect(within(dialog).queryByRole('button', { name: /Publish/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(published).toEqual([]);
  }, 40_000);
});

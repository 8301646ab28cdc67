import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartInput, OrderInput } from '../../common/wire/orders';
import type { PosCatalogue } from '../../common/wire/posCatalogue';
import { TEST_API } from '../app/testing/renderShell';
import { startMswServer } from '../test/mswServer';
import { fraudCheckHandler } from '../resources/fraud/testing';
import { useCart } from './cart';
import { useOffline } from './offline/offlineStore';
import PosPage from './PosPage';
import { cartTotalFor, catalogueHandlers, PosTestApp, PRODUCTS } from './testing';

/** The till's snapshot of the test shelf (GET orders/pos-catalogue), what a message is read against. */
const CATALOGUE: PosCatalogue = {
  location: { _id: 'loc-main', name: 'Main shop' },
  takenAt: '2026-12-05T08:00:00.000Z',
  version: 'test',
  shop: { cashRounding: false, timeZone: 'Asia/Dhaka', deliveryInsideDhaka: 60, deliveryOutsideDhaka: 120 },
  products: PRODUCTS.map((p) => ({
    _id: p._id,
    name: p.name,
    sku: p.sku ?? '',
    barcode: p.barcode ?? '',
    type: p.type ?? 'simple',
    price: p.price,
    vat: p.vat ?? 0,
    stock: p.stock,
    image: null,
    isDiscount: p.isDiscount ?? false,
    discountType: p.discountType ?? null,
    discount: p.discount ?? null,
    variations: (p.variations ?? []).map((v) => ({ _id: v._id, name: v.name, price: v.price, stock: v.stock, sku: v.sku ?? null, barcode: v.barcode ?? '' })),
  })),
  coupons: [],
  customers: [],
};

/** "Name: Rahim Uddin, phone, Mirpur 10 Dhaka, one red Panjabi M, and one hijab" (the shop sells no hijab), in Bangla with Bangla digits. */
const MESSAGE = 'নাম: রহিম উদ্দিন, ০১৭১২-৩৪৫৬৭৮, মিরপুর ১০ ঢাকা, লাল পাঞ্জাবি M ১টা, একটা হিজাব';

const server = startMswServer(...catalogueHandlers);
const orders: OrderInput[] = [];
const customerSearches: string[] = [];
let customers: { _id: string; id: string; name: string; phone: string; email?: string }[] = [];

beforeEach(() => {
  localStorage.clear();
  useCart.getState().reset();
  // The snapshot is asked of the server here: jsdom keeps no IndexedDB for the till's own copy.
  useOffline.setState({ catalogue: null, online: true, networkDown: false });
  orders.length = 0;
  customerSearches.length = 0;
  customers = [];
  server.use(
    http.get(`${TEST_API}/orders/pos-catalogue`, () => HttpResponse.json(CATALOGUE)),
    http.get(`${TEST_API}/customers`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('search') ?? '';
      customerSearches.push(q);
      const doc = customers.filter((c) => c.phone.includes(q) || c.name.includes(q));
      return HttpResponse.json({ doc, docsInPage: doc.length, totalDocs: doc.length, totalPages: 1, page: 1, limit: 10 });
    }),
    http.post(`${TEST_API}/orders/cart-total`, async ({ request }) => {
      const answer = cartTotalFor((await request.json()) as CartInput);
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ message: 'No fixed answer for this cart' }, { status: 500 });
    }),
    http.post(`${TEST_API}/orders`, async ({ request }) => {
      orders.push((await request.json()) as OrderInput);
      return HttpResponse.json({ _id: 'order-m1', number: 'S-000101' }, { status: 201 });
    }),
    fraudCheckHandler(),
  );
});
afterEach(() => useOffline.setState({ catalogue: null }));

const renderPos = () =>
  render(
    <PosTestApp>
      <PosPage />
    </PosTestApp>,
  );

/** Opens the dialog, pastes the message and reads it. */
async function readMessage(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Order from a message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order from a message' });
  await userEvent.click(within(dialog).getByRole('textbox', { name: 'Customer’s message' }));
  await userEvent.paste(text);
  const read = within(dialog).getByRole('button', { name: 'Read' });
  await waitFor(() => expect(read).toBeEnabled());
  await userEvent.click(read);
  return dialog;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('order from a message', () => {
  it('reads a Bangla message, marks what it could not read, fills the cart and the address, and places the order as from a message', async () => {
    renderPos();
    const dialog = await readMessage(MESSAGE);

    expect(field(dialog, 'Name')).toHaveTextContent('রহিম উদ্দিন');
    expect(field(dialog, 'Phone')).toHaveTextContent('01712345678');
    expect(field(dialog, 'Address')).toHaveTextContent('মিরপুর ১০ ঢাকা');
    // The place in the screen's language.
    expect(field(dialog, 'District')).toHaveTextContent('Dhaka');
    expect(field(dialog, 'Thana')).toHaveTextContent('Mirpur');
    expect(field(dialog, 'Phone')).toHaveAttribute('data-read', 'read');
    const panjabi = field(dialog, 'Item 1');
    expect(panjabi).toHaveTextContent('Panjabi · M-Red · Qty 1');
    expect(panjabi).toHaveAttribute('data-read', 'read');
    // The hijab names no product of the shop: marked, with why, and not guessed.
    const hijab = field(dialog, 'Item 2');
    expect(hijab).toHaveAttribute('data-read', 'unread');
    expect(within(hijab).getByRole('note')).toHaveTextContent('No product of the shop is named here: add it by hand');
    expect(await within(field(dialog, 'Customer')).findByText('No customer has this phone: sold to a guest, with the address')).toBeInTheDocument();
    expect(customerSearches).toContain('01712345678');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this' }));
    expect(await screen.findByText('1 item of the message is not in the cart: add it by hand')).toBeInTheDocument();
    // The address as the message gave it, for staff to complete: a message has no email and here no post code.
    const address = await screen.findByRole('dialog', { name: 'Delivery address' });
    expect(within(address).getByRole('textbox', { name: 'Name' })).toHaveValue('রহিম উদ্দিন');
    expect(within(address).getByRole('textbox', { name: 'Phone' })).toHaveValue('01712345678');
    expect(within(address).getByRole('textbox', { name: 'Street' })).toHaveValue('মিরপুর ১০ ঢাকা');
    expect(within(address).getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka');
    expect(within(address).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await userEvent.type(within(address).getByRole('textbox', { name: 'Email' }), 'rahim@example.com');
    await userEvent.type(within(address).getByRole('textbox', { name: 'Postal code' }), '1216');
    await userEvent.click(within(address).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const cart = screen.getByRole('list', { name: 'Cart' });
    expect(within(cart).getByRole('listitem', { name: 'Panjabi (M-Red)' })).toBeInTheDocument();
    expect(within(cart).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('From a customer’s message')).toBeInTheDocument();
    // Priced by the server with the Dhaka delivery charge: 1,080 + 60.
    await waitFor(() => expect(screen.getByTestId('net-payable')).toHaveTextContent('৳ 1,140.00'));

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    // Paid on delivery: nothing taken now, and open for the intake view.
    expect(within(details).getByRole('textbox', { name: 'Cash tendered (৳)' })).toHaveValue('0');
    await userEvent.click(within(details).getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByRole('heading', { name: 'order page order-m1' })).toBeInTheDocument();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      source: 'message',
      customer: 'guest',
      status: 'order-placed',
      paidAmount: 0,
      cart: { items: [{ _id: 'p-panjabi', variant: 'v-m-red', qty: 1 }], delivery: { city: 'Dhaka' } },
      address: { name: 'রহিম উদ্দিন', phone: '01712345678', street: 'মিরপুর ১০ ঢাকা', city: 'Dhaka', postalCode: '1216', district: '47' },
    });
    // The next sale is the till's own again.
    expect(useCart.getState().fromMessage).toBe(false);
  }, 60_000);

  it('says a phone is missing; a known customer is chosen by phone; a cart in use is replaced only when staff say so', async () => {
    customers = [{ _id: 'c-karim', id: 'c-karim', name: 'Karim Ahmed', phone: '01811223344', email: 'karim@example.com' }];
    renderPos();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Polo Shirt to cart' }));

    let dialog = await readMessage('লাল পাঞ্জাবি M ১টা, মিরপুর ১০ ঢাকা');
    const phone = field(dialog, 'Phone');
    expect(phone).toHaveAttribute('data-read', 'unread');
    expect(within(phone).getByRole('note')).toHaveTextContent('Phone not found in the message');
    expect(within(field(dialog, 'Name')).getByRole('note')).toHaveTextContent('Name not found in the message');

    // Pasted again with a phone: the shop's customer with it.
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Customer’s message' }));
    await userEvent.paste('লাল পাঞ্জাবি M ১টা, ০১৮১১ ২২৩৩৪৪, মিরপুর ১০ ঢাকা');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read' }));
    expect(await within(field(dialog, 'Customer')).findByText('Karim Ahmed, already a customer')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this' }));
    const ask = await screen.findByRole('dialog', { name: 'Replace the cart?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(useCart.getState().lines.map((l) => l.name)).toEqual(['Polo Shirt']);

    // Back to the message, which stays as it was read.
    dialog = await screen.findByRole('dialog', { name: 'Order from a message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Replace the cart?' })).getByRole('button', { name: 'Replace' }));
    const address = await screen.findByRole('dialog', { name: 'Delivery address' });
    // The customer's own email and name fill what the message did not say.
    expect(within(address).getByRole('textbox', { name: 'Email' })).toHaveValue('karim@example.com');
    expect(within(address).getByRole('textbox', { name: 'Name' })).toHaveValue('Karim Ahmed');
    await userEvent.click(within(address).getByRole('button', { name: 'Cancel' }));

    expect(useCart.getState().lines.map((l) => `${l.name} ${l.variantName} ${l.qty}`)).toEqual(['Panjabi M-Red 1']);
    expect(useCart.getState().customer).toMatchObject({ _id: 'c-karim', name: 'Karim Ahmed' });
    expect(screen.getByTestId('pos-customer')).toHaveTextContent('Karim Ahmed');
    // Not saved: the message's address waits, marked, for Set address.
    expect(screen.getByText('From the message: to complete')).toBeInTheDocument();
    expect(useCart.getState().draftAddress).toMatchObject({ phone: '01811223344', street: 'মিরপুর ১০ ঢাকা', district: '47' });
  }, 60_000);
});

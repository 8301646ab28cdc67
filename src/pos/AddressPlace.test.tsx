import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartInput, OrderInput } from '../../common/wire/orders';
import { TEST_API } from '../app/testing/renderShell';
import { fraudCheckHandler } from '../resources/fraud/testing';
import { startMswServer } from '../test/mswServer';
import { useCart } from './cart';
import PosPage from './PosPage';
import { cartTotalFor, catalogueHandlers, PosTestApp } from './testing';

/*
 * The address dialog's district and thana (issue 37): found by a search in either language or taken from
 * the suggestion of the street and post code, shown with the address and sent with the sale.
 */

const server = startMswServer(...catalogueHandlers);
const orders: OrderInput[] = [];

beforeEach(() => {
  localStorage.clear();
  useCart.getState().reset();
  orders.length = 0;
  server.use(
    http.post(`${TEST_API}/orders/cart-total`, async ({ request }) => {
      const answer = cartTotalFor((await request.json()) as CartInput);
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ message: 'No fixed answer for this cart' }, { status: 500 });
    }),
    http.post(`${TEST_API}/orders`, async ({ request }) => {
      orders.push((await request.json()) as OrderInput);
      return HttpResponse.json({ _id: 'order-1', number: 'S-000001', total: 585, paid: 585, change: 0 }, { status: 201 });
    }),
    fraudCheckHandler(),
  );
});

/** Polo Shirt in the cart and the address dialog open with these parts typed. */
async function openDialog(parts: [string, string][]) {
  render(
    <PosTestApp>
      <PosPage />
    </PosTestApp>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add Polo Shirt to cart' }));
  await userEvent.click(screen.getByRole('button', { name: 'Set address' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
  for (const [label, value] of parts) await userEvent.type(within(dialog).getByRole('textbox', { name: label }), value);
  return dialog;
}

/** Saves the address and sells the cart for cash; the order the till sent. */
async function saveAndSell(dialog: HTMLElement, shown: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
  await screen.findByText(shown);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
  const details = await screen.findByRole('dialog', { name: 'Order Details' });
  expect(within(details).getByText(/Delivery address:/)).toHaveTextContent(shown.replace(/^Rahim, /, ''));
  await userEvent.type(within(details).getByRole('textbox', { name: 'Cash tendered (৳)' }), '1000');
  await userEvent.click(within(details).getByRole('button', { name: 'Confirm & Pay' }));
  await screen.findByRole('heading', { name: 'order page order-1' });
  expect(orders).toHaveLength(1);
  return orders[0];
}

const contact: [string, string][] = [
  ['Name', 'Rahim'],
  ['Email', 'rahim@example.com'],
  ['Phone', '01711000000'],
];

describe('the delivery address names its district and thana', () => {
  it('"dhanm" offers Dhanmondi, Dhaka; chosen, the sale sends its ids and the till shows it', async () => {
    const dialog = await openDialog([...contact, ['Street', '12 Road 5'], ['City', 'Dhaka'], ['Postal code', '1207']]);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'District and thana' }), 'dhanm');
    await userEvent.click(await screen.findByRole('option', { name: /^Dhanmondi, Dhaka/ }));
    const order = await saveAndSell(dialog, 'Rahim, 12 Road 5, Dhanmondi, Dhaka, 1207');
    expect(order.address).toEqual({
      name: 'Rahim',
      email: 'rahim@example.com',
      phone: '01711000000',
      street: '12 Road 5',
      city: 'Dhaka',
      postalCode: '1207',
      district: '47',
      thana: 'm47-dhanmondi',
    });
  }, 60_000);

  it('suggests Dhanmondi, Dhaka from "Road 4, Dhanmondi" and 1209, never on its own, and Use fills it', async () => {
    const dialog = await openDialog([...contact, ['Street', 'Road 4, Dhanmondi'], ['City', 'Dhaka'], ['Postal code', '1209']]);
    expect(within(dialog).getByText('Suggested: Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'District and thana' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Dhanmondi, Dhaka' }));
    expect(within(dialog).getByRole('combobox', { name: 'District and thana' })).toHaveValue('Dhanmondi, Dhaka');
    const order = await saveAndSell(dialog, 'Rahim, Road 4, Dhanmondi, Dhaka, 1209');
    expect(order.address).toMatchObject({ district: '47', thana: 'm47-dhanmondi' });
  }, 60_000);

  it('left unchosen, the sale sends no place', async () => {
    const dialog = await openDialog([...contact, ['Street', 'Road 4, Dhanmondi'], ['City', 'Dhaka'], ['Postal code', '1209']]);
    const order = await saveAndSell(dialog, 'Rahim, Road 4, Dhanmondi, Dhaka, 1209');
    expect(order.address).not.toHaveProperty('district');
    expect(order.address).not.toHaveProperty('thana');
  }, 60_000);
});

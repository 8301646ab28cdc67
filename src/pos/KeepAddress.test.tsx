import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartInput, OrderInput } from '../../common/wire/orders';
import { TEST_API } from '../app/testing/renderShell';
import { startMswServer } from '../test/mswServer';
import { fraudCheckHandler } from '../resources/fraud/testing';
import { useCart } from './cart';
import PosPage from './PosPage';
import { cartTotalFor, catalogueHandlers, PosTestApp } from './testing';
import { openPosDb } from './offline/db';
import { offlineBody } from './offline/drain';
import { topUpNumbers } from './offline/numbers';
import { queueSale, salesIn } from './offline/queue';

/*
 * The address dialog's "keep this address" switch (on by default): with a customer chosen, the sale asks the
 * server to keep the typed address on them (keepAddress), and a sale queued offline keeps asking when it is sent.
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

const address = { name: 'Rahim', email: 'rahim@example.com', phone: '01711000000', street: '12 Road 5', city: 'Dhaka', postalCode: '1207' };

/** Polo Shirt in the cart, the address typed in the dialog; `keep` turns the switch to that state when it shows. */
async function sellWithAddress(keep?: boolean) {
  render(
    <PosTestApp>
      <PosPage />
    </PosTestApp>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add Polo Shirt to cart' }));
  await userEvent.click(screen.getByRole('button', { name: 'Set address' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
  for (const [label, value] of [
    ['Name', address.name],
    ['Email', address.email],
    ['Phone', address.phone],
    ['Street', address.street],
    ['City', address.city],
    ['Postal code', address.postalCode],
  ]) {
    // The dialog is prefilled from the customer: typed over.
    const field = within(dialog).getByRole('textbox', { name: label });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  const toggle =
    within(dialog).queryByRole('switch', { name: /Keep this address for/ }) ?? within(dialog).queryByRole('checkbox', { name: /Keep this address for/ });
  if (keep !== undefined && toggle && (toggle as HTMLInputElement).checked !== keep) await userEvent.click(toggle);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
  await screen.findByText('Rahim, 12 Road 5, Dhaka, 1207');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
  const details = await screen.findByRole('dialog', { name: 'Order Details' });
  await userEvent.type(within(details).getByRole('textbox', { name: 'Cash tendered (৳)' }), '1000');
  await userEvent.click(within(details).getByRole('button', { name: 'Confirm & Pay' }));
  await screen.findByRole('heading', { name: 'order page order-1' });
  return toggle;
}

describe('keep the delivery address on the customer', () => {
  it('is offered for a chosen customer, on by default, and the sale asks for it', async () => {
    useCart.getState().setCustomer({ _id: 'c-rahim', name: 'Rahim Uddin', phone: '01711000000' });
    const toggle = await sellWithAddress();
    expect(toggle).toBeChecked();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ customer: 'c-rahim', address, keepAddress: true });
  }, 60_000);

  it('turned off, the sale does not ask for it', async () => {
    useCart.getState().setCustomer({ _id: 'c-rahim', name: 'Rahim Uddin', phone: '01711000000' });
    await sellWithAddress(false);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ customer: 'c-rahim', address });
    expect(orders[0]).not.toHaveProperty('keepAddress');
  }, 60_000);

  it('is not offered for a guest, who has no record to keep it on', async () => {
    const toggle = await sellWithAddress();
    expect(toggle).toBeNull();
    expect(orders[0]).toMatchObject({ customer: 'guest', address });
    expect(orders[0]).not.toHaveProperty('keepAddress');
  }, 60_000);

  it('travels with a sale queued offline, across a reload, to the body sent', async () => {
    const db = await openPosDb('keep-address-queue');
    await topUpNumbers(db, 'till-keep', async () => ['S-000900']);
    const order: QueuedOrder = { cart: { items: [{ _id: 'p-polo', qty: 1 }] }, paymentMethod: 'cash', customer: 'c-rahim', address, keepAddress: true };
    await queueSale(db, {
      order,
      receipt: { lines: [], subTotal: 500, vat: 25, discount: 0, shipping: 60, rounding: 0, total: 585, paid: 585, change: 0, location: 'Main' },
    });
    db.close();
    const reopened = await openPosDb('keep-address-queue');
    const [kept] = await salesIn(reopened, 'waiting');
    reopened.close();
    expect(offlineBody(kept)).toMatchObject({ customer: 'c-rahim', address, keepAddress: true, offline: { number: 'S-000900' } });
  });
});

type QueuedOrder = Omit<OrderInput, 'offline'>;

import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { rawKeysIn, shownText } from './support/rawKeys';
import { confirm, menuLink, openRowMenu, rowWith, search, tableRows, toast } from './support/ui';

/**
 * Issue 38 end to end: an order typed in from a customer's message waits in the intake view of
 * online orders (Orders → Online Orders); staff hold it with a reason through the row menu, see
 * its tags, then confirm it, and it leaves the list.
 */
test('a message’s order is held, then confirmed, from the intake view', async ({ page, api }) => {
  const name = uniqueName('Katan saree');
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  const product = await api.create('products', { name, status: 'published', category: category._id, price: 3200, cost: 1900, stock: 4 });
  const placed = await api.send('POST', 'orders', {
    cart: { items: [{ _id: product._id, qty: 1 }] },
    paymentMethod: 'cash',
    paidAmount: 0,
    customer: 'guest',
    status: 'order-placed',
    source: 'message',
    address: {
      name: 'Shirin Akter',
      email: 'shirin@example.com',
      phone: '01711-456789',
      street: 'House 9, Road 11, Banani',
      city: 'Dhaka',
      postalCode: '1213',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { _id: string; number: string };

  // Under Orders in the menu, beside the orders list.
  await page.goto('/orders');
  await menuLink(page, '/order-intake').click();
  await expect(page).toHaveURL(/\/order-intake/);
  await expect(page.getByRole('heading', { name: 'Online Orders', level: 1 })).toBeVisible();
  await search(page, order.number);
  const row = rowWith(page, order.number);
  await expect(row).toContainText('Message');
  await expect(row).toContainText('Not asked');
  await expect(row).toContainText('Order placed');
  // Its one unit sold, three are left at the shop it ships from.
  await expect(row).toContainText('3');

  // Hold it, saying why.
  let menu = await openRowMenu(page, order.number);
  await expect(menu.getByRole('menuitem', { name: 'Call' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Hold', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hold' });
  await expect(dialog).toContainText('It cannot be booked with a courier until it is confirmed');
  await dialog.getByRole('textbox', { name: 'Why is it held?' }).fill('Customer asked to deliver after Friday');
  await confirm(page);
  await expect(toast(page, 'Order held')).toBeVisible();
  await expect(row).toContainText('Held by staff');
  expect(rawKeysIn(await shownText(page))).toEqual([]);
  expect((await api.list('order-intake', { search: order.number })).doc[0]).toMatchObject({
    hold: 'staff',
    holdReason: 'Customer asked to deliver after Friday',
  });

  // Confirm it: the hold is lifted and it is no longer waiting here.
  menu = await openRowMenu(page, order.number);
  await menu.getByRole('menuitem', { name: 'Confirm', exact: true }).click();
  await confirm(page);
  await expect(toast(page, 'Order confirmed')).toBeVisible();
  await expect(tableRows(page).filter({ hasText: order.number })).toHaveCount(0);
  expect(await api.get('orders', order._id)).toMatchObject({ status: 'confirmed' });
});

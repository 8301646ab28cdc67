import { uniqueName, type OwnerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { logIn, openRowMenu, toast } from './support/ui';
import { axeOf } from './support/axe';

/*
 * Issue 36, an exchange from the order page: a kurti sold in S comes back
 * for an M (৳200 more), the customer pays the difference in cash (৳500
 * tendered, ৳300 change). The stock of both sizes, the Exchanges list and the
 * new order say it happened.
 */

test.describe.configure({ timeout: 180_000 });

type Variation = { _id: string; name: string; stock: number };

const stockOf = async (api: OwnerApi, id: string) =>
  Object.fromEntries(((await api.get('products', id)).variations as Variation[]).map((v) => [v.name, v.stock]));

test('S for M at the order page: the customer pays the difference in cash', async ({ page, api }) => {
  const name = uniqueName('Kurti');
  const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
  const product = await api.create('products', {
    name,
    status: 'published',
    category,
    price: 1000,
    cost: 500,
    vat: 0,
    type: 'variable',
    sizes: ['S', 'M'],
    colors: ['Red'],
    variations: [
      { name: 'S-Red', price: 1000, cost: 500, stock: 5 },
      { name: 'M-Red', price: 1200, cost: 600, stock: 5 },
    ],
  });
  const variations = (await api.get('products', product._id)).variations as Variation[];
  const small = variations.find((v) => v.name === 'S-Red')!;
  const sale = await api.create('orders', { cart: { items: [{ _id: product._id, variant: small._id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' });
  expect(await stockOf(api, product._id)).toEqual({ 'S-Red': 4, 'M-Red': 5 });

  await logIn(page);
  await page.goto(`/orders/${sale._id}`);
  await page.getByRole('button', { name: 'Exchange items' }).click();
  const dialog = page.getByRole('dialog', { name: /^Exchange items of S-\d+$/ });
  await dialog.getByRole('textbox', { name: `Return quantity of ${name} (S-Red)` }).fill('1');
  // The other size of what comes back is offered first, before anything is searched.
  await dialog.getByRole('combobox', { name: /Find an item to take instead/ }).click();
  await page.getByRole('option', { name: `${name} (M-Red) (5 in stock)` }).click();
  await expect(dialog.getByTestId('exchange-returned')).toHaveText('৳ 1,000.00');
  await expect(dialog.getByTestId('exchange-new-total')).toHaveText('৳ 1,200.00');
  await expect(dialog.getByTestId('exchange-balance')).toHaveText('৳ 200.00');
  await dialog.getByRole('textbox', { name: 'Cash tendered (৳)' }).fill('500');
  await expect(dialog.getByTestId('exchange-change')).toHaveText('৳ 300.00');
  // Every control of the dialog labelled: no serious or critical accessibility violation.
  const { violations } = await axeOf(page).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Exchange', exact: true }).click();

  const done = toast(page, /^Exchange X-\d+ recorded/);
  await expect(done).toBeVisible();
  const number = /X-\d+/.exec((await done.textContent()) ?? '')![0];
  // Back on the shelf: the S; gone: an M.
  expect(await stockOf(api, product._id)).toEqual({ 'S-Red': 5, 'M-Red': 4 });
  // The order page shows the S given back.
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(`${name} \\(S-Red\\) \\S+ 1 1 `) })).toBeVisible();

  const link = done.getByRole('link', { name: /^New order S-\d+$/ });
  const newNumber = /S-\d+/.exec((await link.textContent()) ?? '')![0];
  await link.click();
  await expect(page.getByRole('heading', { name: `Order ${newNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(`${name} \\(M-Red\\)`) })).toBeVisible();

  await page.goto('/exchanges');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  // The exchange leads to both its orders.
  const menu = await openRowMenu(page, number);
  await menu.getByRole('menuitem', { name: 'View new order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${newNumber}`, level: 1 })).toBeVisible();
});

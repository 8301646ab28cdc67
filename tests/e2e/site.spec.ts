import type { APIRequestContext } from '@playwright/test';
import { uniqueName } from './support/api';
import { OWNER_EMAIL, OWNER_PASSWORD } from './support/env';
import { expect, signedInTest as test } from './support/fixtures';
import { rowWith, search, toast } from './support/ui';

/*
 * Banners with a link to a category or a product, and the shop settings whose
 * currency symbol every screen uses (issue 10, "Tests").
 */

// Each test walks through several dialogs and a reload of the shop; on a busy machine that takes a while.
test.slow();
// A list of ten pages of products can keep its search box busy for a while on a loaded machine.
test.use({ actionTimeout: 60_000 });

async function ownerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

test('create a banner that links to a category; it is live on the storefront', async ({ page, api, request }) => {
  const category = await api.create('categories', { name: uniqueName('Eid Panjabi') });
  const title = uniqueName('Eid sale');

  await page.goto('/banners');
  await expect(page.getByRole('menuitem', { name: 'Banners' })).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('button', { name: 'Add Banner' })
    .or(page.getByRole('link', { name: 'Add Banner' }))
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: false }).first().fill(title);

  await dialog.getByRole('button', { name: 'Choose image' }).first().click();
  const upload = page.getByRole('dialog').last();
  await upload.getByRole('tab', { name: 'Web Address' }).click();
  await upload.getByLabel('Web address (URL)').fill('https://cdn.example.com/eid-banner.jpg');
  await upload.getByRole('button', { name: 'Use this address' }).click();

  await dialog.getByRole('combobox', { name: 'Link: type' }).click();
  await page.getByRole('option', { name: 'Category' }).click();
  const picker = dialog.getByRole('combobox', { name: 'Category' });
  await picker.fill(String(category.name));
  await page.getByRole('option', { name: String(category.name) }).click();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /added successfully/i)).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await api.list('banners', { search: title })).doc;
  expect(saved).toHaveLength(1);
  expect(saved[0].link).toEqual({ type: 'category', href: category.slug });

  await search(page, title);
  const row = rowWith(page, title);
  await expect(row).toContainText(`Category: ${String(category.slug)}`);

  const live = await request.get('/api/public/banners?placement=home-hero');
  expect(((await live.json()) as { title: string }[]).map((b) => b.title)).toContain(title);
});

test('create a banner that links to a product picked by name; the storefront’s banner carries that link', async ({ page, api, request }) => {
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  const name = uniqueName('Jamdani Saree');
  const product = await api.create('products', { name, status: 'published', category: category._id, price: 4500, cost: 3000 });
  const title = uniqueName('Jamdani week');

  await page.goto('/banners');
  await page
    .getByRole('button', { name: 'Add Banner' })
    .or(page.getByRole('link', { name: 'Add Banner' }))
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: false }).first().fill(title);
  await dialog.getByRole('button', { name: 'Choose image' }).first().click();
  const upload = page.getByRole('dialog').last();
  await upload.getByRole('tab', { name: 'Web Address' }).click();
  await upload.getByLabel('Web address (URL)').fill('https://cdn.example.com/jamdani.jpg');
  await upload.getByRole('button', { name: 'Use this address' }).click();

  await dialog.getByRole('combobox', { name: 'Link: type' }).click();
  await page.getByRole('option', { name: 'Product', exact: true }).click();
  // The demo catalogue fills pages of products: the picker searches them on the server by name.
  const picker = dialog.getByRole('combobox', { name: 'Product (name or SKU)' });
  await picker.fill(name);
  await page.getByRole('option', { name: `${name} (${String(product.sku)})` }).click();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /added successfully/i)).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await api.list('banners', { search: title })).doc;
  expect(saved).toHaveLength(1);
  expect(saved[0].link).toEqual({ type: 'product', href: product.slug });
  await search(page, title);
  await expect(rowWith(page, title)).toContainText(`Product: ${String(product.slug)}`);

  const live = (await (await request.get('/api/public/banners?placement=home-hero')).json()) as { title: string; link: unknown }[];
  expect(live.find((b) => b.title === title)?.link).toEqual({ type: 'product', href: product.slug });
});

test('change the currency symbol in settings and see it where money is shown, then set it back', async ({ page, request, api }) => {
  const token = await ownerToken(request);
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  const name = uniqueName('Khadi Panjabi');
  // A price no other money column of its row shows (the cost differs), so the text found is the price.
  await api.create('products', { name, status: 'published', category: category._id, price: 1234.5, cost: 777 });

  const setSymbol = async (from: string, to: string) => {
    await page.goto('/settings');
    const money = page.getByRole('region', { name: 'Money' });
    await money.getByRole('button', { name: 'Edit Money' }).click();
    const symbol = money.getByLabel('Currency Symbol');
    await expect(symbol).toHaveValue(from);
    await symbol.fill(to);
    await money.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Information Updated Successfully')).toBeVisible();
    await expect(money.getByText(to, { exact: true })).toBeVisible();
  };
  /** The products list's Price cell of this test's product. */
  const priceCell = async () => {
    await page.goto('/products');
    await search(page, name);
    const row = rowWith(page, name);
    await expect(row).toHaveCount(1);
    const headers = await page.getByRole('table').locator('thead th').allInnerTexts();
    const column = headers.findIndex((h) => h.trim() === 'Price');
    expect(column, `columns: ${headers.join(' | ')}`).toBeGreaterThan(-1);
    return row.locator('td').nth(column);
  };

  try {
    await setSymbol('৳', 'Tk');
    // The delivery charges are money: written with the new symbol, two decimals.
    const delivery = page.getByRole('region', { name: 'Delivery Charges' });
    await expect(delivery).toContainText('Tk 60.00');
    await delivery.getByRole('button', { name: 'Edit Delivery Charges' }).click();
    await expect(delivery.getByText('Tk', { exact: true }).first()).toBeVisible();
    await delivery.getByRole('button', { name: 'Discard' }).click();
    await expect(delivery.getByRole('button', { name: 'Edit Delivery Charges' })).toBeVisible();

    // A real money column: the products list's price.
    await expect(await priceCell()).toHaveText('Tk 1,234.50');

    await setSymbol('Tk', '৳');
    await expect(await priceCell()).toHaveText('৳ 1,234.50');
  } finally {
    await request.put('/api/settings', { headers: { Authorization: `Bearer ${token}` }, data: { currencySymbol: '৳' } });
  }
});

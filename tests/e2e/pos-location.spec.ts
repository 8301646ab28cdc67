import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { uniqueName, type OwnerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { accountMenuButton, logIn, toast } from './support/ui';

/*
 * Issue 21, the till sells from a location: a manager's till shows Dhanmondi
 * Shop; a product only the warehouse holds is Out Of Stock there; switching
 * the till to the warehouse makes it sellable and the sale takes the stock
 * there (checked through the API), in English and in Bangla. A cashier sees
 * their own location, readable on a phone, with no switch.
 */

test.describe.configure({ timeout: 180_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const PASSWORD = 'till-location-pass-1';

async function locationId(api: OwnerApi, name: string): Promise<string> {
  const found = (await api.list('locations', { search: name })).doc.find((l) => l.name === name);
  expect(found, `the demo store has ${name}`).toBeTruthy();
  return found!._id;
}

async function roleId(api: OwnerApi, name: string): Promise<string> {
  const found = (await api.list('roles', { search: name })).doc.find((r) => r.name === name);
  expect(found, `the demo store has the ${name} role`).toBeTruthy();
  return found!._id;
}

/** A user of a demo role at a location, signed in through the API when `token` is asked for. */
async function staff(api: OwnerApi, role: string, location: string, prefix: string) {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`;
  await api.create('users', { name: uniqueName(prefix), email, password: PASSWORD, role: await roleId(api, role), location });
  return email;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** The product's stock at each location, as the API answers the till. */
async function stockAt(request: APIRequestContext, token: string, itemId: string): Promise<Record<string, number>> {
  const res = await request.get(`/api/inventory/item/${itemId}/locations`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { locations: { name: string; stock: number }[] };
  return Object.fromEntries(body.locations.map((l) => [l.name, l.stock]));
}

/** The till's location choice (a manager's select). */
const locationSelect = (page: Page, label: string) => page.getByRole('combobox', { name: label });

async function choose(page: Page, label: string, name: string) {
  await locationSelect(page, label).click();
  await page.getByRole('option', { name }).click();
  await expect(locationSelect(page, label)).toHaveText(name);
}

async function findCard(page: Page, searchLabel: string, text: string, cardName: string): Promise<Locator> {
  await page.getByRole('textbox', { name: searchLabel }).fill(text);
  const card = page.getByRole('button', { name: cardName, exact: true });
  await expectSoon(card).toBeVisible();
  return card;
}

test.use({ viewport: { width: 1366, height: 768 } });

test('a manager’s till sells from Dhanmondi Shop, switches to the warehouse and sells its stock there, in English and Bangla', async ({
  page,
  api,
  request,
}) => {
  const dhanmondi = await locationId(api, 'Dhanmondi Shop');
  const tejgaon = await locationId(api, 'Tejgaon Warehouse');
  // A storekeeper at the warehouse enters a product there: its opening stock is the warehouse's alone.
  const storekeeper = await tokenOf(request, await staff(api, 'Manager', tejgaon, 'storekeeper'));
  const name = uniqueName('Warehouse Kurta');
  const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
  const made = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${storekeeper}` },
    data: { category, name, status: 'published', price: 800, cost: 400, vat: 0, stock: 5 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const productId = ((await made.json()) as { _id: string })._id;
  expect(await stockAt(request, storekeeper, productId)).toEqual({ 'Tejgaon Warehouse': 5 });

  const manager = await staff(api, 'Manager', dhanmondi, 'manager');
  await logIn(page, manager, PASSWORD);
  await page.goto('/pos');
  await expectSoon(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible();
  await expectSoon(locationSelect(page, 'Selling from')).toHaveText('Dhanmondi Shop');
  await expect(locationSelect(page, 'Selling from')).toBeInViewport({ ratio: 1 });

  // At Dhanmondi the kurta is Out Of Stock: the warehouse's five do not count.
  let card = await findCard(page, 'Search products (name, SKU, barcode)', name, `Add ${name} to cart`);
  await expect(card).toContainText('Out Of Stock');
  await card.click();
  await expect(toast(page, `Out Of Stock: ${name}`)).toBeVisible();
  await expect(page.getByText('The cart is empty. Scan a barcode or pick a product.')).toBeVisible();

  await choose(page, 'Selling from', 'Tejgaon Warehouse');
  await expectSoon(card).toContainText('Stock: 5');
  // The choice is this browser's till's: a reload keeps it.
  await page.reload();
  await expectSoon(locationSelect(page, 'Selling from')).toHaveText('Tejgaon Warehouse');
  card = await findCard(page, 'Search products (name, SKU, barcode)', name, `Add ${name} to cart`);
  await expectSoon(card).toContainText('Stock: 5');
  await card.click();
  await expectSoon(page.getByTestId('net-payable')).toHaveText('৳ 800.00');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expectSoon(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  expect(await stockAt(request, storekeeper, productId)).toEqual({ 'Tejgaon Warehouse': 4 });

  // In Bangla: the same till, the same choice; back at Dhanmondi it is out of stock, at the warehouse it sells.
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
  await page.goto('/pos');
  await expectSoon(page.getByRole('heading', { name: 'পয়েন্ট অফ সেল', level: 1 })).toBeVisible();
  await expectSoon(locationSelect(page, 'বিক্রির স্থান')).toHaveText('Tejgaon Warehouse');
  await choose(page, 'বিক্রির স্থান', 'Dhanmondi Shop');
  card = await findCard(page, 'পণ্য খুঁজুন (নাম, এসকেইউ, বারকোড)', name, `${name} কার্টে যোগ করুন`);
  await expectSoon(card).toContainText('স্টক নেই');
  await choose(page, 'বিক্রির স্থান', 'Tejgaon Warehouse');
  await expectSoon(card).toContainText('স্টক: ৪');
  await card.click();
  await expectSoon(page.getByTestId('net-payable')).toHaveText('৳ ৮০০.০০');
  await page.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'নিশ্চিত করুন ও পরিশোধ' }).click();
  await expectSoon(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  expect(await stockAt(request, storekeeper, productId)).toEqual({ 'Tejgaon Warehouse': 3 });
});

test('a cashier’s till shows their location, readable on a 390×844 phone, with no switch', async ({ browser, api }) => {
  const uttara = await locationId(api, 'Uttara Shop');
  const cashier = await staff(api, 'Cashier', uttara, 'cashier');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await logIn(page, cashier, PASSWORD);
  await page.goto('/pos');
  const shown = page.getByTestId('till-location');
  await expectSoon(shown).toHaveText('Selling from Uttara Shop');
  await expect(shown).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('combobox', { name: 'Selling from' })).toHaveCount(0);
  // Nothing is wider than the phone.
  expect(await page.getByRole('main').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await context.close();
});

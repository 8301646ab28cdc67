import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signedInTest as test } from './support/fixtures';
import { OWNER_EMAIL, OWNER_PASSWORD } from './support/env';
import { rawKeysIn, shownText } from './support/rawKeys';
import { accountMenuButton, openRowMenu, search, toast } from './support/ui';

/*
 * Transfers and damages as a storekeeper uses them (issue 21, spec §2.6, §4,
 * §7.5, §8): a transfer from the warehouse on its way to a shop is marked
 * received on its view with one unit damaged, the damage shows under
 * Damages; another is received whole from the list's row menu.
 */

type Line = { product: string; variant?: string | null; qty: number };

// Forms with lazy parts on a machine shared by many: more than a default test's time.
test.describe.configure({ timeout: 180_000 });

async function pickOption(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

/** A transfer from the Tejgaon warehouse to the Uttara shop of 2 units of something the warehouse holds, sent. */
async function sentTransfer(request: APIRequestContext): Promise<{ _id: string; number: string; item: string }> {
  const login = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken as string}` };
  const places = (await (await request.get('/api/locations', { headers, params: { limit: 100 } })).json()).doc as { _id: string; name: string }[];
  const id = (name: string) => places.find((p) => p.name === name)?._id as string;
  // The demo's overstock transfer stocked the warehouse with these lines.
  const [stocked] = (await (await request.get('/api/transfers', { headers, params: { to: id('Tejgaon Warehouse'), status: 'completed' } })).json()).doc as {
    _id: string;
    lines: (Line & { name: string })[];
  }[];
  const line = stocked.lines[stocked.lines.length - 1];
  const made = await request.post('/api/transfers', {
    headers,
    data: {
      from: id('Tejgaon Warehouse'),
      to: id('Uttara Shop'),
      note: 'e2e',
      lines: [{ product: line.product, ...(line.variant ? { variant: line.variant } : {}), qty: 2 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const transfer = (await made.json()) as { _id: string; number: string };
  const sent = await request.post(`/api/transfers/${transfer._id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  return { ...transfer, item: line.name };
}

test('Mark As Received on the transfer view, one unit damaged in transit: completed, and the damage is listed', async ({ page, request }) => {
  const transfer = await sentTransfer(request);
  await page.goto(`/transfers/${transfer._id}`);
  await expect(page.getByRole('heading', { name: transfer.number, exact: true })).toBeVisible();
  await expect(page.getByText('Tejgaon Warehouse')).toBeVisible();
  await expect(page.getByText('2 units are in transit to Uttara Shop')).toBeVisible();

  await page.getByRole('button', { name: 'Mark As Received' }).click();
  const dialog = page.getByRole('dialog');
  const received = dialog.getByRole('spinbutton', { name: `Received of ${transfer.item}` });
  // All of what is left, to begin with.
  await expect(received).toHaveValue('2');
  await dialog.getByRole('spinbutton', { name: `Damaged of ${transfer.item}` }).fill('2');
  await expect(dialog.getByText('More than the 2 still to receive')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Receive', exact: true })).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: `Damaged of ${transfer.item}` }).fill('1');
  await received.fill('1');
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click();

  await expect(toast(page, 'Transfer Received Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Completed')).toBeVisible();
  // Completed hides Mark As Received (spec §4).
  await expect(page.getByRole('button', { name: 'Mark As Received' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: transfer.item });
  await expect(row.getByRole('cell')).toHaveText([transfer.item, /.*/, '2', '1', '1', '0']);

  await page.goto('/damages');
  await expect(page.getByRole('row').filter({ hasText: transfer.item }).filter({ hasText: 'Damaged in transit' }).first()).toBeVisible();
});

test('Receive everything from the list’s row menu (spec §7.5)', async ({ page, request }) => {
  const transfer = await sentTransfer(request);
  await page.goto('/transfers');
  await search(page, transfer.number);
  const menu = await openRowMenu(page, transfer.number);
  await expect(menu.getByRole('menuitem', { name: 'Send' })).toHaveCount(0);
  const bulk = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/inventories/transfer/product/bulk/${transfer._id}`));
  await menu.getByRole('menuitem', { name: 'Mark As Received' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Receive everything' }).click();
  expect((await bulk).postData()).toBeNull();
  await expect(toast(page, 'Transfer Received Successfully')).toBeVisible();
  // The list fetched again: the row is completed and offers no Mark As Received.
  await expect(page.getByRole('row').filter({ hasText: transfer.number }).getByText('Completed')).toBeVisible();
  const again = await openRowMenu(page, transfer.number);
  await expect(again.getByRole('menuitem', { name: 'Mark As Received' })).toHaveCount(0);
});

test('a transfer made with the form (From, To, a line found by name), then sent from its view', async ({ page }) => {
  await page.goto('/transfers/create');
  await pickOption(page, page.getByRole('combobox', { name: 'From' }), 'Dhanmondi Shop');
  await pickOption(page, page.getByRole('combobox', { name: 'To' }), 'Uttara Shop');
  await pickOption(page, page.getByRole('combobox', { name: 'Add an item: name, SKU or barcode' }), 'Poplin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Item added successfully')).toBeVisible();

  await page.goto('/transfers');
  const row = page.getByRole('row').filter({ hasText: 'Draft' }).first();
  const number = (
    await row
      .getByRole('cell')
      .filter({ hasText: /^T-\d{6}$/ })
      .first()
      .innerText()
  ).trim();
  await row.getByRole('cell').filter({ hasText: number }).first().click();
  await expect(page.getByRole('heading', { name: number, exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Poplin' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog')).toContainText('leaves Dhanmondi Shop now');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Transfer sent')).toBeVisible();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark As Received' })).toBeVisible();
});

test('a damage recorded with the form takes its stock out and shows its cost', async ({ page }) => {
  await page.goto('/damages/create');
  await pickOption(page, page.getByRole('combobox', { name: 'Product' }), 'Poplin');
  await pickOption(page, page.getByRole('combobox', { name: 'Location' }), 'Dhanmondi Shop');
  await page.getByLabel('Quantity').fill('1');
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Torn' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Item added successfully')).toBeVisible();
  await page.goto('/damages');
  await expect(page.getByRole('row').filter({ hasText: 'Torn' }).filter({ hasText: 'Poplin' }).first()).toBeVisible();
});

test('in Bangla: the transfer view, its dialog and the success toast, with no raw key', async ({ page, request }) => {
  const transfer = await sentTransfer(request);
  await page.goto(`/transfers/${transfer._id}`);
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByText('পাঠানো হয়েছে', { exact: true })).toBeVisible();
  // The counts in Bangla digits: ২টি একক.
  await expect(page.getByText('২টি একক Uttara Shop এর পথে', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'গৃহীত হিসেবে চিহ্নিত করুন' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('columnheader', { name: 'ক্ষতিগ্রস্ত' })).toBeVisible();
  expect(rawKeysIn(await shownText(page))).toEqual([]);
  await dialog.getByRole('button', { name: 'সব গ্রহণ করুন' }).click();
  await expect(toast(page, 'ট্রান্সফার সফলভাবে গৃহীত হয়েছে')).toBeVisible();
  await expect(page.getByText('সম্পন্ন', { exact: true })).toBeVisible();
  expect(rawKeysIn(await shownText(page))).toEqual([]);
});

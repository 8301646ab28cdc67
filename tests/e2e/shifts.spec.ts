import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { uniqueName, type OwnerApi } from './support/api';
import { expect, test } from './support/fixtures';
import { numbersLeft, scan, sell } from './support/offlineTill';
import { chooseLanguage, logIn, toast } from './support/ui';

/*
 * Issue 36, the cashier's shift at the till: open with a float counted by
 * note and coin, sell for cash with change, exchange what was sold at the till
 * by scanning the receipt's number (the customer pays the difference in cash,
 * with change), take cash out above the
 * cashier's limit (৳500 for the demo's Cashier) and have a manager approve it
 * at the till, read the X report, close with a count ৳20 short (above a
 * limit of ৳10 set for the test), have the manager approve the difference
 * with a note, and print the Z report. Then the same shift's bones in Bangla
 * on a phone, and a shift opened, or closed, with the connection down.
 */

test.describe.configure({ timeout: 240_000 });
const expectSoon = expect.configure({ timeout: 30_000 });
const PASSWORD = 'shift-walk-pass-1';

async function idOf(api: OwnerApi, path: string, name: string): Promise<string> {
  const found = (await api.list(path, { search: name })).doc.find((r) => r.name === name);
  expect(found, `the demo store has ${name}`).toBeTruthy();
  return found!._id;
}

async function staff(api: OwnerApi, role: string, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`;
  const location = await idOf(api, 'locations', 'Dhanmondi Shop');
  await api.create('users', { name: uniqueName(prefix), email, password: PASSWORD, role: await idOf(api, 'roles', role), location });
  return email;
}

/** A check lungi in S (৳480) and M (৳560), five of each: a size exchanged for the next one up costs ৳80 more. */
async function checkLungi(api: OwnerApi, name: string) {
  const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
  return api.create('products', {
    category,
    name,
    status: 'published',
    price: 480,
    cost: 200,
    vat: 0,
    type: 'variable',
    sizes: ['S', 'M'],
    colors: ['Check'],
    variations: [
      { name: 'S-Check', price: 480, cost: 200, stock: 5 },
      { name: 'M-Check', price: 560, cost: 240, stock: 5 },
    ],
  });
}

async function openTill(page: Page, heading = 'Point of Sale') {
  await page.goto('/pos');
  await expectSoon(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Types a count into the open dialog: `{ 1000: 1, 100: 5 }`. */
async function count(page: Page, pieces: Record<number, number>, label = (value: number) => `Number of ৳${value}`) {
  const dialog = page.getByRole('dialog');
  for (const [value, n] of Object.entries(pieces)) await dialog.getByRole('textbox', { name: label(Number(value)), exact: true }).fill(String(n));
}

test('a shift from float to Z report, with a manager approving cash out and the difference at the till', async ({ page, api }) => {
  const tag = uniqueName('Shift').split(' ')[1];
  const cashier = await staff(api, 'Cashier', 'cashier');
  const manager = await staff(api, 'Manager', 'manager');
  const lungi = `Lungi ${tag}`;
  await checkLungi(api, lungi);
  await api.put('settings', { shiftDifferenceLimit: 10 });
  try {
    await logIn(page, cashier, PASSWORD);
    await openTill(page);

    // Open the shift with ৳1,500: one ৳1000 note and five ৳100 notes.
    await page.getByRole('button', { name: 'Open shift' }).click();
    const opening = page.getByRole('dialog', { name: 'Open a shift: count the float' });
    await count(page, { 1000: 1, 100: 5 });
    await expect(opening.getByText('Total: ৳ 1,500.00')).toBeVisible();
    await opening.getByRole('button', { name: 'Open shift' }).click();
    await expect(toast(page, /^Shift SH-\d+ opened$/)).toBeVisible();
    const shiftButton = page.getByRole('button', { name: /^Shift SH-\d+ · / });
    await expect(shiftButton).toBeVisible();

    // A sale of a size S lungi, ৳480 paid with ৳500: ৳20 change, never cash in hand.
    const search = page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' });
    await search.fill(lungi);
    await page.getByRole('button', { name: `Add ${lungi} to cart` }).click();
    const picker = page.getByRole('dialog', { name: `Choose size and colour: ${lungi}` });
    await picker.getByRole('button', { name: 'S, 5 in stock', exact: true }).click();
    await picker.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByRole('textbox', { name: 'Cash tendered (৳)' }).fill('500');
    await expect(details.getByTestId('change-due')).toHaveText('৳ 20.00');
    await details.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const sold = page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 });
    const receiptNumber = /S-\d+/.exec((await sold.textContent()) ?? '')![0];

    // The customer comes back for an M (৳80 more): the receipt's number scanned at the till opens the exchange.
    // Scanned into the search field: read as a scan, or, typed slower than a scanner on a busy machine, by its Enter.
    await openTill(page);
    await search.click();
    await scan(page, receiptNumber);
    const exchange = page.getByRole('dialog', { name: `Exchange items of ${receiptNumber}` });
    await exchange.getByRole('textbox', { name: `Return quantity of ${lungi} (S-Check)` }).fill('1');
    await exchange.getByRole('combobox', { name: /Find an item to take instead/ }).click();
    await page.getByRole('option', { name: `${lungi} (M-Check) (5 in stock)` }).click();
    await expect(exchange.getByTestId('exchange-returned')).toHaveText('৳ 480.00');
    await expect(exchange.getByTestId('exchange-new-total')).toHaveText('৳ 560.00');
    await expect(exchange.getByTestId('exchange-balance')).toHaveText('৳ 80.00');
    await exchange.getByRole('textbox', { name: 'Cash tendered (৳)' }).fill('100');
    await expect(exchange.getByTestId('exchange-change')).toHaveText('৳ 20.00');
    await exchange.getByRole('button', { name: 'Exchange', exact: true }).click();
    const exchanged = page.getByRole('dialog', { name: /^Exchange X-\d+ recorded$/ });
    await expect(exchanged.getByTestId('exchange-settled')).toHaveText('৳ 80.00');
    await expect(exchanged.getByTestId('exchange-done-change')).toHaveText('৳ 20.00');
    const newNumber = (await exchanged.getByTestId('exchange-new-number').textContent()) ?? '';
    expect(newNumber).toMatch(/^S-\d+$/);
    expect(newNumber).not.toBe(receiptNumber);
    // Its receipt, ready to print, carries its number as a barcode for the next exchange.
    await expect(page.getByTestId('receipt')).toContainText(`Invoice ${newNumber}`);
    await expect(page.getByTestId('receipt-barcode')).toHaveAttribute('alt', `Barcode of ${newNumber}`);
    await exchanged.getByRole('button', { name: 'Next sale' }).click();
    await expect(exchanged).toBeHidden();

    // ৳900 out to a supplier: above the cashier's ৳500, it waits; a manager approves it at the till.
    await shiftButton.click();
    await page.getByRole('menuitem', { name: 'Cash out' }).click();
    const out = page.getByRole('dialog', { name: 'Cash out of the drawer' });
    await out.getByRole('textbox', { name: 'Amount (৳)' }).fill('900');
    await out.getByRole('textbox', { name: 'Reason' }).fill('Tailor paid');
    await out.getByRole('button', { name: 'Cash out' }).click();
    const x = page.getByRole('dialog', { name: /^X report SH-\d+$/ });
    await expect(x.getByRole('row', { name: /Tailor paid .*Awaiting a manager/ })).toBeVisible();
    await expect(x.getByRole('row', { name: 'Expected cash ৳ 2,060.00' })).toBeVisible();
    await x.getByRole('button', { name: 'A manager approves here' }).click();
    const approval = page.getByRole('dialog', { name: 'A manager’s approval' });
    await approval.getByRole('textbox', { name: 'Manager’s email' }).fill(manager);
    await approval.getByLabel('Manager’s password').fill(PASSWORD);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval).toBeHidden();
    // float 1,500 + the sale's 500 tendered − 20 change + the exchange's 100 tendered − 20 change − out 900.
    await expect(x.getByRole('row', { name: 'Expected cash ৳ 1,160.00' })).toBeVisible();
    await expect(x.getByRole('row', { name: /Tailor paid .*Approved/ })).toBeVisible();
    await x.getByRole('button', { name: 'Close' }).click();

    // The till is still the cashier's: the shift's menu, not the manager's screens.
    await expect(shiftButton).toBeVisible();

    // Close with ৳1,140 counted: ৳20 short, above the limit of ৳10.
    await shiftButton.click();
    await page.getByRole('menuitem', { name: 'Close shift' }).click();
    await count(page, { 1000: 1, 100: 1, 20: 2 });
    await page.getByRole('dialog').getByRole('button', { name: 'Close shift' }).click();
    const z = page.getByRole('dialog', { name: /^Z report SH-\d+$/ });
    await expect(z.getByRole('row', { name: 'Counted cash ৳ 1,140.00' })).toBeVisible();
    await expect(z.getByRole('row', { name: 'Difference -৳ 20.00' })).toBeVisible();
    await expect(z.getByText('The difference is above the shop’s limit')).toBeVisible();
    await z.getByRole('button', { name: 'A manager approves here' }).click();
    await approval.getByRole('textbox', { name: 'Manager’s email' }).fill(manager);
    await approval.getByLabel('Manager’s password').fill(PASSWORD);
    await approval.getByRole('textbox', { name: 'Note' }).fill('Change counted twice by mistake');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(z.getByText(/^Difference approved by .*: Change counted twice by mistake$/)).toBeVisible();

    // The Z report as printed.
    const downloading = page.waitForEvent('download');
    await z.getByRole('button', { name: 'Print report' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Z-REPORT_SH-\d+_\d{12}\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('Z report');
    expect(text).toMatch(/Expected cash\s+৳\s?1,160\.00/);
    expect(text).toMatch(/Difference\s+-৳\s?20\.00/);
    await z.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Open shift' })).toBeVisible();
  } finally {
    await api.put('settings', { shiftDifferenceLimit: 100 });
  }
});

test('in Bangla on a phone: open a shift, exchange a size by the receipt’s number, read the X report, close it even', async ({ browser, api }) => {
  const cashier = await staff(api, 'Cashier', 'cashier-bn');
  // A lungi sold at this shop in size S: the customer comes back for an M, ৳80 more.
  const lungi = uniqueName('Lungi bn');
  const product = await checkLungi(api, lungi);
  const small = (product.variations as { _id: string; name: string }[]).find((v) => v.name === 'S-Check')!._id;
  const location = await idOf(api, 'locations', 'Dhanmondi Shop');
  const sale = await api.create('orders', {
    cart: { items: [{ _id: product._id, variant: small, qty: 1 }], location },
    paymentMethod: 'cash',
    customer: 'guest',
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await logIn(page, cashier, PASSWORD);
  await chooseLanguage(page, 'বাংলা');
  await openTill(page, 'পয়েন্ট অফ সেল');
  const bangla = (value: number) => `৳${value.toLocaleString('bn-BD', { useGrouping: false })}-এর সংখ্যা`;
  await page.getByRole('button', { name: 'শিফট খুলুন' }).click();
  await count(page, { 500: 2 }, bangla);
  await page.getByRole('dialog').getByRole('button', { name: 'শিফট খুলুন' }).click();
  const shiftButton = page.getByRole('button', { name: /^শিফট SH-\d+ · / });
  await expect(shiftButton).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The receipt's number scanned into the search: its exchange, in Bangla, ৳100 given for the ৳80.
  await page.getByRole('textbox', { name: 'পণ্য খুঁজুন (নাম, এসকেইউ, বারকোড)' }).click();
  await scan(page, sale.number as string);
  const exchange = page.getByRole('dialog', { name: `${sale.number as string}-এর পণ্য বদল` });
  await exchange.getByRole('textbox', { name: `${lungi} (S-Check)-এর ফেরতের পরিমাণ` }).fill('1');
  await exchange.getByRole('combobox', { name: /^বদলে নেওয়ার পণ্য খুঁজুন/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${lungi} \\(M-Check\\)`) }).click();
  await expect(exchange.getByTestId('exchange-balance')).toHaveText('৳ ৮০.০০');
  await exchange.getByRole('textbox', { name: 'দেওয়া নগদ (৳)' }).fill('100');
  await exchange.getByRole('button', { name: 'বদল করুন', exact: true }).click();
  const exchanged = page.getByRole('dialog', { name: /^বদল X-\d+ নথিভুক্ত হয়েছে$/ });
  await expect(exchanged.getByTestId('exchange-done-change')).toHaveText('৳ ২০.০০');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await exchanged.getByRole('button', { name: 'পরের বিক্রি' }).click();
  await expect(exchanged).toBeHidden();

  await shiftButton.click();
  await page.getByRole('menuitem', { name: 'এক্স রিপোর্ট' }).click();
  const x = page.getByRole('dialog', { name: /^এক্স রিপোর্ট SH-\d+$/ });
  // The float ৳1,000 and the exchange's ৳100 less its ৳20 change.
  await expect(x.getByRole('row', { name: 'প্রত্যাশিত ক্যাশ ৳ ১,০৮০.০০' })).toBeVisible();
  await x.getByRole('button', { name: 'বন্ধ' }).click();
  await shiftButton.click();
  await page.getByRole('menuitem', { name: 'শিফট বন্ধ করুন' }).click();
  await count(page, { 1000: 1, 50: 1, 20: 1, 10: 1 }, bangla);
  await page.getByRole('dialog').getByRole('button', { name: 'শিফট বন্ধ করুন' }).click();
  const z = page.getByRole('dialog', { name: /^জেড রিপোর্ট SH-\d+$/ });
  await expect(z.getByRole('row', { name: 'পার্থক্য ৳ ০.০০' })).toBeVisible();
  await context.close();
});

test('a shift opened with the connection down is sent once it returns, before its sales, which go into it', async ({ browser, api, request }) => {
  const tag = uniqueName('OffShift').split(' ')[1];
  const cashier = await staff(api, 'Cashier', 'cashier-off');
  const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
  const product = await api.create('products', { category, name: `Gamcha ${tag}`, status: 'published', price: 250, cost: 100, vat: 0, stock: 5 });
  const code = String((await api.get('products', product._id)).barcode);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await logIn(page, cashier, PASSWORD);
  await openTill(page);
  // Online first: the till keeps its catalogue and a block of receipt numbers.
  await expect.poll(() => numbersLeft(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Open shift' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('till-connection')).toContainText('Offline');
  await page.getByRole('button', { name: 'Open shift' }).click();
  const opening = page.getByRole('dialog', { name: 'Open a shift: count the float' });
  await expect(opening.getByText(/^Offline: the shift opens on this till/)).toBeVisible();
  await count(page, { 500: 1 });
  await opening.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByRole('button', { name: /^Shift … · / })).toBeVisible();
  await sell(page, code, `Gamcha ${tag}`);

  await context.setOffline(false);
  // Sent: the shift is numbered, and the sale is in it (float 500 + the sale's 250).
  const shiftButton = page.getByRole('button', { name: /^Shift SH-\d+ · / });
  await expectSoon(shiftButton).toBeVisible();
  await expectSoon(page.getByTestId('till-connection')).toContainText('0 sales waiting');
  const login = await request.post('/api/auth/login', { data: { email: cashier, password: PASSWORD } });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const device = await page.evaluate(() => localStorage.getItem('pos.device'));
  const current = await request.get(`/api/shifts/current?device=${device}`, { headers: { Authorization: `Bearer ${token}` } });
  const shift = ((await current.json()) as { shift: { _id: string } }).shift;
  const report = await request.get(`/api/shifts/${shift._id}/report`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await report.json()) as { figures: unknown }).figures).toMatchObject({ openingFloat: 500, cashTendered: 250, expectedCash: 750 });
  await context.close();
});

test('a shift closed with the connection down is sent once it returns, after its sale, with the count as typed', async ({ browser, api, request }) => {
  const tag = uniqueName('OffClose').split(' ')[1];
  const cashier = await staff(api, 'Cashier', 'cashier-offclose');
  const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
  const product = await api.create('products', { category, name: `Orna ${tag}`, status: 'published', price: 250, cost: 100, vat: 0, stock: 5 });
  const code = String((await api.get('products', product._id)).barcode);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await logIn(page, cashier, PASSWORD);
  await openTill(page);
  await expect.poll(() => numbersLeft(page), { timeout: 30_000 }).toBeGreaterThan(0);

  // Opened online with ৳500.
  await page.getByRole('button', { name: 'Open shift' }).click();
  await count(page, { 500: 1 });
  await page.getByRole('dialog', { name: 'Open a shift: count the float' }).getByRole('button', { name: 'Open shift' }).click();
  const shiftButton = page.getByRole('button', { name: /^Shift SH-\d+ · / });
  await expect(shiftButton).toBeVisible();
  const number = (await shiftButton.textContent())?.trim() ?? '';
  expect(number).toMatch(/^SH-\d+$/);
  const login = await request.post('/api/auth/login', { data: { email: cashier, password: PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const device = await page.evaluate(() => localStorage.getItem('pos.device'));
  const current = async () =>
    ((await (await request.get(`/api/shifts/current?device=${device}`, { headers })).json()) as { shift: { _id: string } | null }).shift;
  const shiftId = (await current())!._id;

  // Offline: a ৳250 cash sale, then the close, counted ৳750 by note and coin.
  await context.setOffline(true);
  await expect(page.getByTestId('till-connection')).toContainText('Offline');
  await sell(page, code, `Orna ${tag}`);
  await shiftButton.click();
  await page.getByRole('menuitem', { name: 'Close shift' }).click();
  const closing = page.getByRole('dialog', { name: `Close shift ${number}: count the drawer` });
  await expect(closing.getByText(/^Offline: the close is kept on this till .*Its Z report is printed once it is sent/)).toBeVisible();
  await count(page, { 500: 1, 100: 2, 50: 1 });
  await closing.getByRole('button', { name: 'Close shift' }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByRole('status', { name: `Shift ${number} closed · not sent` })).toBeVisible();
  // No new shift until the old one's close is sent: the till holds one open shift.
  await expect(page.getByRole('button', { name: 'Open shift' })).toBeHidden();

  await context.setOffline(false);
  // Sent after its sale: the Z report, whose figures are the server's, is offered to print.
  const zButton = page.getByRole('button', { name: `Z report ${number}` });
  await expectSoon(zButton).toBeVisible();
  await expectSoon(page.getByTestId('till-connection')).toContainText('0 sales waiting');
  // Closed on the server with the sale in its figures and the count as typed.
  expect(await current()).toBeNull();
  const report = await request.get(`/api/shifts/${shiftId}/report`, { headers });
  expect(await report.json()).toMatchObject({
    kind: 'Z',
    shift: { status: 'closed', countedCounts: { '500': 1, '100': 2, '50': 1 }, countedCash: 750, expectedCash: 750, difference: 0 },
    figures: { openingFloat: 500, cashTendered: 250, sales: [{ method: 'cash', amount: 250, count: 1 }], expectedCash: 750 },
  });

  await zButton.click();
  const z = page.getByRole('dialog', { name: `Z report ${number}` });
  await expect(z.getByRole('row', { name: 'Expected cash ৳ 750.00' })).toBeVisible();
  await expect(z.getByRole('row', { name: 'Counted cash ৳ 750.00' })).toBeVisible();
  await expect(z.getByRole('row', { name: 'Difference ৳ 0.00' })).toBeVisible();
  await z.getByRole('button', { name: 'Close' }).click();
  await expect(zButton).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open shift' })).toBeVisible();
  await context.close();
});

import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { uniqueName, type OwnerApi } from './support/api';
import { OWNER_EMAIL, OWNER_PASSWORD } from './support/env';
import { expect, signedInTest as test } from './support/fixtures';
import { accountMenuButton, rowWith, search, toast } from './support/ui';

/**
 * Issue 19, the till: it shows what it will charge, and fits its screen, at
 * 1366×768 and on a 390×844 phone, in English and Bangla. Figures are checked
 * against fixed amounts worked out by hand in the comments.
 */

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const cart = (page: Page) => page.getByRole('list', { name: 'Cart' });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' });
const confirmOrder = (page: Page) => page.getByRole('button', { name: 'Confirm Order' });
const netPayable = (scope: Page | Locator) => scope.getByTestId('net-payable');

/** Settings and products changed through the API as the owner (the fixtures' client only creates and reads). */
async function ownerCall(request: APIRequestContext, method: 'PUT' | 'POST', path: string, data: Record<string, unknown>) {
  const login = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.fetch(`/api/${path}`, { method, headers: { Authorization: `Bearer ${accessToken}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The demo's "Bamboo Graphic Tee" as the issue found it: ৳950, its own 15 % off, 15 % VAT. */
async function bambooTee(api: OwnerApi) {
  const found = (await api.list('products', { search: 'Bamboo Graphic Tee', status: 'published', type: 'simple' })).doc.find(
    (p) => p.name === 'Bamboo Graphic Tee',
  );
  expect(found, 'the demo store has the Bamboo Graphic Tee').toBeTruthy();
  expect(found).toMatchObject({ price: 950, vat: 15, isDiscount: true, discountType: 'percentage', discount: 15 });
  return found!;
}

/** Types into the product search and waits for the list to follow, without pressing Enter (search as you type). */
async function find(page: Page, text: string, name: string) {
  await searchBox(page).fill(text);
  const card = page.getByRole('button', { name: `Add ${name} to cart`, exact: true });
  await expect(card).toBeVisible();
  return card;
}

async function openPos(page: Page) {
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** The element is on screen in full: inside the viewport, not cut by its own box. */
async function expectInViewport(page: Page, locator: Locator) {
  const viewport = page.viewportSize()!;
  // Polled: the phone's cart drawer slides in, and its contents are partly off screen for the first frames.
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      if (!box) return 'no box';
      const cut = [];
      if (box.x < 0) cut.push(`left edge at ${box.x}`);
      if (box.y < 0) cut.push(`top edge at ${box.y}`);
      if (box.x + box.width > viewport.width + 0.5) cut.push(`right edge at ${box.x + box.width}`);
      if (box.y + box.height > viewport.height + 0.5) cut.push(`bottom edge at ${box.y + box.height}`);
      return cut.join(', ');
    })
    .toBe('');
}

/** The element's left and right edges are within the viewport's width (it may be below the fold). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

/** Its text sits on one line: every piece of it has the same top. */
async function expectOneLine(locator: Locator) {
  const tops = await locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))];
  });
  expect(tops).toHaveLength(1);
}

/** Its text is not cut off (no ellipsis, no clipped second line). */
async function expectWhole(locator: Locator) {
  const cut = await locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(cut).toBe(false);
}

test.describe('at 1366×768', () => {
  test.use({ viewport: DESKTOP });

  test('the grid offers only what can be sold; a line the server refuses is marked and left out of every total', async ({ page, api, request }) => {
    test.setTimeout(180_000);
    const tag = uniqueName('Till').split(' ')[1];
    const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
    const base = { category, cost: 100, vat: 0, stock: 10 };
    await api.create('products', { ...base, name: `Tee ${tag}`, status: 'published', price: 500 });
    const cap = await api.create('products', { ...base, name: `Cap ${tag}`, status: 'published', price: 300 });
    await api.create('products', { ...base, name: `Draft ${tag}`, status: 'draft', price: 400 });
    await api.create('products', { ...base, name: `Old ${tag}`, status: 'archived', price: 200 });
    const sellable = (await api.list('products', { status: 'published', isActive: 'true', limit: 1 })).totalDocs;
    expect(sellable).toBeLessThan((await api.list('products', { limit: 1 })).totalDocs);

    await openPos(page);
    // The grid asks the server for what it sells: published and active.
    await expect(page.getByText(`${sellable} products`, { exact: true })).toBeVisible();
    await find(page, tag, `Tee ${tag}`);
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Add Draft ${tag} to cart` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Add Old ${tag} to cart` })).toHaveCount(0);

    await page.getByRole('button', { name: `Add Tee ${tag} to cart` }).click();
    await page.getByRole('button', { name: `Add Cap ${tag} to cart` }).click();
    // 500 + 300, no VAT.
    await expect(netPayable(page)).toHaveText('৳ 800.00');

    // The cap is taken off sale while it sits in the cart; the next change prices the cart again.
    await ownerCall(request, 'PUT', `products/${cap._id}`, { status: 'draft' });
    await page.getByRole('button', { name: `One more Tee ${tag}` }).click();
    const capLine = cart(page).getByRole('listitem', { name: `Cap ${tag}` });
    await expect(capLine).toContainText(`Not sold: Cap ${tag} is not for sale. Remove this line.`);
    // Every figure is the server's for the cart without the cap: 2 × 500.
    await expect(page.getByTestId('totals-subtotal')).toHaveText('৳ 1,000.00');
    await expect(netPayable(page)).toHaveText('৳ 1,000.00');
    await expect(page.getByText('1 line cannot be sold: remove it to confirm the order.')).toBeVisible();
    await expect(confirmOrder(page)).toBeDisabled();
    await page.keyboard.press('F4');
    await expect(page.getByRole('dialog', { name: 'Order Details' })).toHaveCount(0);

    await page.getByRole('button', { name: `Remove Cap ${tag}` }).click();
    await expect(confirmOrder(page)).toBeEnabled();
    await expect(netPayable(page)).toHaveText('৳ 1,000.00');
  });

  test('the price charged is shown with the listed one struck through; a cash sale rounds to the taka on screen, order, receipt and invoice', async ({
    page,
    api,
  }) => {
    test.setTimeout(180_000);
    await bambooTee(api);
    await openPos(page);
    const card = await find(page, 'Bamboo Graphic Tee', 'Bamboo Graphic Tee');
    // ৳950 less 15 % = ৳807.50, charged; ৳950 struck through.
    await expect(card.getByTestId('price-charged')).toContainText('৳ 807.50');
    await expect(card.getByTestId('price-listed')).toHaveText('was ৳ 950.00');
    await card.click();
    const line = cart(page).getByRole('listitem', { name: 'Bamboo Graphic Tee' });
    await expect(line.getByTestId('price-charged')).toContainText('৳ 807.50');
    await expect(line.getByTestId('price-listed')).toContainText('৳ 950.00');
    // VAT 15 % of 807.50 = 121.125 → 121.13; total 928.63, in cash ৳929 (rounding +0.37).
    await expect(page.getByTestId('totals-subtotal')).toHaveText('৳ 807.50');
    await expect(page.getByTestId('totals-vat')).toHaveText('৳ 121.13');
    await expect(page.getByTestId('totals-discount')).toHaveText('৳ 0.00');
    await expect(page.getByTestId('totals-rounding')).toHaveText('৳ 0.37');
    await expect(netPayable(page)).toHaveText('৳ 929.00');

    // F4: Order Details with the focus in Cash tendered.
    await page.keyboard.press('F4');
    const details = page.getByRole('dialog', { name: 'Order Details' });
    const tendered = details.getByRole('textbox', { name: 'Cash tendered (৳)' });
    await expect(tendered).toBeFocused();
    await expect(netPayable(details)).toHaveText('৳ 929.00');
    // By card it is charged to the poisha, without rounding.
    await details.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Card' }).click();
    await expect(netPayable(details)).toHaveText('৳ 928.63');
    await expect(details.getByTestId('totals-rounding')).toHaveCount(0);
    await details.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await expect(netPayable(details)).toHaveText('৳ 929.00');
    await tendered.fill('1000');
    await expect(details.getByTestId('change-due')).toHaveText('৳ 71.00');
    // Enter pays.
    await tendered.press('Enter');
    await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 })).toBeVisible();

    // The order: the rounding in its figures and its payment, nothing due.
    await expect(page.getByTestId('totals-rounding')).toHaveText('৳ 0.37');
    await expect(netPayable(page)).toHaveText('৳ 929.00');
    await expect(page.getByTestId('order-due')).toHaveText('৳ 0.00');
    await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /Cash .*৳ 929\.00$/ })).toBeVisible();
    const lineRow = page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Bamboo Graphic Tee/ });
    await expect(lineRow.getByTestId('price-listed')).toContainText('৳ 950.00');

    // The 80 mm receipt.
    await page.emulateMedia({ media: 'print' });
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('Rounding৳ 0.37');
    await expect(receipt.locator('s')).toHaveText('৳ 950.00');
    await page.emulateMedia({ media: 'screen' });

    // The invoice PDF.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Invoice PDF' }).click();
    const text = execFileSync('pdftotext', ['-layout', await (await downloading).path(), '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Rounding\s+৳\s?0\.37/);
    expect(text).toMatch(/Net Payable\s+৳\s?929\.00/);
    expect(text).toMatch(/950\.00\s+৳\s?807\.50/);

    // The return dialog says what it refunds before it is confirmed: 807.50 + 121.13.
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('dialog', { name: /^Return items of S-\d+$/ });
    await form.getByRole('textbox', { name: 'Return quantity of Bamboo Graphic Tee' }).fill('1');
    await expect(form.getByTestId('refund-amount')).toHaveText('Refund: ৳ 928.63');
  });

  test('a three-line sale with a variant, a customer and a Dhaka delivery; Confirm Order stays in view however many lines', async ({ page, api }) => {
    test.setTimeout(240_000);
    await bambooTee(api);
    const tag = uniqueName('Till').split(' ')[1];
    const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
    const base = { category, cost: 100, vat: 0, status: 'published' };
    const attrs = (size: string, color: string) => [
      { label: 'Size', value: size },
      { label: 'Color', value: color },
    ];
    await api.create('products', {
      ...base,
      name: `Rayon A-Line Kurti ${tag}`,
      type: 'variable',
      price: 1200,
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      variations: [
        { name: 'S-Red', price: 1200, cost: 600, stock: 3, attributes: attrs('S', 'Red') },
        { name: 'S-Blue', price: 1200, cost: 600, stock: 0, attributes: attrs('S', 'Blue') },
        { name: 'M-Red', price: 1200, cost: 600, stock: 2, attributes: attrs('M', 'Red') },
        { name: 'M-Blue', price: 1300, cost: 650, stock: 1, attributes: attrs('M', 'Blue') },
      ],
    });
    await api.create('products', { ...base, name: `Belt ${tag}`, price: 350, stock: 10 });
    for (let i = 1; i <= 7; i++) await api.create('products', { ...base, name: `Sock ${i} ${tag}`, price: 100, stock: 10 });
    const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await api.create('customers', { name: `Abdur Rahman Chowdhury ${tag}`, phone });
    await api.create('coupons', { code: `TILL${tag}`, type: 'flat', amount: 100, isActive: true });

    await openPos(page);
    // Empty, Confirm Order is on screen.
    await expectInViewport(page, confirmOrder(page));

    // Eight lines: the lines scroll, Confirm Order stays on screen.
    await searchBox(page).fill(`Sock`);
    await searchBox(page).fill(`${tag}`);
    await expect(page.getByRole('button', { name: `Add Sock 7 ${tag} to cart` })).toBeVisible();
    for (let i = 1; i <= 7; i++) await page.getByRole('button', { name: `Add Sock ${i} ${tag} to cart` }).click();
    await page.getByRole('button', { name: `Add Belt ${tag} to cart` }).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(8);
    await expectInViewport(page, confirmOrder(page));
    const lines = page.getByTestId('cart-lines');
    expect(await lines.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Held with its amount: 7 × 100 + 350.
    await page.keyboard.press('F7');
    await page.getByRole('dialog', { name: 'Hold cart' }).getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(toast(page, 'Cart held')).toBeVisible();
    await page.keyboard.press('F9');
    const held = page.getByRole('dialog', { name: 'Held carts' });
    await expect(held.getByRole('button', { name: /^Resume Guest · / }).first()).toContainText('৳ 1,050.00');
    await held
      .getByRole('button', { name: /^Delete held cart Guest · / })
      .first()
      .click();
    await held.getByRole('button', { name: 'Close' }).click();

    // The variant picker says what is left of each size and colour, and greys out what is sold out.
    await find(page, `Rayon A-Line Kurti ${tag}`, `Rayon A-Line Kurti ${tag}`);
    const kurti = page.getByRole('button', { name: `Add Rayon A-Line Kurti ${tag} to cart` });
    await expect(kurti.getByTestId('card-variants')).toHaveText('2 sizes · 2 colours');
    await kurti.click();
    const picker = page.getByRole('dialog', { name: `Choose size and colour: Rayon A-Line Kurti ${tag}` });
    await expect(picker.getByRole('button', { name: 'Blue, 1 in stock' })).toBeEnabled();
    await picker.getByRole('button', { name: 'S, 3 in stock' }).click();
    await expect(picker.getByRole('button', { name: 'Blue, 0 in stock' })).toBeDisabled();
    await picker.getByRole('button', { name: 'Red, 3 in stock' }).click();
    await picker.getByRole('button', { name: 'Add to cart' }).click();
    const kurtiLine = cart(page).getByRole('listitem', { name: `Rayon A-Line Kurti ${tag} (S-Red)` });
    await expect(kurtiLine.getByTestId('line-variant')).toHaveText('S-Red');
    await expect(kurtiLine.getByTestId('line-variant')).toBeVisible();
    await expectWhole(kurtiLine.getByText(`Rayon A-Line Kurti ${tag}`, { exact: true }));

    // Three lines: the kurti, the tee and the belt (the socks and the belt went with the held cart).
    await (await find(page, 'Bamboo Graphic Tee', 'Bamboo Graphic Tee')).click();
    await (await find(page, `Belt ${tag}`, `Belt ${tag}`)).click();
    await expect(cart(page).getByRole('listitem')).toHaveCount(3);

    // The customer in full, name and phone.
    await page.getByRole('combobox', { name: 'Customer' }).fill(phone);
    await page.getByRole('option', { name: new RegExp(`Abdur Rahman Chowdhury ${tag}`) }).click();
    const customer = page.getByTestId('pos-customer');
    await expect(customer).toContainText(`Abdur Rahman Chowdhury ${tag}`);
    await expect(customer).toContainText(phone);
    await expectWhole(customer.getByText(`Abdur Rahman Chowdhury ${tag}`));

    // A Dhaka address: the ৳60 delivery of the settings. 807.50 + 1200 + 350 = 2357.50; VAT 121.13; 2538.63 → ৳2,539 in cash.
    await page.getByRole('button', { name: 'Set address' }).click();
    const address = page.getByRole('dialog', { name: 'Delivery address' });
    for (const [label, value] of [
      ['Email', 'abdur@example.com'],
      ['Street', 'House 7, Road 2, Dhanmondi'],
      ['City', 'Dhaka'],
      ['Postal code', '1209'],
    ]) {
      await address.getByRole('textbox', { name: label, exact: false }).first().fill(value);
    }
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 60.00');
    await expect(page.getByTestId('totals-subtotal')).toHaveText('৳ 2,357.50');
    await expect(page.getByTestId('totals-vat')).toHaveText('৳ 121.13');
    await expect(page.getByTestId('totals-rounding')).toHaveText('৳ 0.37');
    await expect(netPayable(page)).toHaveText('৳ 2,539.00');

    // A typed shipping sticks when the address changes; cleared, the address decides again (outside Dhaka: ৳120).
    const shipping = page.getByRole('textbox', { name: 'Shipping (৳)' });
    await shipping.fill('100');
    await shipping.press('Enter');
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 100.00');
    await page.getByRole('button', { name: 'Edit address' }).click();
    await address.getByRole('textbox', { name: 'City', exact: false }).fill('Chattogram');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 100.00');
    await page.getByRole('button', { name: 'Use the delivery charge of the address' }).click();
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 120.00');
    await page.getByRole('button', { name: 'Edit address' }).click();
    await address.getByRole('textbox', { name: 'City', exact: false }).fill('ঢাকা');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 60.00');

    // A refused coupon: the reason shows and the field stays editable; the right code applies without Remove.
    const coupon = page.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill('NOPE19');
    await coupon.press('Enter');
    await expect(page.getByText('Coupon NOPE19 does not exist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove coupon' })).toHaveCount(0);
    await coupon.fill(`till${tag}`);
    await coupon.press('Enter');
    await expect(page.getByText(`Coupon TILL${tag.toUpperCase()}: ৳ 100.00 off`)).toBeVisible();
    // 2538.63 − 100 = 2438.63 → ৳2,439 in cash.
    await expect(netPayable(page)).toHaveText('৳ 2,439.00');
    await expectInViewport(page, confirmOrder(page));

    // Cash, the exact amount: F4 then Enter.
    await page.keyboard.press('F4');
    await expect(page.getByRole('dialog', { name: 'Order Details' }).getByRole('textbox', { name: 'Cash tendered (৳)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 })).toBeVisible();
    await expect(netPayable(page)).toHaveText('৳ 2,439.00');
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 60.00');
    await expect(page.getByTestId('order-due')).toHaveText('৳ 0.00');
  });

  test('the till takes the payment methods of the settings; the orders list shows every method of a split sale', async ({ page, api, request }) => {
    test.setTimeout(180_000);
    const tag = uniqueName('Till').split(' ')[1];
    const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
    await api.create('products', { category, name: `Scarf ${tag}`, status: 'published', price: 250, cost: 100, vat: 0, stock: 5 });
    try {
      // Settings → Payments: the shop takes cash, bKash and Rocket.
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'Payments' });
      await card.getByRole('button', { name: 'Edit Payments' }).click();
      for (const method of ['Card', 'Nagad', 'Upay', 'Other']) await card.getByRole('checkbox', { name: method }).uncheck();
      await expect(card.getByLabel('Round Cash Sales to the Taka')).toBeChecked();
      await card.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(page, 'Information Updated Successfully')).toBeVisible();
      await expect(card.getByText('bKash', { exact: true })).toBeVisible();
      await expect(card.getByText('Nagad', { exact: true })).toHaveCount(0);

      await openPos(page);
      await (await find(page, `Scarf ${tag}`, `Scarf ${tag}`)).click();
      await expect(netPayable(page)).toHaveText('৳ 250.00');
      await confirmOrder(page).click();
      const details = page.getByRole('dialog', { name: 'Order Details' });
      await details.getByRole('combobox', { name: 'Payment method' }).click();
      await expect(page.getByRole('option')).toHaveText(['Cash', 'bKash', 'Rocket']);
      await page.getByRole('option', { name: 'Cash' }).click();
      await details.getByRole('checkbox', { name: 'Split across two methods' }).check();
      await details.getByRole('textbox', { name: 'Amount (৳)', exact: true }).fill('100');
      await expect(details.getByRole('combobox', { name: 'Second method' })).toHaveText('bKash');
      await details.getByRole('textbox', { name: 'Second amount (৳)' }).fill('150');
      await details.getByRole('textbox', { name: 'Second reference' }).fill('BK19');
      await details.getByRole('button', { name: 'Confirm & Pay' }).click();
      await expect(page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 })).toBeVisible();
      const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '');

      await page.goto('/orders');
      await search(page, number);
      const row = rowWith(page, number);
      await expect(row).toBeVisible();
      await expect(row.getByText('Cash', { exact: true })).toBeVisible();
      await expect(row.getByText('bKash', { exact: true })).toBeVisible();
    } finally {
      await ownerCall(request, 'PUT', 'settings', { paymentMethods: ['cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'] });
    }
  });

  test('in Bangla: the guest, the coupon button on one line, the figures and the rounding', async ({ page, api }) => {
    test.setTimeout(120_000);
    await bambooTee(api);
    await openPos(page);
    await accountMenuButton(page).click();
    await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
    await expect(page.getByRole('heading', { name: 'পয়েন্ট অফ সেল', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'গ্রাহক' })).toHaveAttribute('placeholder', 'অতিথি');
    await expect(page.getByRole('combobox', { name: 'গ্রাহক' })).toBeVisible();
    await page.getByRole('textbox', { name: 'পণ্য খুঁজুন (নাম, এসকেইউ, বারকোড)' }).fill('Bamboo Graphic Tee');
    // The list follows the search: a card clicked while the first page is swapped for the results gets its press and its
    // release on two different elements, and no click.
    await expect(page.getByRole('button', { name: /কার্টে যোগ করুন$/ }).filter({ hasNotText: 'Bamboo Graphic Tee' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Bamboo Graphic Tee কার্টে যোগ করুন', exact: true }).click();
    await expect(page.getByTestId('net-payable')).toHaveText('৳ ৯২৯.০০');
    await expect(page.getByRole('row', { name: /রাউন্ডিং/ })).toContainText('৳ ০.৩৭');
    await page.getByRole('textbox', { name: 'কুপন কোড' }).fill('X');
    const apply = page.getByRole('button', { name: 'কুপন প্রয়োগ করুন' });
    // Its words on one line, whole.
    await expectOneLine(apply);
    await expectWhole(apply);
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('cart lines are readable cards with their controls on screen; the order page keeps its amounts in view', async ({ page, api }) => {
    test.setTimeout(180_000);
    await bambooTee(api);
    const tag = uniqueName('Till').split(' ')[1];
    const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
    await api.create('products', { category, name: `Rayon A-Line Kurti Long Name ${tag}`, status: 'published', price: 2050, cost: 900, vat: 0, stock: 5 });
    await openPos(page);
    await (await find(page, 'Bamboo Graphic Tee', 'Bamboo Graphic Tee')).click();
    await (await find(page, tag, `Rayon A-Line Kurti Long Name ${tag}`)).click();
    await page.getByRole('button', { name: /^Open cart/ }).click();

    for (const name of ['Bamboo Graphic Tee', `Rayon A-Line Kurti Long Name ${tag}`]) {
      const line = cart(page).getByRole('listitem', { name });
      await expectInViewport(page, line.getByText(name, { exact: true }));
      await expectWhole(line.getByText(name, { exact: true }));
      // The amount on one line, on screen.
      const amount = line.getByTestId('line-total');
      await expectInViewport(page, amount);
      expect((await amount.boundingBox())!.height).toBeLessThan(30);
      // A small quantity box; minus, plus and remove on screen.
      expect((await line.getByRole('textbox', { name: `Quantity of ${name}` }).boundingBox())!.width).toBeLessThan(80);
      for (const button of [`One less ${name}`, `One more ${name}`, `Remove ${name}`]) await expectInViewport(page, line.getByRole('button', { name: button }));
    }
    await page.getByRole('button', { name: `One more Rayon A-Line Kurti Long Name ${tag}` }).click();
    // 807.50 + 121.13 + 2 × 2050 = 5028.63 → ৳5,029 in cash.
    await expect(netPayable(page)).toHaveText('৳ 5,029.00');
    await expectInViewport(page, confirmOrder(page));

    await confirmOrder(page).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await expect(details.getByRole('textbox', { name: 'Cash tendered (৳)' })).toBeFocused();
    await details.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 })).toBeVisible();
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('cell', { name: '৳ 4,100.00' })).toBeVisible();
    for (const cell of await lines.getByRole('cell', { name: /^৳/ }).all()) await expectWithinWidth(page, cell);
    await expectWithinWidth(page, page.getByRole('table', { name: 'Payments' }).getByRole('cell', { name: '৳ 5,029.00' }));
    // Nothing in the page is wider than the phone: no sideways scrolling.
    expect(await page.getByRole('main').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

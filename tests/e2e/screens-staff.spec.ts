import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect as baseExpect, signedInTest as test } from './support/fixtures';
import { accountMenuButton, toast } from './support/ui';

/*
 * Issue 19, the screens as a cashier and a store manager found them at
 * 1366 × 768 and on a 390 × 844 phone, in English and Bangla: each point
 * measured as a person sees it.
 */

// Several engineers share two cores: screens can take a while to load. Each test has a browser of its
// own, so a language chosen in one does not carry over to the next.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function chooseLanguage(page: Page, choice: 'English' | 'বাংলা') {
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', choice === 'English' ? 'en' : 'bn');
}

/** The list's rows once loaded (the skeleton is a table too, without row menus). */
async function loadedList(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Actions for |কাজসমূহ$/ })
      .first(),
  ).toBeVisible();
}

/** How many lines of text an element's content takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

/** The cells of a column by its header's text, in the body of the table. */
async function columnCells(page: Page, header: RegExp): Promise<Locator> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => header.test(h.trim()));
  expect(index, `a column headed ${String(header)} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return page.locator('table tbody tr').locator(`td:nth-child(${index + 1})`);
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: LAPTOP });

  for (const language of ['English', 'বাংলা'] as const) {
    test(`the products table fits with Stock in view, and money stays on one line (${language})`, async ({ page }) => {
      await page.goto('/');
      await chooseLanguage(page, language);
      await loadedList(page, '/products');
      const scroller = page.locator('.RaDataTable-root').locator('..');
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const stock = page.getByRole('columnheader', { name: language === 'English' ? 'Stock' : 'স্টক' });
      await expect(stock).toBeInViewport({ ratio: 1 });
      const stockCells = await columnCells(page, language === 'English' ? /^Stock/ : /^স্টক/);
      await expect(stockCells.first()).toBeInViewport({ ratio: 1 });
      // Nothing of the row hides under the pinned row menu: Stock ends before it starts.
      const menu = await page.getByRole('columnheader', { name: /Actions|কাজসমূহ/ }).boundingBox();
      const stockBox = await stock.boundingBox();
      expect(stockBox && menu && stockBox.x + stockBox.width).toBeLessThanOrEqual(menu?.x ?? 0);

      const prices = await columnCells(page, language === 'English' ? /^Price/ : /^মূল্য/);
      const count = await prices.count();
      expect(count).toBeGreaterThan(10);
      for (let i = 0; i < count; i++) expect(await linesOf(prices.nth(i)), `price ${await prices.nth(i).innerText()}`).toBe(1);
    });
  }

  test('the orders table shows each whole date on one line and each total on one line', async ({ page }) => {
    await loadedList(page, '/orders');
    const scroller = page.locator('.RaDataTable-root').locator('..');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const menu = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    const created = await columnCells(page, /^Created/);
    const totals = await columnCells(page, /^Total/);
    for (let i = 0; i < 8; i++) {
      const day = created.nth(i).locator('span').first();
      await expect(day).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      expect(await linesOf(day)).toBe(1);
      await expect(day).toBeInViewport({ ratio: 1 });
      const box = await day.boundingBox();
      // Not cut by the pinned row menu ("2026-11-2" was what showed).
      expect(box && menu && box.x + box.width).toBeLessThanOrEqual(menu?.x ?? 0);
      expect(await linesOf(totals.nth(i))).toBe(1);
    }
  });

  test("a product's Type offers no blank choice, and its Sizes and Colors suggest the store's as you type, still taking a new one with Enter", async ({
    page,
    api,
  }) => {
    const storeSizes = (await api.list('sizes', { limit: 1000 })).doc.map((s) => String(s.name));
    const storeColors = (await api.list('colors', { limit: 1000 })).doc.map((c) => String(c.name));
    expect(storeSizes.length).toBeGreaterThan(3);
    await page.goto('/products/create');
    const type = page.getByRole('combobox', { name: /^Type/ });
    await type.scrollIntoViewIfNeeded();
    await type.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Simple', 'Variable']);
    await page.getByRole('option', { name: 'Variable' }).click();

    const sizes = page.getByRole('combobox', { name: 'Sizes' });
    await expect(sizes).toHaveAccessibleDescription('Type to choose from Sizes, or type a new one and press Enter');
    await sizes.click();
    // In the order the Sizes screen lists them (their Sort Order), not alphabetically.
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(storeSizes);
    await page.getByRole('option', { name: storeSizes[1], exact: true }).click();
    await sizes.fill(storeSizes[0].toLowerCase());
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(storeSizes[0]);
    await sizes.press('Enter');
    await sizes.fill('Free Size');
    await sizes.press('Enter');
    const chips = page.locator('.MuiAutocomplete-root').filter({ has: sizes }).locator('.MuiChip-root');
    await expect(chips).toHaveText([storeSizes[1], storeSizes[0], 'Free Size']);
    // Enter added; it did not save the form.
    await expect(page).toHaveURL(/\/products\/create$/);

    const colors = page.getByRole('combobox', { name: 'Colors' });
    await colors.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(storeColors);
    await page.getByRole('option', { name: storeColors[0], exact: true }).click();
    // The variants are made from the chosen sizes and colours.
    const variant = (name: string) => page.getByRole('table', { name: 'Variants' }).getByRole('row', { name: new RegExp(`^${name} `) });
    await expect(variant(`${storeSizes[1]}-${storeColors[0]}`)).toHaveCount(1);
    await expect(variant(`Free Size-${storeColors[0]}`)).toHaveCount(1);
  });

  test('the page builder says what is published: nothing yet, the version now live, and that later changes are not', async ({ page, api }) => {
    const path = uniqueName('eid offers')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    await api.create('contents', { path, title: 'Eid offers', type: 'builder' });
    await page.goto(`/contents/${path}/builder`);
    const status = page.getByRole('status').filter({ hasText: /saved|Saving/ });
    await expect(status).toContainText('Not published yet');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Page published')).toBeVisible();
    await expect(status).toContainText('Published: version 1 is live');
    await expect(status).not.toContainText('Draft version');

    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: 'Heading', exact: true }).click();
    await expect(status).toContainText('Version 1 is live; these changes are not published');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, 'Draft saved')).toBeVisible();
    await expect(status).toContainText('Version 1 is live; these changes are not published');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(status).toContainText('Published: version 2 is live');
  });

  test('a settings card in Edit with changes asks before the page is left or the card closed', async ({ page, api }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Settings');
    const shop = page.getByRole('region', { name: 'Shop' });
    const before = String(((await api.list('settings')) as unknown as { shopName: string }).shopName);

    // Without a change, leaving and closing ask nothing.
    await shop.getByRole('button', { name: 'Edit Shop' }).click();
    await shop.getByRole('button', { name: 'Discard' }).click();
    await expect(shop.getByRole('button', { name: 'Edit Shop' })).toBeVisible();

    await shop.getByRole('button', { name: 'Edit Shop' }).click();
    const name = shop.getByRole('textbox', { name: /^Shop Name/ });
    await name.fill(`${before} Outlet`);
    await expect(name).toHaveValue(`${before} Outlet`);
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Dashboard' }).click();
    const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(ask).toContainText('Your changes to Shop are not saved');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(name).toHaveValue(`${before} Outlet`);

    // Closing the card asks too.
    await shop.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toContainText('Discard them?');
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Keep editing' }).click();
    await expect(name).toHaveValue(`${before} Outlet`);

    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(((await api.list('settings')) as unknown as { shopName: string }).shopName).toBe(before);

    // A refused value shows under its field, named by its label in the toast.
    await page.goto('/settings');
    const money = page.getByRole('region', { name: 'Money' });
    await money.getByRole('button', { name: 'Edit Money' }).click();
    const code = money.getByRole('textbox', { name: /^Currency Code/ });
    await code.fill('tk');
    await money.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, /^Error\s*Currency Code: /)).toBeVisible();
    await expect(code).toHaveAccessibleDescription(/.+/);
    await expect(page.getByText(/currencyCode/)).toHaveCount(0);
    await money.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(money.getByRole('button', { name: 'Edit Money' })).toBeVisible();
  });

  for (const language of [
    { choice: 'English', toast: /^Error\s*Current password: is incorrect$/ },
    { choice: 'বাংলা', toast: /^ত্রুটি\s*বর্তমান পাসওয়ার্ড: / },
  ] as const) {
    test(`a wrong current password is named by its label, not its key (${language.choice})`, async ({ page }) => {
      await page.goto('/');
      await chooseLanguage(page, language.choice);
      await accountMenuButton(page).click();
      await page.getByRole('menuitem', { name: /Change password|পাসওয়ার্ড পরিবর্তন/ }).click();
      const dialog = page.getByRole('dialog');
      const fields = dialog.locator('input[type="password"]');
      await fields.nth(0).fill('not-the-password');
      await fields.nth(1).fill('another-pass-1');
      await fields.nth(2).fill('another-pass-1');
      await dialog.getByRole('button', { name: /Update password|পাসওয়ার্ড হালনাগাদ করুন/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: language.toast })).toBeVisible();
      await expect(page.getByText(/oldPassword/)).toHaveCount(0);
      await dialog.getByRole('button', { name: /Cancel|বাতিল/ }).click();
    });
  }

  test("in Bangla the rich-text editor's level and colour swatches are Bangla", async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'বাংলা');
    await page.goto('/categories/create');
    const editor = page.getByRole('textbox', { name: 'বিবরণ', exact: true });
    await editor.scrollIntoViewIfNeeded();
    const level = page.getByRole('button', { name: 'সাধারণ', exact: true });
    await expect(level).toHaveAttribute('title', 'লেখার ধরন বাছুন');
    await level.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'সাধারণ',
      'শিরোনাম ১',
      'শিরোনাম ২',
      'শিরোনাম ৩',
      'শিরোনাম ৪',
      'শিরোনাম ৫',
      'শিরোনাম ৬',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'লেখার রং' }).click();
    const swatches = page.getByRole('group', { name: 'লেখার রং' }).getByRole('button');
    await expect(swatches).toHaveCount(35);
    await expect(swatches.nth(8)).toHaveAccessibleName('লাল ৭০০');
    await expect(page.getByText('Normal', { exact: true })).toHaveCount(0);
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use(PHONE);

  test('the sidebar shows the whole shop name above the menu', async ({ page, api }) => {
    const shopName = String(((await api.list('settings')) as unknown as { shopName: string }).shopName);
    await page.goto('/');
    await page.getByRole('button', { name: /open menu/i }).click();
    const title = page.getByText(shopName, { exact: true }).and(page.locator('.RaSidebar-paper *'));
    await expect(title).toBeInViewport({ ratio: 1 });
    const box = await title.boundingBox();
    const firstEntry = await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem').first().boundingBox();
    expect(box && firstEntry && box.y + box.height).toBeLessThanOrEqual(firstEntry?.y ?? 0);
    // Not squeezed or cut: the box holds all of its text.
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await linesOf(title)).toBeGreaterThanOrEqual(1);
    expect(box?.height ?? 0).toBeGreaterThan(20);
  });

  test('a product card writes its price on one line, and the settings page is titled in Bangla', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    const price = card
      .getByRole('term')
      .filter({ hasText: /^Price$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(price).toHaveText(/৳/);
    expect(await linesOf(price)).toBe(1);

    await page.goto('/');
    await chooseLanguage(page, 'বাংলা');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'সেটিংস' })).toBeInViewport();
    await expect(page.getByText(/resources\.settings/)).toHaveCount(0);
  });
});

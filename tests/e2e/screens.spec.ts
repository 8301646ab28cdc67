import type { Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { confirm, logOut, openRowMenu, rowWith, search, tableRows, toast } from './support/ui';

/*
 * What staff hit when they tried the admin screens (issue 7), each checked as
 * a person sees it, at a 1366 × 850 laptop unless a test says otherwise.
 */
test.use({ viewport: { width: 1366, height: 850 } });

async function findCategory(page: Page, name: string) {
  await page.goto('/categories');
  await search(page, name);
  await expect(rowWith(page, name)).toHaveCount(1);
}

async function openAddCategory(page: Page) {
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name', { exact: false }).first()).toBeVisible();
  return dialog;
}

test('a long dialog keeps its title and Save in view while its body scrolls', async ({ page }) => {
  const dialog = await openAddCategory(page);
  const title = dialog.getByRole('heading', { name: 'Add New Category' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(title).toBeInViewport();
  await expect(save).toBeInViewport();
  // The SEO section is at the bottom of a form much taller than the screen.
  await dialog.getByLabel('Meta Description').scrollIntoViewIfNeeded();
  await expect(dialog.getByLabel('Meta Description')).toBeInViewport();
  await expect(title).toBeInViewport();
  await expect(save).toBeInViewport();
});

test("§2.7's paired switches sit side by side", async ({ page }) => {
  const dialog = await openAddCategory(page);
  const top = async (label: string) => (await dialog.getByRole('switch', { name: label }).boundingBox())?.y ?? 0;
  // The form's parts load lazily: measure once the layout has settled, not while it is drawn.
  await expect.poll(async () => Math.abs((await top('Active')) - (await top('Featured')))).toBeLessThan(4);
  await expect.poll(async () => Math.abs((await top('Display in Menu')) - (await top('Display on Home Page')))).toBeLessThan(4);
  expect(await top('Display in Menu')).toBeGreaterThan(await top('Active'));
});

test("§2.7's column order: name, parent category, slug", async ({ page }) => {
  await page.goto('/categories');
  // The loading skeleton is a table too: wait for the rows' own menus.
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Actions for / })
      .first(),
  ).toBeVisible();
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
  expect(headers.slice(0, 3)).toEqual(['Name', 'Parent Category', 'Slug']);
});

test('on edit the fixed slug no longer says it can be left empty; the view names its section once', async ({ page, api }) => {
  const name = uniqueName('Kurta');
  await api.create('categories', { name });
  await findCategory(page, name);

  let menu = await openRowMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  const slug = page.getByRole('dialog').getByLabel('Slug');
  await expect(slug).toBeDisabled();
  await expect(slug).not.toHaveAccessibleDescription(/Leave empty/);
  await expect(slug).toHaveAccessibleDescription(/cannot be changed/);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  menu = await openRowMenu(page, name);
  await menu.getByRole('menuitem', { name: 'View' }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByText(name).first()).toBeVisible();
  await expect(view.getByText('Category Details', { exact: true })).toHaveCount(1);
});

test('a refused prompt value keeps the prompt open with the reason under the field, named by its label in the toast-free flow', async ({ page, api }) => {
  const name = uniqueName('Fatua');
  await api.create('categories', { name, priority: 2 });
  await findCategory(page, name);
  const menu = await openRowMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Update priority' }).click();
  const prompt = page.getByRole('dialog');
  await prompt.getByLabel('New value').fill('-5');
  await confirm(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel('New value')).toHaveValue('-5');
  await expect(prompt.getByText(/at least 0/)).toBeVisible();
  await prompt.getByLabel('New value').fill('5');
  await confirm(page);
  await expect(toast(page, 'Priority updated successfully')).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('error toasts are titled Error, name fields by label and stay 9 seconds', async ({ page, api }) => {
  const name = uniqueName('Lungi');
  await api.create('categories', { name, priority: 2 });
  await findCategory(page, name);
  // Mark as Featured cannot fail; a refused bulk value can: change the record behind the screen.
  await page.route('**/api/categories/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'isFeatured: is locked',
        errors: [{ field: 'isFeatured', message: 'is locked' }],
      }),
    });
  });
  const menu = await openRowMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Mark as Featured' }).click();
  await confirm(page);
  const shown = toast(page, 'Featured: is locked');
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Error');
  await expect(shown).not.toContainText('isFeatured');
  await page.waitForTimeout(6000);
  await expect(shown).toBeVisible();
});

test("a date 'between' with the start after the end is refused; dates are typed YYYY-MM-DD", async ({ page }) => {
  await page.goto('/categories');
  await expect(tableRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filter by Created' }).click();
  const panel = page.getByRole('dialog', { name: 'Created' });
  // The condition is a native select (ChoiceField), as in filters.spec.ts.
  await panel.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'Between' });
  const from = panel.getByLabel('From');
  await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await from.fill('2026-11-10');
  await panel.getByLabel('To').fill('2026-11-01');
  await expect(panel.getByText('The end is before the start')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await panel.getByLabel('To').fill('2026-11-20');
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeEnabled();
});

test('a filter the server refuses gives an error card with a reset, and is not remembered', async ({ page }) => {
  await page.goto(`/categories?filter=${encodeURIComponent(JSON.stringify({ bogus: 'x' }))}`);
  // The first visit loads the list's code and the schema before the refused request.
  await expect(page.getByText('Error Fetching Data.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('bogus: is not a filter of categories')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).click();
  await expect(tableRows(page).first()).toBeVisible();

  // An old link again, then the list from the menu: the refused key did not stick.
  await page.goto(`/categories?filter=${encodeURIComponent(JSON.stringify({ bogus: 'x' }))}`);
  await expect(page.getByText('Error Fetching Data.')).toBeVisible({ timeout: 20_000 });
  await page.goto('/customers');
  await page.goto('/categories');
  await expect(tableRows(page).first()).toBeVisible();
});

test('the colour mode survives logout', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /dark|theme|mode/i })
    .click();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await logOut(page);
  await expect.poll(background).toBe(dark);
});

test('the customer page offers call and email; address buttons are labelled', async ({ page, api }) => {
  const customer = await api.create('customers', { name: uniqueName('Rahima'), phone: `017${String(Date.now()).slice(-8)}`, email: 'rahima@example.com' });
  await page.goto(`/customers/${customer._id}`);
  await expect(page.getByRole('link', { name: `Call ${String(customer.phone)}` })).toHaveAttribute('href', `tel:${String(customer.phone)}`);
  await expect(page.getByRole('link', { name: 'Email rahima@example.com' })).toHaveAttribute('href', 'mailto:rahima@example.com');

  await page.goto('/customers/create');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('button', { name: 'Remove this address' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an address's fields follow each other closely; the top bar's title ends in … when cut", async ({ page }) => {
    await page.goto('/customers/create');
    await page.getByRole('button', { name: 'Add address' }).click();
    // The visible label carries the required mark ("Street *"); the textbox is named without it.
    const top = async (label: string) => (await page.getByRole('textbox', { name: label, exact: true }).last().boundingBox())?.y ?? 0;
    const street = await top('Street');
    const city = await top('City');
    expect(city - street).toBeGreaterThan(0);
    expect(city - street).toBeLessThan(90);
    await expect(page.locator('#react-admin-title')).toHaveCSS('text-overflow', 'ellipsis');
  });
});

test('with Transparent on, the colour swatch shows transparency, not the old colour', async ({ page }) => {
  await page.goto('/colors');
  await page.getByRole('button', { name: 'Add Color' }).click();
  const dialog = page.getByRole('dialog');
  const swatch = dialog.locator('input[type="color"]');
  await expect(swatch).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('switch', { name: 'Transparent' }).check();
  await expect(swatch).toHaveCSS('opacity', '0');
  await expect(swatch).toBeDisabled();
  const field = swatch.locator('..');
  await expect(field).toHaveCSS('background-image', /linear-gradient/);
});

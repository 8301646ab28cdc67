import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect as baseExpect, signedInTest as test } from './support/fixtures';
import { confirm, openRowMenu, rowWith, search, toast } from './support/ui';

// The machine running these is shared: give each step and each wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });
/*
 * The products of issue 8, as a person uses them: a variable product made
 * from 3 sizes × 2 colours with one variant edited, found in the table with
 * its stock summed, then published from the row menu.
 */

// Forms with many sections and lazy parts on a machine shared by many: more than a default test's time.
test.describe.configure({ timeout: 240_000 });

async function pickOption(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

async function addStrings(field: Locator, values: string[]) {
  for (const v of values) {
    await field.fill(v);
    await field.press('Enter');
  }
}

/** The status chip of a product's row in the table. */
function statusChip(page: Page, name: string): Locator {
  return rowWith(page, name)
    .locator('.MuiChip-root')
    .filter({ hasText: /^(draft|published|archived)$/i });
}

test('a variable product of 3 sizes × 2 colours, one variant edited, listed with its stock summed, then published', async ({ page, api }) => {
  const category = await api.create('categories', { name: uniqueName('Panjabi') });
  const name = uniqueName('Eid Panjabi');

  await page.goto('/products/create');
  await expect(page.getByRole('heading', { name: 'Add New Product' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).first().fill(name);
  await pickOption(page, page.getByRole('combobox', { name: 'Category' }), String(category.name));
  await page.getByRole('spinbutton', { name: 'Cost' }).fill('800');
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('1200');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Variable' }).click();
  await addStrings(page.getByRole('combobox', { name: 'Sizes' }), ['M', 'L', 'XL']);
  await addStrings(page.getByRole('combobox', { name: 'Colors' }), ['White', 'Navy']);

  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.locator('tbody tr')).toHaveCount(6);
  await expect(variants.getByRole('textbox', { name: 'Name of XL-Navy' })).toHaveValue('XL-Navy');
  // A new variant starts with the product's price and cost.
  await expect(variants.getByRole('textbox', { name: 'Sell Price of M-White' })).toHaveValue('1200');

  await page.getByRole('textbox', { name: 'Stock for all' }).fill('2');
  await page.getByRole('button', { name: 'Apply Stock to all variants' }).click();
  await variants.getByRole('textbox', { name: 'Sell Price of L-Navy' }).fill('1450.50');
  await variants.getByRole('textbox', { name: 'Stock of L-Navy' }).fill('7');
  await expect(page.getByText('6 variants, total stock 17')).toBeVisible();
  // A variable product's stock is shown, never typed.
  await expect(page.getByRole('textbox', { name: 'Stock', exact: true })).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product Added Successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/products$/);
  await search(page, name);
  const row = rowWith(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('17');
  await expect(statusChip(page, name)).toHaveText(/draft/i);

  const saved = (await api.list('products', { search: name })).doc[0];
  const full = await api.get('products', saved._id);
  const variations = full.variations as { name: string; price: number; stock: number; barcode: string }[];
  expect(variations.map((v) => v.name)).toEqual(['M-White', 'M-Navy', 'L-White', 'L-Navy', 'XL-White', 'XL-Navy']);
  expect(variations.find((v) => v.name === 'L-Navy')).toMatchObject({ price: 1450.5, stock: 7 });
  expect(full.stock).toBe(17);
  for (const v of variations) expect(v.barcode).toMatch(/^\d{13}$/);

  // Publish from the row menu: the status turns green.
  const menu = await openRowMenu(page, name);
  await expect(menu.getByRole('menuitem', { name: 'Unpublish Product' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Publish Product' }).click();
  await confirm(page);
  await expect(toast(page, 'Product published')).toBeVisible();
  await expect(statusChip(page, name)).toHaveText(/published/i);
  await expect(statusChip(page, name)).toHaveClass(/MuiChip-colorSuccess/);
});

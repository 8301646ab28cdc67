import type { Locator, Page } from '@playwright/test';
import { uniqueName, type OwnerApi } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { rowWith, search, tableRows } from './support/ui';

/*
 * One test per filter type of spec §3.6 / §5 (boolean, multi-select, range,
 * text, date) on the categories table, whose server declaration has one
 * filter of each type. Each test makes its own categories with a name no
 * other test uses.
 */

/** Opens the filter of that label and returns the panel it opens. */
async function openFilter(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: `Filter by ${label}` }).click();
  const panel = page.getByRole('dialog', { name: label });
  await expect(panel).toBeVisible();
  return panel;
}

/** Picks `option` in the select or radio group named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label });
  if ((await select.count()) === 0) {
    await scope.getByRole('radio', { name: option, exact: true }).check();
  } else if (await select.evaluate((el) => el.tagName === 'SELECT')) {
    await select.selectOption({ label: option });
  } else {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

async function apply(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'Apply' }).click();
}

async function makeCategories(api: OwnerApi, prefix: string, rows: Record<string, unknown>[]) {
  const made = [];
  for (const [i, row] of rows.entries()) made.push(await api.create('categories', { name: `${prefix} ${i + 1}`, ...row }));
  return made;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/categories');
  await expect(tableRows(page).first()).toBeVisible();
});

test('boolean filter: Active = False shows only inactive categories', async ({ page, api }) => {
  const prefix = uniqueName('Inactive');
  await makeCategories(api, prefix, [{ isActive: false }, { isActive: true }]);
  await page.reload();

  const panel = await openFilter(page, 'Active');
  await choose(page, panel, 'Value', 'False');
  await apply(panel);

  await expect(rowWith(page, `${prefix} 1`)).toBeVisible();
  await expect(rowWith(page, `${prefix} 2`)).toHaveCount(0);
  await expect(page.getByText('Active: False')).toBeVisible();

  // The tag's cancel icon clears that one filter.
  await page.getByRole('button', { name: 'Remove filter Active', exact: true }).click();
  await expect(rowWith(page, `${prefix} 2`)).toBeVisible();
});

test('multi-select filter: Parent Category = Men shows only its children', async ({ page, api }) => {
  const men = (await api.list('categories', { search: 'Men', limit: 50 })).doc.find((c) => c.name === 'Men');
  const women = (await api.list('categories', { search: 'Women', limit: 50 })).doc.find((c) => c.name === 'Women');
  expect(men && women, 'the demo data has Men and Women categories').toBeTruthy();
  const menChildren = (await api.list('categories', { parentCategory: men!._id })).doc;
  const womenChildren = (await api.list('categories', { parentCategory: women!._id })).doc;
  expect(menChildren.length).toBeGreaterThan(0);
  expect(womenChildren.length).toBeGreaterThan(0);

  const panel = await openFilter(page, 'Parent Category');
  await panel.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await apply(panel);

  await expect(rowWith(page, String(menChildren[0].name)).first()).toBeVisible();
  await expect(tableRows(page)).toHaveCount(Math.min(menChildren.length, 16));
  for (const child of womenChildren) {
    if (!menChildren.some((m) => m.name === child.name)) await expect(rowWith(page, String(child.name))).toHaveCount(0);
  }
});

test('range filter: Priority greater than, then between', async ({ page, api }) => {
  const prefix = uniqueName('Ranked');
  await makeCategories(api, prefix, [{ priority: 9001 }, { priority: 9002 }, { priority: 9005 }]);
  await page.reload();

  let panel = await openFilter(page, 'Priority');
  await choose(page, panel, 'Condition', 'Greater than');
  await panel.getByLabel('Value').fill('9001');
  await apply(panel);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(rowWith(page, `${prefix} 2`)).toBeVisible();
  await expect(rowWith(page, `${prefix} 3`)).toBeVisible();

  // Applying the same filter again replaces it (spec §4).
  panel = await openFilter(page, 'Priority');
  await choose(page, panel, 'Condition', 'Between');
  await panel.getByLabel('From').fill('9000');
  await panel.getByLabel('To').fill('9002');
  await apply(panel);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(rowWith(page, `${prefix} 1`)).toBeVisible();
  await expect(rowWith(page, `${prefix} 2`)).toBeVisible();
});

test('text filter: Name contains', async ({ page, api }) => {
  const prefix = uniqueName('Texty');
  await makeCategories(api, prefix, [{}, {}]);
  await page.reload();

  const panel = await openFilter(page, 'Name');
  await panel.getByLabel('Contains').fill(prefix);
  await apply(panel);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(rowWith(page, `${prefix} 1`)).toBeVisible();
});

test('date filter: before, equal and last, each replacing the one before, then Clear filters', async ({ page, api }) => {
  // The demo data is dated in the past; this test's category is made today.
  const prefix = uniqueName('Dated');
  await makeCategories(api, prefix, [{}]);
  await search(page, prefix);
  await expect(rowWith(page, `${prefix} 1`)).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

  let panel = await openFilter(page, 'Created');
  await choose(page, panel, 'Condition', 'Before');
  await panel.getByLabel('Date').fill(today);
  await apply(panel);
  await expect(page.getByText('No results found.')).toBeVisible();

  panel = await openFilter(page, 'Created');
  await choose(page, panel, 'Condition', 'Equal');
  await panel.getByLabel('Date').fill(today);
  await apply(panel);
  await expect(rowWith(page, `${prefix} 1`)).toBeVisible();

  panel = await openFilter(page, 'Created');
  await choose(page, panel, 'Condition', 'Last');
  await panel.getByLabel('Number').fill('7');
  await choose(page, panel, 'Unit', 'Days');
  await apply(panel);
  await expect(rowWith(page, `${prefix} 1`)).toBeVisible();
  await expect(page.getByText(/Created: last 7 days/i)).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/Created: last 7 days/i)).toHaveCount(0);
});

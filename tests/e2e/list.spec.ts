import type { Page } from '@playwright/test';
import { expect, signedInTest, test } from './support/fixtures';
import { firstRowText, listRefreshButton, logIn, logOut, pageLabel, search, sortButton, tableRows } from './support/ui';

/*
 * The data table of spec §2.4 and §4 on the 300 customers the server seeds,
 * and any an earlier spec made (one buys at the till in figuresDay.spec.ts):
 * 16 to a page, so 19 pages for 300 to 304.
 */

async function openCustomers(page: Page) {
  await page.goto('/customers');
  await expect(tableRows(page)).toHaveCount(16);
}

signedInTest.describe('the customers table', () => {
  signedInTest.beforeEach(async ({ page }) => {
    await openCustomers(page);
  });

  signedInTest('shows 16 rows, the result count and Page 1 of 19', async ({ page, api }) => {
    const { totalDocs } = await api.list('customers', { limit: 1 });
    await expect(pageLabel(page)).toHaveText(/Page 1 of 19/);
    await expect(page.getByText(new RegExp(`${totalDocs} results`))).toBeVisible();
  });

  signedInTest('pages forward and back', async ({ page, api }) => {
    const second = await api.list('customers', { page: 2, limit: 16, sort: '-createdAt' });
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(pageLabel(page)).toHaveText(/Page 2 of 19/);
    await expect(tableRows(page).first()).toContainText(String(second.doc[0].name));
    await page.getByRole('button', { name: /previous page/i }).click();
    await expect(pageLabel(page)).toHaveText(/Page 1 of 19/);
  });

  signedInTest('changes the page size to 32 and to 999', async ({ page, api }) => {
    const { totalDocs } = await api.list('customers', { limit: 1 });
    await page.getByRole('combobox', { name: /per page/i }).click();
    await page.getByRole('option', { name: '32' }).click();
    await expect(tableRows(page)).toHaveCount(32);
    await expect(pageLabel(page)).toHaveText(/Page 1 of 10/);

    await page.getByRole('combobox', { name: /per page/i }).click();
    await page.getByRole('option', { name: '999' }).click();
    await expect(tableRows(page)).toHaveCount(totalDocs);
    await expect(pageLabel(page)).toHaveText(/Page 1 of 1/);
  });

  signedInTest('sorts by name ascending, then descending, back on page 1', async ({ page, api }) => {
    const asc = await api.list('customers', { sort: 'name', limit: 1 });
    const desc = await api.list('customers', { sort: '-name', limit: 1 });
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(pageLabel(page)).toHaveText(/Page 2 of 19/);

    await sortButton(page, 'name').click();
    await expect(tableRows(page).first()).toContainText(String(asc.doc[0].name));
    await expect(pageLabel(page)).toHaveText(/Page 1 of 19/);
    await expect(page).toHaveURL(/sort=name|%22name%22/);

    await sortButton(page, 'name').click();
    await expect(tableRows(page).first()).toContainText(String(desc.doc[0].name));
    expect(await firstRowText(page)).not.toContain(String(asc.doc[0].name));
  });

  signedInTest('searches with the search button and says when nothing matches', async ({ page, api }) => {
    // A customer far down the list, found by their unique phone number.
    const someone = (await api.list('customers', { page: 7, limit: 16 })).doc[3];
    await search(page, String(someone.phone));
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(String(someone.name));

    await search(page, 'no customer is called this');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByText("There aren't any results for that query. Try using different filters.")).toBeVisible();
  });

  signedInTest('refresh resets page, search and page size (spec §4)', async ({ page }) => {
    await page.getByRole('combobox', { name: /per page/i }).click();
    await page.getByRole('option', { name: '32' }).click();
    await expect(tableRows(page)).toHaveCount(32);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(pageLabel(page)).toHaveText(/Page 2 of 10/);
    await listRefreshButton(page).click();
    await expect(pageLabel(page)).toHaveText(/Page 1 of 19/);
    await expect(tableRows(page)).toHaveCount(16);
  });
});

test('chosen columns are still chosen after logging out and in again', async ({ page, api }) => {
  const schema = await api.schema('customers');
  const columns = schema.fields.filter((f) => f.column);
  const hidden = columns.find((f) => !f.column?.default);
  const shown = columns.filter((f) => f.column?.default && f.key !== 'name');
  // The demo's customers have both: a test that skipped without them would check nothing.
  expect(hidden, 'customers need a column hidden by default').toBeDefined();
  expect(shown.length, 'customers need two shown columns besides the name').toBeGreaterThanOrEqual(2);
  // A column is named as the screen names it: its column label, or a flag's plain label ("Marketing SMS").
  const named = (f: (typeof columns)[number]) => (f.column?.label ?? f.flag?.label ?? f.label).trim();
  const toShow = named(hidden!);
  const toHide = named(shown[0]);

  await logIn(page);
  await openCustomers(page);
  await expect(page.getByRole('columnheader', { name: toShow })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose columns' });
  await chooser.getByRole('checkbox', { name: toShow }).check();
  await chooser.getByRole('checkbox', { name: toHide }).uncheck();
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('columnheader', { name: toShow })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: toHide })).toHaveCount(0);

  await logOut(page);
  // Another browser has nothing stored: the choice must come from the server.
  await page.evaluate(() => localStorage.clear());
  await logIn(page);
  await openCustomers(page);
  await expect(page.getByRole('columnheader', { name: toShow })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: toHide })).toHaveCount(0);
});

signedInTest('column choice needs at least 2 columns (spec §5)', async ({ page }) => {
  await openCustomers(page);
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose columns' });
  const boxes = chooser.getByRole('checkbox', { checked: true });
  while ((await boxes.count()) > 1) await boxes.first().uncheck();
  await expect(chooser.getByText('Please select at least 2 fields')).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Apply' })).toHaveCount(0);
});

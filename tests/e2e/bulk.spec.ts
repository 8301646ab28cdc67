import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { confirm, rowWith, search, tableRows, toast } from './support/ui';

// Row selection and the bulk menu (spec §2.4, §2.7, §4).

test('select rows and mark them inactive in one go', async ({ page, api }) => {
  const prefix = uniqueName('Bulk');
  const made = [];
  for (const n of [1, 2, 3]) made.push(await api.create('categories', { name: `${prefix} ${n}`, isActive: true }));
  await page.goto('/categories');
  await search(page, prefix);
  await expect(tableRows(page)).toHaveCount(3);

  await rowWith(page, `${prefix} 1`).getByRole('checkbox').check();
  await rowWith(page, `${prefix} 2`).getByRole('checkbox').check();
  await expect(page.getByText('2 Items Selected')).toBeVisible();

  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Change active status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change active status' });
  await expect(dialog.getByText('2 Items Selected')).toBeVisible();
  // Confirm stays disabled until a value is chosen (spec §5).
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Change active status' }).selectOption({ label: 'Inactive' });
  await confirm(page);

  await expect(toast(page, 'Batch item updated successfully')).toBeVisible();
  await expect
    .poll(async () => {
      const rows = (await api.list('categories', { search: prefix })).doc;
      return rows.map((r) => `${String(r.name)}=${String(r.isActive)}`).sort();
    })
    .toEqual([`${prefix} 1=false`, `${prefix} 2=false`, `${prefix} 3=true`]);
});

test('the header checkbox selects the page, and searching clears the selection', async ({ page, api }) => {
  const prefix = uniqueName('Selall');
  for (const n of [1, 2, 3, 4]) await api.create('categories', { name: `${prefix} ${n}` });
  await page.goto('/categories');
  await search(page, prefix);
  await expect(tableRows(page)).toHaveCount(4);

  await page.getByRole('columnheader').getByRole('checkbox').check();
  await expect(page.getByText('4 Items Selected')).toBeVisible();

  // Changing the search clears the selection (spec §4).
  await search(page, `${prefix} 1`);
  await expect(page.getByText(/Items? Selected/)).toHaveCount(0);
});

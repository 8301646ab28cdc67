import type { Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect as baseExpect, signedInTest as test } from './support/fixtures';
import { confirm, openRowMenu, rowWith, search, toast } from './support/ui';

// The machine running these is shared: give each step and each wait room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 45_000, navigationTimeout: 60_000 });
/*
 * Every entry of the category row menu (spec §2.7), as a person runs it: open
 * the menu, choose, answer the confirmation (and its prompt), read the toast,
 * and see the row (or the record) changed. Entries shown only in one state
 * (active/inactive, featured/not) are run in both.
 */

async function runRowAction(page: Page, rowText: string, entry: string, value?: string) {
  const menu = await openRowMenu(page, rowText);
  await menu.getByRole('menuitem', { name: entry, exact: true }).click();
  if (value !== undefined) await page.getByRole('dialog').last().getByLabel('New value').fill(value);
  await confirm(page);
}

test('each category row action asks, shows its toast and changes the category', async ({ page, api }) => {
  // Nine actions in a row, each waiting for its toast: more than one default test's time on a busy machine.
  test.setTimeout(240_000);
  const name = uniqueName('Fatua');
  const made = await api.create('categories', { name, isActive: true, isFeatured: false, priority: 1 });
  await page.goto('/categories');
  await search(page, name);
  await expect(rowWith(page, name)).toHaveCount(1);

  // View: a dialog with the labelled fields, no change.
  let menu = await openRowMenu(page, name);
  await menu.getByRole('menuitem', { name: 'View', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(name).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Edit: the form in its dialog.
  menu = await openRowMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Priority').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /updated successfully/i)).toBeVisible();
  await expect.poll(async () => (await api.get('categories', made._id)).priority).toBe(3);

  const steps: { entry: string; value?: string; toast: string; check: [string, unknown] }[] = [
    { entry: 'Mark as Inactive', toast: 'Category marked as inactive', check: ['isActive', false] },
    { entry: 'Mark as Active', toast: 'Category marked as active', check: ['isActive', true] },
    { entry: 'Mark as Featured', toast: 'Category featured', check: ['isFeatured', true] },
    { entry: 'Unfeature Category', toast: 'Category unfeatured', check: ['isFeatured', false] },
    { entry: 'Update priority', value: '9', toast: 'Priority updated successfully', check: ['priority', 9] },
  ];
  for (const step of steps) {
    await runRowAction(page, name, step.entry, step.value);
    await expect(toast(page, step.toast)).toBeVisible();
    await expect.poll(async () => (await api.get('categories', made._id))[step.check[0]]).toBe(step.check[1]);
  }

  // Update Name: the row now carries the new name.
  const renamed = `${name} Renamed`;
  await runRowAction(page, name, 'Update Name', renamed);
  await expect(toast(page, 'Name updated successfully')).toBeVisible();
  await search(page, renamed);
  await expect(rowWith(page, renamed)).toHaveCount(1);

  // Delete: gone from the table and from the server.
  await runRowAction(page, renamed, 'Delete');
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(rowWith(page, renamed)).toHaveCount(0);
  expect((await api.list('categories', { search: renamed })).totalDocs).toBe(0);
});

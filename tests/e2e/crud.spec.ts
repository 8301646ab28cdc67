import type { Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { confirm, openRowMenu, rowWith, search, tableRows, toast } from './support/ui';

/*
 * Create, edit, view, duplicate and delete (spec §2.4, §2.7, §5, §8): on
 * categories, whose forms and views open in dialogs over the table, and on
 * brands.
 */

async function findInList(page: Page, path: string, name: string) {
  await page.goto(`/${path}`);
  await search(page, name);
  await expect(rowWith(page, name)).toHaveCount(1);
}

test.describe('categories (dialogs over the table)', () => {
  test('create a category: success toast, slug made from the name, row in the table', async ({ page, api }) => {
    const name = uniqueName('Panjabi');
    await page.goto('/categories');
    await page
      .getByRole('button', { name: 'Add Category' })
      .or(page.getByRole('link', { name: 'Add Category' }))
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: false }).first().fill(name);
    // Enter does not submit a modal form (spec §5).
    await dialog.getByLabel('Name', { exact: false }).first().press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Category Added Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = (await api.list('categories', { search: name })).doc;
    expect(saved).toHaveLength(1);
    expect(saved[0].slug).toBe(name.toLowerCase().replace(/\s+/g, '-'));
    await search(page, name);
    await expect(rowWith(page, name)).toBeVisible();
  });

  test('edit a category sends only the changed field', async ({ page, api }) => {
    const name = uniqueName('Lungi');
    const made = await api.create('categories', { name, priority: 1 });
    await findInList(page, 'categories', name);

    const menu = await openRowMenu(page, name);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const priority = dialog.getByLabel('Priority');
    await expect(priority).toHaveValue('1');
    await priority.fill('7');

    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/categories/${made._id}`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await put).postDataJSON()).toEqual({ priority: 7 });
    await expect(toast(page, /updated successfully/i)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await api.get('categories', made._id)).priority).toBe(7);
  });

  test('view a category shows its labelled fields', async ({ page, api }) => {
    const name = uniqueName('Saree');
    await api.create('categories', { name, priority: 3, shortDescription: 'Handloom from Tangail' });
    await findInList(page, 'categories', name);

    const menu = await openRowMenu(page, name);
    await menu.getByRole('menuitem', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Handloom from Tangail')).toBeVisible();
    await expect(dialog.getByText('Short Description').first()).toBeVisible();
    await expect(dialog.getByText(name).first()).toBeVisible();
  });

  test('a row action with a prompt: Update priority', async ({ page, api }) => {
    const name = uniqueName('Fotua');
    const made = await api.create('categories', { name, priority: 2 });
    await findInList(page, 'categories', name);

    const menu = await openRowMenu(page, name);
    await menu.getByRole('menuitem', { name: 'Update priority' }).click();
    await page.getByRole('dialog').getByLabel('New value').fill('42');
    await confirm(page);
    await expect(toast(page, 'Priority updated successfully')).toBeVisible();
    await expect.poll(async () => (await api.get('categories', made._id)).priority).toBe(42);
  });

  test('delete a category after confirming', async ({ page, api }) => {
    const name = uniqueName('Gamchha');
    await api.create('categories', { name });
    await findInList(page, 'categories', name);

    const menu = await openRowMenu(page, name);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm(page);
    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(rowWith(page, name)).toHaveCount(0);
    expect((await api.list('categories', { search: name })).totalDocs).toBe(0);
  });
});

test.describe('brands', () => {
  test('create a brand, then open and edit it', async ({ page, api }) => {
    const name = uniqueName('Aarong');
    await page.goto('/brands');
    await page
      .getByRole('button', { name: 'Add Brand' })
      .or(page.getByRole('link', { name: 'Add Brand' }))
      .click();
    const form = page.getByRole('dialog').or(page.locator('form')).first();
    await form.getByLabel('Name', { exact: false }).first().fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, /success/i)).toBeVisible();

    const made = (await api.list('brands', { search: name })).doc[0];
    expect(made?.name).toBe(name);

    await page.goto(`/brands/edit/${made._id}`);
    const description = page.getByLabel('Description', { exact: false }).first();
    await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue(name);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/brands/${made._id}`));
    await description.fill('Fair trade crafts');
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['description']);
    // The edit form returns to the list on success (spec §2.2).
    await expect(page).toHaveURL(/\/brands$/);

    await page.goto(`/brands/${made._id}`);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('duplicate a brand: the copy appears with the copied toast', async ({ page, api }) => {
    const name = uniqueName('Yellow');
    await api.create('brands', { name });
    await findInList(page, 'brands', name);

    const menu = await openRowMenu(page, name);
    await menu.getByRole('menuitem', { name: /copy|duplicate/i }).click();
    await confirm(page);
    await expect(toast(page, /Copied Successfully/)).toBeVisible();
    await expect.poll(async () => (await api.list('brands', { search: name })).totalDocs).toBe(2);
    await search(page, name);
    await expect(tableRows(page)).toHaveCount(2);
  });
});

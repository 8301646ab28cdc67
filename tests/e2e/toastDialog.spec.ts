import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { confirm, rowWith, search, tableRows, toast } from './support/ui';

// A toast never covers a dialog's actions: after a bulk update, its success toast sat on the Export
// dialog's Download button for seconds (the second walk). While a dialog is open, toasts show at the top.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the toast, still shown, is clear of the dialog's actions (both measured now). */
async function toastAgainst(shown: Locator, actions: Locator): Promise<'clear' | 'overlaps' | 'toast gone'> {
  const [t, a] = [await shown.boundingBox(), await actions.boundingBox()];
  if (!t || !a) return 'toast gone';
  return overlaps(t, a) ? 'overlaps' : 'clear';
}

async function bulkUpdateThenExport(page: Page, prefix: string, phone = false) {
  await page.goto('/categories');
  await search(page, prefix);
  // A phone shows cards in place of rows.
  const first = phone
    ? page
        .locator('.MuiCard-root')
        .filter({ hasText: `${prefix} 1` })
        .last()
    : rowWith(page, `${prefix} 1`);
  if (!phone) await expect(tableRows(page)).toHaveCount(2);
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Change active status' }).click();
  await page.getByRole('dialog', { name: 'Change active status' }).getByRole('combobox', { name: 'Change active status' }).selectOption({ label: 'Inactive' });
  await confirm(page);
  const shown = toast(page, 'Batch item updated successfully');
  await expect(shown).toBeVisible();

  // Measured by its box: the dialog hides what was on the page before it from the accessibility tree, the toast too.
  const box = page.locator('.MuiSnackbar-root').filter({ hasText: 'Batch item updated successfully' });
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog).toBeVisible();
  const actions = dialog.locator('.MuiDialogActions-root');
  await expect(actions.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect.poll(() => toastAgainst(box, actions)).toBe('clear');
  // Measured again once the dialog has settled: still up, still clear.
  expect(await toastAgainst(box, actions)).toBe('clear');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('a bulk update’s toast is clear of the Export dialog’s Download button', async ({ page, api }) => {
  const prefix = uniqueName('Toastdlg');
  for (const n of [1, 2]) await api.create('categories', { name: `${prefix} ${n}`, isActive: true });
  await bulkUpdateThenExport(page, prefix);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the toast is clear of the dialog’s actions there too', async ({ page, api }) => {
    const prefix = uniqueName('Toastphone');
    for (const n of [1, 2]) await api.create('categories', { name: `${prefix} ${n}`, isActive: true });
    await bulkUpdateThenExport(page, prefix, true);
  });
});

import { expect, signedInTest as test } from './support/fixtures';
import { accountMenuButton, menuLink } from './support/ui';

// Bangla from the account menu (issue 3, "Providers" and "Layout").
const BENGALI = /[\u0980-\u09FF]/;

test('switching to Bangla shows Bangla menu labels, and back to English', async ({ page }) => {
  await page.goto('/');
  await expect(menuLink(page, '/customers')).toHaveText(/Customers/);

  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();

  await expect(menuLink(page, '/customers')).toHaveText(BENGALI);
  await expect(menuLink(page, '/categories')).toHaveText(BENGALI);
  // The choice is kept across a reload.
  await page.reload();
  await expect(menuLink(page, '/customers')).toHaveText(BENGALI);

  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(menuLink(page, '/customers')).toHaveText(/Customers/);
});

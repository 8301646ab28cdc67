import { expect, signedInTest as test } from './support/fixtures';
import { accountMenuButton, menuLink } from './support/ui';

// Bangla from the account menu (issue 3, "Providers" and "Layout").
const BENGALI = /[\u0980-\u09FF]/;

test('switching to Bangla shows Bangla menu labels, and back to English', async ({ page }) => {
  await page.goto('/');
  await expect(menuLink(page, '/customers')).toHaveText(/Customers/);

  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: /বাংলা|bangla|language/i }).first().click();
  const bangla = page.getByRole('menuitem', { name: 'বাংলা' }).or(page.getByRole('option', { name: 'বাংলা' }));
  if (await bangla.count()) await bangla.first().click();

  await expect(menuLink(page, '/customers')).toHaveText(BENGALI);
  await expect(menuLink(page, '/categories')).toHaveText(BENGALI);
  // The choice is kept across a reload.
  await page.reload();
  await expect(menuLink(page, '/customers')).toHaveText(BENGALI);

  await page.keyboard.press('Escape');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: /english|ভাষা|language/i }).first().click();
  const english = page.getByRole('menuitem', { name: 'English' }).or(page.getByRole('option', { name: 'English' }));
  if (await english.count()) await english.first().click();
  await expect(menuLink(page, '/customers')).toHaveText(/Customers/);
});

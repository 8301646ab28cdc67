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

test('a list, its filters and its form speak Bangla too', async ({ page }) => {
  await page.goto('/customers');
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
  // Column headers and filters come from the server's schema, in English, and are shown translated.
  await expect(page.getByRole('columnheader', { name: /নাম/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /ফোন/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /গ্রুপ/ }).first()).toBeVisible();
  await page.goto('/customers/create');
  await expect(page.getByText('গ্রাহকের বিবরণ')).toBeVisible();
  await expect(page.getByLabel(/নাম/).first()).toBeVisible();
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByText('Customer Details')).toBeVisible();
});

test('in Bangla a list writes its figures in Bangla digits: the count, the pager and the dates with translated AM/PM', async ({ page }) => {
  await page.goto('/customers');
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
  await expect(page.getByText(/^[০-৯]+টি ফলাফল$/)).toBeVisible();
  await expect(page.getByText(/^পাতা ১ \/ [০-৯]+$/).first()).toBeVisible();
  // A Created cell: the day, then the time with পূর্বাহ্ণ or অপরাহ্ণ, no Latin digit anywhere.
  const created = page.getByRole('cell', { name: /^[০-৯]{4}-[০-৯]{2}-[০-৯]{2}\s*[০-৯]{2}:[০-৯]{2} (পূর্বাহ্ণ|অপরাহ্ণ)$/ }).first();
  await expect(created).toBeVisible();
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByText(/^\d+ results$/)).toBeVisible();
});

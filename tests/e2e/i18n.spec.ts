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

test("in Bangla the server's refusals read in Bangla: a field's error and the list's error card", async ({ page, api }) => {
  // A demo customer's phone: the form's save is refused, so the demo store keeps its 300 customers.
  const [taken] = (await api.list('customers', { limit: 1 })).doc;
  await page.goto('/customers/create');
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'বাংলা' }).click();
  await page.getByLabel(/নাম/).first().fill('Second Customer');
  await page.getByLabel(/ফোন/).first().fill(String(taken.phone));
  await page.getByRole('button', { name: 'সংরক্ষণ' }).click();
  // The 409 under the field, in Bangla (the server sends the code `taken` beside its English).
  await expect(page.getByText('ইতিমধ্যে ব্যবহৃত').first()).toBeVisible();
  await expect(page.getByText('is already taken')).toHaveCount(0);

  await page.goto(`/customers?filter=${encodeURIComponent(JSON.stringify({ bogus: 'x' }))}`);
  await expect(page.getByText(/ফিল্টার নয়/).first()).toBeVisible();
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
});

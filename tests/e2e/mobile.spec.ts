import { expect, signedInTest as test } from './support/fixtures';
import { menuLink } from './support/ui';
import { axeOf } from './support/axe';

// A phone (spec §2.3, §2.4): the sidebar is a drawer and cards replace rows.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the customers list shows cards, and the menu opens as a drawer', async ({ page, api }) => {
  const newest = (await api.list('customers', { limit: 1 })).doc[0];
  await page.goto('/customers');
  await expect(page.getByRole('article')).toHaveCount(16);
  await expect(page.getByRole('article').first()).toContainText(String(newest.name));
  await expect(page.getByRole('table')).toHaveCount(0);

  // The sidebar is not shown under 800 px until the menu button opens it.
  await expect(menuLink(page, '/categories')).not.toBeInViewport();
  await page.getByRole('button', { name: /open menu/i }).click();
  // The drawer is taller than the phone: its entries further down are reached by scrolling it.
  await menuLink(page, '/categories').scrollIntoViewIfNeeded();
  await expect(menuLink(page, '/categories')).toBeInViewport();
  await menuLink(page, '/categories').click();
  await expect(page).toHaveURL(/\/categories$/);
  const newestCategory = (await api.list('categories', { limit: 1 })).doc[0];
  await expect(page.getByRole('article').first()).toContainText(String(newestCategory.name));
});

test("a customer's address picks its district and thana on a phone, every control named", async ({ page }) => {
  await page.goto('/customers/create');
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Street' }).fill('Road 4, Dhanmondi');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('1209');
  await expect(page.getByText('Suggested: Dhanmondi, Dhaka')).toBeVisible();
  const box = page.getByRole('combobox', { name: 'District and thana' });
  await box.fill('dhanm');
  await expect(page.getByRole('option', { name: /^Dhanmondi, Dhaka/ })).toBeInViewport();
  const { violations } = await axeOf(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('option', { name: /^Dhanmondi, Dhaka/ }).click();
  await expect(box).toHaveValue('Dhanmondi, Dhaka');
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

import { expect, signedInTest as test } from './support/fixtures';
import { menuLink } from './support/ui';

// A phone (spec §2.3, §2.4): the sidebar is a drawer and cards replace rows.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the customers list shows cards, and the menu opens as a drawer', async ({ page, api }) => {
  const newest = (await api.list('customers', { limit: 1 })).doc[0];
  await page.goto('/customers');
  await expect(page.getByText(String(newest.name)).first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The sidebar is not shown under 800 px until the menu button opens it.
  await expect(menuLink(page, '/categories')).not.toBeInViewport();
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(menuLink(page, '/categories')).toBeInViewport();
  await menuLink(page, '/categories').click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByText('Men', { exact: true }).first()).toBeVisible();
});

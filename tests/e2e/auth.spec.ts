import { expect, test } from './support/fixtures';
import { accountMenuButton, logIn, loginForm, logOut } from './support/ui';
import { OWNER_EMAIL, OWNER_PASSWORD } from './support/env';

test.describe('signing in and out (spec §2.2, §4 Auth, §6)', () => {
  test('an unknown visitor who opens a screen lands on the login page', async ({ page }) => {
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(loginForm(page).password).toBeVisible();
  });

  test('the owner logs in, sees the dashboard and their name, then logs out', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    await accountMenuButton(page).click();
    // The account menu shows the user's name and role (spec §2.3).
    await expect(page.getByRole('menu')).toContainText(/owner/i);
    await page.keyboard.press('Escape');

    await logOut(page);
    // The stored tokens are gone: a screen sends the visitor back to login.
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a logged-in visitor who opens the login page is sent to the dashboard', async ({ page }) => {
    await logIn(page);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password keeps the visitor on the login page with an error', async ({ page }) => {
    await page.goto('/auth/login');
    const form = loginForm(page);
    await form.email.fill(OWNER_EMAIL);
    await form.password.fill('not-the-password');
    await form.submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a visitor who opens a screen signed out lands on it after signing in: a list, and the till', async ({ page }) => {
    for (const [path, heading] of [
      ['/orders', /^Orders$/],
      ['/pos', /^Point of Sale$/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
      const form = loginForm(page);
      await form.email.fill(OWNER_EMAIL);
      await form.password.fill(OWNER_PASSWORD);
      await form.submit.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
      await logOut(page);
    }
  });

  test('the sign-in page speaks Bangla before the app is loaded, the server’s refusal included, and keeps it after', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'সাইন ইন' })).toBeVisible();
    // A refused sign-in of an unknown address (the owner's attempts stay uncounted).
    await page.getByRole('textbox', { name: /^ইমেইল/ }).fill('nobody@example.com');
    await page.getByRole('textbox', { name: /^পাসওয়ার্ড/ }).fill('not-the-password');
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await expect(page.getByRole('alert')).toHaveText('ইমেইল বা পাসওয়ার্ড সঠিক নয়');
    await page.getByRole('textbox', { name: /^ইমেইল/ }).fill(OWNER_EMAIL);
    await page.getByRole('textbox', { name: /^পাসওয়ার্ড/ }).fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'সাইন ইন' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'অ্যাকাউন্ট' })).toBeVisible();
  });
});

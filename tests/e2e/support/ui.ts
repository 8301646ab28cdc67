import { expect, type Locator, type Page } from '@playwright/test';
import { OWNER_EMAIL, OWNER_PASSWORD } from './env';

/*
 * How a person finds things on the admin app's screens, in one place so that
 * the specs read as steps and a changed label is fixed once.
 */

/** The sign-in form's fields and button. */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: /^email/i }),
    password: page.getByRole('textbox', { name: /^password/i }),
    submit: page.getByRole('button', { name: /sign in|log in|login/i }),
  };
}

export async function logIn(page: Page, email = OWNER_EMAIL, password = OWNER_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/$/);
}

export function accountMenuButton(page: Page): Locator {
  // The shell labels react-admin's UserMenu button "Account" (app.account.menu).
  return page.getByRole('banner').getByRole('button', { name: /^(account|অ্যাকাউন্ট)$/i });
}

/** Chooses the app's language in the account menu ('English', 'বাংলা'), as a person does. */
export async function chooseLanguage(page: Page, choice: 'English' | 'বাংলা'): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', choice === 'বাংলা' ? 'bn' : 'en');
}

/** Types into an autocomplete (a reference select, the line table's item finder) and picks the first option holding `text`. */
export async function pickOption(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text }).first().click();
}

export async function logOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** The toast react-admin shows after an action (MUI Snackbar, role alert). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The data rows of the list's table (header row excluded). */
export function tableRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody tr');
}

export function rowWith(page: Page, text: string): Locator {
  return tableRows(page).filter({ hasText: text });
}

/** Waits for the list to show rows and returns the text of the first one. */
export async function firstRowText(page: Page): Promise<string> {
  const first = tableRows(page).first();
  await expect(first).toBeVisible();
  return (await first.innerText()).trim();
}

/** The search box with its search button (spec §2.4). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Run search' }).click();
}

/** Opens the row menu of the row holding `text` and returns the menu. */
export async function openRowMenu(page: Page, text: string): Promise<Locator> {
  await rowWith(page, text).getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Answers the confirmation dialog that every row and bulk action asks (spec §2.7). */
export async function confirm(page: Page): Promise<void> {
  await page.getByRole('dialog').last().getByRole('button', { name: 'Confirm' }).click();
}

/** The list's own refresh button (the top bar has one too). */
export function listRefreshButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: 'Refresh' });
}

/** The sort button in a column header ("Sort by Name ascending"). */
export function sortButton(page: Page, column: string): Locator {
  return page.getByRole('columnheader').getByRole('button', { name: new RegExp(`^Sort by ${column}`, 'i') });
}

/** The 'Page X of Y' label of the pager (spec §9). */
export function pageLabel(page: Page): Locator {
  return page.getByText(/Page \d+ of \d+/);
}

/** The sidebar's link to a resource path (spec §2.1). */
export function menuLink(page: Page, path: string): Locator {
  return page.locator(`a[href="${path}"]`).first();
}

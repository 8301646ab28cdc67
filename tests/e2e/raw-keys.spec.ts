import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from './support/fixtures';
import { rawKeysIn, shownText } from './support/rawKeys';
import { accountMenuButton } from './support/ui';

/*
 * Issue 19: the settings page's title read `resources.settings.title`. No
 * screen in the menu, nor the top bar's menus, shows a translation key
 * instead of its text, in English or in Bangla.
 */

test.use({ viewport: { width: 1366, height: 768 } });
// About twenty screens, twice, on a machine shared with other test runs.
test.setTimeout(600_000);

const LANGUAGES = [
  { name: 'English', choice: 'English' },
  { name: 'Bangla', choice: 'বাংলা' },
] as const;

/**
 * Waits until the screen has drawn what it fetched: its title is in the top
 * bar (screens load lazily), no request is in flight, no loading bar or spinner.
 */
async function settled(page: Page) {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** The sidebar's entries, as links. */
async function menuEntries(page: Page): Promise<{ name: string; href: string }[]> {
  const menu = page.getByRole('menu', { name: /Main menu|প্রধান মেনু/ });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => ({ name: (link.textContent ?? '').trim(), href: link.getAttribute('href') ?? '' })));
}

async function chooseLanguage(page: Page, choice: string) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', choice === 'English' ? 'en' : 'bn');
}

for (const language of LANGUAGES) {
  test(`no screen of the menu shows a raw translation key, in ${language.name}`, async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, language.choice);
    const found = new Map<string, Set<string>>();
    const look = async (where: string) => {
      for (const key of rawKeysIn(await shownText(page))) {
        found.set(key, (found.get(key) ?? new Set()).add(where));
      }
    };

    const entries = await menuEntries(page);
    expect(entries.length).toBeGreaterThan(15);
    for (const entry of entries) {
      await page
        .getByRole('menu', { name: /Main menu|প্রধান মেনু/ })
        .locator(`a[href="${entry.href}"]`)
        .click();
      await expect(page).toHaveURL((url) => url.pathname === entry.href);
      await settled(page);
      await look(`${entry.href} (${entry.name})`);
    }
    console.log(`${language.name}: walked ${entries.map((entry) => entry.href).join(' ')}`);

    // The top bar's Create menu and the account menu, opened.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Create|তৈরি/ })
      .click();
    await expect(page.getByRole('menu').first()).toBeVisible();
    await look('the Create menu');
    await page.keyboard.press('Escape');
    await accountMenuButton(page).click();
    await expect(page.getByRole('menuitemradio').first()).toBeVisible();
    await look('the account menu');
    await page.keyboard.press('Escape');

    const report = [...found].map(([key, where]) => `${key} on ${[...where].join(', ')}`);
    console.log(report.length ? `Raw keys in ${language.name}:\n${report.join('\n')}` : `No raw key in ${language.name}.`);
    expect(report).toEqual([]);
  });
}

import type { Locator, Page } from '@playwright/test';
import { expect, signedInTest as test } from './support/fixtures';
import { uniqueName } from './support/api';
import { tableRows } from './support/ui';

/*
 * Issue 7's tables: a row menu stays on screen, and a wide table keeps the
 * record's name and its actions in view while the middle scrolls.
 */

/** Every entry of the open menu lies wholly inside the viewport. */
async function expectMenuInsideViewport(page: Page, menu: Locator) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const items = menu.getByRole('menuitem');
  expect(await items.count()).toBeGreaterThan(2);
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    expect(box, `${await item.innerText()} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${await item.innerText()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await item.innerText()} ends before the right edge`).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, `${await item.innerText()} ends above the bottom edge`).toBeLessThanOrEqual(viewport.height);
  }
}

// Four engineers share two cores: the first page of a list can take half a minute.
test.setTimeout(120_000);
const LOADED = { timeout: 45_000 };

/** The list's rows once loaded (the skeleton is a table too, without row menus). */
async function loadedRows(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^Actions for / })
      .first(),
  ).toBeVisible(LOADED);
  return tableRows(page);
}

async function lastRowMenuButton(page: Page) {
  const rows = await loadedRows(page, '/categories');
  return rows.last().getByRole('button', { name: 'Actions' });
}

test.describe('at 1366 × 850', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  test("the last row's menu opens inside the screen, by mouse and by keyboard", async ({ page }) => {
    const button = await lastRowMenuButton(page);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectMenuInsideViewport(page, menu);
    await page.keyboard.press('Escape');
    // (While it is open the row menu is the only menu: MUI hides the rest of the page from assistive tools.)
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectMenuInsideViewport(page, menu);
  });
});

// On a narrower laptop (1024 px, the sidebar open) both tables are wider than their card, which is what is tried here.
test.describe('at 1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  for (const resource of ['categories', 'products']) {
    test(`the ${resource} table keeps the selection box and name on the left and the row menu on the right while it scrolls`, async ({ page }) => {
      const row = (await loadedRows(page, `/${resource}`)).first();
      const scroller = page.locator('.RaDataTable-root').locator('..');
      const box = row.getByRole('checkbox');
      const name = row.locator('td').nth(1);
      const actions = row.getByRole('button', { name: 'Actions' });
      // The row menu is in view before any scrolling, though the table is wider than its card.
      await expect(actions).toBeInViewport({ ratio: 1 });
      await expect(name).toBeInViewport({ ratio: 1 });
      const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'the table is wider than its card').toBeGreaterThan(0);
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(overflow);
      for (const cell of [box, name, actions]) await expect(cell).toBeInViewport({ ratio: 1 });
      // The middle did scroll: the name's neighbour slid under it.
      const nameBox = await name.boundingBox();
      const nextBox = await row.locator('td').nth(2).boundingBox();
      expect(nextBox!.x).toBeLessThan(nameBox!.x + nameBox!.width);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a card's menu opens inside the screen", async ({ page }) => {
    await page.goto('/categories');
    const buttons = page.getByRole('main').getByRole('button', { name: 'Actions' });
    await expect(buttons.first()).toBeVisible(LOADED);
    await buttons.last().scrollIntoViewIfNeeded();
    await buttons.last().click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectMenuInsideViewport(page, menu);
  });
});

test.describe('on a phone, the pager', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('offers the page size, and a bigger page shows more cards', async ({ page }) => {
    await loadedRows(page, '/products');
    const cards = page.getByRole('main').getByRole('button', { name: /^Actions for / });
    await expect(cards).toHaveCount(16);
    const size = page.getByRole('combobox', { name: /Rows per page/ });
    await size.scrollIntoViewIfNeeded();
    await expect(size).toBeInViewport();
    await size.click();
    await page.getByRole('option', { name: '32', exact: true }).click();
    await expect(cards).toHaveCount(32, LOADED);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('a card shows each label and value on one line', async ({ page, api }) => {
    // One running low, whose Stock carries the taller Low chip, and a long SKU. Found by its name: other specs
    // running beside this one add products too, so the newest card need not be this one.
    const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
    const name = uniqueName('Long Cotton Panjabi');
    await api.create('products', { category, name, status: 'published', price: 1250, cost: 700, stock: 3, lowStockAlert: 5 });
    await loadedRows(page, '/products');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible(LOADED);
    await page.evaluate(() => document.fonts.ready);
    // Label beside value: SKU, with its copy button, no longer drops onto a line of its own (Slug and Cost left the default columns in issue 19).
    for (const label of ['SKU', 'Price', 'Stock']) {
      // Both boxes in one frame: a picture or font arriving between two reads would move one and not the other.
      const [t, v] = await card
        .getByRole('term')
        .filter({ hasText: label })
        .evaluate((term) => [term, term.nextElementSibling!].map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      // On one line: the label's middle is within the value's height (a value with a chip, Stock's "Low", is taller).
      const middle = t.y + t.height / 2;
      expect(middle, `${label} and its value share a line`).toBeGreaterThan(v.y);
      expect(middle, `${label} and its value share a line`).toBeLessThan(v.y + Math.min(v.height, 2 * t.height));
    }
    const box = await card.boundingBox();
    expect(box?.height).toBeLessThan(470);
  });
});

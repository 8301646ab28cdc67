import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';

/**
 * Issue 36, the till as staff found it on a second walk: at 1366×768 the cart
 * keeps its lines readable with a customer and an address set, and on a
 * 390×844 phone the floating cart button covers no control. Measured with the
 * elements' boxes.
 */

const cart = (page: Page) => page.getByRole('list', { name: 'Cart' });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' });

async function openPos(page: Page) {
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function add(page: Page, text: string, name: string) {
  await searchBox(page).fill(text);
  const card = page.getByRole('button', { name: `Add ${name} to cart`, exact: true });
  await expect(card).toBeVisible();
  await card.click();
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('with a customer and an address set, three cart lines stay readable and Confirm Order in view', async ({ page, api }) => {
    test.setTimeout(180_000);
    const tag = uniqueName('Walk').split(' ')[1];
    const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
    const names = ['Linen Panjabi', 'Cotton Kurti', 'Silk Scarf', 'Leather Belt'].map((n) => `${n} ${tag}`);
    for (const name of names) await api.create('products', { category, name, status: 'published', price: 500, cost: 200, vat: 0, stock: 10 });
    const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await api.create('customers', { name: `Nusrat Jahan ${tag}`, phone });

    await openPos(page);
    for (const name of names) await add(page, name, name);
    await expect(cart(page).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('combobox', { name: 'Customer' }).fill(phone);
    await page.getByRole('option', { name: new RegExp(`Nusrat Jahan ${tag}`) }).click();
    await page.getByRole('button', { name: 'Set address' }).click();
    const address = page.getByRole('dialog', { name: 'Delivery address' });
    for (const [label, value] of [
      ['Email', 'nusrat@example.com'],
      ['Street', 'Flat 4B, House 12, Road 27 (old), Dhanmondi Residential Area'],
      ['City', 'Dhaka'],
      ['Postal code', '1209'],
    ]) {
      await address.getByRole('textbox', { name: label, exact: false }).first().fill(value);
    }
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('totals-shipping')).toHaveText('৳ 60.00');

    // Confirm Order wholly on screen.
    const confirm = await boxOf(page.getByRole('button', { name: 'Confirm Order' }));
    expect(confirm.y + confirm.height).toBeLessThanOrEqual(768);
    // At least three lines wholly inside the cart's scrolling box, their names shown.
    const lines = await boxOf(page.getByTestId('cart-lines'));
    const inside = [];
    for (const item of await cart(page).getByRole('listitem').all()) {
      const box = await boxOf(item);
      if (box.y >= lines.y - 0.5 && box.y + box.height <= lines.y + lines.height + 0.5) inside.push(box);
    }
    expect(inside.length, `lines wholly visible in a cart list ${Math.round(lines.height)} px high`).toBeGreaterThanOrEqual(3);
    for (const name of names.slice(0, 3)) {
      const label = cart(page).getByRole('listitem', { name }).getByText(name, { exact: true });
      await expect(label).toBeVisible();
      expect((await boxOf(label)).height).toBeGreaterThan(10);
    }
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the floating cart button covers no control of the catalogue, Next page included, at the top and at the bottom', async ({ page }) => {
    test.setTimeout(120_000);
    await openPos(page);
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(next).toBeVisible();
    const fab = page.getByRole('button', { name: /^Open cart/ });
    await expect(fab).toBeVisible();
    for (const where of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), where);
      await page.waitForTimeout(200);
      // Every control's part on screen (its box cut by the boxes that scroll it) that lies under the cart button.
      const covered = await fab.evaluate((button) => {
        const b = button.getBoundingClientRect();
        const shown = (el: Element) => {
          let r = el.getBoundingClientRect();
          let top = r.top;
          let bottom = r.bottom;
          let left = r.left;
          let right = r.right;
          for (let p = el.parentElement; p; p = p.parentElement) {
            if (getComputedStyle(p).overflowY === 'visible' && getComputedStyle(p).overflowX === 'visible') continue;
            r = p.getBoundingClientRect();
            top = Math.max(top, r.top);
            bottom = Math.min(bottom, r.bottom);
            left = Math.max(left, r.left);
            right = Math.min(right, r.right);
          }
          return { top, bottom, left, right };
        };
        return [...document.querySelectorAll('main button, main input, main [role="combobox"], main a[href]')]
          .filter((el) => el !== button && !button.contains(el) && (el as HTMLElement).offsetParent !== null)
          .filter((el) => {
            const s = shown(el);
            return s.bottom > s.top && s.right > s.left && s.left < b.right && b.left < s.right && s.top < b.bottom && b.top < s.bottom;
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '?');
      });
      expect(covered, `controls under the cart button, scrolled to the ${where}`).toEqual([]);
    }
    // The button is on screen, and opens the cart.
    const box = await boxOf(fab);
    // Half a pixel of layout rounding, as the cart's lines are measured above (the till's top row now has one more button).
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 0.5);
    await fab.click();
    await expect(page.getByRole('button', { name: 'Close cart' })).toBeVisible();
  });
});

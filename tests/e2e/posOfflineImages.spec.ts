import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { numbersLeft } from './support/offlineTill';

// The offline till opens from its service worker's cache (blocked for the other specs).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 36 in Chromium: the till keeps its snapshot's product pictures, small,
 * in Cache Storage (src/pos/offline/imageCache.ts), so with the network cut
 * and the page reloaded the cards still show them; a picture it could not
 * keep shows the placeholder, not a broken image.
 */

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' });

/** The card's picture as the browser drew it: its width in pixels, 0 when it did not load. */
const drawnWidth = (card: Locator) => card.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test('the offline till shows the pictures of its snapshot, and a placeholder for one it could not keep', async ({ page, context, api }) => {
  test.setTimeout(180_000);
  const tag = uniqueName('Img').split(' ')[1];
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  // A picture the demo shop's products have (seeded uploads), and one that is not on the server.
  const pictured = (await api.list('products', { limit: 50 })).doc.find((p) => typeof p.image === 'string' && p.image.startsWith('/uploads/'));
  expect(pictured, 'a demo product with an uploaded picture').toBeTruthy();
  const base = { status: 'published', category: category._id, cost: 50, price: 100, stock: 5 };
  await api.create('products', { ...base, name: `Pictured ${tag}`, image: pictured!.image, images: [pictured!.image] });
  await api.create('products', { ...base, name: `Lost picture ${tag}`, image: `/uploads/products/gone-${tag}.png` });

  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => numbersLeft(page), { timeout: 30_000 }).toBeGreaterThan(0);
  // The snapshot's pictures are kept after the snapshot itself: wait until this one is.
  await expect
    .poll(
      () =>
        page.evaluate(async (image) => {
          const keys = await (await caches.open('pos-images')).keys();
          return keys.some((r) => new URL(r.url).pathname === image);
        }, String(pictured!.image)),
      { timeout: 60_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('till-connection')).toHaveAttribute('data-online', 'false');

  await searchBox(page).fill(`Pictured ${tag}`);
  const card = page.getByRole('button', { name: `Add Pictured ${tag} to cart`, exact: true });
  await expect(card).toBeVisible();
  await expect.poll(() => drawnWidth(card), { timeout: 15_000 }).toBeGreaterThan(0);
  // The small picture the till kept (the demo's are 320 px wide), not the upload itself.
  expect(await drawnWidth(card)).toBeLessThanOrEqual(160);
  await searchBox(page).fill(`Lost picture ${tag}`);
  const lost = page.getByRole('button', { name: `Add Lost picture ${tag} to cart`, exact: true });
  await expect(lost).toBeVisible();
  await expect(lost.getByTestId('pos-product-placeholder')).toBeVisible();
  await expect(lost.locator('img')).toHaveCount(0);

  await context.setOffline(false);
});

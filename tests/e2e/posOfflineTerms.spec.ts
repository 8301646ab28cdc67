import type { Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { numbersLeft, sell } from './support/offlineTill';

// The offline till opens from its service worker's cache (blocked for the other specs).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 34 through the till's real offline queue: an offline sale is checked
 * against the catalogue snapshot its till was given (the till sends its
 * device, its block's number and the snapshot's version with each queued
 * sale). An honest sale goes through as before; one whose price was lowered in
 * the till's own storage (a till setting its own price) is refused, and the
 * cashier sees why among the offline sales.
 */

const mark = (page: Page) => page.getByTestId('till-connection');

/** What a tampered till does: rewrites a queued sale's terms in its IndexedDB to a price of its own. */
const lowerQueuedPrice = (page: Page, number: string, taka: number) =>
  page.evaluate(
    ({ number, taka }) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('pos-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('sales', 'readwrite');
          const store = tx.objectStore('sales');
          const read = store.get(number);
          read.onsuccess = () => {
            const sale = read.result as { terms?: { listPrice: number; unitPrice: number }[]; snapshot?: string } | undefined;
            if (!sale?.terms?.length || !sale.snapshot) return resolve(false);
            sale.terms = sale.terms.map((t) => ({ ...t, listPrice: taka, unitPrice: taka }));
            store.put(sale);
            tx.oncomplete = () => resolve(true);
          };
        };
      }),
    { number, taka },
  );

test('offline sales are taken at the prices the till’s snapshot held: an honest one unchanged, one priced by the till itself refused', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(300_000);
  const tag = uniqueName('Terms').split(' ')[1];
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  const item = await api.create('products', { status: 'published', category: category._id, cost: 300, name: `Jamdani ${tag}`, price: 765, stock: 10 });
  const code = String((await api.get('products', item._id)).barcode);

  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => numbersLeft(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);

  await context.setOffline(true);
  await expect(mark(page)).toHaveAttribute('data-online', 'false');
  const honest = await sell(page, code, `Jamdani ${tag}`);
  const tampered = await sell(page, code, `Jamdani ${tag}`);
  await expect(mark(page)).toHaveText('Offline · 2 sales waiting to be sent');
  // ৳0.01 for the ৳765 item, written into the queue as if the till had charged it.
  expect(await lowerQueuedPrice(page, tampered, 0.01)).toBe(true);

  await context.setOffline(false);
  await expect(mark(page)).toHaveText('Online · 0 sales waiting to be sent', { timeout: 120_000 });

  // The honest sale: one order at the price its receipt printed, nothing on Price Differences.
  const found = (await api.list('orders', { search: honest, limit: 5 })).doc.filter((o) => o.number === honest);
  expect(found).toEqual([expect.objectContaining({ number: honest, total: 765 })]);
  expect((await api.list('price-differences', { search: honest, limit: 5 })).doc).toEqual([]);
  // The till's own price: no order, and the cashier is told why.
  expect((await api.list('orders', { search: tampered, limit: 5 })).doc.filter((o) => o.number === tampered)).toEqual([]);
  await page.getByRole('button', { name: 'Offline sales (1 to look at)' }).click();
  const refused = page.getByRole('region', { name: 'Refused by the server' });
  await expect(refused).toContainText(tampered);
  await expect(refused).toContainText('is not a price this till’s catalogue held');
  expect((await api.get('products', item._id)).stock).toBe(9);
});

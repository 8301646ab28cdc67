import { expect, type Page } from '@playwright/test';

/** What a till test does at the till (issues 25, 34): scan, sell, count the numbers it holds. */

export async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The receipt numbers this browser holds for its till, unused (IndexedDB `pos-offline`). */
export const numbersLeft = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('pos-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('numbers')) return resolve(0);
          const count = db.transaction('numbers').objectStore('numbers').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

/**
 * One cash sale of one unit, paid exactly; answers the receipt's number. The
 * item is scanned, or (`pick`) found by its barcode in the search and picked:
 * a loaded machine may type a scan slower than a scanner does.
 */
export async function sell(
  page: Page,
  code: string,
  name: string,
  how: 'scan' | 'pick' = 'pick',
  { coupon, customer }: { coupon?: { code: string; off: string }; customer?: string } = {},
): Promise<string> {
  if (how === 'scan') {
    await page.getByRole('heading', { name: 'Point of Sale', level: 1 }).click();
    await scan(page, code);
  } else {
    await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).fill(code);
    await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).click();
  }
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name })).toBeVisible();
  if (customer) {
    await page.getByRole('combobox', { name: 'Customer' }).fill(customer);
    await page.getByRole('option', { name: customer, exact: false }).click();
    await expect(page.getByTestId('pos-customer')).toContainText(customer);
  }
  if (coupon) {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(coupon.code);
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByText(`Coupon ${coupon.code}: ${coupon.off} off`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Confirm & Pay' }).click();
  const receipt = page.getByRole('dialog', { name: /^Receipt S-\d+$/ });
  await expect(receipt).toBeVisible();
  const number = (await receipt.getByTestId('receipt-number').textContent()) ?? '';
  await receipt.getByRole('button', { name: 'Next sale' }).click();
  await expect(receipt).toBeHidden();
  return number;
}

import { messageCatalogueOf } from '../../common/messageOrder/catalogue';
import { readOrderMessage } from '../../common/messageOrder/read';
import { valueOf } from '../../common/messageOrder/types';
import type { OrderRecord } from '../../common/wire/orders';
import type { PosCatalogue, PosCatalogueProduct } from '../../common/wire/posCatalogue';
import { expect, signedInTest as test } from './support/fixtures';
import { toast } from './support/ui';
import { axeOf } from './support/axe';

/**
 * "Order from a message" (issue 38) on the real product: a customer's Bangla
 * message naming a product of the demo store is read at the till, fills the
 * cart and the delivery address, and is placed, unpaid, as an order from a
 * message.
 */

/** How a customer writes the demo store's name words and colours in Bangla (the reader's words, common/messageOrder/words.ts). */
const BANGLA_WORDS: Readonly<Record<string, string>> = {
  Cotton: 'সুতি',
  Silk: 'সিল্ক',
  Linen: 'লিনেন',
  Denim: 'ডেনিম',
  Panjabi: 'পাঞ্জাবি',
  Shirt: 'শার্ট',
  Kurti: 'কুর্তি',
  Jeans: 'জিন্স',
};
const BANGLA_COLOURS: Readonly<Record<string, string>> = {
  Black: 'কালো',
  White: 'সাদা',
  Red: 'লাল',
  Green: 'সবুজ',
  Pink: 'গোলাপি',
  Maroon: 'মেরুন',
  Navy: 'নেভি',
};

const banglaDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

interface Chosen {
  product: PosCatalogueProduct;
  variant: PosCatalogueProduct['variations'][number];
  message: string;
}

/**
 * A product of the demo catalogue whose name a customer can write wholly in
 * Bangla, with a size-and-colour variant in stock for two: the message names
 * it so, and the reader must find just that one (the store has several
 * panjabis; "সুতি পাঞ্জাবি" alone may fit more than one, so the first that
 * reads as one is taken).
 */
function chooseProduct(catalogue: PosCatalogue, head: string): Chosen {
  const forReader = messageCatalogueOf(catalogue.products);
  for (const product of catalogue.products) {
    const words = product.name.split(' ');
    if (!words.every((w) => BANGLA_WORDS[w])) continue;
    for (const variant of product.variations) {
      const [size, colour] = variant.name.split('-');
      if (!BANGLA_COLOURS[colour] || !/^(S|M|L|XL)$/.test(size) || variant.stock < 2) continue;
      const message = `${head}, ${BANGLA_COLOURS[colour]} ${words.map((w) => BANGLA_WORDS[w]).join(' ')} ${size} ২টা`;
      const [item, ...more] = readOrderMessage(message, forReader).items;
      if (more.length === 0 && item && valueOf(item.product)?.id === product._id && item.variant && valueOf(item.variant)?.id === variant._id)
        return { product, variant, message };
    }
  }
  throw new Error('No product of the demo catalogue can be named wholly in Bangla: see BANGLA_WORDS');
}

test('a Bangla message read at the till becomes a delivery order from a message, with its phone and items', async ({ page, api }) => {
  test.setTimeout(180_000);
  // A phone no demo customer has: the order is a guest's, with the address.
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const written = banglaDigits(`${phone.slice(0, 5)}-${phone.slice(5)}`);
  const catalogue = await api.read<PosCatalogue>('orders/pos-catalogue');
  const { product, variant, message } = chooseProduct(catalogue, `নাম: রহিমা খাতুন, ${written}, মিরপুর ১০ ঢাকা`);

  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Order from a message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order from a message' });
  const text = dialog.getByRole('textbox', { name: 'Customer’s message' });

  // A message with little in it: each field not read is marked, says why, and the dialog has no serious accessibility fault.
  await text.fill('একটা হিজাব লাগবে');
  await dialog.getByRole('button', { name: 'Read' }).click();
  await expect(dialog.getByRole('group', { name: 'Phone' })).toHaveAttribute('data-read', 'unread');
  await expect(dialog.getByRole('group', { name: 'Phone' }).getByRole('note')).toHaveText('Phone not found in the message');
  await expect(dialog.getByRole('group', { name: 'Address' }).getByRole('note')).toHaveText('Address not found in the message');
  const { violations } = await axeOf(page).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await text.fill(message);
  await dialog.getByRole('button', { name: 'Read' }).click();

  await expect(dialog.getByRole('group', { name: 'Name' })).toContainText('রহিমা খাতুন');
  await expect(dialog.getByRole('group', { name: 'Phone' })).toContainText(phone);
  await expect(dialog.getByRole('group', { name: 'District' })).toContainText('Dhaka');
  await expect(dialog.getByRole('group', { name: 'Item 1' })).toContainText(`${product.name} · ${variant.name} · Qty 2`);
  await expect(dialog.getByRole('group', { name: 'Item 1' })).toHaveAttribute('data-read', 'read');
  await expect(dialog.getByRole('group', { name: 'Customer' })).toContainText('No customer has this phone');
  await dialog.getByRole('button', { name: 'Use this' }).click();

  // The address as the message gave it; staff add what a message never has.
  const address = page.getByRole('dialog', { name: 'Delivery address' });
  await expect(address.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);
  await expect(address.getByRole('textbox', { name: 'Street' })).toHaveValue('মিরপুর ১০ ঢাকা');
  await expect(address.getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka');
  await address.getByRole('textbox', { name: 'Email' }).fill('rahima@example.com');
  await address.getByRole('textbox', { name: 'Postal code' }).fill('1216');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address).toBeHidden();

  const cart = page.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem', { name: `${product.name} (${variant.name})` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${product.name} (${variant.name})` })).toHaveValue('2');
  await expect(page.getByText('From a customer’s message')).toBeVisible();

  // Cash on delivery: nothing taken now.
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('textbox', { name: 'Cash tendered (৳)' })).toHaveValue('0');
  await details.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';

  const order = await api.read<OrderRecord>(`orders/${id}`);
  expect(order.source).toBe('message');
  expect(order.customerPhone).toBe(phone);
  expect(order.status).toBe('order-placed');
  expect(order.paymentState).toBe('unpaid');
  expect(order.address).toMatchObject({ phone, street: 'মিরপুর ১০ ঢাকা', city: 'Dhaka', district: '47' });
  expect(order.items.map((i) => ({ productId: i.productId, variantId: i.variantId, qty: i.qty }))).toEqual([
    { productId: product._id, variantId: variant._id, qty: 2 },
  ]);
});

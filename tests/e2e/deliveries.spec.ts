import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { uniqueName, type OwnerApi } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { rawKeysIn, shownText } from './support/rawKeys';
import { chooseLanguage, rowWith, toast } from './support/ui';
import resourceSpecBn from '../../common/resourceSpecBn';
import bn from '../../src/i18n/bn';
import deliveriesBn from '../../src/i18n/deliveries.bn';
import deliveriesEn from '../../src/i18n/deliveries.en';
import engineBn from '../../src/i18n/engine.bn';
import posBn from '../../src/i18n/pos.bn';
import posEn from '../../src/i18n/pos.en';

/**
 * Issue 22 end to end: a phone order rung up at the till with a delivery
 * address, booked with the manual courier from the orders list, its tracking
 * code typed, its parcel label printed, marked delivered, and the order
 * completed; in English and in Bangla.
 */

/** The words a person reads on the way, in one language. */
interface Words {
  search: string;
  runSearch: string;
  bulkActions: string;
  actions: string;
  bookDelivery: string;
  courierFor: string;
  bookTitle: string;
  manual: string;
  book: string;
  booked: string;
  close: string;
  edit: string;
  trackingCode: string;
  save: string;
  printLabels: string;
  labelsTitle: string;
  download: string;
  markDelivered: string;
  confirm: string;
  updated: string;
  orderStatus: string;
  completed: string;
}

const spec = (text: string, bangla: boolean) => (bangla ? resourceSpecBn[text] : text);

function words(bangla: boolean): Words {
  const d = bangla ? deliveriesBn.deliveries : deliveriesEn.deliveries;
  const pos = bangla ? posBn : posEn;
  return {
    search: bangla ? engineBn.engine.list.search : 'Search',
    runSearch: bangla ? engineBn.engine.list.search_button : 'Run search',
    bulkActions: bangla ? engineBn.engine.list.bulk.menu : 'Bulk actions',
    actions: bangla ? engineBn.engine.list.row_menu.open : 'Actions',
    bookDelivery: spec('Book delivery', bangla),
    bookTitle: d.book.title.split(' |||| ')[0].replace('%{smart_count}', bangla ? '১' : '1'),
    manual: spec('Manual (own rider)', bangla),
    courierFor: d.book.courier_for,
    book: d.book.submit,
    booked: d.book.booked,
    close: d.book.close,
    edit: spec('Edit', bangla),
    trackingCode: spec('Tracking code', bangla),
    save: bangla ? bn.ra.action.save : 'Save',
    printLabels: spec('Print parcel labels', bangla),
    labelsTitle: d.labels.title.split(' |||| ')[0].replace('%{smart_count}', bangla ? '১' : '1'),
    download: d.labels.download,
    markDelivered: spec('Mark delivered', bangla),
    confirm: bangla ? bn.ra.action.confirm : 'Confirm',
    updated: spec('Delivery updated', bangla),
    orderStatus: pos.orders.page.status,
    completed: pos.orders.status.completed,
  };
}

/** Rings up one unit of `name` at /pos for a phone customer with a Dhaka address, nothing paid: cash on delivery. Answers the order's id and number. */
async function ringUpPhoneOrder(page: Page, name: string, recipient: string): Promise<{ id: string; number: string }> {
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Set address' }).click();
  const address = page.getByRole('dialog', { name: 'Delivery address' });
  for (const [label, value] of [
    ['Name', recipient],
    ['Email', 'phone.order@example.com'],
    ['Phone', '01811-222333'],
    ['Street', 'House 7, Road 2, Mirpur 10'],
    ['City', 'Dhaka'],
    ['Postal code', '1216'],
  ]) {
    await address.getByRole('textbox', { name: label, exact: false }).first().fill(value);
  }
  await address.getByRole('button', { name: 'Save address' }).click();
  // 850 + the demo's ৳60 inside Dhaka.
  await expect(page.getByTestId('net-payable')).toHaveText('৳ 910.00');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  // Cash on delivery: nothing handed over at the till.
  await details.getByRole('textbox', { name: 'Cash tendered (৳)' }).fill('0');
  await details.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = await page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 }).innerText();
  return { id: page.url().split('/').pop()!, number: heading.replace('Order ', '').trim() };
}

async function newProduct(api: OwnerApi): Promise<string> {
  const name = uniqueName('Lawn three-piece');
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  await api.create('products', { name, status: 'published', category: category._id, price: 850, cost: 400, stock: 3 });
  return name;
}

async function bookTrackPrintDeliver(page: Page, api: OwnerApi, order: { id: string; number: string }, recipient: string, w: Words) {
  // Book it from the orders list's bulk menu.
  await page.goto('/orders');
  await page.getByRole('searchbox', { name: w.search }).fill(order.number);
  await page.getByRole('button', { name: w.runSearch }).click();
  await rowWith(page, order.number).getByRole('checkbox').check();
  await page.getByRole('button', { name: w.bulkActions }).click();
  await page.getByRole('menuitem', { name: w.bookDelivery }).click();
  const dialog = page.getByRole('dialog', { name: w.bookTitle });
  // Only the own rider is set up here: it is chosen, unpriced.
  await expect(dialog.getByRole('combobox', { name: w.courierFor.replace('%{order}', order.number) })).toContainText(w.manual);
  await dialog.getByRole('button', { name: w.book, exact: true }).click();
  await expect(dialog.getByRole('row').filter({ hasText: order.number })).toContainText(w.booked);
  expect(rawKeysIn(await shownText(page))).toEqual([]);
  await dialog.getByRole('button', { name: w.close }).click();
  await expect(dialog).toBeHidden();

  // On the deliveries list: type the rider's tracking code.
  await page.goto('/deliveries');
  await page.getByRole('searchbox', { name: w.search }).fill(order.number);
  await page.getByRole('button', { name: w.runSearch }).click();
  await expect(rowWith(page, order.number)).toContainText(recipient);
  expect(rawKeysIn(await shownText(page))).toEqual([]);
  await rowWith(page, order.number).getByRole('button', { name: w.actions }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: w.edit, exact: true }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('textbox', { name: w.trackingCode }).fill(`RIDER-${order.number}`);
  await edit.getByRole('button', { name: w.save }).click();
  await expect(rowWith(page, order.number)).toContainText(`RIDER-${order.number}`);

  // The parcel label, while it is booked.
  await rowWith(page, order.number).getByRole('checkbox').check();
  await page.getByRole('button', { name: w.bulkActions }).click();
  await page.getByRole('menuitem', { name: w.printLabels }).click();
  const labels = page.getByRole('dialog', { name: w.labelsTitle });
  const downloading = page.waitForEvent('download');
  await labels.getByRole('button', { name: w.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parcel_labels_\d{12}\.pdf$/);
  const text = execFileSync('pdftotext', [(await download.path())!, '-'], { encoding: 'utf8' });
  for (const part of [
    `Order ${order.number}`,
    recipient,
    '01811222333',
    'House 7, Road 2, Mirpur 10, Dhaka, 1216',
    'COD ৳ 910.00',
    `Tracking RIDER-${order.number}`,
    'Manual (own rider)',
  ]) {
    expect(text, part).toContain(part);
  }

  // Delivered: the order is completed.
  await rowWith(page, order.number).getByRole('button', { name: w.actions }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: w.markDelivered }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: w.confirm }).click();
  await expect(toast(page, w.updated)).toBeVisible();
  const delivery = (await api.list('deliveries', { search: order.number })).doc[0];
  expect(delivery).toMatchObject({ status: 'delivered', collected: 910, trackingCode: `RIDER-${order.number}` });
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByLabel(`${w.orderStatus}: ${w.completed}`)).toBeVisible();
}

test('a phone order rung up at the till is booked with the manual courier, tracked, labelled and delivered: the order is completed', async ({ page, api }) => {
  test.setTimeout(240_000);
  const product = await newProduct(api);
  const order = await ringUpPhoneOrder(page, product, 'Farzana Akter');
  await bookTrackPrintDeliver(page, api, order, 'Farzana Akter', words(false));
});

test('in Bangla: booking, the tracking code, the label and delivered, the order completed', async ({ page, api }) => {
  test.setTimeout(240_000);
  const product = await newProduct(api);
  const order = await ringUpPhoneOrder(page, product, 'Selina Parvin');
  await chooseLanguage(page, 'বাংলা');
  await bookTrackPrintDeliver(page, api, order, 'Selina Parvin', words(true));
});

import type { Page } from '@playwright/test';
import { formatMoney, parseTaka, poisha } from '../../common/money';
import type { OwnerApi } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { chooseLanguage, rowWith, tableRows, toast } from './support/ui';

/*
 * Cash on delivery settled (issue 22): the demo store's delivered parcels
 * whose cash a courier still holds are listed under Owed by Couriers; a
 * manager selects one courier's parcels, records the payout with its fees
 * (collected, fees and remitted worked out as typed), the parcels leave the
 * list and their orders show paid. In English with Steadfast's parcels, in
 * Bangla with the shop's own rider's.
 */

test.describe.configure({ timeout: 180_000 });

interface Language {
  name: string;
  choice: 'English' | 'বাংলা';
  courier: string;
  digits: 'latn' | 'beng';
  words: { bulk: string; action: string; title: RegExp; fees: string; reference: string; save: string; done: RegExp; paid: string; totals: string };
}

const LANGUAGES: Language[] = [
  {
    name: 'English',
    choice: 'English',
    courier: 'steadfast',
    digits: 'latn',
    words: {
      bulk: 'Bulk actions',
      action: 'Record payout',
      title: /Record Steadfast’s payout for 2 parcels/,
      fees: 'Fees kept by the courier',
      reference: 'Courier’s reference',
      save: 'Record payout',
      done: /Payout CS-\d{6} recorded/,
      paid: 'Paid',
      totals: 'Owed in all:',
    },
  },
  {
    name: 'Bangla',
    choice: 'বাংলা',
    courier: 'manual',
    digits: 'beng',
    words: {
      bulk: 'একসাথে কাজ',
      action: 'পেআউট লিখুন',
      title: /নিজস্ব \(নিজের রাইডার\)-এর ২টি পার্সেলের পেআউট লিখুন/,
      fees: 'কুরিয়ারের রাখা ফি',
      reference: 'কুরিয়ারের রেফারেন্স',
      save: 'পেআউট লিখুন',
      done: /পেআউট CS-\d{6} লেখা হয়েছে/,
      paid: 'পরিশোধিত',
      totals: 'মোট পাওনা:',
    },
  },
];

interface Owed {
  _id: string;
  order: string;
  orderNumber: string;
  collected: number;
}

const owedOf = async (api: OwnerApi, courier: string) =>
  (await api.list('courier-dues', { courier, sort: 'orderNumber', limit: 100 })).doc as unknown as Owed[];

async function recordPayout(page: Page, api: OwnerApi, t: Language) {
  const owed = await owedOf(api, t.courier);
  // The demo seeds 5 Steadfast parcels and 3 of the rider's still owed.
  expect(owed.length).toBeGreaterThanOrEqual(2);
  const chosen = owed.slice(0, 2);
  const money = (amount: number) => formatMoney(poisha(amount), { digits: t.digits });
  const collected = chosen.reduce((sum, o) => sum + (parseTaka(o.collected) ?? 0), 0);

  await page.goto('/courier-dues');
  await expect(page.getByText(t.words.totals)).toBeVisible();
  await expect(page.getByTestId(`owed-${t.courier}`)).toBeVisible();
  for (const o of chosen) await rowWith(page, o.orderNumber).getByRole('checkbox').check();
  await page.getByRole('button', { name: t.words.bulk }).click();
  await page.getByRole('menuitem', { name: t.words.action }).click();

  const dialog = page.getByRole('dialog', { name: t.words.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('payout-collected')).toHaveText(money(collected));
  await expect(dialog.getByTestId('payout-remitted')).toHaveText(money(collected));
  // Fees more than the cash: said at once, and nothing can be saved.
  await dialog.getByRole('textbox', { name: t.words.fees }).fill(String((collected + 1) / 100));
  await expect(dialog.getByRole('button', { name: t.words.save })).toBeDisabled();
  await dialog.getByRole('textbox', { name: t.words.fees }).fill('120.50');
  await expect(dialog.getByTestId('payout-fees')).toHaveText(money(12050));
  await expect(dialog.getByTestId('payout-remitted')).toHaveText(money(collected - 12050));
  await dialog.getByRole('textbox', { name: t.words.reference }).fill(`E2E-${t.name}`);
  await dialog.getByRole('button', { name: t.words.save }).click();

  await expect(toast(page, t.words.done)).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const o of chosen) await expect(rowWith(page, o.orderNumber)).toHaveCount(0);
  await expect(tableRows(page).first()).toBeVisible();

  // Each order shows paid, with the settlement's cash payment.
  for (const o of chosen) {
    await page.goto(`/orders/${o.order}`);
    await expect(page.getByText(o.orderNumber).first()).toBeVisible();
    await expect(page.getByText(t.words.paid, { exact: true }).first()).toBeVisible();
    const order = await api.read<{ paymentState: string; payments: { method: string; reference: string | null; amount: number }[] }>(`orders/${o.order}`);
    expect(order.paymentState).toBe('paid');
    expect(order.payments).toContainEqual(
      expect.objectContaining({ method: 'cash', amount: o.collected, reference: expect.stringContaining(`E2E-${t.name}`) }),
    );
  }
  // The payout is listed with its figures.
  const payouts = (await api.list('courier-settlements', { search: `E2E-${t.name}` })).doc;
  expect(payouts).toMatchObject([{ courier: t.courier, collected: collected / 100, fees: 120.5, remitted: (collected - 12050) / 100, parcels: 2 }]);
}

for (const t of LANGUAGES) {
  test(`record a courier's cash-on-delivery payout from the owed list in ${t.name}: the orders show paid`, async ({ page, api }) => {
    await page.goto('/');
    await chooseLanguage(page, t.choice);
    await recordPayout(page, api, t);
  });
}

import type { Page } from '@playwright/test';
import { uniqueName, type OwnerApi } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { chooseLanguage, rowWith, tableRows, toast } from './support/ui';

/*
 * Marketing SMS as a shop owner sends it (issue 22, spec §2.4, §2.6, §2.1
 * SMS Log, §8): the customers list narrowed to a segment, the Marketing SMS
 * bulk action with a Bangla message, the parts and cost seen before sending,
 * the toast, and the SMS Log listing each message; in English and in Bangla.
 * The e2e server uses the log gateway (the default), so each message ends
 * `logged`, or `held` until 08:00 when the run falls in Dhaka's quiet hours.
 */
test.describe.configure({ timeout: 120_000 });

// 88 UTF-16 units of Bangla: UCS-2, two parts of 67.
const BANGLA = 'শীতের নতুন কালেকশন এসেছে! সব পাঞ্জাবি ও শালে ১৫% ছাড়, শুধু এই সপ্তাহে। আজই আসুন।';

async function segment(api: OwnerApi, prefix: string): Promise<void> {
  for (const n of [1, 2, 3]) {
    const phone = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await api.create('customers', { name: `${prefix} ${n}`, phone });
  }
}

/** The list's search, in either language: typed, then Enter. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

async function openDialog(page: Page, prefix: string, words: { bulk: string; action: string }) {
  await page.goto('/customers');
  await searchFor(page, prefix);
  await expect(tableRows(page)).toHaveCount(3);
  await rowWith(page, `${prefix} 1`).getByRole('checkbox').check();
  await page.getByRole('button', { name: words.bulk }).click();
  await page.getByRole('menuitem', { name: words.action }).click();
  const dialog = page.getByRole('dialog', { name: words.action });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a Bangla marketing SMS to a searched segment: parts and cost before sending, the toast, then the SMS Log', async ({ page, api }) => {
  const prefix = uniqueName('Smsseg');
  await segment(api, prefix);
  const dialog = await openDialog(page, prefix, { bulk: 'Bulk actions', action: 'Marketing SMS' });

  // Every customer the search matches, not only the row selected.
  await dialog.getByRole('radio', { name: 'All 3 customers matching the search and filters' }).check();
  await dialog.getByRole('textbox', { name: 'Message' }).fill(BANGLA);
  await expect(dialog.getByTestId('sms-count')).toHaveText(`${BANGLA.length} characters · Unicode (UCS-2) · 2 parts`);
  await expect(dialog.getByTestId('sms-recipients')).toHaveText('3 customers');
  await expect(dialog.getByTestId('sms-parts')).toHaveText('2');
  // 3 recipients × 2 parts × ৳ 0.35 (the settings' price per part).
  await expect(dialog.getByTestId('sms-cost')).toHaveText('৳ 2.10');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'SMS sent successfully')).toBeVisible();

  // The SMS Log under Reports: the report, and behind it each message with its parts, encoding and cost.
  await page.getByRole('menuitem', { name: 'SMS Log' }).click();
  await expect(page).toHaveURL(/\/reports\/sms-log/);
  await expect(page.getByRole('heading', { name: 'SMS Log', level: 1 })).toBeVisible();
  // The report's totals open the messages behind them in the SMS list (issue 23).
  // Once in CI the click landed while the report was still settling its first answer and the page stayed put;
  // the link is clicked again until it leads on (it must, within 20 s).
  await expect(async () => {
    await page.getByTestId('report-totals').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/reports\/sms-log\/messages/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await searchFor(page, prefix);
  await expect(tableRows(page)).toHaveCount(3);
  const first = rowWith(page, `${prefix} 1`);
  await expect(first).toContainText(BANGLA.slice(0, 20));
  await expect(first).toContainText('Unicode (UCS-2)');
  await expect(first).toContainText('৳ 0.70');
  await expect(first).toContainText(/Logged \(not sent\)|Held for quiet hours/);
});

test('the same in Bangla: the dialog, the toast and the log speak Bangla', async ({ page, api }) => {
  const prefix = uniqueName('Smsbn');
  await segment(api, prefix);
  await page.goto('/customers');
  await chooseLanguage(page, 'বাংলা');
  const dialog = await openDialog(page, prefix, { bulk: 'একসাথে কাজ', action: 'মার্কেটিং এসএমএস' });
  await dialog.getByRole('radio', { name: /খোঁজ ও ফিল্টারে মেলা সব/ }).check();
  await dialog.getByRole('textbox', { name: 'বার্তা' }).fill(BANGLA);
  await expect(dialog.getByTestId('sms-count')).toContainText('ইউনিকোড (UCS-2)');
  await expect(dialog.getByTestId('sms-parts')).toHaveText('2');
  await expect(dialog.getByTestId('sms-cost')).toHaveText('৳ ২.১০');
  await dialog.getByRole('button', { name: 'পাঠান' }).click();
  await expect(toast(page, 'এসএমএস সফলভাবে পাঠানো হয়েছে')).toBeVisible();

  await page.goto('/reports/sms-log/messages');
  await expect(page.getByRole('columnheader', { name: /বার্তা/ })).toBeVisible();
  await searchFor(page, prefix);
  await expect(tableRows(page)).toHaveCount(3);
  await expect(rowWith(page, `${prefix} 2`)).toContainText(/লগ করা হয়েছে \(পাঠানো হয়নি\)|নীরব সময়ের জন্য আটকে আছে/);
  await chooseLanguage(page, 'English');
});

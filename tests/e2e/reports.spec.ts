import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatDate } from '../../common/dates';
import { formatMoney, parseTaka, poisha, toBanglaDigits, toTakaString } from '../../common/money';
import type { LowStockAnswer, ProfitLossAnswer, SmsLogAnswer, TopCustomersAnswer, TopProductsAnswer } from '../../common/wire/reports';
import { uniqueName } from './support/api';
import { expect, signedInTest as test, test as signedOutTest } from './support/fixtures';
import { chooseLanguage, logIn, tableRows } from './support/ui';

/**
 * Issue 23, the reports of the Reports group: each one renders, filters and
 * drills down to the list behind its figures, in English and Bangla, on a
 * phone too, and exports through the server (CSV and PDF). Expected figures
 * are the server's answer to the same question.
 */

const money = (taka: number) => formatMoney(poisha(parseTaka(taka) ?? Number.NaN));
const today = () => formatDate(new Date(), 'Asia/Dhaka');
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const range = () => ({ from: daysBefore(today(), 29), to: today() });

const report = (page: Page) => page.getByRole('table').last();
const totals = (page: Page) => page.getByTestId('report-totals');
/** The report table's rows (the chart's figures table, kept for screen readers, is another table). */
const reportRows = (page: Page) => report(page).locator('tbody tr');

/** Clicks an export button and answers the saved file's name and text (CSV) or first bytes (PDF). */
async function exportFile(page: Page, button: string): Promise<{ name: string; text: string; path: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: (await readFile(path, 'utf8')).replace(/^\uFEFF/, ''), path };
}

/** A report's file name: the report, the period it covers and the shop's time it was written, as the list exports are named. */
const stamped = (name: string, ext: string, period?: { from: string; to: string }) =>
  new RegExp(`^${name}${period ? `_${period.from}_${period.to}` : ''}_\\d{12}\\.${ext}$`);

/** A select of the report's filter bar. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The text of a body cell by its column heading. */
async function cellTexts(page: Page, heading: string): Promise<string[]> {
  const headings = await report(page).getByRole('columnheader').allInnerTexts();
  const index = headings.findIndex((h) => h.trim() === heading);
  expect(index, `column ${heading}`).toBeGreaterThanOrEqual(0);
  return report(page)
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => (row.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
}

test('the Reports group lists the four reports beside the SMS Log', async ({ page }) => {
  const group = page.getByRole('group', { name: 'Reports' });
  await expect(group.getByRole('menuitem')).toHaveText(['Profit/Loss Report', 'Top Products', 'Low Stock', 'Top Customers', 'SMS Log']);
  await group.getByRole('menuitem', { name: 'Top Customers' }).click();
  await expect(page).toHaveURL(/\/reports\/top-customers$/);
  await expect(page.getByRole('heading', { name: 'Top Customers', level: 1 })).toBeVisible();
});

test('Profit/Loss: a row a day, then a month; net sales drills down to its orders, adjustments to the ledger', async ({ page, api }) => {
  const { from, to } = range();
  const byDay = await api.read<ProfitLossAnswer>('reports/profit-loss', { from, to });
  await page.goto('/reports/profit-loss');
  await expect(page.getByRole('heading', { name: 'Profit/Loss Report', level: 1 })).toBeVisible();
  await expect(reportRows(page)).toHaveCount(byDay.rows.length);
  await expect(totals(page)).toContainText(money(byDay.totals.netSales));
  // The chart's figures as a table, for screen readers and copying.
  await expect(page.getByRole('table', { name: 'Chart of Profit/Loss Report' })).toBeAttached();

  const byMonth = await api.read<ProfitLossAnswer>('reports/profit-loss', { from, to, groupBy: 'month' });
  await choose(page, 'Group by', 'Month');
  await expect(reportRows(page)).toHaveCount(byMonth.rows.length);
  await expect.poll(() => cellTexts(page, 'Period')).toEqual(byMonth.rows.map((r) => r.period));
  await expect.poll(() => cellTexts(page, 'Net sales')).toEqual(byMonth.rows.map((r) => money(r.netSales)));
  await expect(page).toHaveURL(/groupBy=month/);

  // Paid by bKash only: the server's figure for it.
  const bkash = await api.read<ProfitLossAnswer>('reports/profit-loss', { from, to, groupBy: 'month', paymentMethod: 'bkash' });
  await choose(page, 'Payment method', 'bKash');
  await expect(totals(page)).toContainText(money(bkash.totals.netSales));
  await choose(page, 'Payment method', 'All');

  // Exports: the server writes the same month rows and totals, figures in Latin digits for spreadsheets.
  const csv = await exportFile(page, 'Export CSV');
  expect(csv.name).toMatch(stamped('profit-loss', 'csv', { from, to }));
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Net Sales');
  expect(lines).toHaveLength(byMonth.rows.length + 2);
  expect(lines.at(-1)).toMatch(/^"?Total"?,/);
  expect(lines.at(-1)).toContain(toTakaString(poisha(parseTaka(byMonth.totals.netSales) ?? Number.NaN)));
  const pdf = await exportFile(page, 'Export PDF');
  expect(pdf.name).toMatch(stamped('profit-loss', 'pdf', { from, to }));
  expect(pdf.text.startsWith('%PDF')).toBe(true);

  // The total of net sales opens the orders behind it.
  await totals(page)
    .getByRole('link', { name: /^Net sales: / })
    .click();
  await expect(page).toHaveURL(/\/orders\?filter=/);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  expect(filter).toEqual(byMonth.drillDown.netSales.filter);
  await expect(tableRows(page).first()).toBeVisible();

  // The adjustments open the ledger rows they sum (Stock Movements of kinds count and adjustment), not the stock counts.
  await page.goBack();
  await totals(page)
    .getByRole('link', { name: /^Count adjustments: / })
    .click();
  await expect(page).toHaveURL(/\/stock-movements\?filter=/);
  const ledger = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  expect(ledger).toEqual(byMonth.drillDown.adjustments.filter);
  expect(ledger.kind).toEqual(['count', 'adjustment']);
});

test('Top Products: per variant and by units, as the server ranks them; a product opens its page', async ({ page, api }) => {
  const { from, to } = range();
  await page.goto('/reports/top-products');
  await expect(page.getByRole('heading', { name: 'Top Products', level: 1 })).toBeVisible();
  await choose(page, 'Per', 'Variant (size, colour)');
  await choose(page, 'Rank by', 'Units');
  const answer = await api.read<TopProductsAnswer>('reports/top-products', { from, to, per: 'variant', by: 'units' });
  await expect(reportRows(page)).toHaveCount(answer.rows.length);
  await expect.poll(async () => (await cellTexts(page, 'Units sold')).slice(0, 5)).toEqual(answer.rows.slice(0, 5).map((r) => String(r.units)));
  await expect.poll(async () => (await cellTexts(page, 'Variant')).slice(0, 5)).toEqual(answer.rows.slice(0, 5).map((r) => r.variantLabel ?? '—'));
  await expect(totals(page)).toContainText(money(answer.totals.revenue));
  await reportRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/products/${answer.rows[0].product}$`));
});

test('Low Stock: one location’s items; an item opens the inventory at that location', async ({ page, api }) => {
  const answer = await api.read<LowStockAnswer>('reports/low-stock', {});
  expect(answer.rows.length, 'the demo store has items at or below their alert').toBeGreaterThan(0);
  const { location, locationName } = answer.rows[0];
  const there = await api.read<LowStockAnswer>('reports/low-stock', { location });
  await page.goto('/reports/low-stock');
  await expect(page.getByRole('heading', { name: 'Low Stock', level: 1 })).toBeVisible();
  await choose(page, 'Location', locationName);
  await expect(reportRows(page)).toHaveCount(there.rows.length);
  await expect.poll(async () => [...new Set(await cellTexts(page, 'Location'))]).toEqual([locationName]);
  const first = there.rows[0];
  await reportRows(page).first().getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(/\/inventory\?filter=/);
  await expect(tableRows(page).first()).toContainText(first.sku ?? first.name);
});

test('Top Customers: ranked by orders; "message them" opens the customers list filtered to them', async ({ page, api }) => {
  const { from, to } = range();
  await page.goto('/reports/top-customers');
  await choose(page, 'Rank by', 'Orders');
  const answer = await api.read<TopCustomersAnswer>('reports/top-customers', { from, to, by: 'orders' });
  await expect(reportRows(page)).toHaveCount(answer.rows.length);
  await expect.poll(async () => (await cellTexts(page, 'Orders')).slice(0, 5)).toEqual(answer.rows.slice(0, 5).map((r) => String(r.orders)));
  const ids = answer.rows.flatMap((r) => (r.customer ? [r.customer] : []));
  await page.getByRole('link', { name: `Message these ${ids.length} customers` }).click();
  await expect(page).toHaveURL(/\/customers\?filter=/);
  await expect(page.getByText(`${ids.length} results`, { exact: true })).toBeVisible();
});

test('SMS Log: a row a day, then a month; filtered by kind; a day opens its messages; exported', async ({ page, api }) => {
  // One marketing message today, so the range has a row whatever the seed sent.
  const phone = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const customer = await api.create('customers', { name: uniqueName('SmsReport'), phone });
  await api.create('customers/sms', { ids: [customer._id], message: 'Winter collection: 10% off this week' });
  const { from, to } = range();
  const byDay = await api.read<SmsLogAnswer>('reports/sms-log', { from, to });
  await page.goto('/reports/sms-log');
  await expect(page.getByRole('heading', { name: 'SMS Log', level: 1 })).toBeVisible();
  await expect(reportRows(page)).toHaveCount(byDay.rows.length);
  await expect(totals(page)).toContainText(money(byDay.totals.cost));
  await choose(page, 'Group by', 'Month');
  const byMonth = await api.read<SmsLogAnswer>('reports/sms-log', { from, to, groupBy: 'month' });
  await expect(reportRows(page)).toHaveCount(byMonth.rows.length);
  await choose(page, 'Group by', 'Day');
  await choose(page, 'Kind', 'Marketing');
  const marketing = await api.read<SmsLogAnswer>('reports/sms-log', { from, to, kind: 'marketing' });
  await expect.poll(async () => cellTexts(page, 'Messages')).toEqual(marketing.rows.map((r) => String(r.messages)));
  const csv = await exportFile(page, 'Export CSV');
  expect(csv.name).toMatch(stamped('sms-log', 'csv', { from, to }));
  expect(csv.text.trim().split(/\r?\n/).at(-1)).toMatch(new RegExp(`^"?Total"?,${marketing.totals.messages},${marketing.totals.parts},`));
  // Today's row opens today's marketing messages in the SMS list.
  const last = marketing.rows.at(-1);
  expect(last?.period).toBe(to);
  await reportRows(page).last().getByRole('link').click();
  await expect(page).toHaveURL(/\/reports\/sms-log\/messages\?filter=/);
  await expect(page.getByText(new RegExp(`^${last?.messages} results?$`))).toBeVisible();
});

test('every report exports its table as CSV and PDF', async ({ page }) => {
  for (const name of ['top-products', 'low-stock', 'top-customers']) {
    await page.goto(`/reports/${name}`);
    await expect(reportRows(page).first()).toBeVisible();
    const csv = await exportFile(page, 'Export CSV');
    expect(csv.name).toMatch(stamped(name, 'csv', name === 'low-stock' ? undefined : range()));
    expect(csv.text.trim().split(/\r?\n/).length, name).toBeGreaterThan(1);
    const pdf = await exportFile(page, 'Export PDF');
    expect(pdf.name).toMatch(stamped(name, 'pdf', name === 'low-stock' ? undefined : range()));
    expect(pdf.text.startsWith('%PDF'), name).toBe(true);
  }
});

test('in Bangla on a phone: Bangla titles and digits, the table scrolls inside its box', async ({ page, api }) => {
  await chooseLanguage(page, 'বাংলা');
  await page.setViewportSize({ width: 390, height: 844 });
  const { from, to } = range();
  const answer = await api.read<ProfitLossAnswer>('reports/profit-loss', { from, to });
  await page.goto('/reports/profit-loss');
  await expect(page.getByRole('heading', { name: 'লাভ/ক্ষতি রিপোর্ট', level: 1 })).toBeVisible();
  await expect(report(page).getByRole('columnheader', { name: 'নিট বিক্রি' })).toBeVisible();
  await expect(totals(page)).toContainText(toBanglaDigits(money(answer.totals.netSales)));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The export in Bangla: Bangla headers, Latin digits.
  const csv = await exportFile(page, 'CSV এক্সপোর্ট');
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toContain('নিট বিক্রি');
  expect(lines.at(-1)).toMatch(/^"?মোট"?,/);
  expect(lines.at(-1)).toContain(toTakaString(poisha(parseTaka(answer.totals.netSales) ?? Number.NaN)));
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'English');
});

/** The text pdftotext reads back from a saved PDF (amounts as a reader sees them). */
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
/** `৳ 6,615.00` as the PDF writes it; pdftotext may keep or drop the space after the symbol. */
const amountIn = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('৳ ', '৳\\s?'));

test('the PDF writes amounts as the screen does: ৳, grouping, two decimals; Bangla digits in Bangla', async ({ page, api }) => {
  const { from, to } = range();
  const answer = await api.read<ProfitLossAnswer>('reports/profit-loss', { from, to });
  expect(answer.totals.netSales, 'the demo store sold in the last 30 days').toBeGreaterThan(1000);
  await page.goto('/reports/profit-loss');
  await expect(totals(page)).toContainText(money(answer.totals.netSales));
  const english = pdfText((await exportFile(page, 'Export PDF')).path);
  expect(english).toMatch(amountIn(money(answer.totals.netSales)));
  expect(english).toMatch(amountIn(money(answer.totals.grossSales)));

  await chooseLanguage(page, 'বাংলা');
  await expect(totals(page)).toContainText(toBanglaDigits(money(answer.totals.netSales)));
  const bangla = pdfText((await exportFile(page, 'PDF এক্সপোর্ট')).path);
  expect(bangla).toMatch(amountIn(toBanglaDigits(money(answer.totals.netSales))));
  // The CSV stays for spreadsheets: Latin digits, no symbol, no grouping.
  const csv = await exportFile(page, 'CSV এক্সপোর্ট');
  expect(csv.text.trim().split(/\r?\n/).at(-1)).toContain(toTakaString(poisha(parseTaka(answer.totals.netSales) ?? Number.NaN)));
  await chooseLanguage(page, 'English');
});

test('at 1366×768 the filter bar shows "Payment method" whole and each export button on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const name of ['profit-loss', 'top-products', 'top-customers', 'sms-log', 'low-stock']) {
    await page.goto(`/reports/${name}`);
    await expect(reportRows(page).first()).toBeVisible();
    const bar = page.getByRole('search', { name: 'Report filters' });
    // Every label of the bar is whole: nothing cut by its field's width.
    const clipped = await bar
      .locator('label')
      .evaluateAll((labels) =>
        labels
          .filter((l) => l.scrollWidth > l.clientWidth + 1 || l.getBoundingClientRect().right > (l.parentElement?.getBoundingClientRect().right ?? 0) + 1)
          .map((l) => l.textContent),
      );
    expect(clipped, name).toEqual([]);
    // Both exports on one row, above the filters (beside the title), each on one line: a small button of one line is about 31 px high.
    const csv = await page.getByRole('button', { name: 'Export CSV' }).boundingBox();
    const pdf = await page.getByRole('button', { name: 'Export PDF' }).boundingBox();
    const filters = await bar.boundingBox();
    expect(pdf?.y, `${name}: Export PDF beside Export CSV`).toBe(csv?.y);
    expect((pdf?.y ?? 0) + (pdf?.height ?? 0), `${name}: the exports above the filters`).toBeLessThanOrEqual(filters?.y ?? 0);
    expect(pdf?.height, `${name}: Export PDF on one line`).toBeLessThan(40);
    // Every filter of the bar on one row at this width.
    const tops = await bar.locator('.MuiFormControl-root').evaluateAll((fields) => [...new Set(fields.map((f) => Math.round(f.getBoundingClientRect().top)))]);
    expect(tops.length, `${name}: the filters on one row`).toBe(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the report range is typed and read as YYYY-MM-DD, not in the browser’s own date format', async ({ page, api }) => {
  const { to } = range();
  const from = daysBefore(to, 6);
  await page.goto('/reports/profit-loss');
  const fromInput = page.getByRole('textbox', { name: 'From' });
  await expect(fromInput).toHaveValue(range().from);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to);
  await fromInput.fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  const week = await api.read<ProfitLossAnswer>('reports/profit-loss', { from, to });
  await expect(reportRows(page)).toHaveCount(week.rows.length);
  // Half a date changes nothing and says what is expected.
  await fromInput.fill('2026-1');
  await expect(page.getByText('YYYY-MM-DD').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));

  await page.goto('/');
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
});

signedOutTest('a report opened without its permission says Access denied, not a blank page', async ({ page, api }) => {
  const email = `cashier-reports-${Date.now()}@example.com`;
  const role = (await api.list('roles', { search: 'Cashier' })).doc[0]._id;
  await api.create('users', { name: 'cashier-reports-e2e', email, password: 'cashier-pass-1', role });
  await logIn(page, email, 'cashier-pass-1');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  for (const name of ['profit-loss', 'top-products', 'low-stock', 'top-customers', 'sms-log']) {
    await page.goto(`/reports/${name}`);
    await expect(page.getByText('Access denied', { exact: true }), name).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  }
  await chooseLanguage(page, 'বাংলা');
  await expect(page.getByText('প্রবেশাধিকার নেই', { exact: true })).toBeVisible();
  await chooseLanguage(page, 'English');
});

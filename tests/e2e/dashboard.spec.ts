import type { Page } from '@playwright/test';
import { formatMoney, parseTaka, poisha, toBanglaDigits } from '../../common/money';
import type { DashboardAnswer } from '../../common/wire/reports';
import { uniqueName, type OwnerApi } from './support/api';
import { expect, signedInTest as test } from './support/fixtures';
import { chooseLanguage, toast } from './support/ui';

/**
 * Issue 23, the dashboard at `/`: a sale rung up at the point of sale shows
 * in today's figures, in English and Bangla, on a laptop and on a phone.
 * Expected figures are the server's own answer before the sale plus the sale.
 */

/** The answer as read here: common/wire/reports.ts types a card's figures as unknown (its kpi() takes any schema). */
type Dashboard = Omit<DashboardAnswer, 'kpis'> & { kpis: Record<'netSales' | 'orders', { value: number }> };

const kpiValue = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).locator('[data-kpi-value]');
const money = (taka: number) => formatMoney(poisha(parseTaka(taka) ?? Number.NaN));

async function today(api: OwnerApi) {
  return api.read<Dashboard>('dashboard', { period: 'today' });
}

/** A walk-in cash sale of one product at /pos, as a cashier rings it up; answers the order's number. */
async function sellAtPos(page: Page, name: string, price: number): Promise<string> {
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).fill(name);
  await page.getByRole('button', { name: `Add ${name} to cart`, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('textbox', { name: 'Cash tendered (৳)' }).fill(String(price));
  await details.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Order S-\d+$/, level: 1 });
  return (await heading.innerText()).replace(/^Order /, '');
}

async function newProduct(api: OwnerApi, price: number) {
  const category = (await api.list('categories', { limit: 1 })).doc[0];
  const name = uniqueName('Dash Tee');
  await api.create('products', { status: 'published', category: category._id, cost: 300, name, price, vat: 0, stock: 5 });
  return name;
}

test('a sale rung up at the POS shows on today’s dashboard: net sales, orders, recent orders, the hour’s figures', async ({ page, api }) => {
  test.setTimeout(180_000);
  const price = 700;
  const name = await newProduct(api, price);
  const before = await today(api);
  const number = await sellAtPos(page, name, price);

  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // No VAT, no delivery: the sale adds its price to net sales and one order.
  await expect(kpiValue(page, 'Net sales')).toHaveText(money(before.kpis.netSales.value + price));
  await expect(kpiValue(page, 'Orders')).toHaveText(String(before.kpis.orders.value + 1));
  await expect(page.getByRole('region', { name: 'Net sales', exact: true })).toContainText(/As of \d\d:\d\d [AP]M/);
  // The owner may see profit: the cards are there.
  await expect(page.getByRole('region', { name: 'Gross profit', exact: true })).toBeVisible();

  // The newest order heads the recent orders, and opens it.
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('row').nth(1)).toContainText(number);
  await expect(recent.getByRole('row').nth(1)).toContainText(money(price));

  // The chart's figures as a table: the hour of the sale holds at least its price.
  const byHour = page.getByRole('region', { name: 'Sales by hour' });
  await byHour.getByRole('button', { name: 'Show figures as a table' }).click();
  const table = byHour.getByRole('table', { name: 'Sales by hour' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Hour', 'Net sales', 'Gross profit', 'Orders']);
  const after = await today(api);
  const hour = after.salesSeries.points.find((p) => p.orders > 0 && p.sales >= price);
  expect(hour, 'the server counts the sale in an hour of today').toBeTruthy();
  await expect(table.getByRole('row', { name: new RegExp(`^${hour!.at.slice(11, 13)}:00 `) })).toContainText(money(hour!.sales));

  // Low stock opens the inventory filtered to it.
  await page.getByRole('region', { name: 'Low stock' }).getByRole('link', { name: 'Open in Inventory' }).click();
  await expect(page).toHaveURL(/\/inventory\?filter=/);
  expect(decodeURIComponent(page.url())).toContain('"lowStock":true');
});

test('the period switch and the location filter ask the server again; the period read is shown, its net sales those of Profit/Loss', async ({ page, api }) => {
  const thirty = await api.read<Dashboard>('dashboard', { period: '30d' });
  await page.getByRole('button', { name: '30 days', exact: true }).click();
  await expect(page.getByTestId('dashboard-period')).toHaveText(
    `${thirty.period.from} to ${thirty.period.to}, compared with ${thirty.period.previousFrom} to ${thirty.period.previousTo}`,
  );
  await expect(kpiValue(page, 'Net sales')).toHaveText(money(thirty.kpis.netSales.value));

  // The Profit/Loss report over the same days shows the same net sales in its totals.
  await page.goto(`/reports/profit-loss?from=${thirty.period.from}&to=${thirty.period.to}`);
  await expect(page.getByTestId('report-totals')).toContainText(money(thirty.kpis.netSales.value));
  await page.goto('/');

  const location = (await api.list('locations', { limit: 1, sort: 'name' })).doc[0];
  const there = await api.read<Dashboard>('dashboard', { period: '30d', location: String(location._id) });
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: String(location.name), exact: true }).click();
  await expect(kpiValue(page, 'Net sales')).toHaveText(money(there.kpis.netSales.value));
  await expect(kpiValue(page, 'Orders')).toHaveText(new Intl.NumberFormat('en-IN').format(there.kpis.orders.value));

  // Custom: two days chosen.
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await page.getByLabel('From').fill(thirty.period.from);
  await expect(page.getByTestId('dashboard-period')).toContainText(`${thirty.period.from} to `);
});

test('in Bangla on a phone: the figures in Bangla digits, nothing wider than the screen', async ({ page, api }) => {
  await chooseLanguage(page, 'বাংলা');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: '৩০ দিন', exact: true }).click();
  const thirty = await api.read<Dashboard>('dashboard', { period: '30d' });
  await expect(kpiValue(page, 'নিট বিক্রি')).toHaveText(toBanglaDigits(money(thirty.kpis.netSales.value)));
  await expect(page.getByRole('region', { name: 'নিট বিক্রি', exact: true })).toContainText(/পর্যন্ত/);
  await expect(page.getByRole('region', { name: 'পেমেন্ট পদ্ধতি অনুযায়ী বিক্রি' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'English');
});

// Issue 33: each figure says what it is, in the same words wherever it is shown, in English and Bangla.
const NET_SALES = {
  en: 'Line totals less each line’s share of the order discount, less returns valued at what was refunded; VAT and shipping apart.',
  bn: 'লাইনের মোট দাম থেকে প্রতিটি লাইনের ভাগের অর্ডার-ছাড় বাদ, ফেরত বাদ (যত টাকা ফেরত দেওয়া হয়েছে সেই মূল্যে); ভ্যাট ও ডেলিভারি চার্জ আলাদা।',
};
const AOV = { en: 'Net sales ÷ orders.', bn: 'নিট বিক্রি ÷ অর্ডার।' };
const SPEND = {
  en: 'What the customer paid for sales that count as paid (a till sale at once, a COD order once delivered), less refunds.',
  bn: 'যে বিক্রিগুলো পরিশোধিত ধরা হয় তার জন্য গ্রাহক যা দিয়েছেন (দোকানের বিক্রি সঙ্গে সঙ্গে, ক্যাশ অন ডেলিভারি অর্ডার পৌঁছানোর পর), ফেরত দেওয়া টাকা বাদে।',
};
const figureName = (page: Page, figure: string) => page.locator(`[data-figure="${figure}"]`).first();

test('each figure says what it is on the dashboard, the reports and the customer page, in English and Bangla', async ({ page, api }) => {
  const customer = (await api.list('customers', { limit: 1 })).doc[0];
  for (const lang of ['en', 'bn'] as const) {
    if (lang === 'bn') await chooseLanguage(page, 'বাংলা');
    await page.goto('/');
    await expect(kpiValue(page, lang === 'en' ? 'Net sales' : 'নিট বিক্রি')).toBeVisible();
    await expect(figureName(page, 'net_sales')).toHaveAccessibleDescription(NET_SALES[lang]);
    await expect(figureName(page, 'average_order_value')).toHaveAccessibleDescription(AOV[lang]);
    // Shown on keyboard focus (and hover) as a tooltip.
    await figureName(page, 'average_order_value').focus();
    await expect(page.getByRole('tooltip')).toHaveText(AOV[lang]);

    await page.goto('/reports/profit-loss');
    const netSales = page
      .getByRole('table')
      .last()
      .getByRole('columnheader', { name: lang === 'en' ? 'Net sales' : 'নিট বিক্রি' });
    await expect(netSales.locator('[data-figure]')).toHaveAccessibleDescription(NET_SALES[lang]);
    await page.goto('/reports/top-customers');
    await expect(page.getByRole('table').last().locator('[data-figure="spend"]')).toHaveAccessibleDescription(SPEND[lang]);
    await page.goto(`/customers/${String(customer._id)}`);
    await expect(figureName(page, 'spend')).toHaveAccessibleDescription(SPEND[lang]);
  }
  await chooseLanguage(page, 'English');
});

test('the drawers open now, each with the cash it should hold, link to their shift (issue 36)', async ({ page, api }) => {
  // A till opens its shift with ৳2,000 + ৳500 + ৳300 counted: the drawer should hold ৳2,800 before any sale.
  const shift = (await api.create('shifts/open', { device: `e2e-dash-${Date.now()}`, float: { '1000': 2, '500': 1, '100': 3 } })) as unknown as {
    _id: string;
    number: string;
  };
  await page.goto('/');
  const drawers = page.getByRole('region', { name: /^Open drawers \(\d+\)$/ });
  const row = drawers.getByRole('row').filter({ hasText: shift.number });
  await expect(row).toContainText('Owner');
  await expect(row.getByRole('cell').last()).toHaveText(money(2800));
  await row.getByRole('link', { name: shift.number }).click();
  await expect(page).toHaveURL(new RegExp(`/shifts/${shift._id}$`));
  // The shift's page prints its X report (open) as the till's 80 mm PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print report' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^X-REPORT_${shift.number}_\\d{12}\\.pdf$`));
});

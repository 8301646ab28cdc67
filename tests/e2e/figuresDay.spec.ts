import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate } from '../../common/dates';
import { formatMoney, parseTaka, poisha } from '../../common/money';
import { uniqueName, type OwnerApi } from './support/api';
import { OWNER_EMAIL, OWNER_PASSWORD } from './support/env';
import { expect, signedInTest as test } from './support/fixtures';
import { toast } from './support/ui';

/*
 * Issue 33, "The owner's figures agree", as the owner lives it: the walk's day
 * at a shop of its own, then the same figures read off five screens.
 *
 * The day: a transfer arrives with damaged units (marked received on the
 * transfer's page), a till sale at /pos to a known customer with a 10 %
 * coupon, paid part bKash, part cash; one unit of it comes back (the order's
 * Return items); a unit is found missing and taken off by an adjustment (the
 * item's history page). The catalogue, the coupon, the customer, the shop and
 * the transfer on its way are made through the API.
 *
 * The figures are read from the screens (text on the page), today at this
 * shop only, so other specs' sales do not count: the dashboard, Profit/Loss,
 * Top Products, Top Customers and the customer's page. Each is compared with
 * the others and with what the prices make, worked out below.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1366, height: 768 } });
const expectSoon = expect.configure({ timeout: 30_000 });
/** A screen's figures against what the prices make: soft, so one run names every figure that disagrees, screen by screen. */
const expectFigures = expect.configure({ soft: true, timeout: 20_000 });

const PRICE = 1200;
const COST = 700;
const VAT = 5;
const COUPON = 10;
const SOLD = 3;
const RETURNED = 1;
const SENT = 10;
const DAMAGED = 2;
const MISSING = 1;
const BKASH = 2000;

/** The day's figures from the prices (README "Rules every figure keeps"), in poisha. */
function expected(vatBase: 'list' | 'discounted') {
  const gross = SOLD * PRICE * 100;
  const discount = (gross * COUPON) / 100;
  const vat = ((vatBase === 'discounted' ? gross - discount : gross) * VAT) / 100;
  const total = gross - discount + vat;
  // A return is worth its goods' net value (the line less its share of the coupon); it refunds that and its VAT.
  const returns = ((gross - discount) * RETURNED) / SOLD;
  const refund = (total * RETURNED) / SOLD;
  const net = gross - discount - returns;
  const cogs = (SOLD - RETURNED) * COST * 100;
  return {
    gross,
    discount,
    vat,
    total,
    returns,
    refund,
    net,
    orders: 1,
    aov: net,
    units: SOLD - RETURNED,
    cogs,
    profit: net - cogs,
    // Units damaged in transit at the cost of their ledger row (the item's average cost), and the unit found missing.
    damages: DAMAGED * COST * 100,
    adjustments: MISSING * COST * 100,
    bkash: BKASH * 100,
    cash: total - BKASH * 100 - refund,
    returnRate: (100 * RETURNED) / SOLD,
  };
}

/** `৳ 2,160.00` as the screens write an amount. */
const money = (amount: number) => formatMoney(poisha(amount));
/** An amount as a screen wrote it, back in poisha. */
const poishaOf = (text: string): number => parseTaka(text.replace(/[৳,\s]/g, '')) ?? Number.NaN;
const today = () => formatDate(new Date(), 'Asia/Dhaka');

/** A call of the owner's that the fixtures' client does not make (a transfer's send). */
async function ownerPost(request: APIRequestContext, path: string, data?: Record<string, unknown>) {
  const login = await request.post('/api/auth/login', { data: { email: OWNER_EMAIL, password: OWNER_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.post(`/api/${path}`, { headers: { Authorization: `Bearer ${accessToken}` }, ...(data ? { data } : {}) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

async function locationId(api: OwnerApi, name: string): Promise<string> {
  const found = (await api.list('locations', { search: name })).doc.find((l) => l.name === name);
  expect(found, `the store has ${name}`).toBeTruthy();
  return found!._id;
}

/** Picks an option of a select (MUI), by its visible label. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** The report's own table (the chart's figures table, kept for screen readers, comes first). */
const reportTable = (page: Page) => page.getByRole('table').last();

/** Every body row of the report table as { column heading: cell text }, and its totals row the same way. */
async function readReport(page: Page): Promise<{ rows: Record<string, string>[]; totals: Record<string, string> }> {
  return reportTable(page).evaluate((table) => {
    const headings = [...table.querySelectorAll('thead th')].map((th) => (th as HTMLElement).innerText.trim());
    const read = (row: Element) => Object.fromEntries([...row.children].map((cell, i) => [headings[i], (cell as HTMLElement).innerText.trim()]));
    const rows = [...table.querySelectorAll('tbody tr')].map(read);
    const totals = table.querySelector('tfoot tr');
    return { rows, totals: totals ? read(totals) : {} };
  });
}

/** A dashboard card's figure (issue 23: each card is a region named by its figure). */
const kpi = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function readDashboard(page: Page) {
  const value = async (name: string) => (await kpi(page, name).locator('[data-kpi-value]').innerText()).trim();
  const cash = kpi(page, 'Cash collected');
  const byMethod = Object.fromEntries(
    await cash
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((dt) => [(dt as HTMLElement).innerText.trim(), ((dt.nextElementSibling as HTMLElement | null)?.innerText ?? '').trim()]),
      ),
  ) as Record<string, string>;
  const returnsCard = (await kpi(page, 'Returns').innerText()).trim();
  return {
    netSales: await value('Net sales'),
    orders: await value('Orders'),
    aov: await value('Average order value'),
    grossProfit: await value('Gross profit'),
    units: await value('Units sold'),
    returns: await value('Returns'),
    returnRate: /Return rate (\S+)/.exec(returnsCard)?.[1] ?? '',
    cashTotal: await value('Cash collected'),
    bkash: byMethod.bKash ?? '',
    cash: byMethod.Cash ?? '',
  };
}

test('the walk’s day at a shop of its own: the dashboard, Profit/Loss, Top Products, Top Customers and the customer’s page agree', async ({
  page,
  api,
  request,
}) => {
  // The shop, the catalogue, the coupon and the customer, made through the API.
  const tag = uniqueName('Day').split(' ')[1];
  const shopName = `Figures Shop ${tag}`;
  const shop = (await api.create('locations', { name: shopName, kind: 'shop', address: 'House 3, Road 9, Mohammadpur, Dhaka' }))._id;
  const dhanmondi = await locationId(api, 'Dhanmondi Shop');
  const category = (await api.list('categories', { limit: 1 })).doc[0]._id;
  const item = `Figures Panjabi ${tag}`;
  // Entered by the owner: its opening stock is at the store's main shop, Dhanmondi.
  const product = await api.create('products', { category, name: item, status: 'published', price: PRICE, cost: COST, vat: VAT, stock: SENT + 5 });
  const code = `DAY${tag}`.toUpperCase();
  await api.create('coupons', { code, type: 'percentage', amount: COUPON, isActive: true });
  const customerName = `Figures Customer ${tag}`;
  const phone = `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const customer = await api.create('customers', { name: customerName, phone });
  const settings = await api.read<{ vatBase?: string; data?: { vatBase?: string } }>('settings');
  const want = expected((settings.data?.vatBase ?? settings.vatBase) === 'discounted' ? 'discounted' : 'list');
  // Ten units on their way from Dhanmondi to the new shop.
  const transfer = await ownerPost(request, 'transfers', { from: dhanmondi, to: shop, note: 'Figures day', lines: [{ product: product._id, qty: SENT }] });
  await ownerPost(request, `transfers/${String(transfer._id)}/send`);

  await test.step('the transfer arrives with damaged units: marked received on its page', async () => {
    await page.goto(`/transfers/${String(transfer._id)}`);
    await expectSoon(page.getByRole('heading', { name: String(transfer.number), exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mark As Received' }).click();
    const dialog = page.getByRole('dialog');
    const received = dialog.getByRole('spinbutton', { name: `Received of ${item}` });
    await expectSoon(received).toHaveValue(String(SENT));
    await dialog.getByRole('spinbutton', { name: `Damaged of ${item}` }).fill(String(DAMAGED));
    await received.fill(String(SENT - DAMAGED));
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await expectSoon(toast(page, 'Transfer Received Successfully')).toBeVisible();
    await expectSoon(page.getByText('Completed', { exact: true })).toBeVisible();
  });

  const orderUrl = await test.step('a till sale at the shop: the customer, a 10 % coupon, part bKash and part cash', async () => {
    await page.goto('/pos');
    await expectSoon(page.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Selling from' }), shopName);
    await page.getByRole('textbox', { name: 'Search products (name, SKU, barcode)' }).fill(item);
    const card = page.getByRole('button', { name: `Add ${item} to cart`, exact: true });
    await expectSoon(card).toContainText(`Stock: ${SENT - DAMAGED}`);
    await card.click();
    for (let n = 2; n <= SOLD; n += 1) {
      await page.getByRole('button', { name: `One more ${item}` }).click();
      await expectSoon(page.getByRole('textbox', { name: `Quantity of ${item}` })).toHaveValue(String(n));
    }
    await page.getByRole('combobox', { name: 'Customer' }).fill(phone);
    await page.getByRole('option', { name: new RegExp(customerName) }).click();
    await expectSoon(page.getByTestId('pos-customer')).toContainText(customerName);
    const coupon = page.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill(code.toLowerCase());
    await coupon.press('Enter');
    await expectSoon(page.getByText(`Coupon ${code}: ${money(want.discount)} off`)).toBeVisible();
    await expectSoon(page.getByTestId('totals-subtotal')).toHaveText(money(want.gross));
    await expectSoon(page.getByTestId('totals-discount')).toHaveText(money(want.discount));
    await expectSoon(page.getByTestId('totals-vat')).toHaveText(money(want.vat));

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await choose(page, details.getByRole('combobox', { name: 'Payment method' }), 'bKash');
    await details.getByRole('checkbox', { name: 'Split across two methods' }).check();
    await details.getByRole('textbox', { name: 'Amount (৳)', exact: true }).fill(String(BKASH));
    await details.getByRole('textbox', { name: 'Transaction reference' }).fill(`BK${tag}`);
    await choose(page, details.getByRole('combobox', { name: 'Second method' }), 'Cash');
    await details.getByRole('textbox', { name: 'Second amount (৳)' }).fill(((want.total - want.bkash) / 100).toFixed(2));
    // Split: charged to the poisha, no cash rounding.
    await expectSoon(details.getByTestId('net-payable')).toHaveText(money(want.total));
    await details.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expectSoon(toast(page, 'Order Placed Successfully')).toBeVisible();
    await expectSoon(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expectSoon(page.getByTestId('order-due')).toHaveText(money(0));
    return page.url();
  });

  // From the order's page, as the owner takes a return: the figures count it at the shop of its sale, on its own day
  // (README "Rules every figure keeps"), wherever its unit goes back on a shelf.
  await test.step('one unit comes back, refunded in cash', async () => {
    await page.goto(orderUrl);
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('dialog', { name: /^Return items of S-\d+$/ });
    await form.getByRole('textbox', { name: `Return quantity of ${item}` }).fill(String(RETURNED));
    await choose(page, form.getByRole('combobox', { name: 'Refund method' }), 'Cash');
    await expectSoon(form.getByTestId('refund-amount')).toHaveText(`Refund: ${money(want.refund)}`);
    await form.getByRole('button', { name: 'Return', exact: true }).click();
    await expectSoon(page.getByText('Return recorded')).toBeVisible();
  });

  await test.step('a unit is found missing at the shop: taken off on the item’s history page', async () => {
    await page.goto(`/inventory/${product._id}`);
    await expectSoon(page.getByRole('heading', { name: item, exact: true, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Adjust Stock' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock: ${item}` });
    await choose(page, dialog.getByRole('combobox', { name: 'Location' }), shopName);
    await dialog.getByRole('radio', { name: 'Add or take units' }).check();
    await dialog.getByRole('textbox', { name: 'Units' }).fill(String(-MISSING));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Shelf check: one missing');
    await dialog.getByRole('button', { name: 'Adjust Stock' }).click();
    await expectSoon(toast(page, new RegExp(`^${item}: the figure there is now \\d+$`))).toBeVisible();
  });

  // What the owner reads, today at the shop.
  const day = today();

  const dashboard = await test.step('the dashboard, today at the shop', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    const answered = page.waitForResponse((r) => r.url().includes('/api/dashboard') && r.url().includes(shop) && r.ok());
    await choose(page, page.getByRole('combobox', { name: 'Location' }), shopName);
    await answered;
    const shown = {
      netSales: money(want.net),
      orders: String(want.orders),
      aov: money(want.aov),
      grossProfit: money(want.profit),
      units: String(want.units),
      returns: money(want.returns),
      returnRate: `${want.returnRate.toFixed(1)}%`,
      cashTotal: money(want.bkash + want.cash),
      bkash: money(want.bkash),
      cash: money(want.cash),
    };
    await expectFigures.poll(() => readDashboard(page), { message: 'the dashboard' }).toEqual(shown);
    return readDashboard(page);
  });

  const profitLoss = await test.step('Profit/Loss, today at the shop', async () => {
    await page.goto(`/reports/profit-loss?from=${day}&to=${day}`);
    await expectSoon(page.getByRole('heading', { name: 'Profit/Loss Report', level: 1 })).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Location' }), shopName);
    await expect(page).toHaveURL(new RegExp(`location=${shop}`));
    const totals = {
      'Gross sales': money(want.gross),
      Discounts: money(want.discount),
      Returns: money(want.returns),
      'Net sales': money(want.net),
      'VAT collected': money(want.vat - (want.vat * RETURNED) / SOLD),
      'Cost of goods sold': money(want.cogs),
      'Gross profit': money(want.profit),
      Damages: money(want.damages),
      'Count adjustments': money(want.adjustments),
    };
    await expectFigures
      .poll(
        async () => {
          const { totals: read } = await readReport(page);
          return Object.fromEntries(Object.keys(totals).map((k) => [k, read[k]]));
        },
        { message: 'Profit/Loss totals' },
      )
      .toEqual(totals);
    return (await readReport(page)).totals;
  });

  const topProducts = await test.step('Top Products, today at the shop', async () => {
    await page.goto(`/reports/top-products?from=${day}&to=${day}`);
    await expectSoon(page.getByRole('heading', { name: 'Top Products', level: 1 })).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Location' }), shopName);
    await expect(page).toHaveURL(new RegExp(`location=${shop}`));
    await expectFigures
      .poll(async () => (await readReport(page)).rows.map((r) => [r.Product, r['Units sold'], r['Units returned'], r['Return rate'], r.Revenue, r.Profit]), {
        message: 'Top Products',
      })
      .toEqual([[item, String(want.units), String(RETURNED), dashboard.returnRate, money(want.net), money(want.profit)]]);
    return readReport(page);
  });

  const topCustomers = await test.step('Top Customers, today at the shop', async () => {
    await page.goto(`/reports/top-customers?from=${day}&to=${day}`);
    await expectSoon(page.getByRole('heading', { name: 'Top Customers', level: 1 })).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Location' }), shopName);
    await expect(page).toHaveURL(new RegExp(`location=${shop}`));
    await expectFigures
      .poll(async () => (await readReport(page)).rows.map((r) => [r.Customer, r.Phone, r.Orders, r.Spend]), { message: 'Top Customers' })
      .toEqual([[customerName, phone, '1', money(want.net)]]);
    return readReport(page);
  });

  const customerPage = await test.step('the customer’s page', async () => {
    await page.goto(`/customers/${customer._id}`);
    const summary = page.getByRole('region', { name: 'Orders and risk' });
    await expectSoon(summary).toBeVisible();
    // A figure's value is the line under its name (CustomerSummaryPanel).
    const figure = (key: string) =>
      summary
        .locator(`[data-figure="${key}"]`)
        .first()
        .evaluate((name) => (name.closest('.MuiTypography-root')?.nextElementSibling as HTMLElement | null)?.innerText.trim() ?? '');
    const read = async () => ({ orders: await figure('orders'), spend: await figure('spend') });
    await expectFigures.poll(read, { message: 'the customer’s page' }).toEqual({ orders: '1', spend: money(want.net) });
    return read();
  });

  // The same figure wherever it is shown (issue 33).
  const net = poishaOf(dashboard.netSales);
  expect.soft(poishaOf(profitLoss['Net sales']), 'Profit/Loss net sales = the dashboard’s').toBe(net);
  expect
    .soft(
      topProducts.rows.reduce((sum, r) => sum + poishaOf(r.Revenue), 0),
      'Top Products revenue, summed = net sales',
    )
    .toBe(net);
  expect.soft(poishaOf(topProducts.totals.Revenue), 'Top Products’ total revenue = net sales').toBe(net);
  expect.soft(poishaOf(topCustomers.rows.find((r) => r.Customer === customerName)?.Spend ?? ''), 'the customer’s spend in Top Customers = net sales').toBe(net);
  expect.soft(poishaOf(customerPage.spend ?? ''), 'the customer’s lifetime spend on their page = net sales').toBe(net);
  expect.soft(poishaOf(dashboard.aov), 'average order value = net sales ÷ orders').toBe(Math.round(net / Number(dashboard.orders)));
  expect.soft(poishaOf(profitLoss['Gross profit']), 'Profit/Loss gross profit = the dashboard’s').toBe(poishaOf(dashboard.grossProfit));
  expect.soft(poishaOf(topProducts.totals.Profit), 'Top Products’ profit = gross profit').toBe(poishaOf(dashboard.grossProfit));
  expect.soft(poishaOf(profitLoss.Returns), 'Profit/Loss returns = the dashboard’s').toBe(poishaOf(dashboard.returns));
  expect.soft(Number(topProducts.totals['Units sold']), 'Top Products’ units = the dashboard’s').toBe(Number(dashboard.units));
  expect
    .soft(poishaOf(profitLoss['Gross sales']) - poishaOf(profitLoss.Discounts) - poishaOf(profitLoss.Returns), 'gross sales − discounts − returns = net sales')
    .toBe(net);
  // Damages hold the units damaged in transit, at cost (the shop's only damage); the unit found missing is an adjustment.
  expect.soft(poishaOf(profitLoss.Damages), 'Profit/Loss damages = the transit damage at cost').toBe(DAMAGED * COST * 100);
  expect.soft(poishaOf(profitLoss['Count adjustments']), 'Profit/Loss adjustments = the missing unit at cost').toBe(MISSING * COST * 100);
});

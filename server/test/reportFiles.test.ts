import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates';
import { formatMoney, parseTaka, poisha, toBanglaDigits, toTakaString, ZERO } from '../../common/money';
import { categories, products } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { pdfText } from './pdfText';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 33, the report files as a person opens them: named by the report,
 * the days it covers and when it was written (as the list exports are
 * stamped), and a PDF whose amounts read as the screen writes them.
 */

let t: TestApp;
let owner: string;
const today = () => formatDate(new Date(), 'Asia/Dhaka');
const get = (url: string) => t.call(owner, { method: 'GET', url });
const fileName = (disposition: unknown) => /filename="([^"]+)"/.exec(String(disposition))?.[1];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Files', slug: 'files-cat' }).returning();
  const [p] = await t.database.db
    .insert(products)
    .values({
      slug: 'rf-1',
      sku: 'RF-1',
      name: 'Report file panjabi',
      barcode: '2000000123457',
      categoryId: cat.id,
      status: 'published',
      price: 2205,
      cost: 1200,
      vat: 0,
      stock: 100,
      type: 'simple',
    })
    .returning();
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  // Three at ৳2,205.00: ৳6,615.00 of net sales today.
  const sale = await t.call(owner, {
    method: 'POST',
    url: '/api/orders',
    payload: { cart: { items: [{ _id: p.id, qty: 3 }] }, paymentMethod: 'cash', customer: 'guest' },
  });
  expect(sale.statusCode, sale.body).toBe(201);
});
afterAll(() => t.close());

describe('report files', () => {
  it('are named by the report, its days and the time they were written', async () => {
    const day = today();
    for (const name of ['profit-loss', 'top-products', 'top-customers', 'sms-log']) {
      for (const format of ['csv', 'pdf']) {
        const res = await get(`/api/reports/${name}/export?format=${format}&from=${day}&to=${day}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(fileName(res.headers['content-disposition'])).toMatch(new RegExp(`^${name}_${day}_${day}_\\d{12}\\.${format}$`));
      }
    }
    const low = await get('/api/reports/low-stock/export?format=csv');
    expect(fileName(low.headers['content-disposition'])).toMatch(/^low-stock_\d{12}\.csv$/);
  });

  it('write PDF amounts with ৳, grouping and two decimals, in Bangla digits in Bangla; the CSV keeps plain figures', async () => {
    const day = today();
    const pl = (await get(`/api/reports/profit-loss?from=${day}&to=${day}`)).json();
    expect(pl.totals.netSales).toBe(6615);
    const six = formatMoney(parseTaka(6615) ?? ZERO);
    expect(six).toBe('৳ 6,615.00');
    const english = pdfText((await get(`/api/reports/profit-loss/export?format=pdf&locale=en&from=${day}&to=${day}`)).rawPayload, { layout: true });
    expect(english).toMatch(/৳\s?6,615\.00/);
    const bangla = pdfText((await get(`/api/reports/profit-loss/export?format=pdf&locale=bn&from=${day}&to=${day}`)).rawPayload, { layout: true });
    expect(bangla).toMatch(new RegExp(toBanglaDigits('৳\\s?6,615\\.00')));
    expect(bangla).not.toContain('6615.00');
    const csv = (await get(`/api/reports/profit-loss/export?format=csv&locale=bn&from=${day}&to=${day}`)).body;
    expect(csv.trim().split('\r\n').at(-1)).toContain(`,${toTakaString(poisha(661500))},`);
    expect(csv).not.toContain('৳');
  });
});

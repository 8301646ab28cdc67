import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { createTestApp, type TestApp } from './harness';
import { pdfInfo, pdfText } from './pdfText';

/*
 * Issue 19: the sale invoice and the VAT invoice (Mushak-6.3) carry the shop's
 * details and the sale's stored figures; both are named after the order.
 */

let t: TestApp;
let owner: string;
let orderId: string;
let orderNumber: string;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(owner, { method: 'POST', url, payload: payload as Record<string, unknown>, headers });

const SELLER = {
  shopName: 'Rangdhonu Fashion',
  storeName: 'Dhanmondi branch',
  address: 'House 12, Road 5\nDhanmondi, Dhaka 1209',
  phone: '01711-000000',
  tradeLicence: 'TRAD/DSCC/012345/2026',
  vatRegistration: '000123456-0101',
  receiptHeader: 'Eid collection now in store',
  receiptFooter: 'Exchange within 7 days with this invoice',
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [category] = await t.database.db.insert(categories).values({ name: 'Panjabi', slug: 'panjabi-invoices' }).returning();
  const [panjabi] = await t.database.db
    .insert(products)
    .values({
      name: 'Panjabi Eid Special',
      slug: 'panjabi-eid-special',
      sku: 'PJ-EID',
      barcode: '2000000001234',
      categoryId: category.id,
      status: 'published',
      price: 1250.5,
      cost: 700,
      vat: 7.5,
      stock: 5,
    })
    .returning();
  await reconcileStock(t.database.db, { productId: panjabi.id, kind: 'opening' });
  const placed = await post('/api/orders', {
    cart: { items: [{ _id: panjabi.id, qty: 2 }], shipping: 60 },
    paymentMethod: 'cash',
    customer: 'guest',
    address: { name: 'Rahim Uddin', email: 'rahim@example.com', phone: '01711000001', street: 'House 3, Road 2', city: 'Dhaka', postalCode: '1209' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json()._id;
  orderNumber = placed.json().number;
  // The price changes after the sale: the invoices keep what was charged.
  await t.database.db.update(products).set({ price: 9999 }).where(eq(products.id, panjabi.id));
});
afterAll(() => t.close());

describe("the shop's details", () => {
  it('are saved from the settings and sent to the admin app with auth/self', async () => {
    const res = await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { ...SELLER, receiptPaper: '58mm' } });
    expect(res.statusCode, res.body).toBe(200);
    const self = (await t.call(owner, { method: 'GET', url: '/api/auth/self' })).json();
    expect(self.shop.printed).toMatchObject({ ...SELLER, receiptPaper: '58mm' });
  });

  it('refuses a VAT registration number that is not 9 to 13 digits, naming the field', async () => {
    for (const bad of ['BIN-12', '12345678', '12345678901234', '000123456-0101x']) {
      const res = await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { vatRegistration: bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'vatRegistration', code: 'not_bin' });
    }
    expect((await t.call(owner, { method: 'GET', url: '/api/settings' })).json().vatRegistration).toBe(SELLER.vatRegistration);
  });
});

describe('POST orders/export/invoice', () => {
  it("prints the sale invoice with the seller's address, phone, BIN, trade licence, header and footer, named after the order", async () => {
    const res = await post('/api/orders/export/invoice', { id: orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="INVOICE_${orderNumber}_\\d{12}\\.pdf"$`));
    const text = pdfText(res.rawPayload, { layout: true });
    for (const part of [
      'Rangdhonu Fashion',
      'Dhanmondi branch',
      'House 12, Road 5',
      'Dhanmondi, Dhaka 1209',
      'Phone: 01711-000000',
      'BIN: 000123456-0101',
      'Trade Licence: TRAD/DSCC/012345/2026',
      'Eid collection now in store',
      'Exchange within 7 days with this invoice',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/৳ 2,501\.00/);
  });

  it('prints the VAT invoice in the Mushak-6.3 layout in English: seller, buyer, number, date, and per line value, VAT rate, VAT and the price with it', async () => {
    const res = await post('/api/orders/export/invoice', { id: orderId, form: 'mushak-6.3', lang: 'en', buyerBin: '000987654-0101' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="MUSHAK-6\\.3_${orderNumber}_\\d{12}\\.pdf"$`));
    expect(pdfInfo(res.rawPayload)).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const text = pdfText(res.rawPayload, { layout: true });
    for (const part of [
      'Mushak-6.3',
      'Tax Invoice',
      "Government of the People's Republic of Bangladesh",
      'National Board of Revenue',
      'Name of registered person: Rangdhonu Fashion',
      'BIN of registered person: 000123456-0101',
      'Address of issuing the invoice: House 12, Road 5, Dhanmondi, Dhaka 1209',
      'Name of buyer: Rahim Uddin',
      'BIN of buyer: 000987654-0101',
      'Destination of supply: House 3, Road 2, Dhaka, 1209',
      `Invoice number: ${orderNumber}`,
      'Date of issue: ',
      'Time of issue: ',
    ]) {
      expect(text).toContain(part);
    }
    // 2 × 1,250.50 = 2,501.00; VAT 7.5 % = 187.575, stored as 187.58; with VAT 2,688.58.
    expect(text).toMatch(/1\s+Panjabi Eid Special\s+pcs\s+2\s+1,250\.50\s+2,501\.00\s+0%\s+0\.00\s+7\.5%\s+187\.58\s+2,688\.58/);
    expect(text).toMatch(/Total\s+2,501\.00\s+0\.00\s+187\.58\s+2,688\.58/);
    expect(text).toMatch(/Delivery charge \(\+\)\s+60\.00/);
    // Paid in cash: rounded to the taka (issue 19's cash rounding, on by default).
    expect(text).toMatch(/Rounding\s+0\.42/);
    expect(text).toMatch(/Net payable\s+2,749\.00/);
  });

  it('writes it in Bangla for a Bangla requester, or when asked, with Bangla digits', async () => {
    const byHeader = await post('/api/orders/export/invoice', { id: orderId, form: 'mushak-6.3' }, { 'accept-language': 'bn' });
    const asked = await post('/api/orders/export/invoice', { id: orderId, form: 'mushak-6.3', lang: 'bn' }, { 'accept-language': 'en' });
    for (const [name, res] of [
      ['header', byHeader],
      ['asked', asked],
    ] as const) {
      expect(res.statusCode, res.body).toBe(200);
      const text = pdfText(res.rawPayload);
      for (const part of [
        'মূসক-৬.৩',
        'কর চালানপত্র',
        'জাতীয় রাজস্ব বোর্ড',
        'নিবন্ধিত ব্যক্তির নাম: Rangdhonu Fashion',
        'নিবন্ধিত ব্যক্তির বিআইএন: 000123456-0101',
        'ক্রেতার নাম: Rahim Uddin',
        `চালানপত্র নম্বর: ${orderNumber}`,
        'মূল্য সংযোজন করের হার / সুনির্দিষ্ট কর',
        'সর্বমোট',
        '২,৫০১.০০',
        '৭.৫%',
        '১৮৭.৫৮',
        '২,৬৮৮.৫৮',
        'রাউন্ডিং',
        '০.৪২',
        '২,৭৪৯.০০',
      ]) {
        expect(text, name).toContain(part);
      }
    }
    const english = pdfText((await post('/api/orders/export/invoice', { id: orderId, form: 'mushak-6.3' }, { 'accept-language': 'en-US' })).rawPayload);
    expect(english).toContain('Tax Invoice');
  });

  it('refuses what it cannot print with a 400 naming the field, and an unknown order with 404', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: orderId, form: 'mushak-9.9' }, 'form'],
      [{ id: orderId, form: 'mushak-6.3', lang: 'fr' }, 'lang'],
      [{ id: orderId, form: 'mushak-6.3', buyerBin: 'none' }, 'buyerBin'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/orders/export/invoice', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await post('/api/orders/export/invoice', { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    // Without a VAT registration number there is no VAT invoice.
    await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { vatRegistration: null } });
    const noBin = await post('/api/orders/export/invoice', { id: orderId, form: 'mushak-6.3' });
    expect(noBin.statusCode).toBe(400);
    expect(noBin.json().errors[0]).toMatchObject({ field: 'form', code: 'no_bin' });
    await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { vatRegistration: SELLER.vatRegistration } });
  });

  it('is documented in the OpenAPI schema: form, lang and buyerBin', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/orders/export/invoice'].post.requestBody.content['application/json'].schema;
    expect(body.properties.form.enum).toEqual(['invoice', 'mushak-6.3']);
    expect(body.properties.lang.enum).toEqual(['en', 'bn']);
    expect(body.properties.buyerBin.description).toMatch(/BIN/);
  });
});

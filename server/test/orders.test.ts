import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, coupons, locations, orders, products, productVariants, roles, stockMovements, users } from '../domains/schema';
import { reconcileStock, stockMismatches } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { invoiceDataOf } from '../domains/orders/orderRecord';
import { receiptMail } from '../domains/orders/receiptMail';
import { pdfText } from './pdfText';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let owner: string;
let cashier: string;
let categoryId: string;

/** A product straight in the database, with its opening stock in the ledger. */
async function product(values: Partial<typeof products.$inferInsert> & { name: string }, variants: { name: string; price: number; stock: number }[] = []) {
  const sku = `SKU-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await t.database.db
    .insert(products)
    .values({
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2000000000000 + Math.floor(Math.random() * 1e11)),
      categoryId,
      status: 'published',
      price: 1000,
      cost: 600,
      stock: 0,
      type: variants.length > 0 ? 'variable' : 'simple',
      ...values,
    })
    .returning();
  const made = [];
  for (const [position, v] of variants.entries()) {
    const [row] = await t.database.db
      .insert(productVariants)
      .values({
        productId: p.id,
        position,
        name: v.name,
        price: v.price,
        cost: v.price / 2,
        stock: v.stock,
        barcode: String(2100000000000 + Math.floor(Math.random() * 1e11)),
      })
      .returning();
    made.push(row);
  }
  if (variants.length > 0) {
    await t.database.db
      .update(products)
      .set({ stock: variants.reduce((a, v) => a + v.stock, 0) })
      .where(eq(products.id, p.id));
  }
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  return { ...p, variants: made };
}

const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown>, headers });

const stockOf = async (id: string, variant?: string) =>
  variant
    ? (await t.database.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant)))[0].s
    : (await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0].s;

const orderCount = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Panjabi', slug: 'panjabi-orders' }).returning();
  categoryId = cat.id;
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: 'Till', permissions: ['pos:use', 'orders:create', 'orders:show', 'orders:list', 'return:create', 'customers:list'] })
    .returning();
  await t.database.db.insert(users).values({ name: 'Till One', email: 'till@example.com', passwordHash: await hashPassword('till-pass-123'), roleId: role.id });
  cashier = await t.login('till@example.com', 'till-pass-123');
});
afterAll(() => t.close());

describe('POST orders/cart-total', () => {
  it('prices from the database to the poisha: product discount, per-line VAT, shipping, coupon', async () => {
    const shirt = await product({ name: 'Oxford shirt', price: 1499.99, vat: 7.5, stock: 20, isDiscount: true, discountType: 'percentage', discount: 10 });
    const panjabi = await product({ name: 'Eid panjabi', vat: 5 }, [{ name: 'M-White', price: 2500, stock: 4 }]);
    await t.database.db.insert(coupons).values({ code: 'EID10', type: 'flat', amount: 100, isActive: true });
    const res = await post(cashier, '/api/orders/cart-total', {
      items: [
        { _id: shirt.id, qty: 3 },
        { _id: panjabi.id, variant: panjabi.variants[0].id, qty: 5 },
      ],
      shipping: 60,
      coupon: 'eid10',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 1499.99 less 10 % (150.00) = 1349.99; × 3 = 4049.97; VAT 7.5 % = 303.74775 → 303.75
    expect(body.items[0]).toMatchObject({ unitPrice: 1349.99, qty: 3, totalPrice: 4049.97, vat: 303.75, short: false });
    // 2500 × 5 = 12500, VAT 625; only 4 on the shelf
    expect(body.items[1]).toMatchObject({ variantName: 'M-White', unitPrice: 2500, totalPrice: 12500, vat: 625, stock: 4, short: true });
    expect(body).toMatchObject({ subTotal: 16549.97, vat: 928.75, shipping: 60, discount: 100, total: 17438.72, coupon: { code: 'EID10', discount: 100 } });
  });

  it('reports a coupon that does not apply instead of failing the cart', async () => {
    const p = await product({ name: 'Socks', price: 99, stock: 5 });
    const res = await post(cashier, '/api/orders/cart-total', { items: [{ _id: p.id, qty: 1 }], coupon: 'NOPE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().coupon).toEqual({ code: 'NOPE', error: 'Coupon NOPE does not exist' });
    expect(res.json().discount).toBe(0);
  });

  it('refuses a manual discount from a role that may not give one, and takes it from one that may', async () => {
    const p = await product({ name: 'Lungi', price: 500, stock: 5 });
    const cart = { items: [{ _id: p.id, qty: 2 }], discount: 50 };
    expect((await post(cashier, '/api/orders/cart-total', cart)).statusCode).toBe(403);
    const res = await post(owner, '/api/orders/cart-total', { ...cart, discount: 5000 });
    // Never more than the subtotal.
    expect(res.json()).toMatchObject({ subTotal: 1000, discount: 1000, total: 0 });
  });

  it('names the line of an unknown product, a missing variation and a bad quantity', async () => {
    const shirt = await product({ name: 'Kurta', vat: 0 }, [{ name: 'L-Blue', price: 900, stock: 3 }]);
    // A line the server cannot sell is answered in `refused` (issue 19), the rest still priced.
    const unknown = await post(cashier, '/api/orders/cart-total', { items: [{ _id: '00000000-0000-4000-8000-000000000000', qty: 1 }] });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().refused[0]).toMatchObject({ index: 0, field: 'cart.items.0._id', code: 'not_product' });
    const noVariant = await post(cashier, '/api/orders/cart-total', { items: [{ _id: shirt.id, qty: 1 }] });
    expect(noVariant.json().refused[0]).toMatchObject({ field: 'cart.items.0.variant', code: 'choose_variation' });
    const zero = await post(cashier, '/api/orders/cart-total', { items: [{ _id: shirt.id, variant: shirt.variants[0].id, qty: 0 }] });
    expect(zero.statusCode).toBe(400);
  });
});

describe('POST orders', () => {
  it('takes the stock, writes the ledger, the lines with their cost, and a human number', async () => {
    const p = await product({ name: 'Saree', price: 3200, cost: 2000, vat: 5, stock: 7 });
    const res = await post(cashier, '/api/orders', {
      cart: { items: [{ _id: p.id, qty: 2 }] },
      paymentMethod: 'cash',
      paidAmount: 7000,
      customer: 'guest',
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json();
    expect(placed.number).toMatch(/^S-\d{6}$/);
    // 6400 + 320 VAT = 6720; 7000 handed over, 280 back
    expect(placed).toMatchObject({ total: 6720, paid: 6720, change: 280 });
    expect(await stockOf(p.id)).toBe(5);
    const order = (await t.call(cashier, { method: 'GET', url: `/api/orders/${placed._id}` })).json();
    expect(order).toMatchObject({ number: placed.number, status: 'confirmed', paymentState: 'paid', total: 6720, customerName: 'Guest' });
    expect(order.items).toMatchObject([{ name: 'Saree', qty: 2, unitPrice: 3200, unitCost: 2000, totalPrice: 6400, returnQty: 0 }]);
    expect(order.payments).toMatchObject([{ method: 'cash', amount: 6720, kind: 'payment' }]);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.orderId, placed._id));
    // From the store's one shop, at what the saree cost.
    const [main] = await t.database.db.select().from(locations);
    expect(moves).toMatchObject([{ kind: 'sale', qty: -2, locationId: main.id, unitCost: 2000 }]);
  });

  it('fails the whole order with 409 naming what is short, and writes nothing', async () => {
    const plenty = await product({ name: 'Jeans', price: 1800, stock: 10 });
    const scarce = await product({ name: 'Shawl', price: 900, stock: 1 });
    const before = await orderCount();
    const res = await post(cashier, '/api/orders', {
      cart: {
        items: [
          { _id: plenty.id, qty: 3 },
          { _id: scarce.id, qty: 2 },
        ],
      },
      paymentMethod: 'card',
      customer: 'guest',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Shawl: only 1 left in stock');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it('makes exactly one order for one Idempotency-Key, however often and however fast it is sent', async () => {
    const p = await product({ name: 'Tupi', price: 150, stock: 50 });
    const body = { cart: { items: [{ _id: p.id, qty: 1 }] }, paymentMethod: 'bkash', trnxRef: 'BK123', customer: 'guest' };
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(cashier, '/api/orders', body, { 'idempotency-key': 'till1-cart-0001' })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(p.id)).toBe(49);
    const reused = await post(cashier, '/api/orders', { ...body, note: 'another' }, { 'idempotency-key': 'till1-cart-0001' });
    expect(reused.statusCode).toBe(409);
  });

  it('sells the last 10 units of a variant to exactly 10 of 50 simultaneous orders', async () => {
    const p = await product({ name: 'Salwar kameez', vat: 0 }, [
      { name: 'M-Red', price: 2200, stock: 10 },
      { name: 'L-Red', price: 2200, stock: 3 },
    ]);
    const variant = p.variants[0].id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(cashier, '/api/orders', { cart: { items: [{ _id: p.id, variant, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await stockOf(p.id, variant)).toBe(0);
    expect(await stockOf(p.id)).toBe(3);
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('checks the body strictly: a payment method, a customer, a valid address', async () => {
    const p = await product({ name: 'Belt', price: 300, stock: 5 });
    const cart = { items: [{ _id: p.id, qty: 1 }] };
    const bad = [
      { cart, paymentMethod: 'cheque', customer: 'guest' },
      { cart, paymentMethod: 'cash' },
      { cart, paymentMethod: 'cash', customer: 'guest', address: { name: 'A', phone: '123' } },
      { cart: { items: [] }, paymentMethod: 'cash', customer: 'guest' },
      { cart, paymentMethod: 'cash', customer: 'not-a-customer' },
    ];
    const before = await orderCount();
    for (const body of bad) expect((await post(cashier, '/api/orders', body)).statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });
});

describe('after the sale', () => {
  it('returns at most what was sold, restocks through the ledger and refunds as a negative payment', async () => {
    const p = await product({ name: 'Fatua', price: 1000, vat: 10, stock: 5 });
    const placed = (await post(cashier, '/api/orders', { cart: { items: [{ _id: p.id, qty: 3 }] }, paymentMethod: 'cash', customer: 'guest' })).json();
    const order = (await t.call(cashier, { method: 'GET', url: `/api/orders/${placed._id}` })).json();
    const line = order.items[0]._id;
    const tooMany = await post(cashier, `/api/orders/${placed._id}/returns`, { lines: [{ line, qty: 4 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe('Return quantity cannot be greater than the sold quantity');
    const ok = await post(cashier, `/api/orders/${placed._id}/returns`, { lines: [{ line, qty: 1 }] });
    expect(ok.statusCode).toBe(201);
    // One unit of 1000 + its 100 VAT.
    expect(ok.json().refund).toBe(1100);
    expect(ok.json().order.items[0]).toMatchObject({ returnQty: 1 });
    expect(ok.json().order.payments.at(-1)).toMatchObject({ kind: 'refund', amount: -1100 });
    expect(await stockOf(p.id)).toBe(3);
    const again = await post(cashier, `/api/orders/${placed._id}/returns`, { lines: [{ line, qty: 3 }] });
    expect(again.statusCode).toBe(400);
    const returns = (await t.call(owner, { method: 'GET', url: '/api/return?search=' + placed.number })).json();
    expect(returns.doc).toMatchObject([{ orderNumber: placed.number, qty: 1, refund: 1100 }]);
  });

  it('moves status along the written transitions; cancelling puts the stock back', async () => {
    const p = await product({ name: 'Kameez', price: 1500, stock: 4 });
    const placed = (await post(cashier, '/api/orders', { cart: { items: [{ _id: p.id, qty: 2 }] }, paymentMethod: 'cash', customer: 'guest' })).json();
    const put = (status: string) => t.call(owner, { method: 'PUT', url: `/api/orders/${placed._id}/status`, payload: { status } });
    expect((await put('pending')).statusCode).toBe(409);
    expect((await put('out-for-delivery')).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(2);
    const cancelled = await put('cancelled');
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(4);
    expect((await put('confirmed')).statusCode).toBe(409);
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });

  it('takes a payment for what is due, never more', async () => {
    const p = await product({ name: 'Blazer', price: 5000, stock: 2 });
    const placed = (
      await post(cashier, '/api/orders', { cart: { items: [{ _id: p.id, qty: 1 }] }, paymentMethod: 'cash', paidAmount: 2000, customer: 'guest' })
    ).json();
    const order = (await t.call(owner, { method: 'GET', url: `/api/orders/${placed._id}` })).json();
    expect(order).toMatchObject({ paid: 2000, paymentState: 'partly-paid' });
    const tooMuch = await post(owner, `/api/orders/${placed._id}/payments`, { method: 'card', amount: 3000.01 });
    expect(tooMuch.statusCode).toBe(400);
    const rest = await post(owner, `/api/orders/${placed._id}/payments`, { method: 'card', amount: 3000, reference: 'VISA-4242' });
    expect(rest.json()).toMatchObject({ paid: 5000, paymentState: 'paid' });
    const list = (await t.call(owner, { method: 'GET', url: `/api/payments?search=${placed.number}` })).json();
    expect(list.totalDocs).toBe(2);
  });

  it('prints the invoice as a PDF with the number, the lines and ৳', async () => {
    const p = await product({ name: 'Panjabi Eid Special', price: 2750, stock: 3 });
    const placed = (await post(cashier, '/api/orders', { cart: { items: [{ _id: p.id, qty: 2 }] }, paymentMethod: 'cash', customer: 'guest' })).json();
    const res = await post(cashier, '/api/orders/export/invoice', { id: placed._id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="INVOICE_${placed.number}_\\d{12}\\.pdf"$`));
    const text = pdfText(res.rawPayload, { layout: true });
    expect(text).toContain(placed.number);
    expect(text).toContain('Panjabi Eid Special');
    expect(text).toMatch(/৳ 5,500\.00/);
  });

  it('keeps held carts on the server for any till to pick up, once', async () => {
    const p = await product({ name: 'Gamcha', price: 120, stock: 9 });
    const held = await post(cashier, '/api/orders/held', { cart: { items: [{ _id: p.id, qty: 2 }] }, customer: null, address: null });
    expect(held.statusCode).toBe(201);
    const list = (await t.call(owner, { method: 'GET', url: '/api/orders/held' })).json();
    expect(list.map((h: { _id: string }) => h._id)).toContain(held.json()._id);
    const first = await t.call(owner, { method: 'DELETE', url: `/api/orders/held/${held.json()._id}` });
    expect(first.json().cart.items[0]).toMatchObject({ _id: p.id, qty: 2 });
    expect((await t.call(cashier, { method: 'DELETE', url: `/api/orders/held/${held.json()._id}` })).statusCode).toBe(404);
  });
});

describe('the till charges what it shows (issue 19)', () => {
  const settings = (body: Record<string, unknown>) => t.call(owner, { method: 'PUT', url: '/api/settings', payload: body });

  it('answers the lines it will not sell in `refused`, by index, id and code, and prices the others', async () => {
    const tee = await product({ name: 'Plain tee', price: 500, vat: 5, stock: 5 });
    const draft = await product({ name: 'Draft tee', price: 700, stock: 5, status: 'draft' });
    const archived = await product({ name: 'Old tee', price: 300, stock: 5, status: 'archived' });
    const inactive = await product({ name: 'Hidden tee', price: 400, stock: 5, isActive: false });
    const res = await post(cashier, '/api/orders/cart-total', {
      items: [
        { _id: draft.id, qty: 1 },
        { _id: tee.id, qty: 2 },
        { _id: archived.id, qty: 1 },
        { _id: inactive.id, qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { _id: string }) => i._id)).toEqual([tee.id]);
    // Only the tee: 2 × 500 + 5 % VAT.
    expect(body).toMatchObject({ subTotal: 1000, vat: 50, total: 1050 });
    expect(body.refused).toEqual([
      { index: 0, _id: draft.id, field: 'cart.items.0._id', message: 'Draft tee is not for sale', code: 'not_for_sale', params: { name: 'Draft tee' } },
      { index: 2, _id: archived.id, field: 'cart.items.2._id', message: 'Old tee is not for sale', code: 'not_for_sale', params: { name: 'Old tee' } },
      { index: 3, _id: inactive.id, field: 'cart.items.3._id', message: 'Hidden tee is not for sale', code: 'not_for_sale', params: { name: 'Hidden tee' } },
    ]);
    // Every line sellable: no `refused` at all (spec §7.2's answer).
    expect((await post(cashier, '/api/orders/cart-total', { items: [{ _id: tee.id, qty: 1 }] })).json()).not.toHaveProperty('refused');
    // Placing the order refuses the whole cart and names the line.
    const before = await orderCount();
    const order = await post(cashier, '/api/orders', {
      cart: {
        items: [
          { _id: tee.id, qty: 1 },
          { _id: draft.id, qty: 1 },
        ],
      },
      paymentMethod: 'card',
      customer: 'guest',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0]).toMatchObject({ field: 'cart.items.1._id', code: 'not_for_sale' });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(tee.id)).toBe(5);
  });

  it("charges the product's discounted price and keeps the listed one on the line", async () => {
    const bamboo = await product({ name: 'Bamboo tee', price: 950, stock: 5, isDiscount: true, discountType: 'percentage', discount: 15 });
    const total = (await post(cashier, '/api/orders/cart-total', { items: [{ _id: bamboo.id, qty: 1 }] })).json();
    expect(total.items[0]).toMatchObject({ listPrice: 950, unitPrice: 807.5, totalPrice: 807.5 });
    expect(total).toMatchObject({ subTotal: 807.5, discount: 0, total: 807.5, rounding: 0.5, cashTotal: 808 });
    const placed = (await post(cashier, '/api/orders', { cart: { items: [{ _id: bamboo.id, qty: 1 }] }, paymentMethod: 'card', customer: 'guest' })).json();
    const order = (await t.call(cashier, { method: 'GET', url: `/api/orders/${placed._id}` })).json();
    expect(order.items[0]).toMatchObject({ listPrice: 950, unitPrice: 807.5 });
  });

  it('charges delivery by the address: inside Dhaka, outside, or what the cashier typed', async () => {
    const p = await product({ name: 'Lungi check', price: 400, stock: 20 });
    const items = [{ _id: p.id, qty: 1 }];
    const shippingOf = async (cart: Record<string, unknown>) => (await post(cashier, '/api/orders/cart-total', { items, ...cart })).json().shipping;
    // The demo settings: ৳60 inside Dhaka, ৳120 outside.
    expect(await shippingOf({ delivery: { city: 'Dhaka' } })).toBe(60);
    expect(await shippingOf({ delivery: { city: 'ঢাকা' } })).toBe(60);
    expect(await shippingOf({ delivery: { city: 'Chattogram', state: 'Chattogram' } })).toBe(120);
    expect(await shippingOf({ delivery: { city: 'Gazipur', state: 'Dhaka' } })).toBe(120);
    expect(await shippingOf({})).toBe(0);
    expect(await shippingOf({ delivery: { city: 'Dhaka' }, shipping: 0 })).toBe(0);
    expect(await shippingOf({ delivery: { city: 'Dhaka' }, shipping: 150 })).toBe(150);
    // An order reads its address when the cart names no place.
    const address = { name: 'Rahim', email: 'rahim@example.com', phone: '01711000000', street: '12 Road 5', city: 'Dhaka', postalCode: '1207' };
    const placed = (await post(cashier, '/api/orders', { cart: { items }, address, paymentMethod: 'card', customer: 'guest' })).json();
    expect(placed.total).toBe(460);
  });

  it('rounds a sale paid wholly in cash to the taka, counted in the total and the payment; card and split sales to the poisha', async () => {
    const p = await product({ name: 'Scarf print', price: 333.33, stock: 50 });
    const cart = { items: [{ _id: p.id, qty: 1 }] };
    const cash = (await post(cashier, '/api/orders', { cart, paymentMethod: 'cash', paidAmount: 500, customer: 'guest' })).json();
    // ৳333.33 → ৳333: 500 handed over, 167 back.
    expect(cash).toMatchObject({ total: 333, paid: 333, change: 167 });
    const cashOrder = (await t.call(cashier, { method: 'GET', url: `/api/orders/${cash._id}` })).json();
    expect(cashOrder).toMatchObject({ subTotal: 333.33, rounding: -0.33, total: 333, paid: 333, paymentState: 'paid' });
    expect(cashOrder.payments).toMatchObject([{ method: 'cash', amount: 333 }]);
    const card = (await post(cashier, '/api/orders', { cart, paymentMethod: 'card', customer: 'guest' })).json();
    expect(card).toMatchObject({ total: 333.33, paid: 333.33 });
    const split = (
      await post(cashier, '/api/orders', {
        cart,
        paymentMethod: 'cash',
        payments: [
          { method: 'cash', amount: 300 },
          { method: 'card', amount: 33.33 },
        ],
        customer: 'guest',
      })
    ).json();
    expect(split).toMatchObject({ total: 333.33, paid: 333.33 });
    // With the setting off, cash is charged to the poisha too.
    expect((await settings({ cashRounding: false })).statusCode).toBe(200);
    try {
      expect((await post(cashier, '/api/orders/cart-total', cart)).json()).toMatchObject({ total: 333.33, rounding: 0, cashTotal: 333.33 });
      expect((await post(cashier, '/api/orders', { cart, paymentMethod: 'cash', customer: 'guest' })).json()).toMatchObject({ total: 333.33 });
    } finally {
      await settings({ cashRounding: true });
    }
  });

  it('rounds only the cash part of a split to the taka, as the till does (common/pricing.ts saleRounding, issue 36)', async () => {
    const p = await product({ name: 'Panjabi walk', price: 2527.88, stock: 50 });
    const cart = { items: [{ _id: p.id, qty: 1 }] };
    const split = async (payments: { method: string; amount: number }[]) =>
      (await post(cashier, '/api/orders', { cart, paymentMethod: payments[0].method, payments, customer: 'guest' })).json();
    // bKash ৳1,000 and ৳1,528 in cash: the cash part ৳1,527.88 is paid as ৳1,528, as in the cart; no change.
    const walk = await split([
      { method: 'bkash', amount: 1000 },
      { method: 'cash', amount: 1528 },
    ]);
    expect(walk).toMatchObject({ total: 2528, paid: 2528, change: 0 });
    const order = (await t.call(cashier, { method: 'GET', url: `/api/orders/${walk._id}` })).json();
    expect(order).toMatchObject({ rounding: 0.12, total: 2528, paid: 2528, paymentState: 'paid' });
    // bKash ৳1,000.50: the cash part ৳1,527.38 is paid as ৳1,527.
    expect(
      await split([
        { method: 'cash', amount: 1527 },
        { method: 'bkash', amount: 1000.5 },
      ]),
    ).toMatchObject({ total: 2527.5, paid: 2527.5, change: 0 });
    // The card pays to the poisha and leaves a whole cash part: nothing to round.
    expect(
      await split([
        { method: 'cash', amount: 2000 },
        { method: 'card', amount: 527.88 },
      ]),
    ).toMatchObject({ total: 2527.88, paid: 2527.88 });
  });

  it('takes only the payment methods of the settings, Rocket and Upay included; the orders list shows every method of a split', async () => {
    const p = await product({ name: 'Cap sport', price: 250, stock: 50 });
    const cart = { items: [{ _id: p.id, qty: 1 }] };
    const rocket = await post(cashier, '/api/orders', { cart, paymentMethod: 'rocket', trnxRef: 'RK1', customer: 'guest' });
    expect(rocket.statusCode).toBe(201);
    const split = (
      await post(cashier, '/api/orders', {
        cart,
        paymentMethod: 'cash',
        payments: [
          { method: 'cash', amount: 100 },
          { method: 'bkash', amount: 150, reference: 'BK9' },
        ],
        customer: 'guest',
      })
    ).json();
    const listed = (await t.call(owner, { method: 'GET', url: `/api/orders?search=${split.number}` })).json();
    expect(listed.doc[0].paymentMethods).toEqual(['cash', 'bkash']);
    expect((await t.call(cashier, { method: 'GET', url: '/api/orders/payment-methods' })).json()).toEqual({
      methods: ['cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'],
    });

    expect((await settings({ paymentMethods: ['cash', 'card'] })).statusCode).toBe(200);
    try {
      expect((await t.call(cashier, { method: 'GET', url: '/api/orders/payment-methods' })).json()).toEqual({ methods: ['cash', 'card'] });
      const before = await orderCount();
      const refused = await post(cashier, '/api/orders', { cart, paymentMethod: 'bkash', customer: 'guest' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        field: 'paymentMethod',
        code: 'method_not_offered',
        message: 'bKash is not one of the payment methods the shop takes (Settings)',
      });
      const refusedSplit = await post(cashier, '/api/orders', {
        cart,
        paymentMethod: 'cash',
        payments: [
          { method: 'cash', amount: 100 },
          { method: 'nagad', amount: 150 },
        ],
        customer: 'guest',
      });
      expect(refusedSplit.json().errors[0]).toMatchObject({ field: 'payments.1.method' });
      expect(await orderCount()).toBe(before);
      for (const bad of [[], ['cash', 'cash'], ['cheque']]) {
        const res = await settings({ paymentMethods: bad });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().errors[0].field).toMatch(/^paymentMethods/);
      }
    } finally {
      await settings({ paymentMethods: ['cash', 'card', 'bkash', 'nagad', 'rocket', 'upay', 'other'] });
    }
  });

  it('prints the rounding and the listed price on the invoice and the emailed receipt', async () => {
    const tee = await product({ name: 'Graphic tee', price: 950, vat: 15, stock: 5, isDiscount: true, discountType: 'percentage', discount: 15 });
    // 950 less 15 % = 807.50; VAT 15 % = 121.125 → 121.13; 928.63 in cash → 929 (+0.37).
    const placed = (await post(cashier, '/api/orders', { cart: { items: [{ _id: tee.id, qty: 1 }] }, paymentMethod: 'cash', customer: 'guest' })).json();
    expect(placed.total).toBe(929);
    const res = await post(cashier, '/api/orders/export/invoice', { id: placed._id });
    const text = pdfText(res.rawPayload, { layout: true });
    expect(text).toMatch(/Graphic tee\s+1\s+৳ 950\.00\s+৳ 807\.50\s+৳ 807\.50/);
    expect(text).toMatch(/Rounding\s+৳ 0\.37/);
    expect(text).toMatch(/Net Payable\s+৳ 929\.00/);
    expect(text).toMatch(/Paid\s+৳ 929\.00/);
    const order = (await t.call(cashier, { method: 'GET', url: `/api/orders/${placed._id}` })).json();
    const mail = await receiptMail(invoiceDataOf(order, t.app.shop));
    expect(mail.text).toContain('Rounding: ৳ 0.37');
    expect(mail.text).toContain('Net Payable: ৳ 929.00');
  });

  it('keeps what a held cart comes to, priced by the server', async () => {
    const p = await product({ name: 'Kurti', price: 850, vat: 5, stock: 9 });
    const held = await post(cashier, '/api/orders/held', { cart: { items: [{ _id: p.id, qty: 2 }] }, customer: null, address: null });
    expect(held.json().total).toBe(1785);
    const list = (await t.call(cashier, { method: 'GET', url: '/api/orders/held' })).json();
    expect(list.find((h: { _id: string }) => h._id === held.json()._id).total).toBe(1785);
  });
});

describe('the VAT base (issue 33)', () => {
  const settings = (body: Record<string, unknown>) => t.call(owner, { method: 'PUT', url: '/api/settings', payload: body });

  it('refuses a base it does not know, naming the field, and changes nothing', async () => {
    const bad = await settings({ vatBase: 'net' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'vatBase' });
    expect((await t.call(owner, { method: 'GET', url: '/api/settings' })).json().vatBase).toBe('list');
  });

  it('charges VAT on the price before the discount by default, and on the value after it with the setting on; each order keeps its base on its invoice, VAT invoice and returns', async () => {
    const panjabi = await product({ name: 'Base panjabi', price: 1000, vat: 7.5, stock: 20 });
    // 2 × ৳1,000 less a manual ৳150: on the list price VAT is 7.5 % of 2,000 = 150; on the value after it, of 1,850 = 138.75.
    const cart = { items: [{ _id: panjabi.id, qty: 2 }], discount: 150, shipping: 0 };
    const sale = { cart, paymentMethod: 'card', customer: 'guest' };
    expect((await post(owner, '/api/orders/cart-total', cart)).json()).toMatchObject({ subTotal: 2000, vat: 150, discount: 150, total: 2000 });
    const listed = (await post(owner, '/api/orders', sale)).json();

    expect((await settings({ vatBase: 'discounted', vatRegistration: '000123456-0101' })).json()).toMatchObject({ vatBase: 'discounted' });
    let onDiscounted: { _id: string };
    try {
      const total = (await post(owner, '/api/orders/cart-total', cart)).json();
      expect(total).toMatchObject({ subTotal: 2000, vat: 138.75, discount: 150, total: 1988.75, cashTotal: 1989 });
      expect(total.items[0]).toMatchObject({ totalPrice: 2000, vat: 138.75 });
      onDiscounted = (await post(owner, '/api/orders', sale)).json();
      expect(onDiscounted).toMatchObject({ total: 1988.75, paid: 1988.75 });
    } finally {
      // The shop goes back to the spec's base: the order sold on the other keeps it.
      await settings({ vatBase: 'list' });
    }
    const order = (await t.call(owner, { method: 'GET', url: `/api/orders/${onDiscounted._id}` })).json();
    expect(order).toMatchObject({ vatBase: 'discounted', subTotal: 2000, vat: 138.75, discount: 150, total: 1988.75 });
    expect(order.items[0]).toMatchObject({ vatRate: 7.5, vat: 138.75 });
    expect((await t.call(owner, { method: 'GET', url: `/api/orders/${listed._id}` })).json()).toMatchObject({ vatBase: 'list', vat: 150, total: 2000 });
    expect((await post(owner, '/api/orders/cart-total', cart)).json()).toMatchObject({ vat: 150, total: 2000 });

    const invoice = pdfText((await post(owner, '/api/orders/export/invoice', { id: onDiscounted._id })).rawPayload, { layout: true });
    expect(invoice).toMatch(/VAT \(\+\) after discount\s+৳ 138\.75/);
    expect(invoice).toMatch(/Net Payable\s+৳ 1,988\.75/);
    expect((await receiptMail(invoiceDataOf(order, t.app.shop))).text).toContain('VAT (+) after discount: ৳ 138.75');
    const mushak = pdfText((await post(owner, '/api/orders/export/invoice', { id: onDiscounted._id, form: 'mushak-6.3', lang: 'en' })).rawPayload, {
      layout: true,
    });
    // The value of supply is after the discount, the VAT is on it, and the discount is not taken off again.
    expect(mushak).toMatch(/Base panjabi\s+pcs\s+2\s+1,000\.00\s+1,850\.00\s+0%\s+0\.00\s+7\.5%\s+138\.75\s+1,988\.75/);
    expect(mushak).toMatch(/Total\s+1,850\.00\s+0\.00\s+138\.75\s+1,988\.75/);
    expect(mushak).toMatch(/Value of supply after the order discount \(trade discount\) of Tk 150\.00; VAT is charged on it\./);
    expect(mushak).not.toMatch(/Discount \(-\)/);
    expect(mushak).toMatch(/Net payable\s+1,988\.75/);
    const listedMushak = pdfText((await post(owner, '/api/orders/export/invoice', { id: listed._id, form: 'mushak-6.3', lang: 'en' })).rawPayload, {
      layout: true,
    });
    expect(listedMushak).toMatch(/Total\s+2,000\.00\s+0\.00\s+150\.00\s+2,150\.00/);
    expect(listedMushak).toMatch(/Discount \(-\)\s+150\.00/);
    expect(listedMushak).toMatch(/VAT is charged on the price before the order discount of Tk 150\.00/);

    // A unit back gives its share of what was charged on its own base: (2,000 + 138.75 − 150) ÷ 2 = 994.375 → 994.38; the other (2,000 + 150 − 150) ÷ 2.
    const back = await post(owner, `/api/orders/${onDiscounted._id}/returns`, { lines: [{ line: order.items[0]._id, qty: 1 }], refundMethod: 'card' });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().refund).toBe(994.38);
    const listedOrder = (await t.call(owner, { method: 'GET', url: `/api/orders/${listed._id}` })).json();
    expect(
      (await post(owner, `/api/orders/${listed._id}/returns`, { lines: [{ line: listedOrder.items[0]._id, qty: 1 }], refundMethod: 'card' })).json().refund,
    ).toBe(1000);
    await settings({ vatRegistration: null });
  });
});

describe('the stock ledger', () => {
  it('records stock typed into the product form as an adjustment, so the ledger still sums to the stock', async () => {
    const p = await product({ name: 'Pyjama', price: 700, stock: 4 });
    const res = await t.call(owner, { method: 'PUT', url: `/api/products/${p.id}`, payload: { stock: 12 } });
    expect(res.statusCode).toBe(200);
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, p.id));
    expect(moves.map((m) => [m.kind, m.qty])).toEqual([
      ['opening', 4],
      ['adjustment', 8],
    ]);
    expect(await stockMismatches(t.database.db)).toEqual([]);
  });
});

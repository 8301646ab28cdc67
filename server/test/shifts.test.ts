import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotal, poisha, sumPoisha, toPoisha, toTaka, type Poisha } from '../../common/money';
import { auditLog, categories, locations, payments, products, roles, shiftCashMovements, shifts, users } from '../domains/schema';
import { moveStock } from '../domains/inventory/ledger';
import { hashPassword } from '../domains/accounts/passwords';
import { pdfInfo, pdfText } from './pdfText';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 36: a cashier's shift at a till. One open shift per till (the
 * database's partial unique index), cash in and out with a manager's approval
 * above the role's limit, the X report any time, the close refused while
 * offline sales of the shift wait or a movement awaits a manager, the Z report
 * frozen at close, and its figures straight from the payments rows.
 */

let t: TestApp;
let owner: string;
let cashier: string;
let cashier2: string;
let manager: string;
let uttara: string;
let categoryId: string;
let productId: string;
/** A ৳487.35 product: a sale paid wholly in cash is rounded to the taka, a split one is not. */
let oddId: string;
let dearId: string;
let cheapId: string;

const db = () => t.database.db;
const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
let devices = 0;
const device = () => `till-${Date.now().toString(36)}-${devices++}`;

async function userWith(email: string, permissions: string[], locationId: string | null, cashMovementCap: number | null = null) {
  const [role] = await db()
    .insert(roles)
    .values({ name: `Role ${email}`, permissions, cashMovementCap })
    .returning();
  await db()
    .insert(users)
    .values({ name: email.split('@')[0], email, passwordHash: await hashPassword('shift-pass-123'), roleId: role.id, locationId });
  return t.login(email, 'shift-pass-123');
}

/** A product (৳500 unless told) with plenty of stock at Uttara. */
async function product(price = 500) {
  const sku = `SH-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await db()
    .insert(products)
    .values({
      name: `Shift kurti ${sku}`,
      slug: sku.toLowerCase(),
      sku,
      barcode: String(2900000000000 + Math.floor(Math.random() * 1e11)),
      searchText: sku,
      categoryId,
      status: 'published',
      price,
      cost: 300,
      stock: 0,
    })
    .returning();
  await moveStock(db(), [{ productId: p.id, variantId: null, locationId: uttara, qty: 100_000, kind: 'opening', name: p.name }]);
  return p.id;
}

const open = (token: string, till: string, float: Record<string, number> = { '1000': 2, '100': 5, '10': 3 }, id?: string) =>
  post(token, '/api/shifts/open', { device: till, float, ...(id ? { id } : {}) });
const report = async (token: string, shift: string) => (await get(token, `/api/shifts/${shift}/report`)).json();

/** A till sale of `qty` units (of the ৳500 product unless told), paid as told; its answer. */
async function sell(token: string, shift: string | undefined, qty: number, pay: { cash?: number; card?: number } = {}, item = productId) {
  const total = 500 * qty;
  const list = [
    ...(pay.card ? [{ method: 'card', amount: pay.card }] : []),
    ...(pay.cash !== undefined || !pay.card ? [{ method: 'cash', amount: pay.cash ?? total }] : []),
  ];
  return post(token, '/api/orders', {
    cart: { items: [{ _id: item, qty }] },
    paymentMethod: list[0].method,
    payments: list,
    customer: 'guest',
    ...(shift ? { shift } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const [cat] = await db().insert(categories).values({ name: 'Shifts', slug: 'shifts-test' }).returning();
  categoryId = cat.id;
  [{ id: uttara }] = await db().insert(locations).values({ name: 'Uttara Shifts', kind: 'shop' }).returning({ id: locations.id });
  const till = ['pos:use', 'orders:create', 'orders:show', 'return:create', 'products:list', 'shifts:use'];
  cashier = await userWith('rina@uttara.example.com', till, uttara, 1000);
  cashier2 = await userWith('karim@uttara.example.com', till, uttara, 1000);
  manager = await userWith('manager@uttara.example.com', [...till, 'shifts:approve', 'shifts:list', 'shifts:export'], uttara);
  productId = await product();
  oddId = await product(487.35);
  dearId = await product(650);
  cheapId = await product(350);
});
afterAll(() => t.close());

describe('opening and closing', () => {
  it('opens a shift with its float counted by note and coin', async () => {
    const res = await open(cashier, device());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'open',
      openingFloat: 2530,
      location: uttara,
      cashierName: 'rina',
      number: expect.stringMatching(/^SH-\d{6}$/),
    });
  });

  it('refuses a second open shift on the same till, even at once; another till opens its own', async () => {
    const till = device();
    const answers = await Promise.all([open(cashier, till), open(cashier2, till), open(cashier, till), open(manager, till)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.code).toBe('shift_open_on_till');
    expect(refused.message).toContain('SH-');
    expect((await db().select().from(shifts).where(eq(shifts.deviceId, till))).length).toBe(1);
    expect((await open(cashier2, device())).statusCode).toBe(201);
  });

  it('lets a second cashier open on the same till once the first has closed', async () => {
    const till = device();
    const first = (await open(cashier, till)).json();
    expect((await open(cashier2, till)).statusCode).toBe(409);
    expect((await post(cashier, `/api/shifts/${first._id}/close`, { counted: { '1000': 2, '100': 5, '10': 3 } })).statusCode).toBe(200);
    expect((await open(cashier2, till)).statusCode).toBe(201);
    expect((await get(cashier2, `/api/shifts/current?device=${till}`)).json().shift.cashierName).toBe('karim');
  });

  it('refuses the close while offline sales of the shift wait to be sent, naming them; the shift stays open', async () => {
    const shift = (await open(cashier, device())).json();
    const res = await post(cashier, `/api/shifts/${shift._id}/close`, { counted: {}, offlineWaiting: ['S-000901', 'S-000902'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('shift_offline_waiting');
    expect(res.json().message).toContain('S-000901, S-000902');
    expect((await report(cashier, shift._id)).shift.status).toBe('open');
  });

  it('closes once: a second close is 409; another cashier may not close it, a manager may; the same close sent again is answered as it was', async () => {
    const shift = (await open(cashier, device(), {})).json();
    expect((await post(cashier2, `/api/shifts/${shift._id}/close`, { counted: {} })).statusCode).toBe(403);
    const closed = await post(manager, `/api/shifts/${shift._id}/close`, { counted: { '10': 1 } });
    expect(closed.statusCode).toBe(200);
    const resent = await post(manager, `/api/shifts/${shift._id}/close`, { counted: { '10': 1, '5': 0 } });
    expect(resent.json()).toEqual(closed.json());
    const again = await post(cashier, `/api/shifts/${shift._id}/close`, { counted: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('shift_already_closed');
    expect((await post(manager, `/api/shifts/${shift._id}/close`, { counted: { '10': 2 } })).statusCode).toBe(409);
  });

  it('answers a close made offline and sent again after a lost answer as it was, even at once: over the limit it waits for a manager, its figures unchanged', async () => {
    const till = device();
    const shift = (await open(cashier, till, {}, randomUUID())).json();
    expect((await sell(cashier, shift._id, 1)).statusCode).toBe(201);
    // The till sends its kept close after the shift's sales, with no manager at hand: ৳500 expected, ৳300 counted.
    const body = { counted: { '100': 3 }, offlineWaiting: [] };
    const answers = await Promise.all([1, 2].map(() => post(cashier, `/api/shifts/${shift._id}/close`, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const closed = answers[0].json();
    expect(answers[1].json()).toEqual(closed);
    expect(closed).toMatchObject({ status: 'closed', expectedCash: 500, countedCash: 300, difference: -200, differenceApproval: 'pending' });
    const z = await report(cashier, shift._id);
    const resent = await post(cashier, `/api/shifts/${shift._id}/close`, body);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(closed);
    expect(await report(cashier, shift._id)).toEqual(z);
    const closes = await db().select().from(auditLog).where(eq(auditLog.recordId, shift._id));
    expect(closes.filter((e) => e.action === 'close')).toHaveLength(1);
    // Sent without a manager, the difference is not approved by the close: it waits on the managers' Shifts screen.
    expect((await post(cashier, `/api/shifts/${shift._id}/approve`, { note: 'Counted offline' })).statusCode).toBe(403);
    expect((await post(manager, `/api/shifts/${shift._id}/approve`, { note: 'Counted offline' })).json()).toMatchObject({ differenceApproval: 'approved' });
    expect((await get(cashier, `/api/shifts/current?device=${till}`)).json().shift).toBeNull();
  });

  it('answers an open sent again with the till’s own id with the shift it opened, once', async () => {
    const till = device();
    const id = randomUUID();
    const first = await post(cashier, '/api/shifts/open', { id, device: till, float: { '100': 1 } });
    expect(first.statusCode).toBe(201);
    const again = await Promise.all([1, 2].map(() => post(cashier, '/api/shifts/open', { id, device: till, float: { '100': 1 } })));
    expect(again.map((a) => [a.statusCode, a.json()._id])).toEqual([
      [200, id],
      [200, id],
    ]);
    expect((await post(cashier2, '/api/shifts/open', { id, device: till, float: {} })).json().code).toBe('shift_id_taken');
    expect((await db().select().from(shifts).where(eq(shifts.deviceId, till))).length).toBe(1);
  });
});

describe('the X and Z reports', () => {
  it('counts cash tendered less the change given, never the change as cash in hand', async () => {
    const shift = (await open(cashier, device(), { '500': 2 })).json();
    // ৳1,000 due, ৳1,500 handed over: ৳500 back.
    const sale = await sell(cashier, shift._id, 2, { cash: 1500 });
    expect(sale.statusCode).toBe(201);
    expect(sale.json().change).toBe(500);
    expect((await sell(cashier, shift._id, 1, { card: 500 })).statusCode).toBe(201);
    expect((await sell(cashier, shift._id, 2, { card: 300, cash: 800 })).statusCode).toBe(201);
    const x = await report(cashier, shift._id);
    expect(x.kind).toBe('X');
    expect(x.figures).toMatchObject({
      openingFloat: 1000,
      cashTendered: 2300,
      changeGiven: 600,
      cashRefunds: 0,
      expectedCash: 1000 + 2300 - 600,
      sales: [
        { method: 'card', amount: 800, count: 2 },
        { method: 'cash', amount: 1700, count: 2 },
      ],
    });
  });

  it('pays a return from the taker’s shift, and counts the cash refund out of the drawer', async () => {
    const first = (await open(cashier, device(), {})).json();
    const sale = (await sell(cashier, first._id, 2)).json();
    expect((await post(cashier, `/api/shifts/${first._id}/close`, { counted: { '1000': 1 } })).statusCode).toBe(200);
    const second = (await open(cashier2, device(), {})).json();
    const order = (await get(cashier2, `/api/orders/${sale._id}`)).json();
    const ret = await post(cashier2, `/api/orders/${sale._id}/returns`, {
      lines: [{ line: order.items[0]._id, qty: 1 }],
      refundMethod: 'cash',
      shift: second._id,
    });
    expect(ret.statusCode).toBe(201);
    const x = await report(cashier2, second._id);
    expect(x.figures).toMatchObject({ cashRefunds: 500, expectedCash: -500, refunds: [{ method: 'cash', amount: 500, count: 1 }] });
    // The first shift's Z report is as it was at close.
    expect((await report(cashier, first._id)).figures).toMatchObject({ cashTendered: 1000, cashRefunds: 0, expectedCash: 1000 });
  });

  it('freezes a shift’s figures at close: later sales never change them, and none can name it', async () => {
    const till = device();
    const shift = (await open(cashier, till, { '100': 10 })).json();
    expect((await sell(cashier, shift._id, 1)).statusCode).toBe(201);
    const closed = (await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '500': 3 } })).json();
    expect(closed).toMatchObject({ status: 'closed', expectedCash: 1500, countedCash: 1500, difference: 0, differenceApproval: 'none', countedByName: 'rina' });
    const z = await report(cashier, shift._id);
    expect(z.kind).toBe('Z');
    const late = await sell(cashier, shift._id, 1);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toMatchObject({ field: 'shift', code: 'shift_not_open' });
    const next = (await open(cashier, till, {})).json();
    expect((await sell(cashier, next._id, 3)).statusCode).toBe(201);
    // A payment slipped into the closed shift by hand is refused by the database itself.
    const [any] = await db().select().from(payments).where(eq(payments.shiftId, next._id));
    await expect(
      db()
        .insert(payments)
        .values({ ...any, id: undefined, shiftId: shift._id }),
    ).rejects.toThrow();
    expect(await report(cashier, shift._id)).toEqual(z);
  });

  it('counts every sale that raced the close, and no sale gets in after it', async () => {
    const shift = (await open(cashier, device(), {})).json();
    const racing = [...Array(8).keys()].map(() => sell(cashier, shift._id, 1, { cash: 600 }));
    const [closing, ...sales] = await Promise.all([post(cashier, `/api/shifts/${shift._id}/close`, { counted: {} }), ...racing]);
    expect(closing.statusCode).toBe(200);
    for (const sale of sales) {
      expect([201, 400, 409]).toContain(sale.statusCode);
      if (sale.statusCode !== 201) expect(['shift_closed', 'shift_not_open']).toContain(sale.json().code ?? sale.json().errors[0].code);
    }
    const made = sales.filter((s) => s.statusCode === 201).length;
    const rows = await db().select().from(payments).where(eq(payments.shiftId, shift._id));
    expect(rows).toHaveLength(made);
    expect((await report(cashier, shift._id)).figures).toMatchObject({ cashTendered: 600 * made, changeGiven: 100 * made, expectedCash: 500 * made });
    expect(closing.json().expectedCash).toBe(500 * made);
  });

  it('approves a difference above the shop’s limit with a manager’s note', async () => {
    const shift = (await open(cashier, device(), { '1000': 1 })).json();
    expect((await sell(cashier, shift._id, 1)).statusCode).toBe(201);
    // ৳1,500 expected, ৳1,480 counted: ৳20 short, within the default ৳100.
    expect((await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '1000': 1, '200': 2, '50': 1, '20': 1, '10': 1 } })).json()).toMatchObject({
      difference: -20,
      differenceApproval: 'none',
    });
    const short = (await open(cashier, device(), { '1000': 1 })).json();
    const closed = (await post(cashier, `/api/shifts/${short._id}/close`, { counted: { '500': 1 } })).json();
    expect(closed).toMatchObject({ difference: -500, differenceApproval: 'pending' });
    expect((await post(cashier, `/api/shifts/${short._id}/approve`, { note: 'Counted again' })).statusCode).toBe(403);
    const approved = await post(manager, `/api/shifts/${short._id}/approve`, { note: 'Supplier paid from the drawer without a slip' });
    expect(approved.json()).toMatchObject({
      differenceApproval: 'approved',
      approvedByName: 'manager',
      approvalNote: 'Supplier paid from the drawer without a slip',
      difference: -500,
    });
    expect((await post(manager, `/api/shifts/${short._id}/approve`, { note: 'again' })).statusCode).toBe(409);
  });
});

describe('the printed report', () => {
  it('prints the Z report on an 80 mm roll in English and Bangla: the drawer from float to expected cash, the count by note and coin, the difference', async () => {
    const shift = (await open(cashier, device(), { '1000': 1 })).json();
    // ৳1,000 float, a ৳500 cash sale: ৳1,500 expected; ৳1,480 counted, ৳20 short.
    expect((await sell(cashier, shift._id, 1)).statusCode).toBe(201);
    const x = await t.call(cashier, { method: 'GET', url: `/api/shifts/${shift._id}/report/pdf` });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="X-REPORT_${shift.number}_\\d{12}\\.pdf"$`));
    expect(pdfText(x.rawPayload)).toContain('X report');
    expect((await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '1000': 1, '200': 2, '50': 1, '20': 1, '10': 1 } })).statusCode).toBe(200);

    const z = await t.call(cashier, { method: 'GET', url: `/api/shifts/${shift._id}/report/pdf?language=en` });
    expect(z.headers['content-type']).toBe('application/pdf');
    expect(z.headers['content-disposition']).toMatch(new RegExp(`filename="Z-REPORT_${shift.number}_\\d{12}\\.pdf"`));
    const english = pdfText(z.rawPayload);
    // Points are 80 mm wide.
    expect(pdfInfo(z.rawPayload)).toMatch(/Page size:\s+226\.77 x/);
    for (const part of [
      'Z report',
      shift.number,
      'Opening float',
      '৳ 1,000.00',
      'Expected cash',
      '৳ 1,500.00',
      'Counted cash',
      '৳ 1,480.00',
      'Difference',
      '-৳ 20.00',
      '৳200 × 2',
    ])
      expect(english, part).toContain(part);

    const bangla = pdfText((await t.call(cashier, { method: 'GET', url: `/api/shifts/${shift._id}/report/pdf?language=bn` })).rawPayload);
    for (const part of ['জেড রিপোর্ট', 'প্রত্যাশিত ক্যাশ', '৳ ১,৫০০.০০', 'পার্থক্য', '-৳ ২০.০০']) expect(bangla, part).toContain(part);

    // Another language is refused naming the parameter; another shop's shift is not found.
    const refused = await t.call(cashier, { method: 'GET', url: `/api/shifts/${shift._id}/report/pdf?language=fr` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('language');
    expect((await t.call(owner, { method: 'GET', url: `/api/shifts/${randomUUID()}/report/pdf` })).statusCode).toBe(404);
  });
});

describe('offline sales', () => {
  it('go into the shift they name; one arriving after its shift closed is written outside any shift, never lost, and the Z report stays', async () => {
    const till = device();
    const shift = (await open(cashier, till, {})).json();
    const [first, late] = (await post(cashier, '/api/orders/receipt-numbers', { device: till, count: 2 })).json().numbers as string[];
    const offline = (number: string) => ({
      cart: { items: [{ _id: productId, qty: 1 }] },
      paymentMethod: 'cash',
      paidAmount: 1000,
      customer: 'guest',
      shift: shift._id,
      offline: { device: till, number, soldAt: new Date(Date.now() - 60_000).toISOString() },
    });
    const sent = await post(cashier, '/api/orders', offline(first));
    expect(sent.statusCode, sent.body).toBe(201);
    // The till still holds the other sale: no close until it is sent.
    expect((await post(cashier, `/api/shifts/${shift._id}/close`, { counted: {}, offlineWaiting: [late] })).json().code).toBe('shift_offline_waiting');
    const closed = (await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '500': 1 } })).json();
    expect(closed).toMatchObject({ expectedCash: 500, difference: 0 });
    const z = await report(cashier, shift._id);
    const arrived = await post(cashier, '/api/orders', offline(late));
    expect(arrived.statusCode, arrived.body).toBe(201);
    const rows = await db().select({ shift: payments.shiftId }).from(payments).where(eq(payments.orderId, arrived.json()._id));
    expect(rows).toEqual([{ shift: null }]);
    expect(await report(cashier, shift._id)).toEqual(z);
  });
});

describe('a shift opened offline', () => {
  it('is sent once with the till’s own id before its sales, which then go into it; a sale naming a shift the server never got is kept outside any', async () => {
    const till = device();
    const id = randomUUID();
    const [sold, stray] = (await post(cashier, '/api/orders/receipt-numbers', { device: till, count: 2 })).json().numbers as string[];
    const sale = (number: string, shift: string) => ({
      cart: { items: [{ _id: productId, qty: 1 }] },
      paymentMethod: 'cash',
      paidAmount: 1000,
      customer: 'guest',
      shift,
      offline: { device: till, number, soldAt: new Date(Date.now() - 60_000).toISOString() },
    });
    // The open the till kept while offline, sent when the connection came back, and once more after a lost answer.
    const opened = await open(cashier, till, { '500': 2 }, id);
    expect(opened.statusCode).toBe(201);
    expect((await open(cashier, till, { '500': 2 }, id)).statusCode).toBe(200);
    expect((await post(cashier, '/api/orders', sale(sold, id))).statusCode).toBe(201);
    expect((await report(cashier, id)).figures).toMatchObject({ openingFloat: 1000, cashTendered: 1000, changeGiven: 500, expectedCash: 1500 });
    // An open the server never took (refused, or lost with the till's storage): its sale is still written, outside any shift.
    const arrived = await post(cashier, '/api/orders', sale(stray, randomUUID()));
    expect(arrived.statusCode, arrived.body).toBe(201);
    const rows = await db().select({ shift: payments.shiftId }).from(payments).where(eq(payments.orderId, arrived.json()._id));
    expect(rows).toEqual([{ shift: null }]);
  });
});

describe('whose drawer', () => {
  it('refuses a sale, a refund or an exchange naming another cashier’s open shift, on `shift`; the shift’s own cashier is taken', async () => {
    const rinas = (await open(cashier, device(), {})).json();
    const before = (await report(manager, rinas._id)).figures;
    // Karim at the same location names Rina's drawer: a sale, a refund of his own sale, an exchange.
    const theirs = await sell(cashier2, rinas._id, 1);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0]).toMatchObject({ field: 'shift', code: 'shift_not_yours' });
    const karims = (await open(cashier2, device(), {})).json();
    const sale = (await sell(cashier2, karims._id, 2)).json();
    const line = (await get(cashier2, `/api/orders/${sale._id}`)).json().items[0]._id;
    const refund = await post(cashier2, `/api/orders/${sale._id}/returns`, { lines: [{ line, qty: 1 }], refundMethod: 'cash', shift: rinas._id });
    expect(refund.statusCode).toBe(400);
    expect(refund.json().errors[0]).toMatchObject({ field: 'shift', code: 'shift_not_yours' });
    const swap = await post(cashier2, `/api/orders/${sale._id}/exchanges`, {
      lines: [{ line, qty: 1 }],
      cart: { items: [{ _id: productId, qty: 1 }] },
      shift: rinas._id,
    });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().errors[0]).toMatchObject({ field: 'shift', code: 'shift_not_yours' });
    // Nothing went into Rina's drawer; Karim's own shift takes his refund and exchange.
    expect((await report(manager, rinas._id)).figures).toEqual(before);
    expect((await post(cashier2, `/api/orders/${sale._id}/returns`, { lines: [{ line, qty: 1 }], refundMethod: 'cash', shift: karims._id })).statusCode).toBe(
      201,
    );
    const own = await post(cashier2, `/api/orders/${sale._id}/exchanges`, {
      lines: [{ line, qty: 1 }],
      cart: { items: [{ _id: productId, qty: 1 }] },
      shift: karims._id,
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses an offline sale naming another cashier’s shift; one naming a shift the server never got is still kept outside any', async () => {
    const till = device();
    const rinas = (await open(cashier, till, {})).json();
    const [number, stray] = (await post(cashier2, '/api/orders/receipt-numbers', { device: till, count: 2 })).json().numbers as string[];
    const sale = (n: string, shift: string) => ({
      cart: { items: [{ _id: productId, qty: 1 }] },
      paymentMethod: 'cash',
      paidAmount: 500,
      customer: 'guest',
      shift,
      offline: { device: till, number: n, soldAt: new Date(Date.now() - 60_000).toISOString() },
    });
    const theirs = await post(cashier2, '/api/orders', sale(number, rinas._id));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0]).toMatchObject({ field: 'shift', code: 'shift_not_yours' });
    const arrived = await post(cashier2, '/api/orders', sale(stray, randomUUID()));
    expect(arrived.statusCode, arrived.body).toBe(201);
    expect(await db().select({ shift: payments.shiftId }).from(payments).where(eq(payments.orderId, arrived.json()._id))).toEqual([{ shift: null }]);
  });
});

describe('cash in and out', () => {
  it('keeps a cash out above the role’s limit waiting for a manager: not in the drawer, and no close until decided', async () => {
    const shift = (await open(cashier, device(), { '1000': 5 })).json();
    const small = await post(cashier, `/api/shifts/${shift._id}/cash`, { kind: 'in', amount: 200, reason: 'Change from the bank' });
    expect(small.json()).toMatchObject({ approval: 'none', userName: 'rina' });
    const big = await post(cashier, `/api/shifts/${shift._id}/cash`, { kind: 'out', amount: 3000, reason: 'Supplier paid' });
    expect(big.statusCode).toBe(201);
    expect(big.json().approval).toBe('pending');
    expect((await report(cashier, shift._id)).figures).toMatchObject({ cashIn: 200, cashOut: 0, pendingOut: 3000, expectedCash: 5200 });
    const refused = await post(cashier, `/api/shifts/${shift._id}/close`, { counted: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('shift_movements_pending');
    // The cashier cannot approve it; a manager approves it once.
    expect((await post(cashier, `/api/shifts/cash/${big.json()._id}/decision`, { approve: true })).statusCode).toBe(403);
    const approved = await post(manager, `/api/shifts/cash/${big.json()._id}/decision`, { approve: true });
    expect(approved.json()).toMatchObject({ approval: 'approved', approvedByName: 'manager' });
    expect((await post(manager, `/api/shifts/cash/${big.json()._id}/decision`, { approve: false })).statusCode).toBe(409);
    expect((await report(cashier, shift._id)).figures).toMatchObject({ cashOut: 3000, pendingOut: 0, expectedCash: 2200 });
    // A rejected one counts nowhere.
    const odd = (await post(cashier, `/api/shifts/${shift._id}/cash`, { kind: 'out', amount: 1500, reason: 'Lunch' })).json();
    await post(manager, `/api/shifts/cash/${odd._id}/decision`, { approve: false });
    expect((await report(cashier, shift._id)).figures).toMatchObject({ cashOut: 3000, expectedCash: 2200 });
    // Who moved cash and who decided, in the audit log.
    const log = await db().select().from(auditLog).where(eq(auditLog.recordId, shift._id)).orderBy(auditLog.createdAt);
    expect(log.map((e) => [e.action, e.userName])).toEqual([
      ['open', 'rina'],
      ['cash-in', 'rina'],
      ['cash-out', 'rina'],
      ['approve', 'manager'],
      ['cash-out', 'rina'],
      ['reject', 'manager'],
    ]);
    expect((await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '1000': 2, '200': 1 } })).json()).toMatchObject({ difference: 0 });
    // A manager moves any amount without waiting; a closed shift takes no more.
    const managers = (await open(manager, device(), {})).json();
    expect((await post(manager, `/api/shifts/${managers._id}/cash`, { kind: 'in', amount: 50_000, reason: 'Float top-up' })).json().approval).toBe('none');
    expect((await post(cashier, `/api/shifts/${shift._id}/cash`, { kind: 'in', amount: 10, reason: 'x' })).statusCode).toBe(409);
  });
});

describe('the setting: sell only in an open shift', () => {
  it('is off by default; on, a till order without an open shift is refused naming `shift`', async () => {
    expect((await get(owner, '/api/settings')).json()).toMatchObject({ shiftRequired: false, shiftDifferenceLimit: 100 });
    expect((await sell(cashier, undefined, 1)).statusCode).toBe(201);
    const till = device();
    // The till reads the rule with its shift: it asks for a shift before the sale rather than after a refusal.
    expect((await get(cashier, `/api/shifts/current?device=${till}`)).json()).toEqual({ shift: null, required: false, differenceLimit: 100 });
    expect((await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { shiftRequired: true } })).statusCode).toBe(200);
    try {
      expect((await get(cashier, `/api/shifts/current?device=${till}`)).json()).toMatchObject({ shift: null, required: true });
      const refused = await sell(cashier, undefined, 1);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ field: 'shift', code: 'shift_required' });
      const shift = (await open(cashier, till, {})).json();
      expect((await sell(cashier, shift._id, 1)).statusCode).toBe(201);
    } finally {
      await t.call(owner, { method: 'PUT', url: '/api/settings', payload: { shiftRequired: false } });
    }
  });
});

describe('the Z report against the payments rows', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('cash' as const), qty: fc.integer({ min: 1, max: 3 }), over: fc.integer({ min: 0, max: 700 }) }),
    fc.record({ kind: fc.constant('odd-cash' as const), qty: fc.integer({ min: 1, max: 3 }), over: fc.integer({ min: 0, max: 700 }) }),
    fc.record({
      kind: fc.constant('odd-split' as const),
      qty: fc.integer({ min: 1, max: 3 }),
      card: fc.integer({ min: 1, max: 400 }),
      over: fc.integer({ min: 0, max: 300 }),
    }),
    fc.record({ kind: fc.constant('card' as const), qty: fc.integer({ min: 1, max: 3 }) }),
    fc.record({
      kind: fc.constant('split' as const),
      qty: fc.integer({ min: 1, max: 3 }),
      card: fc.integer({ min: 1, max: 499 }),
      over: fc.integer({ min: 0, max: 300 }),
    }),
    fc.record({ kind: fc.constant('return' as const), method: fc.constantFrom('cash', 'bkash') }),
    // Issue 36: a unit of the last sale exchanged for a dearer item (card and cash, change given) or a cheaper one (paid back).
    fc.record({ kind: fc.constant('exchange' as const), dearer: fc.boolean(), toOriginal: fc.boolean(), over: fc.integer({ min: 0, max: 300 }) }),
    fc.record({ kind: fc.constantFrom('in' as const, 'out' as const), amount: fc.integer({ min: 1, max: 2500 }), decide: fc.boolean() }),
  );

  it('equals sums worked out from the payments and movements of generated shifts, and stays so after close', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 20 }), async (ops, floatNotes) => {
        const shift = (await open(cashier, device(), { '100': floatNotes })).json();
        const sold: string[] = [];
        const made = (res: Awaited<ReturnType<typeof sell>>) => {
          expect(res.statusCode, res.body).toBe(201);
          return res.json()._id as string;
        };
        for (const o of ops) {
          if (o.kind === 'cash') sold.push(made(await sell(cashier, shift._id, o.qty, { cash: 500 * o.qty + o.over })));
          else if (o.kind === 'card') sold.push(made(await sell(cashier, shift._id, o.qty, { card: 500 * o.qty })));
          // ৳487.35 a unit: wholly in cash it is rounded to the taka (at most up to the next whole taka), split it is not.
          else if (o.kind === 'odd-cash') sold.push(made(await sell(cashier, shift._id, o.qty, { cash: Math.ceil(487.35 * o.qty) + o.over }, oddId)));
          else if (o.kind === 'odd-split')
            sold.push(
              made(
                await sell(
                  cashier,
                  shift._id,
                  o.qty,
                  { card: o.card, cash: toTaka(poisha(lineTotal(toPoisha(487.35), o.qty) - toPoisha(o.card) + toPoisha(o.over))) },
                  oddId,
                ),
              ),
            );
          else if (o.kind === 'split') sold.push(made(await sell(cashier, shift._id, o.qty, { card: o.card, cash: 500 * o.qty - o.card + o.over })));
          else if (o.kind === 'return') {
            const id = sold.pop();
            if (!id) continue;
            const order = (await get(cashier, `/api/orders/${id}`)).json();
            const res = await post(cashier, `/api/orders/${id}/returns`, {
              lines: [{ line: order.items[0]._id, qty: 1 }],
              refundMethod: o.method,
              shift: shift._id,
            });
            expect(res.statusCode).toBe(201);
          } else if (o.kind === 'exchange') {
            const id = sold.pop();
            if (!id) continue;
            const order = (await get(cashier, `/api/orders/${id}`)).json();
            // An earlier exchange's new order may hold the item it would be swapped for: the same for the same is no exchange.
            if (order.items[0].productId === (o.dearer ? dearId : cheapId)) {
              sold.push(id);
              continue;
            }
            // What comes back is worth at least ৳487.35 and at most ৳500: ৳100 by card leaves the rest to cash, whatever it is.
            const settle = o.dearer
              ? {
                  payments: [
                    { method: 'card', amount: 100 },
                    { method: 'cash', amount: 200 + o.over },
                  ],
                }
              : { refundMethod: o.toOriginal ? 'original' : 'cash' };
            const res = await post(cashier, `/api/orders/${id}/exchanges`, {
              lines: [{ line: order.items[0]._id, qty: 1 }],
              cart: { items: [{ _id: o.dearer ? dearId : cheapId, qty: 1 }] },
              shift: shift._id,
              ...settle,
            });
            expect(res.statusCode, res.body).toBe(201);
            sold.push(res.json().newOrder._id as string);
          } else {
            const m = (await post(cashier, `/api/shifts/${shift._id}/cash`, { kind: o.kind, amount: o.amount, reason: 'generated' })).json();
            if (m.approval === 'pending') await post(manager, `/api/shifts/cash/${m._id}/decision`, { approve: o.decide });
          }
        }
        // Straight from the rows, in JS.
        const rows = await db().select().from(payments).where(eq(payments.shiftId, shift._id));
        const moves = await db().select().from(shiftCashMovements).where(eq(shiftCashMovements.shiftId, shift._id));
        const sum = (xs: Poisha[]) => sumPoisha(xs);
        const byMethod = (kind: 'payment' | 'refund') => {
          const out = new Map<string, { amount: Poisha; count: number }>();
          for (const r of rows.filter((r) => r.kind === kind)) {
            const was = out.get(r.method) ?? { amount: poisha(0), count: 0 };
            out.set(r.method, { amount: poisha(was.amount + Math.abs(toPoisha(r.amount))), count: was.count + 1 });
          }
          return [...out.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([method, v]) => ({ method, amount: toTaka(v.amount), count: v.count }));
        };
        const cash = rows.filter((r) => r.method === 'cash');
        const kept = sum(cash.filter((r) => r.kind === 'payment').map((r) => toPoisha(r.amount)));
        const change = sum(cash.map((r) => toPoisha(r.changeGiven)));
        const refunds = poisha(-sum(cash.filter((r) => r.kind === 'refund').map((r) => toPoisha(r.amount))));
        const moved = (kind: string) =>
          sum(moves.filter((m) => m.kind === kind && (m.approval === 'none' || m.approval === 'approved')).map((m) => toPoisha(m.amount)));
        const float = toPoisha(100 * floatNotes);
        const expected = poisha(float + kept - refunds + moved('in') - moved('out'));
        const want = {
          openingFloat: toTaka(float),
          sales: byMethod('payment'),
          refunds: byMethod('refund'),
          cashTendered: toTaka(poisha(kept + change)),
          changeGiven: toTaka(change),
          cashRefunds: toTaka(refunds),
          cashIn: toTaka(moved('in')),
          cashOut: toTaka(moved('out')),
          pendingIn: 0,
          pendingOut: 0,
          expectedCash: toTaka(expected),
        };
        expect((await report(cashier, shift._id)).figures).toEqual(want);
        const counted = Math.max(0, Math.floor(toTaka(expected)));
        const closed = (await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '1': counted } })).json();
        expect(closed.expectedCash).toBe(toTaka(expected));
        expect(closed.difference).toBe(toTaka(poisha(toPoisha(counted) - expected)));
        // A sale after the close, at another shift of the same cashier: the Z report stays.
        const other = (await open(cashier, device(), {})).json();
        await sell(cashier, other._id, 1, { cash: 700 });
        expect((await report(cashier, shift._id)).figures).toEqual(want);
        await post(cashier, `/api/shifts/${other._id}/close`, { counted: {} });
      }),
      { numRuns: 12 },
    );
  });
});

describe('the shifts list for managers', () => {
  it('lists a location’s shifts with their figures, filtered by till, cashier and status, and exports them; another shop sees none of them', async () => {
    const till = device();
    const shift = (await open(cashier, till, { '500': 1 })).json();
    await sell(cashier, shift._id, 1);
    await post(cashier, `/api/shifts/${shift._id}/close`, { counted: { '500': 2 } });
    const [rina] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'rina@uttara.example.com'));
    const list = await get(manager, `/api/shifts?device=${till}&status=closed&cashier=${rina.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().doc).toMatchObject([
      { _id: shift._id, device: till, status: 'closed', location: uttara, openingFloat: 500, expectedCash: 1000, countedCash: 1000, difference: 0 },
    ]);
    expect((await get(manager, `/api/shifts?device=${till}&status=open`)).json().doc).toEqual([]);
    const csv = await t.call(manager, { method: 'POST', url: '/api/shifts/export/csv', payload: { fields: ['number', 'device', 'difference'] } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(shift.number);
    // A cashier reads their own shift's report at the till, not the managers' list.
    expect((await get(cashier, '/api/shifts')).statusCode).toBe(403);
    // Another shop's manager: neither in the list nor by id.
    const [{ id: dhanmondi }] = await db().insert(locations).values({ name: 'Dhanmondi Shifts', kind: 'shop' }).returning({ id: locations.id });
    const elsewhere = await userWith('manager@dhanmondi.example.com', ['shifts:list', 'shifts:show', 'shifts:use', 'shifts:approve'], dhanmondi);
    expect((await get(elsewhere, `/api/shifts?device=${till}`)).json().doc).toEqual([]);
    expect((await get(elsewhere, `/api/shifts/${shift._id}`)).statusCode).toBe(404);
    expect((await get(elsewhere, `/api/shifts/${shift._id}/report`)).statusCode).toBe(404);
    expect((await get(owner, `/api/shifts?device=${till}`)).json().doc).toHaveLength(1);
  });

  it('answers every open drawer of the manager’s location with the cash it should hold now', async () => {
    const till = device();
    const shift = (await open(cashier2, till, { '1000': 1 })).json();
    await sell(cashier2, shift._id, 1, { cash: 1000 });
    const drawers = (await get(manager, '/api/shifts/open-drawers')).json().drawers as {
      shift: { _id: string; location: string };
      figures: { expectedCash: number };
    }[];
    expect(drawers.every((d) => d.shift.location === uttara)).toBe(true);
    expect(drawers.find((d) => d.shift._id === shift._id)?.figures).toMatchObject({ expectedCash: 1500, changeGiven: 500 });
    const [{ id: banani }] = await db().insert(locations).values({ name: 'Banani Shifts', kind: 'shop' }).returning({ id: locations.id });
    const elsewhere = await userWith('manager@banani.example.com', ['shifts:list'], banani);
    expect((await get(elsewhere, '/api/shifts/open-drawers')).json().drawers).toEqual([]);
    expect((await get(owner, '/api/shifts/open-drawers')).json().drawers.map((d: { shift: { _id: string } }) => d.shift._id)).toContain(shift._id);
    expect((await get(cashier, '/api/shifts/open-drawers')).statusCode).toBe(403);
    await post(cashier2, `/api/shifts/${shift._id}/close`, { counted: { '1000': 1, '500': 1 } });
  });
});

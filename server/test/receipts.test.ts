import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { categories, jobs, orders, products } from '../domains/schema';
import { reconcileStock } from '../domains/inventory/ledger';
import { MAX_RECEIPT_ATTEMPTS } from '../domains/orders/receiptSender';
import { createTestApp, type TestApp } from './harness';

// A real SMTP server on 127.0.0.1 that keeps what it receives, and can be told to refuse.
const received: ParsedMail[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    if (refuse) {
      stream.resume();
      stream.on('end', () => done(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })));
      return;
    }
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        done();
      })
      .catch(done);
  },
});

let t: TestApp;
let token: string;
let productId: string;

const order = async (customer: string, emailReceipt = true) => {
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/orders',
    payload: { cart: { items: [{ _id: productId, qty: 2 }] }, paymentMethod: 'cash', customer, emailReceipt },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; number: string };
};
const customer = async (name: string, phone: string, email?: string) => {
  const res = await t.call(token, { method: 'POST', url: '/api/customers', payload: { name, phone, ...(email ? { email } : {}) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
};
const record = async (id: string) => (await t.call(token, { method: 'GET', url: `/api/orders/${id}` })).json();
/** The order's receipt fields once they stop changing to `want` (the sender works after the answer). */
async function settled(id: string, want: string) {
  for (let i = 0; i < 100; i++) {
    const o = await record(id);
    if (o.receiptStatus === want) return o;
    await new Promise((r) => setTimeout(r, 100));
  }
  return record(id);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    mail: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Dokan <shop@example.com>' },
    // Refusals are tried again after 20, 40, 80… ms instead of half a minute.
    jobs: { pollMs: 200, backoffMs: 20 },
  });
  token = await t.login();
  const [cat] = await t.database.db.insert(categories).values({ name: 'Receipts', slug: 'receipts' }).returning();
  const [p] = await t.database.db
    .insert(products)
    .values({
      name: 'Receipt Panjabi',
      slug: 'receipt-panjabi',
      sku: 'RCPT-1',
      barcode: '2000000000017',
      categoryId: cat.id,
      status: 'published',
      price: 1250.5,
      cost: 700,
      stock: 50,
    })
    .returning();
  await reconcileStock(t.database.db, { productId: p.id, kind: 'opening' });
  productId = p.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('emailed receipts', () => {
  it('emails the receipt to the customer after the sale: the lines, the total and the invoice PDF', async () => {
    const who = await customer('Nabila Haque', '01719000001', 'nabila@example.com');
    const placed = await order(who);
    const o = await settled(placed._id, 'sent');
    expect(o).toMatchObject({ receiptStatus: 'sent', receiptAttempts: 1, receiptError: null });
    expect(o.receiptSentAt).toBeTruthy();
    const mail = received.find((m) => m.subject?.includes(placed.number));
    expect(mail, 'the mail server got the receipt').toBeDefined();
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('nabila@example.com');
    expect(mail?.from?.text).toContain('shop@example.com');
    expect(mail?.text).toContain('Receipt Panjabi: 2 × ৳ 1,250.50 = ৳ 2,501.00');
    expect(mail?.text).toContain(`order ${placed.number}`);
    expect(mail?.text).toMatch(/Net Payable: ৳ 2,\d{3}\.\d{2}/);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`INVOICE_${placed.number}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says so when the customer has no email, and sends nothing unless asked', async () => {
    const before = received.length;
    const noEmail = await order(await customer('Rafiq Islam', '01719000002'));
    expect((await record(noEmail._id)).receiptStatus).toBe('no-address');
    const notAsked = await order(await customer('Sadia Akter', '01719000003', 'sadia@example.com'), false);
    expect((await record(notAsked._id)).receiptStatus).toBeNull();
    await new Promise((r) => setTimeout(r, 500));
    expect(received.length).toBe(before);
  });

  it('tries again when the mail server refuses, and gives up with the reason after the last attempt', async () => {
    refuse = true;
    try {
      const placed = await order(await customer('Tanvir Ahmed', '01719000004', 'tanvir@example.com'));
      const o = await settled(placed._id, 'failed');
      expect(o).toMatchObject({ receiptStatus: 'failed', receiptAttempts: MAX_RECEIPT_ATTEMPTS });
      expect(o.receiptError).toContain('mailbox unavailable');
      expect(received.some((m) => m.subject?.includes(placed.number))).toBe(false);
    } finally {
      refuse = false;
    }
  });

  it('sends a receipt whose process died mid-send once its lease ends, and never while another holds it', async () => {
    const placed = await order(await customer('Mim Chowdhury', '01719000005', 'mim@example.com'), false);
    // As a process killed between claiming the receipt's job and sending it leaves them: the job held, its lease
    // not yet over (nobody else may take it), the order `sending`.
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        queue: 'receipt-email',
        payload: { orderId: placed._id },
        key: placed._id,
        status: 'active',
        attempts: 1,
        lockedBy: 'dead-process',
        lockedUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    await t.database.db.update(orders).set({ receiptStatus: 'sending', receiptAttempts: 1 }).where(eq(orders.id, placed._id));
    const port = (smtp.server.address() as AddressInfo).port;
    const next = await buildApp({
      database: t.database,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      dataDir: await mkdtemp(join(tmpdir(), 'api-test-')),
      mail: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'shop@example.com' },
      jobs: { pollMs: 200 },
    });
    try {
      await next.ready();
      // Starting another process does not take a job whose holder may still be sending it.
      await new Promise((r) => setTimeout(r, 600));
      expect((await record(placed._id)).receiptStatus).toBe('sending');
      expect(received.some((m) => m.subject?.includes(placed.number))).toBe(false);
      // The lease runs out (its process is gone): the next round takes the job back and sends it.
      await t.database.db
        .update(jobs)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job.id));
      const o = await settled(placed._id, 'sent');
      expect(o).toMatchObject({ receiptStatus: 'sent', receiptAttempts: 2 });
      expect(received.filter((m) => m.subject?.includes(placed.number))).toHaveLength(1);
      const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await next.close();
    }
  });
});

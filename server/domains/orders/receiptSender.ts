import { and, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { orders } from '../schema';
import { invoiceDataOf, readOrder } from './orderRecord';
import { receiptMail } from './receiptMail';

export interface ReceiptSenderOptions {
  /** SMTP_URL: `smtp://user:password@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  smtpUrl: string;
  /** MAIL_FROM: the sender of receipts. */
  from: string;
}

/** A receipt the mail server refused this many times is given up (`failed`, with the reason). */
export const MAX_RECEIPT_ATTEMPTS = 5;

/** The job queue's name for emailed receipts; placing an order queues one in its own statement (placeOrder.ts). */
export const RECEIPT_QUEUE = 'receipt-email';

/**
 * Emails the receipts that orders ask for, from the job queue
 * (server/domains/jobs): placing an order writes its `receipt-email` job in
 * the order's own statement, so a receipt is queued if and only if the sale
 * committed, and a slow or absent mail server never holds up a sale. The
 * order's `receipt_*` columns stay what the order page shows: `queued`,
 * `sending` while a worker holds it, `sent`, or `failed` with the reason
 * after the last attempt.
 *
 * Once: a job is held by one worker at a time (`FOR UPDATE SKIP LOCKED` and a
 * lease), so two API processes never send the same receipt side by side, and
 * a process starting up no longer queues again the receipts another one is
 * sending. What remains: a process killed after the mail server accepted the
 * message and before the `sent` commit leaves the job held; when its lease
 * ends another worker sends it again. SMTP has no idempotency key, so that
 * window (milliseconds) stays at least once; both copies carry the same
 * Message-ID, which mail clients use to show one.
 */
export const receiptSender = fp<ReceiptSenderOptions>(async (app, opts) => {
  // Loaded only by a server that sends mail (issue 40: what a shop without SMTP never uses is not held).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const db = () => app.db.db;
  // The sender's domain names the receipt's Message-ID: the same for every copy of one order's receipt.
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'localhost';
  const setStatus = (orderId: string, set: Partial<typeof orders.$inferInsert>) =>
    db()
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, orderId), inArray(orders.receiptStatus, ['queued', 'sending'])));

  app.jobs.handle<{ orderId: string }>(RECEIPT_QUEUE, {
    async run(job) {
      const { orderId } = job.payload;
      const [row] = await db()
        .update(orders)
        .set({ receiptStatus: 'sending', receiptAttempts: sql`${orders.receiptAttempts} + 1` })
        .where(and(eq(orders.id, orderId), inArray(orders.receiptStatus, ['queued', 'sending'])))
        .returning({ to: orders.customerEmail });
      // Sent already (the job's outcome was lost), or no longer asked for: nothing to do.
      if (!row?.to) return;
      const mail = await receiptMail(invoiceDataOf(await readOrder(db(), orderId), app.shop));
      await transport.sendMail({ from: opts.from, to: row.to, messageId: `<receipt-${orderId}@${domain}>`, ...mail });
      await setStatus(orderId, { receiptStatus: 'sent', receiptSentAt: new Date(), receiptError: null });
    },
    async retrying(job, reason) {
      await setStatus(job.payload.orderId, { receiptStatus: 'queued', receiptError: reason.slice(0, 300) });
    },
    async failed(job, reason) {
      await setStatus(job.payload.orderId, { receiptStatus: 'failed', receiptError: reason.slice(0, 300) });
    },
  });
  app.addHook('onClose', async () => transport.close());
});

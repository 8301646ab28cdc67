import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { orders } from '../../db/tables';
import { invoiceDataOf, readOrder } from './orderRecord';
import { receiptMail } from './receiptMail';

export interface ReceiptSenderOptions {
  /** SMTP_URL: `smtp://user:password@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  smtpUrl: string;
  /** MAIL_FROM: the sender of receipts. */
  from: string;
  /** How often waiting receipts are looked for; a placed order also starts a round at once. */
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Send the waiting receipts now (after an order is placed); absent without a mail server. */
    sendReceipts?: () => void;
  }
}

/** A receipt the mail server refused this many times is given up (`failed`, with the reason). */
export const MAX_RECEIPT_ATTEMPTS = 5;
const BATCH = 10;

/**
 * Emails the receipts that orders ask for (`receipt_status = 'queued'`,
 * written by the order's own statement), after the commit, so a slow or
 * absent mail server never holds up a sale. A round claims a few rows
 * (`FOR UPDATE SKIP LOCKED`, so two API processes never take the same one),
 * sends each, and marks it sent, queued again, or failed after the last
 * attempt. A process that dies mid-send leaves `sending`; the next start
 * queues those again, so a receipt is sent at least once.
 */
export const receiptSender = fp<ReceiptSenderOptions>(async (app, opts) => {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const db = () => app.db.db;
  let round: Promise<void> | undefined;
  let again = false;

  async function claim(): Promise<{ id: string; to: string; attempts: number }[]> {
    const waiting = db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.receiptStatus, 'queued'))
      .orderBy(orders.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db()
      .update(orders)
      .set({ receiptStatus: 'sending', receiptAttempts: sql`${orders.receiptAttempts} + 1` })
      .where(inArray(orders.id, waiting))
      .returning({ id: orders.id, to: sql<string>`${orders.customerEmail}`, attempts: orders.receiptAttempts });
  }

  async function sendOne(row: { id: string; to: string; attempts: number }) {
    try {
      const mail = await receiptMail(invoiceDataOf(await readOrder(db(), row.id), app.shop));
      await transport.sendMail({ from: opts.from, to: row.to, ...mail });
      await db()
        .update(orders)
        .set({ receiptStatus: 'sent', receiptSentAt: new Date(), receiptError: null })
        .where(and(eq(orders.id, row.id), eq(orders.receiptStatus, 'sending')));
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 300);
      app.log.warn({ order: row.id, attempt: row.attempts, reason }, 'receipt email not sent');
      await db()
        .update(orders)
        .set({ receiptStatus: row.attempts >= MAX_RECEIPT_ATTEMPTS ? 'failed' : 'queued', receiptError: reason })
        .where(and(eq(orders.id, row.id), eq(orders.receiptStatus, 'sending')));
    }
  }

  async function sendWaiting() {
    for (;;) {
      const rows = await claim();
      for (const row of rows) await sendOne(row);
      if (rows.length < BATCH) return;
    }
  }

  /** One round at a time; a call during a round asks for another after it. */
  function start() {
    if (round) {
      again = true;
      return;
    }
    round = sendWaiting()
      .catch((err: unknown) => app.log.error({ err }, 'receipt round failed'))
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          start();
        }
      });
  }

  app.decorate('sendReceipts', start);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await db().update(orders).set({ receiptStatus: 'queued' }).where(eq(orders.receiptStatus, 'sending'));
    timer = setInterval(start, opts.pollMs ?? 30_000);
    timer.unref();
    start();
  });
  app.addHook('onClose', async (instance: FastifyInstance) => {
    if (timer) clearInterval(timer);
    await round;
    transport.close();
    instance.log.debug('receipt sender stopped');
  });
});

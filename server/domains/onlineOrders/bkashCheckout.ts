import { and, eq, sql } from 'drizzle-orm';
import { minusPoisha, parseTaka, poisha, toPoisha, toTaka, type Poisha } from '../../../common/money';
import { paymentStateOf } from '../../../common/orders';
import type { Db } from '../../db/client';
import { ApiError, fieldError, msg, notFound } from '../../engine/errors';
import { onlinePayments, orders, payments, users } from '../schema';
import { appendAudit } from '../audit';
import { dueOf, inTx, lockOrder, recordPayment } from '../orders';
import { isProviderRefusal, isProviderUnsent, type PaymentOutcome, type PaymentProvider } from '../payments';
import { countIfReady, lockWebOrder } from './orderState';
import { payNowOf } from './publicOrder';

/**
 * bKash at the online shop's checkout (issue 38), through the payment
 * provider interface (server/domains/payments): the storefront asks for a
 * payment page for what is due now, bKash sends the customer back to our
 * callback, and the server asks bKash's API how it went (the callback's own
 * `status` proves nothing: anyone can open that address). A completed payment
 * is recorded once: the online payment row moves to `completed` by a
 * conditional update, so a callback seen twice, or the expiry's query after a
 * lost callback, finds it done and records nothing new.
 */

export interface BkashStart {
  /** Our callback's address, as the customer's browser reaches this API. */
  callbackUrl: string;
  /** The storefront page to send the customer back to. */
  returnUrl: string;
}

/** Opens a bKash payment for what the pending order asks now (its total, or its advance). */
export async function startBkash(db: Db, provider: PaymentProvider, orderId: string, start: BkashStart): Promise<{ redirectUrl: string; amount: number }> {
  const order = await inTx(db, (tx) => lockWebOrder(tx, orderId));
  if (order.status !== 'pending') throw new ApiError(409, msg('order_not_pending', { status: order.status }));
  const amount = payNowOf({
    status: order.status,
    payment_method: order.paymentMethod,
    total: String(order.total),
    paid: String(order.paid),
    advance_due: String(order.advanceDue),
  });
  if (amount <= 0) throw new ApiError(409, msg('nothing_to_pay_now'));
  const started = await askProvider(() =>
    provider.start({ invoice: order.number, amount, payerReference: order.customerPhone ?? order.number, callbackUrl: start.callbackUrl }),
  );
  await db.insert(onlinePayments).values({
    orderId,
    provider: provider.name,
    providerPaymentId: started.providerPaymentId,
    purpose: order.paymentMethod === 'bkash' ? 'full' : 'advance',
    amount: toTaka(amount),
    returnUrl: start.returnUrl,
  });
  return { redirectUrl: started.redirectUrl, amount: toTaka(amount) };
}

/** A provider call: its refusal or silence as the customer's 4xx/503, never a 500. */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw providerError(err);
  }
}

/** A provider's failure as the API answers it: its refusal (409, with its reason), else silence (503). */
function providerError(err: unknown): ApiError {
  const reason = err instanceof Error ? err.message : String(err);
  if (isProviderRefusal(err)) return new ApiError(409, msg('bkash_refused', { reason }));
  return new ApiError(503, msg('bkash_unavailable'));
}

type OnlinePayment = typeof onlinePayments.$inferSelect;

/**
 * bKash's callback for one of our payments: completes it through bKash's API
 * (execute, or query when it is already done) and records the outcome.
 * Answers where to send the customer: the storefront's page with how it went.
 */
export async function bkashCallback(db: Db, provider: PaymentProvider, providerPaymentId: string): Promise<string> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.provider, provider.name), eq(onlinePayments.providerPaymentId, providerPaymentId)));
  if (!row) throw notFound('Payment');
  let outcome: PaymentOutcome;
  try {
    outcome = row.status === 'started' ? await provider.complete(providerPaymentId) : { status: row.status as PaymentOutcome['status'] };
  } catch {
    // bKash did not answer: nothing is recorded; the order's expiry asks again before it cancels anything.
    return withResult(row.returnUrl, 'pending', row.orderId);
  }
  await recordOutcome(db, row, outcome);
  return withResult(row.returnUrl, outcome.status === 'completed' ? 'success' : outcome.status === 'pending' ? 'pending' : 'failure', row.orderId);
}

function withResult(returnUrl: string, result: string, orderId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment', result);
  url.searchParams.set('order', orderId);
  return url.toString();
}

/**
 * Records what bKash says of a payment, once: completed, the money goes on the
 * order (as a bKash payment with its transaction id) and the order counts if it
 * is ready; failed or cancelled, the payment row says so and the customer may
 * try again. A payment bKash completed for an order cancelled meanwhile is kept
 * as completed with a note for staff to refund it; it is never put on the order.
 */
export async function recordOutcome(db: Db, row: OnlinePayment, outcome: PaymentOutcome): Promise<void> {
  if (outcome.status === 'pending') return;
  await inTx(db, async (tx) => {
    const order = await lockOrder(tx, row.orderId);
    if (outcome.status !== 'completed') {
      await tx
        .update(onlinePayments)
        .set({ status: outcome.status, providerStatus: outcome.providerStatus ?? null, reason: outcome.reason ?? null, updatedAt: new Date() })
        .where(and(eq(onlinePayments.id, row.id), eq(onlinePayments.status, 'started')));
      return;
    }
    const taken = outcome.amount ?? toPoisha(row.amount);
    const cancelled = order.status === 'cancelled';
    const [moved] = await tx
      .update(onlinePayments)
      .set({
        status: 'completed',
        trxId: outcome.trxId ?? null,
        providerStatus: outcome.providerStatus ?? null,
        amount: toTaka(taken),
        reason: cancelled ? 'The order was cancelled before the payment arrived: refund it' : null,
        updatedAt: new Date(),
      })
      .where(and(eq(onlinePayments.id, row.id), sql`${onlinePayments.status} <> 'completed'`))
      .returning({ id: onlinePayments.id });
    // Seen before (a second callback, the expiry's query): recorded then.
    if (!moved || cancelled) return;
    const amount = poisha(Math.min(taken, dueOf(order)));
    if (amount > 0) await recordPayment(tx, order, amount, { method: 'bkash', amount: toTaka(amount), reference: outcome.trxId }, {});
    await countIfReady(tx, order.id);
  });
}

/**
 * Before a pending order expires, asks bKash about each of its payments still
 * open: a customer who paid and closed the page before the callback is not
 * cancelled for it.
 */
export async function settleOpenPayments(db: Db, provider: PaymentProvider | null, orderId: string): Promise<void> {
  if (!provider) return;
  const open = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'started'), eq(onlinePayments.provider, provider.name)));
  for (const row of open) {
    // Completed, not only queried: a customer who approved and closed the page left it for us to execute.
    const outcome = await provider.complete(row.providerPaymentId).catch(() => null);
    if (outcome) await recordOutcome(db, row, outcome);
  }
}

/**
 * "Refund by bKash" on the order page: `amount` goes back through bKash from
 * the order's completed bKash payments, newest first, each no further than
 * what is left of it; each part is recorded as the order's refund (a negative
 * bKash payment) as bKash confirms it. A part bKash refuses stops the refund
 * there, with what was already refunded kept.
 */
export async function refundBkash(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  input: { amount: number; reason: string },
  by: { userId: string; ip?: string },
): Promise<{ refunded: number }> {
  const wanted = parseTaka(input.amount);
  if (wanted === null || wanted <= 0) throw fieldError('amount', msg('more_than_zero'));
  if (!input.reason.trim()) throw fieldError('reason', msg('required'));
  const order = await inTx(db, (tx) => lockOrder(tx, orderId));
  const paid = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'completed'), eq(onlinePayments.provider, provider.name)))
    .orderBy(sql`${onlinePayments.createdAt} desc`);
  const left = (p: OnlinePayment) => minusPoisha(toPoisha(p.amount), toPoisha(p.refunded));
  const refundable = paid.reduce<number>((sum, p) => sum + left(p), 0);
  if (paid.length === 0) throw new ApiError(409, msg('no_bkash_payment'));
  if (wanted > refundable) throw fieldError('amount', msg('refund_more_than_paid_bkash', { left: toTaka(poisha(refundable)).toFixed(2) }));

  let remaining: number = wanted;
  for (const p of paid) {
    if (remaining <= 0) break;
    const part = poisha(Math.min(remaining, left(p)));
    if (part <= 0 || !p.trxId) continue;
    // Set aside before bKash is asked, by a conditional update: a refund asked at the same moment
    // finds the amount taken and is refused here, not sent to bKash on a figure read before either.
    if (!(await setAside(db, p.id, part))) continue;
    let done: { refundTrxId: string; amount: Poisha };
    try {
      done = await provider.refund({ providerPaymentId: p.providerPaymentId, trxId: p.trxId, amount: part, reason: input.reason });
    } catch (err) {
      // Refused or never sent: nothing left bKash, so the amount is free again. Unanswered, bKash
      // may have paid it back: it stays set aside, so it is never refunded twice.
      if (isProviderRefusal(err) || isProviderUnsent(err)) await setAside(db, p.id, poisha(-part));
      throw providerError(err);
    }
    await recordRefund(db, p, order.id, { ...done, setAside: part }, by, input.reason);
    remaining -= done.amount;
  }
  if (remaining === wanted) {
    const [fresh] = await db
      .select({ left: sql<string>`coalesce(sum(${onlinePayments.amount} - ${onlinePayments.refunded}), 0)` })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'completed'), eq(onlinePayments.provider, provider.name)));
    throw fieldError('amount', msg('refund_more_than_paid_bkash', { left: toTaka(parseTaka(fresh?.left ?? '0') ?? poisha(0)).toFixed(2) }));
  }
  return { refunded: toTaka(poisha(wanted - remaining)) };
}

/**
 * Adds `part` to what a payment has refunded, only while that leaves no more refunded than was paid
 * (a negative part gives a set-aside amount back). Answers whether it was taken.
 */
async function setAside(db: Db, paymentId: string, part: Poisha): Promise<boolean> {
  const taken = await db
    .update(onlinePayments)
    .set({ refunded: sql`${onlinePayments.refunded} + ${toTaka(part)}`, updatedAt: new Date() })
    .where(and(eq(onlinePayments.id, paymentId), sql`${onlinePayments.amount} - ${onlinePayments.refunded} >= ${toTaka(part)}`))
    .returning({ id: onlinePayments.id });
  return taken.length > 0;
}

async function recordRefund(
  db: Db,
  p: OnlinePayment,
  orderId: string,
  done: { refundTrxId: string; amount: Poisha; setAside: Poisha },
  by: { userId: string; ip?: string },
  reason: string,
): Promise<void> {
  await inTx(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    // What bKash gave back, where it differs from what was set aside for it.
    if (done.amount !== done.setAside) {
      await tx
        .update(onlinePayments)
        .set({ refunded: sql`${onlinePayments.refunded} + ${toTaka(poisha(done.amount - done.setAside))}`, updatedAt: new Date() })
        .where(eq(onlinePayments.id, p.id));
    }
    const [cashier] = await tx.select({ name: users.name }).from(users).where(eq(users.id, by.userId));
    await tx.insert(payments).values({
      orderId,
      orderNumber: order.number,
      method: 'bkash',
      amount: toTaka(poisha(-done.amount)),
      reference: `bKash refund ${done.refundTrxId}`,
      kind: 'refund',
      cashierId: by.userId,
      cashierName: cashier?.name ?? null,
    });
    const paidNow = minusPoisha(toPoisha(order.paid), done.amount);
    await tx
      .update(orders)
      .set({
        paid: toTaka(paidNow),
        paymentState: paymentStateOf(toPoisha(order.total), paidNow),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    await appendAudit(tx, {
      userId: by.userId,
      ip: by.ip,
      resource: 'orders',
      recordId: orderId,
      action: 'refund',
      label: order.number,
      changes: [
        { field: 'bkashRefund', after: toTaka(done.amount) },
        { field: 'reason', after: reason },
      ],
    });
  });
}

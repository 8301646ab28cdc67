import { and, asc, eq, sql } from 'drizzle-orm';
import { parseTaka, poisha, sumPoisha, toTaka, type Poisha } from '../../../common/money';
import { canMoveTo, paymentStateOf, type OrderStatus, type TenderMethod } from '../../../common/orders';
import type { PaymentInput, ReturnInput } from '../../../common/wire/orders';
import { lineRefund } from '../../../common/returns';
import { orderBalance } from '../../../common/orderBalance';
import type { Db } from '../../db/client';
import { orderLines, orderReturns, orders, payments, users } from '../schema';
import { ApiError, fieldEntry, fieldError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import { poishaOf } from './cartPricing';
import { moveStock } from '../inventory';
import { changeCredit } from '../storeCredit';

export interface ActionContext {
  userId: string;
  ip?: string;
}

/** Who moved an order's status: a user, or nobody when a courier's webhook moved it (issue 22). */
export type StatusActor = Partial<ActionContext>;

export type Order = typeof orders.$inferSelect;

/** The order row locked for the rest of the transaction: two changes to one order wait for each other. */
export async function lockOrder(tx: Db, id: string): Promise<Order> {
  if (!isUuid(id)) throw notFound('Order');
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound('Order');
  return order;
}

export const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

const cashierName = async (tx: Db, userId: string) => (await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? null;

/**
 * Moves an order to another status along ORDER_TRANSITIONS (common/orders.ts).
 * Cancelling puts back the stock of every unit that was not returned.
 */
export async function changeStatus(db: Db, id: string, to: OrderStatus, ctx: ActionContext): Promise<void> {
  await inTx(db, (tx) => changeStatusIn(tx, id, to, ctx));
}

/**
 * changeStatus inside the caller's transaction: a delivery's status moves
 * its order (server/domains/deliveries/afterStatus.ts) in the same
 * transaction as the delivery, through this one path, so a cancel puts the
 * stock back exactly as the order page's cancel does.
 */
export async function changeStatusIn(tx: Db, id: string, to: OrderStatus, ctx: StatusActor): Promise<void> {
  const order = await lockOrder(tx, id);
  const from = order.status as OrderStatus;
  if (from === to) return;
  if (!canMoveTo(from, to)) throw new ApiError(409, `An order that is ${from} cannot become ${to}`, [fieldEntry('status', msg('status_move', { from, to }))]);
  await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, id));
  if (to === 'cancelled') {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.productId), asc(orderLines.variantId));
    for (const line of lines) {
      await moveStock(tx, {
        productId: line.productId,
        variantId: line.variantId,
        // Back to the shelf it was sold from, at what it cost then.
        locationId: order.locationId,
        qty: line.qty - line.returnedQty,
        unitCost: line.unitCost,
        kind: 'cancel',
        orderId: id,
        userId: ctx.userId,
        name: line.name,
      });
    }
  }
  await appendAudit(tx, {
    userId: ctx.userId,
    ip: ctx.ip,
    resource: 'orders',
    recordId: id,
    action: 'status',
    label: order.number,
    changes: [{ field: 'status', before: from, after: to }],
  });
}

/** Takes a payment for what is still due (never more than that). */
export async function takePayment(db: Db, id: string, payment: PaymentInput, ctx: ActionContext): Promise<void> {
  await inTx(db, async (tx) => {
    const order = await lockOrder(tx, id);
    // A cancelled order says so whatever the amount (recordPayment checks it again for its other callers).
    if (order.status === 'cancelled') throw new ApiError(409, msg('cancelled_no_payment'));
    const amount = parseTaka(payment.amount);
    if (amount === null || amount <= 0) throw fieldError('amount', msg('more_than_zero'));
    await recordPayment(tx, order, amount, payment, ctx);
  });
}

/**
 * A later payment of `amount` poisha on an order locked by the caller's
 * transaction (lockOrder): the payment row, the order's `paid` and
 * `payment_state`, and the audit entry. The order page's Take payment and a
 * courier's cash-on-delivery settlement (server/domains/deliveries/settlements) both pay
 * through here. Refused: a cancelled order, or more than is due.
 */
export async function recordPayment(tx: Db, order: Order, amount: number, payment: PaymentInput, ctx: StatusActor): Promise<void> {
  if (order.status === 'cancelled') throw new ApiError(409, msg('cancelled_no_payment'));
  const due = dueOf(order);
  if (amount > due) throw fieldError('amount', msg('more_than_due', { due: toTaka(poisha(Math.max(0, due))).toFixed(2) }));
  await tx.insert(payments).values({
    orderId: order.id,
    orderNumber: order.number,
    method: payment.method,
    amount: toTaka(poisha(amount)),
    reference: payment.reference?.trim() || null,
    kind: 'payment',
    // Nobody when a courier's payout read by the job paid it (issue 37).
    cashierId: ctx.userId ?? null,
    cashierName: ctx.userId ? await cashierName(tx, ctx.userId) : null,
  });
  const paid = poishaOf(order.paid) + amount;
  await tx
    .update(orders)
    .set({ paid: toTaka(poisha(paid)), paymentState: paymentStateOf(poishaOf(order.total) - poishaOf(order.refunded), paid), updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await appendAudit(tx, {
    userId: ctx.userId,
    ip: ctx.ip,
    resource: 'orders',
    recordId: order.id,
    action: 'payment',
    label: order.number,
    changes: [{ field: 'paid', before: order.paid, after: toTaka(poisha(paid)) }],
  });
}

/**
 * What is still to pay on an order, in poisha: the payable after returns less
 * the net paid (common/orderBalance.ts), below nothing when overpaid, so that
 * a payment of any amount is refused then.
 */
export const dueOf = (order: Order): number => {
  const { payable, netPaid } = orderBalance({ total: poishaOf(order.total), paid: poishaOf(order.paid), refunded: poishaOf(order.refunded) });
  return payable - netPaid;
};

/** Returning `qty` more units of a line: common/returns.ts, the rule the return dialog shows. */
function refundOf(order: Order, line: typeof orderLines.$inferSelect, qty: number): number {
  return lineRefund(
    { subTotal: poishaOf(order.subTotal), discount: poishaOf(order.discount) },
    { totalPrice: poishaOf(line.totalPrice), vat: poishaOf(line.vat), qty: line.qty, returnedQty: line.returnedQty },
    qty,
  );
}

/** Where and by whom a return is taken: the taker's till location and shift (issue 34, 36). */
export type ReturnContext = ActionContext & { locationId: string; shiftId?: string };

/** One refund payment of a return: `exchange` for what an exchange carries over to its new order. */
export interface RefundPart {
  method: TenderMethod | 'exchange';
  amount: Poisha;
}

/** What a return took back: its row, the refund (poisha, capped at what was paid) and the lines with their amounts. */
export interface Returned {
  id: string;
  refund: Poisha;
  lines: { line: string; name: string; variantName: string | null; qty: number; amount: number }[];
}

/**
 * A return (spec §2.6, §5): per line, at most what was sold less what was
 * already returned (checked on the locked rows, and by a CHECK constraint
 * besides). The units go back on the shelf of `ctx.locationId` (the taker's)
 * through the ledger and the refund is a negative payment of that till.
 */
export async function returnItems(db: Db, id: string, input: ReturnInput, ctx: ReturnContext): Promise<{ _id: string; refund: number }> {
  return inTx(db, async (tx) => {
    const order = await lockOrder(tx, id);
    const method = input.refundMethod ?? (order.paymentMethod as TenderMethod);
    if (method === 'store_credit' && !order.customerId) throw fieldError('refundMethod', msg('store_credit_no_customer'));
    const made = await returnIn(tx, order, input, ctx, { refundMethod: method, parts: (refund) => [{ method, amount: refund }] });
    return { _id: made.id, refund: toTaka(made.refund) };
  });
}

/**
 * A return inside the caller's transaction, on the order it locked: the one
 * path of a return and of an exchange's taking back (server/domains/exchanges).
 * The lines' returned quantities (a conditional update each), the units back on
 * the taker's shelf, the order_returns row the returns reports count, the
 * refund's payment rows as `parts` splits it (store credit credited to the
 * customer), the order's paid and refunded, and the audit entry.
 */
export async function returnIn(
  tx: Db,
  order: Order,
  input: Pick<ReturnInput, 'lines' | 'note'>,
  ctx: ReturnContext,
  refund: { refundMethod: string; parts: (refund: Poisha) => RefundPart[]; exchange?: { id: string; number: string } },
): Promise<Returned> {
  const id = order.id;
  if (order.status === 'cancelled') throw new ApiError(409, msg('cancelled_no_return'));
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const wanted = input.lines.filter((l) => l.qty > 0);
  if (wanted.length === 0) throw fieldError('lines', msg('return_nothing'));
  const seen = new Set<string>();
  const returned: Returned['lines'] = [];
  const amounts: Poisha[] = [];
  for (const [i, want] of wanted.entries()) {
    const line = byId.get(want.line);
    if (!line || seen.has(want.line)) throw fieldError(`lines.${i}.line`, 'is not a line of this order');
    seen.add(want.line);
    const left = line.qty - line.returnedQty;
    if (want.qty > left) throw fieldError(`lines.${i}.qty`, msg('return_too_many'));
    const amount = refundOf(order, line, want.qty);
    amounts.push(poisha(amount));
    returned.push({ line: line.id, name: line.name, variantName: line.variantName, qty: want.qty, amount: toTaka(poisha(amount)) });
    const updated = await tx
      .update(orderLines)
      .set({ returnedQty: sql`${orderLines.returnedQty} + ${want.qty}` })
      .where(and(eq(orderLines.id, line.id), sql`${orderLines.returnedQty} + ${want.qty} <= ${orderLines.qty}`))
      .returning({ id: orderLines.id });
    if (updated.length === 0) throw fieldError(`lines.${i}.qty`, msg('return_too_many'));
    await moveStock(tx, {
      productId: line.productId,
      variantId: line.variantId,
      // Where the customer brought it back, not where it was sold (issue 34).
      locationId: ctx.locationId,
      qty: want.qty,
      unitCost: line.unitCost,
      kind: 'return',
      orderId: id,
      userId: ctx.userId,
      name: line.name,
    });
  }
  // Never refund more than was paid.
  const total = poisha(Math.min(sumPoisha(amounts), Math.max(0, poishaOf(order.paid))));
  const name = await cashierName(tx, ctx.userId);
  const [row] = await tx
    .insert(orderReturns)
    .values({
      orderId: id,
      orderNumber: order.number,
      customerName: order.customerName,
      lines: returned,
      qty: returned.reduce((a, r) => a + r.qty, 0),
      refund: toTaka(total),
      refundMethod: refund.refundMethod,
      note: input.note ?? null,
      userId: ctx.userId,
      userName: name,
      locationId: ctx.locationId,
    })
    .returning({ id: orderReturns.id });
  const parts = refund.parts(total).filter((p) => p.amount > 0);
  if (sumPoisha(parts.map((p) => p.amount)) !== total) throw new Error('a return’s refund parts do not add up to its refund');
  for (const part of parts) {
    await tx.insert(payments).values({
      orderId: id,
      orderNumber: order.number,
      method: part.method,
      amount: toTaka(poisha(-part.amount)),
      reference: refund.exchange ? `Exchange ${refund.exchange.number}` : `Return ${row.id.slice(0, 8)}`,
      kind: 'refund',
      cashierId: ctx.userId,
      cashierName: name,
      locationId: ctx.locationId,
      // Paid from the taker's till's shift (issue 36), when the till names one.
      shiftId: ctx.shiftId ?? null,
    });
    if (part.method === 'store_credit') {
      if (!order.customerId) throw fieldError('refundMethod', msg('store_credit_no_customer'));
      // The refund goes onto the customer's store credit (issue 36), in this transaction.
      await changeCredit(tx, {
        customerId: order.customerId,
        amount: part.amount,
        reason: refund.exchange ? 'exchange' : 'refund',
        orderId: id,
        orderNumber: order.number,
        exchangeId: refund.exchange?.id ?? null,
        exchangeNumber: refund.exchange?.number ?? null,
        userId: ctx.userId,
        note: input.note ?? null,
      });
    }
  }
  const paid = poishaOf(order.paid) - total;
  const refunded = poishaOf(order.refunded) + total;
  await tx
    .update(orders)
    .set({
      paid: toTaka(poisha(paid)),
      refunded: toTaka(poisha(refunded)),
      paymentState: paymentStateOf(poishaOf(order.total) - refunded, paid),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id));
  await appendAudit(tx, {
    userId: ctx.userId,
    ip: ctx.ip,
    resource: 'orders',
    recordId: id,
    action: 'return',
    label: order.number,
    changes: [{ field: 'refunded', before: order.refunded, after: toTaka(poisha(refunded)) }],
  });
  return { id: row.id, refund: total, lines: returned };
}

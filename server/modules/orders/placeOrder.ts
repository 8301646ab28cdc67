import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { parseTaka, sumPoisha, toTaka, type Poisha } from '../../../common/money';
import { paymentStateOf, type OrderInput, type PaymentInput } from '../../../common/orders';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { couponRedemptions, customers, idempotencyKeys, orderLines, orders, payments, users } from '../../db/schema';
import { ApiError, fieldError } from '../../engine/errors';
import { isUuid } from '../../engine/listQuery';
import { appendAudit } from '../audit/append';
import { priceServerCart } from './cartPricing';
import { moveStock } from '../inventory/ledger';

export interface PlaceOrderContext {
  userId: string;
  ip?: string;
  timeZone: string;
  mayDiscount: boolean;
  idempotencyKey?: string;
}

export interface PlacedOrder {
  _id: string;
  number: string;
  total: number;
  paid: number;
  change: number;
  /** True when this answer repeats the first one for the same Idempotency-Key. */
  replayed: boolean;
}

const digest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * `POST orders` (spec §7.2, issue 9): the cart is priced again here, then in
 * ONE transaction the stock of every line is taken with a conditional update
 * and written to the ledger, and the order, its lines, payments and coupon use
 * are written. A line that is short fails the whole order (409); nothing of it
 * remains. With an Idempotency-Key, a retry or a double click gets the first
 * order again instead of a second one.
 */
export async function placeOrder(db: Db, input: OrderInput, ctx: PlaceOrderContext): Promise<PlacedOrder> {
  const customerId = input.customer === 'guest' ? undefined : input.customer;
  if (customerId !== undefined && !isUuid(customerId)) throw fieldError('customer', 'must be a customer id or "guest"');
  const requestHash = digest(input);

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (ctx.idempotencyKey) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ key: ctx.idempotencyKey, userId: ctx.userId, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return replay(tx, ctx, requestHash);
    }

    const customer = customerId
      ? (await tx.select().from(customers).where(eq(customers.id, customerId)).limit(1))[0]
      : undefined;
    if (customerId && !customer) throw fieldError('customer', 'is not a customer');

    const priced = await priceServerCart(tx, input.cart, { customerId, timeZone: ctx.timeZone, mayDiscount: ctx.mayDiscount, strictCoupon: true });
    const taken = paymentsOf(input, priced.total);
    const paid = Math.min(sumPoisha(taken.map((p) => p.amount)), priced.total);
    const tendered = sumPoisha(taken.map((p) => p.amount));

    const [cashier] = await tx.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
    const [{ n }] = await queryRows<{ n: number }>(tx, sql`select nextval('order_number_seq')::int as n`);
    const number = `S-${String(n).padStart(6, '0')}`;
    const address = input.address ?? null;

    const [order] = await tx
      .insert(orders)
      .values({
        number,
        customerId: customer?.id ?? null,
        customerName: customer?.name ?? address?.name ?? 'Guest',
        customerPhone: customer?.phone ?? address?.phone ?? null,
        customerEmail: customer?.email ?? address?.email ?? null,
        address,
        status: input.status ?? 'confirmed',
        paymentMethod: input.paymentMethod,
        paymentState: paymentStateOf(priced.total, paid),
        subTotal: toTaka(priced.subTotal),
        vat: toTaka(priced.vat),
        shipping: toTaka(priced.shipping),
        discount: toTaka(priced.discount),
        total: toTaka(priced.total),
        paid: toTaka(paid),
        couponCode: priced.couponCode,
        note: input.note ?? null,
        emailReceipt: input.emailReceipt ?? false,
        cashierId: ctx.userId,
        cashierName: cashier?.name ?? null,
      })
      .returning({ id: orders.id });

    // Lines in one fixed order, so two orders lock the same rows in the same order (no deadlock).
    const byRow = [...priced.lines].sort((a, b) => `${a.productId}:${a.variantId ?? ''}`.localeCompare(`${b.productId}:${b.variantId ?? ''}`));
    for (const line of byRow) {
      await moveStock(tx, {
        productId: line.productId,
        variantId: line.variantId,
        qty: -line.qty,
        kind: 'sale',
        orderId: order.id,
        userId: ctx.userId,
        name: line.variantName ? `${line.name} (${line.variantName})` : line.name,
      });
    }
    await tx.insert(orderLines).values(
      priced.lines.map((line, position) => ({
        orderId: order.id,
        position,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variantName: line.variantName ?? null,
        sku: line.sku,
        unitPrice: toTaka(line.unitPricePoisha),
        unitCost: toTaka(line.unitCostPoisha),
        vatRate: line.vatRate,
        vat: toTaka(line.vatPoisha),
        qty: line.qty,
        totalPrice: toTaka(line.totalPoisha),
      })),
    );
    // What is kept is what pays for the order; cash handed over beyond it goes back as change.
    const kept = keptPayments(taken, priced.total);
    if (kept.length > 0) {
      await tx.insert(payments).values(
        kept.map((p) => ({
          orderId: order.id,
          orderNumber: number,
          method: p.method,
          amount: toTaka(p.amount),
          reference: p.reference ?? null,
          kind: 'payment',
          cashierId: ctx.userId,
          cashierName: cashier?.name ?? null,
        })),
      );
    }
    if (priced.couponId) {
      await tx.insert(couponRedemptions).values({ couponId: priced.couponId, customerId: customer?.id ?? null, orderId: order.id });
    }
    if (ctx.idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId: order.id })
        .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.key, ctx.idempotencyKey)));
    }
    await appendAudit(tx, {
      userId: ctx.userId,
      ip: ctx.ip,
      resource: 'orders',
      recordId: order.id,
      action: 'create',
      label: number,
      changes: [{ field: 'total', after: toTaka(priced.total) }, { field: 'status', after: input.status ?? 'confirmed' }],
    });
    return { _id: order.id, number, total: toTaka(priced.total), paid: toTaka(paid), change: toTaka(Math.max(0, tendered - priced.total)), replayed: false };
  });
}

interface Taken {
  method: PaymentInput['method'];
  amount: Poisha;
  reference?: string;
}

/** The payments of the body in poisha: a split list, or one of `paidAmount` by `paymentMethod` (the whole total when absent). */
function paymentsOf(input: OrderInput, total: Poisha): Taken[] {
  const list: PaymentInput[] = input.payments?.length
    ? input.payments
    : [{ method: input.paymentMethod, amount: input.paidAmount ?? toTaka(total), reference: input.trnxRef }];
  return list.map((p, i) => {
    const amount = parseTaka(p.amount);
    if (amount === null || amount < 0) throw fieldError(input.payments?.length ? `payments.${i}.amount` : 'paidAmount', 'must be an amount of at least 0 with at most two decimals');
    if (p.method !== 'cash' && amount > total) {
      throw fieldError(input.payments?.length ? `payments.${i}.amount` : 'paidAmount', 'cannot be more than the total unless paid in cash');
    }
    return { method: p.method, amount, reference: p.reference?.trim() || undefined };
  }).filter((p) => p.amount > 0);
}

/**
 * Cash over the total is change handed back, not money kept: the cash payments
 * are cut so that what is kept never exceeds the total.
 */
function keptPayments(taken: Taken[], total: Poisha): Taken[] {
  let left = total;
  const nonCash = taken.filter((p) => p.method !== 'cash');
  const cash = taken.filter((p) => p.method === 'cash');
  const kept: Taken[] = [];
  for (const p of [...nonCash, ...cash]) {
    if (left <= 0) break;
    const amount = Math.min(p.amount, left);
    kept.push({ ...p, amount });
    left -= amount;
  }
  if (sumPoisha(nonCash.map((p) => p.amount)) > total) throw fieldError('payments', 'add up to more than the total');
  return kept;
}

/** The same key again: answer the first order, or refuse a key reused for another order. */
async function replay(tx: Db, ctx: PlaceOrderContext, requestHash: string): Promise<PlacedOrder> {
  const [row] = await tx
    .select({ hash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.key, ctx.idempotencyKey as string)));
  if (!row || row.hash !== requestHash) throw new ApiError(409, 'This Idempotency-Key was already used for another order');
  if (!row.orderId) throw new ApiError(409, 'This order is still being placed; try again in a moment');
  const [order] = await tx.select({ number: orders.number, total: orders.total, paid: orders.paid }).from(orders).where(eq(orders.id, row.orderId));
  return { _id: row.orderId, number: order.number, total: order.total, paid: order.paid, change: 0, replayed: true };
}

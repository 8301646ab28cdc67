import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { poisha, sumPoisha, toTaka, ZERO, type Poisha } from '../../../common/money';
import { isPaymentMethod, PAYMENT_METHOD_LABELS, type TenderMethod } from '../../../common/orders';
import type { ExchangeInput, ExchangeRecord } from '../../../common/wire/exchanges';
import type { OrderInput } from '../../../common/wire/orders';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { customers, exchanges, orders, users } from '../schema';
import { ApiError, fieldError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import { refuseShort, type StockChange } from '../inventory';
import {
  inTx,
  keyClaim,
  lockOrder,
  planOrder,
  planPayments,
  priceServerCart,
  requestDigest,
  returnIn,
  writeOrder,
  type OrderPayments,
  type PricedCart,
  type DiscountCap,
  type RefundPart,
} from '../orders';

export interface ExchangeContext {
  userId: string;
  ip?: string;
  /** The till's location: the units come back to it and the new ones go out of it. */
  locationId: string;
  /** The caller's open shift at that till (shifts' tillShift), if any. */
  shiftId?: string;
  timeZone: string;
  mayDiscount: boolean;
  discountCap?: DiscountCap;
  shop: Pick<ShopSettings, 'deliveryInsideDhaka' | 'deliveryOutsideDhaka' | 'cashRounding' | 'vatBase' | 'paymentMethods'>;
  /** The till's Idempotency-Key: claimed by the new order, so a retry after a lost answer is answered with this exchange, never a second one. */
  idempotencyKey?: string;
}

export interface ExchangeMadeIds {
  id: string;
  newOrderId: string;
  /** The key was claimed by this exchange before: nothing new was written. */
  replayed?: boolean;
}

/**
 * The money of an exchange, once R (what came back is worth) is known: the
 * bridge min(R, N) carried from the old order to the new by the `exchange`
 * method, the new order's payments (the bridge and what the customer pays of
 * N − R, cash over it given back as change), or the refund of R − N by the
 * method chosen.
 */
interface Settlement {
  /** The new order's money, as planPayments works out a till sale's. */
  payments: OrderPayments;
  /** The return's refund rows on the old order. */
  refundParts: RefundPart[];
  /** The body the new order is planned from. */
  input: OrderInput;
  bridged: Poisha;
  refund: { method: TenderMethod; amount: Poisha } | null;
}

/** The bridge as a payment of the new order: `exchange` is a payment row's method, never a tender the till offers. */
const bridgeOf = (amount: Poisha) => ({ method: 'exchange' as TenderMethod, amount: toTaka(amount), reference: undefined });

/** The customer's payments are by the shop's methods, or their store credit (online, with a customer: checked with the new order). */
function checkMethods(body: ExchangeInput, offered: readonly string[]) {
  (body.payments ?? []).forEach((p, i) => {
    if (p.method !== 'store_credit' && !offered.includes(p.method)) {
      throw fieldError(`payments.${i}.method`, msg('method_not_offered', { method: PAYMENT_METHOD_LABELS[p.method] }));
    }
  });
}

function settlementOf(R: Poisha, priced: PricedCart, body: ExchangeInput, original: { paymentMethod: string; customer: boolean }): Settlement {
  const given = (body.payments ?? []).filter((p) => p.amount > 0);
  const originalMethod: TenderMethod =
    isPaymentMethod(original.paymentMethod) || original.paymentMethod === 'store_credit' ? (original.paymentMethod as TenderMethod) : 'cash';
  const base = { cart: body.cart, customer: 'guest', note: body.note, paymentMethod: given[0]?.method ?? originalMethod } satisfies Partial<OrderInput>;
  if (R >= priced.total) {
    // The shop owes (or it is even): the bridge pays the whole new order; what is left of R is refunded.
    if (given.length > 0) throw fieldError('payments', msg('exchange_nothing_owed'));
    const N = priced.total;
    const owed = poisha(R - N);
    let refund: Settlement['refund'] = null;
    if (owed > 0) {
      if (!body.refundMethod) throw fieldError('refundMethod', msg('exchange_refund_method', { owed: toTaka(owed).toFixed(2) }));
      const method: TenderMethod = body.refundMethod === 'original' ? originalMethod : body.refundMethod;
      if (method === 'store_credit' && !original.customer) throw fieldError('refundMethod', msg('store_credit_no_customer'));
      refund = { method, amount: owed };
    }
    const kept = N > 0 ? [{ method: 'exchange' as TenderMethod, amount: N }] : [];
    return {
      payments: { rounding: ZERO, total: N, tendered: N, paid: N, kept },
      refundParts: [{ method: 'exchange', amount: N }, ...(refund ? [refund] : [])],
      input: { ...base, payments: N > 0 ? [bridgeOf(N)] : [] },
      bridged: N,
      refund,
    };
  }
  // The customer owes N − R: their payments, with the bridge after them (so a refusal names their own payment's index).
  const input: OrderInput = { ...base, payments: [...given, ...(R > 0 ? [bridgeOf(R)] : [])] };
  const payments = planPayments(input, priced);
  if (payments.paid < payments.total) {
    throw fieldError(
      'payments',
      msg('exchange_payments_short', { paid: toTaka(poisha(payments.tendered - R)).toFixed(2), due: toTaka(poisha(payments.total - R)).toFixed(2) }),
    );
  }
  return { payments, refundParts: [{ method: 'exchange', amount: R }], input, bridged: R, refund: null };
}

/** The key was claimed while this request waited for the order's lock: the transaction is undone, the first exchange answered. */
class KeyClaimed extends Error {
  constructor() {
    super('key claimed');
  }
}

/** The exchange a key was claimed by, for a retry with the same body; another body, or a key of a plain sale, is 409. */
async function replayOf(db: Db, ctx: ExchangeContext, requestHash: string): Promise<ExchangeMadeIds> {
  const claim = await keyClaim(db, ctx.userId, ctx.idempotencyKey as string);
  if (!claim || claim.hash !== requestHash || !claim.orderId) throw new ApiError(409, msg('key_reused'));
  const [made] = await db.select({ id: exchanges.id }).from(exchanges).where(eq(exchanges.newOrderId, claim.orderId));
  if (!made) throw new ApiError(409, msg('key_reused'));
  return { id: made.id, newOrderId: claim.orderId, replayed: true };
}

/** A line short of stock refused the new order's statement: the transaction is over, the stock is read after it. */
class ShortLine extends Error {
  constructor(readonly change: StockChange) {
    super('short line');
  }
}

/**
 * An exchange (issue 36), in ONE transaction: the return of the lines given
 * back (returnIn, the path of every return: an order_returns row, the units
 * back on the till's shelf), a new order for the items taken instead (planned
 * and written as a till sale: priced by the server, its stock taken by the
 * conditional update of the sale's statement, so the last unit is never sold
 * twice), the settlement, and the exchange document. Anything refused undoes
 * all of it. Answers the exchange's id.
 */
export async function makeExchange(db: Db, orderId: string, body: ExchangeInput, ctx: ExchangeContext): Promise<ExchangeMadeIds> {
  if (!isUuid(orderId)) throw notFound('Order');
  const requestHash = requestDigest({ orderId, body });
  if (ctx.idempotencyKey && (await keyClaim(db, ctx.userId, ctx.idempotencyKey))) return replayOf(db, ctx, requestHash);
  checkMethods(body, ctx.shop.paymentMethods);
  // Read first, as a till sale reads: the order's customer, and the new items priced.
  const [original] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!original) throw notFound('Order');
  const [customer] = original.customerId ? await db.select().from(customers).where(eq(customers.id, original.customerId)) : [];
  const priced = await priceServerCart(db, body.cart, {
    customerId: customer?.id,
    timeZone: ctx.timeZone,
    mayDiscount: ctx.mayDiscount,
    strict: true,
    shop: ctx.shop,
    locationId: ctx.locationId,
    discountCap: ctx.discountCap,
  });
  const exchangeId = randomUUID();
  const newOrderId = randomUUID();
  try {
    await inTx(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      // The same exchange sent twice at once: the second waited for the lock above, and finds the key the first claimed.
      if (ctx.idempotencyKey && (await keyClaim(tx, ctx.userId, ctx.idempotencyKey))) throw new KeyClaimed();
      const [{ number }] = await queryRows<{ number: string }>(
        tx,
        sql`select 'X-' || lpad(n::text, greatest(6, length(n::text)), '0') as number from (select nextval('order_number_seq') as n) as s`,
      );
      let settled: Settlement | undefined;
      const back = await returnIn(tx, order, { lines: body.lines, note: body.note }, ctx, {
        refundMethod: 'exchange',
        exchange: { id: exchangeId, number },
        parts: (R) => {
          settled = settlementOf(R, priced, body, { paymentMethod: order.paymentMethod, customer: !!order.customerId });
          return settled.refundParts;
        },
      });
      const settlement = settled as Settlement;
      const input: OrderInput = { ...settlement.input, customer: customer?.id ?? 'guest' };
      if (input.payments?.some((p) => p.method === 'store_credit') && !customer) {
        throw fieldError(`payments.${input.payments.findIndex((p) => p.method === 'store_credit')}.method`, msg('store_credit_no_customer'));
      }
      const plan = planOrder({
        input,
        userId: ctx.userId,
        ip: ctx.ip,
        locationId: ctx.locationId,
        discountCap: ctx.discountCap,
        orderId: newOrderId,
        idempotencyKey: ctx.idempotencyKey,
        requestHash,
        priced,
        customer,
        address: null,
        payments: settlement.payments,
        repriced: [],
        short: new Map(),
        now: new Date(),
        shiftId: ctx.shiftId,
      });
      // The customer's store credit spent on the difference is the exchange's, on its ledger.
      if (plan.credit) plan.credit.change = { ...plan.credit.change, reason: 'exchange', exchangeId, exchangeNumber: number };
      const written = await writeOrder(tx, plan, { inTransaction: true });
      if (!('written' in written)) {
        if (written.refused === 'short') throw new ShortLine(written.change);
        if (written.refused === 'key-used') throw new KeyClaimed();
        throw new Error(`an exchange's new order was refused: ${written.refused}`);
      }
      const R = back.refund;
      const N = settlement.payments.total;
      const kept = settlement.payments.kept.filter((p) => (p.method as string) !== 'exchange');
      const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
      const record: typeof exchanges.$inferInsert = {
        id: exchangeId,
        number,
        orderId,
        orderNumber: order.number,
        newOrderId,
        newOrderNumber: written.number,
        returnId: back.id,
        customerId: order.customerId,
        customerName: order.customerName,
        returnedLines: back.lines.map((l) => ({ name: l.name, variantName: l.variantName, qty: l.qty, amount: l.amount })),
        newLines: priced.lines.map((l) => ({
          name: l.name,
          variantName: l.variantName ?? null,
          qty: l.qty,
          amount: toTaka(sumPoisha([l.totalPoisha, l.vatPoisha])),
        })),
        returnedValue: toTaka(R),
        newTotal: toTaka(N),
        balance: toTaka(poisha(N - R)),
        settlement: {
          bridged: toTaka(settlement.bridged),
          payments: kept.map((p) => ({ method: p.method, amount: toTaka(p.amount) })),
          change: toTaka(poisha(Math.max(0, settlement.payments.tendered - N))),
          refund: settlement.refund ? { method: settlement.refund.method, amount: toTaka(settlement.refund.amount) } : null,
        },
        userId: ctx.userId,
        userName: who?.name ?? null,
        locationId: ctx.locationId,
        shiftId: ctx.shiftId ?? null,
        note: body.note ?? null,
      };
      await tx.insert(exchanges).values(record);
      await appendAudit(tx, {
        userId: ctx.userId,
        ip: ctx.ip,
        resource: 'exchanges',
        recordId: exchangeId,
        action: 'create',
        label: number,
        changes: [
          { field: 'returnedValue', after: record.returnedValue },
          { field: 'newTotal', after: record.newTotal },
        ],
      });
    });
  } catch (err) {
    if (err instanceof ShortLine) return refuseShort(db, err.change);
    if (err instanceof KeyClaimed) return replayOf(db, ctx, requestHash);
    throw err;
  }
  return { id: exchangeId, newOrderId };
}

/** The exchange document as the wire sends it. */
export async function readExchange(db: Db, id: string): Promise<ExchangeRecord> {
  const [row] = await db.select().from(exchanges).where(eq(exchanges.id, id));
  if (!row) throw notFound('Exchange');
  return {
    _id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    newOrderId: row.newOrderId,
    newOrderNumber: row.newOrderNumber,
    customerName: row.customerName,
    returnedLines: row.returnedLines,
    newLines: row.newLines,
    returnedValue: row.returnedValue,
    newTotal: row.newTotal,
    balance: row.balance,
    settlement: row.settlement,
    userName: row.userName,
    locationId: row.locationId,
    shiftId: row.shiftId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, eq, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { parseTaka, sumPoisha, toTaka, type Poisha } from '../../../common/money';
import { PAYMENT_METHOD_LABELS, paymentStateOf, type PaymentMethod } from '../../../common/orders';
import type { Address } from '../../../common/wire/address';
import type { OrderInput, PaymentInput } from '../../../common/wire/orders';
import { mobileOf } from '../../../common/phone';
import { paidWhollyInCash } from '../../../common/pricing';
import type { ShopSettings } from '../../../common/wire/settings';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { couponRedemptions, customers, idempotencyKeys, orderLines, orders, payments, priceDifferences, stockShortfalls, users } from '../schema';
import { ApiError, fieldError, msg, pgError } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { auditInsert } from '../audit';
import { jobInsert } from '../jobs';
import { orderSmsJobInsert } from '../sms';
import { MAX_RECEIPT_ATTEMPTS, RECEIPT_QUEUE } from './receiptSender';
import { priceServerCart, type PricedCart } from './cartPricing';
import { itemKey, refuseShort, stockAt, stockStatement } from '../inventory';
import { orderNumberOf } from './orderNumber';
import type { PlacedOrder } from './placedOrder';
import { checkOfflineSale, overCapRow, replayByNumber, reviewTerms, type OfflineCheck } from './offlineSale';
import type { DiscountCap } from './discountCap';

export interface PlaceOrderContext {
  userId: string;
  ip?: string;
  timeZone: string;
  mayDiscount: boolean;
  idempotencyKey?: string;
  /** The location the sale takes its stock from (inventory/locations.ts tillLocation). */
  locationId: string;
  /** The caller's role's cap on a manual discount (discountCap.ts), and whether they may send another till's offline sales (pos:switch-location). */
  discountCap?: DiscountCap;
  anyTill?: boolean;
  /** The settings a sale reads: delivery charges, cash rounding, the VAT base, the payment methods offered. */
  shop: Pick<ShopSettings, 'deliveryInsideDhaka' | 'deliveryOutsideDhaka' | 'cashRounding' | 'vatBase' | 'paymentMethods'>;
}

const digest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * `POST orders` (spec §7.2, issue 9): the cart is priced again here, then at
 * once (one statement) the stock of every line is taken with a conditional
 * update and written to the ledger, and the order, its lines, payments and
 * coupon use are written. A line that is short fails the whole order (409);
 * nothing of it remains. With an Idempotency-Key, a retry or a double click gets the first
 * order again instead of a second one.
 *
 * Few round trips, because a till's throughput is bounded by them: the reads
 * go together first (no transaction: the stock is checked by the update that
 * takes it), then ONE statement, atomic without a transaction around it,
 * claims the key, takes the stock, writes the ledger and every row of the
 * order, and refuses itself (undoing all of it) when the key was used before
 * or a line is short. Row locks are held only while that statement runs.
 */
export async function placeOrder(db: Db, input: OrderInput, ctx: PlaceOrderContext): Promise<PlacedOrder> {
  const customerId = input.customer === 'guest' ? undefined : input.customer;
  if (customerId !== undefined && !isUuid(customerId)) throw fieldError('customer', 'must be a customer id or "guest"');
  const address = orderAddress(input.address);
  const requestHash = digest(input);
  const methods = methodsOf(input, ctx.shop.paymentMethods);

  let priced: PricedCart;
  let customer: typeof customers.$inferSelect | undefined;
  try {
    [priced, customer] = await Promise.all([
      priceServerCart(db, input.cart, {
        customerId,
        timeZone: ctx.timeZone,
        mayDiscount: ctx.mayDiscount,
        strict: true,
        // An offline sale keeps the VAT base its till charged on (issue 33), as it keeps the till's prices.
        shop: input.offline?.vatBase ? { ...ctx.shop, vatBase: input.offline.vatBase } : ctx.shop,
        address: input.address,
        locationId: ctx.locationId,
        discountCap: ctx.discountCap,
        holdOverCap: !!input.offline,
        ...(input.offline ? { soldAt: new Date(input.offline.soldAt), ...(input.offline.terms ? { tillTerms: input.offline.terms } : {}) } : {}),
      }),
      customerId
        ? db
            .select()
            .from(customers)
            .where(eq(customers.id, customerId))
            .limit(1)
            .then((rows) => rows[0])
        : undefined,
    ]);
    if (customerId && !customer) throw fieldError('customer', msg('not_customer'));
  } catch (err) {
    // A retry of an order already placed gets that order, even if the cart would no longer price.
    const first = ctx.idempotencyKey ? await replay(db, ctx, requestHash).catch(() => undefined) : undefined;
    if (first) return first;
    throw err;
  }
  // A sale paid wholly in cash is charged in whole taka (the shop's cash rounding); the rounding is part of its total.
  const rounding = paidWhollyInCash(methods) ? priced.cashRounding : 0;
  const total = priced.total + rounding;
  const taken = paymentsOf(input, total);
  const paid = Math.min(sumPoisha(taken.map((p) => p.amount)), total);
  const tendered = sumPoisha(taken.map((p) => p.amount));
  // What is kept is what pays for the order; cash handed over beyond it goes back as change.
  const kept = keptPayments(taken, total);
  const orderId = randomUUID();
  // A sale made offline: its number was given to its till in advance; sent again, it is the order it made.
  let offline: OfflineCheck | undefined;
  if (input.offline) {
    const checked = await checkOfflineSale(db, input.offline, new Date(), { userId: ctx.userId, locationId: ctx.locationId, anyTill: !!ctx.anyTill });
    if ('replay' in checked) return checked.replay;
    offline = checked;
  }
  const customerEmail = customer?.email ?? address?.email ?? null;
  const status = input.status ?? 'confirmed';
  const cashierName = sql`(select ${users.name} from ${users} where ${eq(users.id, ctx.userId)})`;
  // The human number (S-000123) from the sequence, in the statement: a refused order leaves a gap, which is allowed.
  // An offline sale's is the one its till printed.
  const number = sql`(select number from num)`;
  const soldAt = offline ? { createdAt: offline.soldAt } : {};
  const lineName = (line: (typeof priced.lines)[number]) => (line.variantName ? `${line.name} (${line.variantName})` : line.name);
  // An offline sale is written at its till's prices; the lines the catalogue prices otherwise now go on the price differences list.
  // One at a price its snapshot did not hold, or a discount over the cashier's cap, holds the sale for a manager (issue 34).
  const repriced = offline && input.offline ? await reviewTerms(db, input.offline, offline, priced.lines) : [];
  const held = priced.overCap || repriced.some((r) => r.reason === 'unknown-price');

  /**
   * The order's one statement. `short` (offline sales only): units per item
   * the location no longer holds, not taken from its stock but listed as
   * shortfalls for a manager (stock_shortfalls).
   */
  const build = (short: Map<string, number>) => {
    const stock = stockStatement(
      db,
      priced.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        locationId: ctx.locationId,
        qty: -(line.qty - (short.get(itemKey(line)) ?? 0)),
        unitCost: toTaka(line.unitCostPoisha),
        kind: 'sale' as const,
        orderId,
        userId: ctx.userId,
        name: lineName(line),
      })),
    );
    const shortfalls = priced.lines.flatMap((line) => {
      const qty = short.get(itemKey(line)) ?? 0;
      return qty > 0 ? [{ line, qty }] : [];
    });
    const writes = [
      // The key names the order it made, in the same statement, so a retry never finds it half made.
      ...(ctx.idempotencyKey
        ? [
            [
              'claim',
              db
                .insert(idempotencyKeys)
                .values({ key: ctx.idempotencyKey, userId: ctx.userId, requestHash, orderId })
                .onConflictDoNothing()
                .returning({ key: idempotencyKeys.key }),
            ] as const,
          ]
        : []),
      [
        'num',
        offline
          ? sql`select ${offline.number}::text as number`
          : sql`select ${orderNumberOf(sql`n`)} as number from (select nextval('order_number_seq') as n) as s`,
      ] as const,
      [
        'order_row',
        db.insert(orders).values({
          id: orderId,
          number,
          customerId: customer?.id ?? null,
          customerName: customer?.name ?? address?.name ?? 'Guest',
          customerPhone: customer?.phone ?? address?.phone ?? null,
          customerEmail,
          address,
          status,
          paymentMethod: input.paymentMethod,
          paymentState: paymentStateOf(total, paid),
          subTotal: toTaka(priced.subTotal),
          vat: toTaka(priced.vat),
          shipping: toTaka(priced.shipping),
          discount: toTaka(priced.discount),
          rounding: toTaka(rounding),
          vatBase: priced.vatBase,
          total: toTaka(total),
          paid: toTaka(paid),
          couponCode: priced.couponCode,
          note: input.note ?? null,
          emailReceipt: input.emailReceipt ?? false,
          // The receipt goes out after the commit (its job below, receiptSender.ts); without an address there is nowhere to send it.
          receiptStatus: input.emailReceipt ? (customerEmail ? 'queued' : 'no-address') : null,
          cashierId: ctx.userId,
          cashierName,
          locationId: ctx.locationId,
          ...(offline ? { ...soldAt, offlineDevice: offline.device, receivedAt: new Date(), approval: held ? 'pending' : null } : {}),
        }),
      ] as const,
      [
        'line_rows',
        db.insert(orderLines).values(
          priced.lines.map((line, position) => ({
            orderId,
            position,
            productId: line.productId,
            variantId: line.variantId,
            name: line.name,
            variantName: line.variantName ?? null,
            sku: line.sku,
            listPrice: toTaka(line.listPricePoisha),
            unitPrice: toTaka(line.unitPricePoisha),
            unitCost: toTaka(line.unitCostPoisha),
            vatRate: line.vatRate,
            vat: toTaka(line.vatPoisha),
            qty: line.qty,
            totalPrice: toTaka(line.totalPoisha),
            discountShare: toTaka(line.discountSharePoisha),
          })),
        ),
      ] as const,
      ...(kept.length > 0
        ? [
            [
              'payment_rows',
              db.insert(payments).values(
                kept.map((p) => ({
                  orderId,
                  orderNumber: number,
                  method: p.method,
                  amount: toTaka(p.amount),
                  reference: p.reference ?? null,
                  kind: 'payment',
                  cashierId: ctx.userId,
                  cashierName,
                  // The till's money (issue 34): named here, as the order row is not there yet for the payments' trigger to read.
                  locationId: ctx.locationId,
                  ...soldAt,
                })),
              ),
            ] as const,
          ]
        : []),
      ...(shortfalls.length > 0
        ? [
            [
              'shortfall_rows',
              db.insert(stockShortfalls).values(
                shortfalls.map(({ line, qty }) => ({
                  orderId,
                  orderNumber: number,
                  productId: line.productId,
                  variantId: line.variantId,
                  itemName: lineName(line),
                  locationId: ctx.locationId,
                  qty,
                  deviceId: offline?.device ?? null,
                  cashierName,
                })),
              ),
            ] as const,
          ]
        : []),
      ...(offline && (repriced.length > 0 || priced.overCap)
        ? [
            [
              'price_difference_rows',
              db.insert(priceDifferences).values([
                ...repriced.map(({ line, reason }) => ({
                  reason,
                  orderId,
                  orderNumber: number,
                  productId: line.productId,
                  variantId: line.variantId,
                  itemName: lineName(line),
                  locationId: ctx.locationId,
                  qty: line.qty,
                  tillUnitPrice: toTaka(line.unitPricePoisha),
                  catalogueUnitPrice: toTaka(line.catalogue.unitPricePoisha),
                  tillVatRate: line.vatRate,
                  catalogueVatRate: line.catalogue.vatRate,
                  difference: toTaka((line.unitPricePoisha - line.catalogue.unitPricePoisha) * line.qty),
                  deviceId: offline.device,
                  cashierName,
                })),
                ...(priced.overCap
                  ? [
                      overCapRow(parseTaka(input.cart.discount ?? 0) ?? 0, priced.subTotal, ctx.discountCap, {
                        orderId,
                        orderNumber: number,
                        locationId: ctx.locationId,
                        deviceId: offline.device,
                        cashierName,
                      }),
                    ]
                  : []),
              ]),
            ] as const,
          ]
        : []),
      ...(priced.couponId
        ? [['coupon_use', db.insert(couponRedemptions).values({ couponId: priced.couponId, customerId: customer?.id ?? null, orderId })] as const]
        : []),
      // The emailed receipt's job, in the order's statement: queued if and only if the order is written.
      ...(input.emailReceipt && customerEmail
        ? [['receipt_job', jobInsert(db, { queue: RECEIPT_QUEUE, payload: { orderId }, key: orderId, maxAttempts: MAX_RECEIPT_ATTEMPTS })] as const]
        : []),
      // The customer's "order placed" SMS, when that switch is on in settings (server/domains/sms/transactional.ts).
      ['order_sms', orderSmsJobInsert({ orderId, event: 'order-placed' })] as const,
      [
        'audit',
        auditInsert(db, {
          userId: ctx.userId,
          ip: ctx.ip,
          resource: 'orders',
          recordId: orderId,
          action: 'create',
          label: number,
          changes: [
            { field: 'total', after: toTaka(total) },
            { field: 'status', after: status },
          ],
        }),
      ] as const,
    ];
    const parts = [...writes.map(([name, query]) => sql`${sql.identifier(name)} as (${query.getSQL()})`), ...stock.parts];
    const refusal = sql`case
    ${ctx.idempotencyKey ? sql`when not exists (select 1 from claim) then refuse_statement(${KEY_USED})` : sql``}
    when ${stock.shortLine} is not null then refuse_statement(${SHORT} || ${stock.shortLine})
  end`;
    const statement = sql`with ${sql.join(parts, sql`, `)} select ${number} as number, ${refusal} as refused`;
    return { statement, stock, shortfalls };
  };

  const short = new Map<string, number>();
  for (let attempt = 1; ; attempt++) {
    const { statement, stock, shortfalls } = build(short);
    try {
      const [row] = await queryRows<{ number: string }>(db, statement).catch((err: unknown) =>
        // A deadlock undoes the whole statement; PostgreSQL picked this one to give way, so it is sent again once.
        pgError(err)?.code === DEADLOCK ? queryRows<{ number: string }>(db, statement) : Promise.reject(err),
      );
      return {
        _id: orderId,
        number: row.number,
        total: toTaka(total),
        paid: toTaka(paid),
        change: toTaka(Math.max(0, tendered - total)),
        ...(shortfalls.length > 0 ? { shortfalls: shortfalls.map(({ line, qty }) => ({ name: lineName(line), qty })) } : {}),
        ...(held ? { held: true } : {}),
        replayed: false,
      };
    } catch (err) {
      const info = pgError(err);
      // A product, variant or customer removed between the reads and the statement: nothing was written.
      if (info?.code === FOREIGN_KEY) throw new ApiError(409, msg('order_changed'));
      // The same offline sale sent at once by two tabs or devices: the one that got there first is the order.
      if (offline && info?.code === UNIQUE && info.constraint === 'orders_number_unique') {
        const first = await replayByNumber(db, offline);
        if ('replay' in first) return first.replay;
      }
      if (info?.code !== 'P0001') throw err;
      if (info.message === KEY_USED) return replay(db, ctx, requestHash);
      if (info.message?.startsWith(SHORT)) {
        const change = stock.changes[Number(info.message.slice(SHORT.length))];
        // An offline sale is recorded whatever the stock (the money was taken): take what the location holds, list the rest.
        // The take is still a conditional update, so a sale racing this one sends it round again with the new figure.
        if (!offline || attempt >= MAX_OFFLINE_ATTEMPTS) return refuseShort(db, change);
        const line = priced.lines.find((l) => itemKey(l) === itemKey(change));
        const { available } = await stockAt(db, change);
        if (line) short.set(itemKey(line), line.qty - Math.max(0, Math.min(line.qty, available)));
        continue;
      }
      throw err;
    }
  }
}

/** Rounds an offline sale may go when other sales keep taking the stock it is sized to. */
const MAX_OFFLINE_ATTEMPTS = 10;

/** What the order's statement says when it refuses itself (refuse_statement, migration 0009). */
const KEY_USED = 'idempotency key used';
const SHORT = 'short line ';
const DEADLOCK = '40P01';
const FOREIGN_KEY = '23503';
const UNIQUE = '23505';

interface Taken {
  method: PaymentInput['method'];
  amount: Poisha;
  reference?: string;
}

/**
 * The methods the sale is paid by (the split's, those with an amount, else
 * the one method), each one the shop offers (settings), else a 400 naming it.
 */
function methodsOf(input: OrderInput, offered: readonly PaymentMethod[]): PaymentMethod[] {
  const check = (method: PaymentMethod, field: string) => {
    if (!offered.includes(method)) throw fieldError(field, msg('method_not_offered', { method: PAYMENT_METHOD_LABELS[method] }));
  };
  check(input.paymentMethod, 'paymentMethod');
  if (!input.payments?.length) return [input.paymentMethod];
  input.payments.forEach((p, i) => check(p.method, `payments.${i}.method`));
  return input.payments.filter((p) => (parseTaka(p.amount) ?? 0) > 0).map((p) => p.method);
}

/**
 * The address with its phone as a customer's addresses keep it: a
 * Bangladeshi mobile number tidied to its 11 digits (common/phone.ts), else a
 * 400 naming it. Null without an address.
 */
function orderAddress(address: Address | undefined): Address | null {
  if (!address) return null;
  const phone = mobileOf(address.phone);
  if (phone === null) throw fieldError('address.phone', msg('not_mobile'));
  return { ...address, phone };
}

/** The payments of the body in poisha: a split list, or one of `paidAmount` by `paymentMethod` (the whole total when absent). */
function paymentsOf(input: OrderInput, total: Poisha): Taken[] {
  const list: PaymentInput[] = input.payments?.length
    ? input.payments
    : [{ method: input.paymentMethod, amount: input.paidAmount ?? toTaka(total), reference: input.trnxRef }];
  return list
    .map((p, i) => {
      const amount = parseTaka(p.amount);
      if (amount === null || amount < 0) throw fieldError(input.payments?.length ? `payments.${i}.amount` : 'paidAmount', msg('not_payment_amount'));
      if (p.method !== 'cash' && amount > total) {
        throw fieldError(input.payments?.length ? `payments.${i}.amount` : 'paidAmount', msg('more_than_total_not_cash'));
      }
      return { method: p.method, amount, reference: p.reference?.trim() || undefined };
    })
    .filter((p) => p.amount > 0);
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
  if (sumPoisha(nonCash.map((p) => p.amount)) > total) throw fieldError('payments', msg('payments_over_total'));
  return kept;
}

/** The same key again: answer the first order, or refuse a key reused for another order. */
async function replay(tx: Db, ctx: PlaceOrderContext, requestHash: string): Promise<PlacedOrder> {
  const [row] = await tx
    .select({ hash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.key, ctx.idempotencyKey as string)));
  if (!row || row.hash !== requestHash) throw new ApiError(409, msg('key_reused'));
  if (!row.orderId) throw new ApiError(409, msg('order_in_progress'));
  const [order] = await tx.select({ number: orders.number, total: orders.total, paid: orders.paid }).from(orders).where(eq(orders.id, row.orderId));
  return { _id: row.orderId, number: order.number, total: order.total, paid: order.paid, change: 0, replayed: true };
}

import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { toPoisha } from '../../../common/money';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { couponRedemptions, customers, idempotencyKeys, orderLines, orders, payments, priceDifferences, stockShortfalls, users } from '../schema';
import { ApiError, msg, pgError } from '../../engine/errors';
import { auditInsert, auditInsertWhen } from '../audit';
import { jobInsert } from '../jobs';
import { orderSmsJobInsert } from '../sms';
import { stockStatement, type StockChange } from '../inventory';
import { MAX_RECEIPT_ATTEMPTS, RECEIPT_QUEUE } from './receiptSender';
import { orderNumberOf } from './orderNumber';

/** The job queue that cancels a pending online order at its expiry, if still pending (its handler: server/domains/onlineOrders). */
export const ORDER_EXPIRY_QUEUE = 'order-expiry';
import type { OrderPlan } from './orderPlan';
import { SHIFT_CLOSED } from '../shifts';
import { CREDIT_SHORT, creditParts, creditShort } from '../storeCredit';

/**
 * How writing an order ended: written with its number, or refused by the
 * statement itself with nothing of it left (the Idempotency-Key was used
 * before, a line was short, an offline sale's number is already an order's).
 */
export type WriteOutcome =
  { written: true; number: string } | { refused: 'key-used' } | { refused: 'short'; change: StockChange } | { refused: 'number-taken'; error: unknown };

/** What the order's statement says when it refuses itself (refuse_statement, migration 0009). */
const KEY_USED = 'idempotency key used';
const SHORT = 'short line ';
const DEADLOCK = '40P01';
const FOREIGN_KEY = '23503';
const UNIQUE = '23505';

/**
 * The order's ONE statement (orderPlan.ts gives its rows): atomic without a
 * transaction around it, it claims the key, numbers the order, writes its
 * rows, payments, shortfalls, price differences, coupon use, receipt and SMS
 * jobs and audit entry, takes the stock with a conditional update per line and
 * writes the ledger, and refuses itself (undoing all of it) when the key was
 * used before or a line is short. Row locks are held only while it runs.
 */
function orderStatement(db: Db, plan: OrderPlan): { statement: SQL; changes: StockChange[] } {
  const { orderId } = plan;
  const stock = stockStatement(db, plan.stock);
  // An online order has no cashier.
  const cashierName = plan.userId ? sql`(select ${users.name} from ${users} where ${eq(users.id, plan.userId)})` : sql`null::text`;
  // The human number (S-000123) from the sequence, in the statement: a refused order leaves a gap, which is allowed.
  // An offline sale's is the one its till printed.
  const number = sql`(select number from num)`;
  const numbered = <T extends object>(row: T) => ({ ...row, orderNumber: number, cashierName });
  const writes = [
    // The key names the order it made, in the same statement, so a retry never finds it half made.
    ...(plan.claim ? [['claim', db.insert(idempotencyKeys).values(plan.claim).onConflictDoNothing().returning({ key: idempotencyKeys.key })] as const] : []),
    [
      'num',
      plan.offlineNumber !== null
        ? sql`select ${plan.offlineNumber}::text as number`
        : sql`select ${orderNumberOf(sql`n`)} as number from (select nextval('order_number_seq') as n) as s`,
    ] as const,
    ['order_row', db.insert(orders).values({ ...plan.order, number, cashierName })] as const,
    ['line_rows', db.insert(orderLines).values(plan.lines)] as const,
    ...(plan.payments.length > 0 ? [['payment_rows', db.insert(payments).values(plan.payments.map(numbered))] as const] : []),
    ...(plan.shortfalls.length > 0 ? [['shortfall_rows', db.insert(stockShortfalls).values(plan.shortfalls.map(numbered))] as const] : []),
    ...(plan.priceDifferences.length > 0 ? [['price_difference_rows', db.insert(priceDifferences).values(plan.priceDifferences.map(numbered))] as const] : []),
    ...(plan.couponUse ? [['coupon_use', db.insert(couponRedemptions).values(plan.couponUse)] as const] : []),
    // The emailed receipt's job, in the order's statement: queued if and only if the order is written.
    ...(plan.receiptJob
      ? [['receipt_job', jobInsert(db, { queue: RECEIPT_QUEUE, payload: { orderId }, key: orderId, maxAttempts: MAX_RECEIPT_ATTEMPTS })] as const]
      : []),
    // A pending online order's expiry (issue 38): its job is queued with it, to cancel it then if still pending.
    ...(plan.expiresAt
      ? [['expiry_job', jobInsert(db, { queue: ORDER_EXPIRY_QUEUE, payload: { orderId }, key: `expire:${orderId}`, runAt: plan.expiresAt })] as const]
      : []),
    ...keptAddressWrites(db, plan),
    // The customer's "order placed" SMS, when that switch is on in settings (server/domains/sms/transactional.ts).
    ['order_sms', orderSmsJobInsert({ orderId, event: 'order-placed' })] as const,
    [
      'audit',
      auditInsert(db, { userId: plan.userId, ip: plan.ip, resource: 'orders', recordId: orderId, action: 'create', label: number, changes: plan.audit }),
    ] as const,
  ];
  // The customer's store credit the sale spends (issue 36): one conditional update and its ledger row, refused when short.
  const credit = plan.credit ? creditParts(plan.credit.change, 'credit', number) : null;
  const parts = [...writes.map(([name, query]) => sql`${sql.identifier(name)} as (${query.getSQL()})`), ...(credit?.parts ?? []), ...stock.parts];
  const refusal = sql`case
    ${plan.claim ? sql`when not exists (select 1 from claim) then refuse_statement(${KEY_USED})` : sql``}
    ${credit ? sql`when not ${credit.moved} then refuse_statement(${CREDIT_SHORT})` : sql``}
    when ${stock.shortLine} is not null then refuse_statement(${SHORT} || ${stock.shortLine})
  end`;
  const statement = sql`with ${sql.join(parts, sql`, `)} select ${number} as number, ${refusal} as refused`;
  return { statement, changes: stock.changes };
}

/**
 * The till's "keep this address on the customer" (keepAddress): the customer's addresses with the sale's
 * first (kept_addresses, server/domains/customers/sql), in the order's statement, so it is kept if and only if
 * the order is written; audited on the customer when it changed anything.
 */
function keptAddressWrites(db: Db, plan: OrderPlan): (readonly [string, SQLWrapper])[] {
  const kept = plan.keptAddress;
  if (!kept) return [];
  const newList = sql`kept_addresses(${customers.addresses}, ${JSON.stringify(kept.address)}::jsonb)`;
  return [
    [
      'kept_address',
      db
        .update(customers)
        .set({ addresses: newList, updatedAt: sql`now()` })
        .where(and(eq(customers.id, kept.customerId), sql`${newList} is not null`))
        .returning({ id: customers.id }),
    ],
    [
      'kept_address_audit',
      auditInsertWhen(
        {
          userId: plan.userId,
          ip: plan.ip,
          resource: 'customers',
          recordId: kept.customerId,
          action: 'update',
          label: kept.customerName,
          changes: [{ field: 'addresses', after: kept.address }],
        },
        sql`select 1 from kept_address`,
      ),
    ],
  ];
}

/**
 * Runs the order's statement. A deadlock undoes it; PostgreSQL picked this one
 * to give way, so it is sent again once. A product, variant or customer
 * removed since they were read is a 409 (nothing was written).
 */
export async function writeOrder(db: Db, plan: OrderPlan, opts: { inTransaction?: boolean } = {}): Promise<WriteOutcome> {
  const { statement, changes } = orderStatement(db, plan);
  try {
    // Inside a caller's transaction (an exchange) a refused statement has ended the transaction: nothing to send again or read.
    const [row] = await queryRows<{ number: string }>(db, statement).catch((err: unknown) =>
      pgError(err)?.code === DEADLOCK && !opts.inTransaction ? queryRows<{ number: string }>(db, statement) : Promise.reject(err),
    );
    return { written: true, number: row.number };
  } catch (err) {
    const info = pgError(err);
    if (info?.code === FOREIGN_KEY) throw new ApiError(409, msg('order_changed'));
    // The same offline sale sent at once by two tabs or devices: the one that got there first is the order.
    if (plan.offlineNumber !== null && info?.code === UNIQUE && info.constraint === 'orders_number_unique') return { refused: 'number-taken', error: err };
    if (info?.code !== 'P0001') throw err;
    if (info.message === KEY_USED) return { refused: 'key-used' };
    // The till's shift closed between the sale's read and its statement (issue 36): nothing was written.
    if (info.message === SHIFT_CLOSED) throw new ApiError(409, msg('shift_closed'));
    // Another sale spent the customer's store credit first: nothing of this one was written.
    if (info.message === CREDIT_SHORT && plan.credit) {
      const [now] = opts.inTransaction
        ? []
        : await queryRows<{ balance: string }>(db, sql`select store_credit::text as balance from ${customers} where id = ${plan.credit.change.customerId}`);
      throw creditShort(plan.credit.field, now ? toPoisha(now.balance) : undefined);
    }
    if (info.message?.startsWith(SHORT)) return { refused: 'short', change: changes[Number(info.message.slice(SHORT.length))] };
    throw err;
  }
}

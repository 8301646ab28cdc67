import { sql, type SQL } from 'drizzle-orm';
import { poisha, toPoisha, toTaka, type Poisha } from '../../../common/money';
import type { StoreCreditReason } from '../../../common/storeCredit';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError, fieldEntry, msg } from '../../engine/errors';

/**
 * The store credit ledger (issue 36). A customer's balance is
 * `customers.store_credit` (CHECK >= 0) and every change of it is ONE
 * statement: a conditional update that moves the balance only when it stays at
 * or above nothing (`... WHERE id = $1 AND store_credit + x >= 0 RETURNING`),
 * never a read then a write, and the ledger row with the balance after, in the
 * caller's transaction. Twenty sales spending the same credit at once each wait
 * for the row and see the balance the one before left: exactly as many pass as
 * the balance covers.
 */
export interface CreditChange {
  customerId: string;
  /** Poisha, signed: + credits the customer, − spends their credit. */
  amount: Poisha;
  reason: StoreCreditReason;
  orderId?: string | null;
  orderNumber?: string | null;
  exchangeId?: string | null;
  exchangeNumber?: string | null;
  /** Who moved it; absent for the server's own moves. */
  userId?: string;
  note?: string | null;
}

/** The two parts of a change, as common table expressions: `<name>_move` updates the balance, `<name>_entry` writes the ledger row. */
export function creditParts(
  change: CreditChange,
  name = 'credit',
  orderNumber: SQL | string | null = change.orderNumber ?? null,
): { parts: SQL[]; moved: SQL } {
  const amount = toTaka(change.amount);
  const move = sql.identifier(`${name}_move`);
  const entry = sql.identifier(`${name}_entry`);
  const parts = [
    sql`${move} as (update customers set store_credit = store_credit + ${amount}::numeric, updated_at = now()
      where id = ${change.customerId} and store_credit + ${amount}::numeric >= 0 returning name, store_credit)`,
    sql`${entry} as (insert into store_credit_entries
        (customer_id, customer_name, amount, balance_after, reason, order_id, order_number, exchange_id, exchange_number, user_id, user_name, note)
      select ${change.customerId}::uuid, m.name, ${amount}::numeric, m.store_credit, ${change.reason}, ${change.orderId ?? null}::uuid, ${orderNumber}::text,
        ${change.exchangeId ?? null}::uuid, ${change.exchangeNumber ?? null}, ${change.userId ?? null}::uuid, (select u.name from users u where u.id = ${change.userId ?? null}::uuid), ${change.note ?? null}
      from ${move} m returning id)`,
  ];
  return { parts, moved: sql`exists (select 1 from ${move})` };
}

/** The balance is short of what a sale would spend: a 409 on the field that spends it. */
export const creditShort = (field: string, balance?: Poisha) =>
  new ApiError(409, msg('store_credit_short', { balance: toTaka(poisha(balance ?? 0)).toFixed(2) }), [
    fieldEntry(field, msg('store_credit_short', { balance: toTaka(poisha(balance ?? 0)).toFixed(2) })),
  ]);

/**
 * One change of a customer's credit in the caller's transaction: the balance
 * moved by one conditional update and the ledger row written beside it. A
 * spend the balance does not cover is refused (409 on `field`) and nothing moves.
 * Answers the balance after, in poisha.
 */
export async function changeCredit(tx: Db, change: CreditChange, field = 'paymentMethod'): Promise<Poisha> {
  if (change.amount === 0) throw new Error('a store credit change of nothing');
  const { parts } = creditParts(change);
  const [row] = await queryRows<{ balance: string | number }>(tx, sql`with ${sql.join(parts, sql`, `)} select store_credit as balance from credit_move`);
  if (!row) {
    const [now] = await queryRows<{ balance: string | number }>(tx, sql`select store_credit as balance from customers where id = ${change.customerId}`);
    throw creditShort(field, toPoisha(String(now?.balance ?? 0)));
  }
  return toPoisha(String(row.balance));
}

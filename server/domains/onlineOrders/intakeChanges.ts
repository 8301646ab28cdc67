import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../common/orders';
import type { IntakeAnswer } from '../../../common/wire/orderIntake';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit, type AuditChange } from '../audit';
import { changeStatusIn, inTx, type ActionContext } from '../orders';
import { INTAKE_STATUSES } from './intakeStatuses';

/** The row a change found, with its values before the change (for the audit log) and after. */
interface Changed {
  number: string;
  hold_before: string | null;
  reason_before: string | null;
  verified_before: boolean | null;
}

const open = sql.join(
  INTAKE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Changes an intake order in one statement that also checks it may be changed: an online order
 * (not the till's) still pending or placed. The row is locked by the statement itself, so two staff
 * acting on one order at once wait for each other and the second finds it as the first left it.
 * No row: a 404 for an order that is not there (or is the till's, which the intake never lists),
 * a 409 naming the status for one that moved on.
 */
async function changeOpen(tx: Db, id: string, set: SQL): Promise<Changed> {
  if (!isUuid(id)) throw notFound('Order');
  const [row] = await queryRows<Changed>(
    tx,
    sql`update orders o set ${set}, updated_at = now()
        from (select id, hold, hold_reason, phone_verified from orders where id = ${id} for update) b
        where o.id = b.id and o.source <> 'till' and o.status in (${open})
        returning o.number, b.hold as hold_before, b.hold_reason as reason_before, b.phone_verified as verified_before`,
  );
  if (row) return row;
  const [found] = await queryRows<{ status: string; source: string }>(tx, sql`select status, source from orders where id = ${id}`);
  if (!found || found.source === 'till') throw notFound('Order');
  throw new ApiError(409, msg('intake_not_open', { status: found.status }));
}

async function answerOf(tx: Db, id: string): Promise<IntakeAnswer> {
  const [row] = await queryRows<IntakeAnswer>(
    tx,
    sql`select id as "_id", number, status, hold, hold_reason as "holdReason", phone_verified as "phoneVerified" from orders where id = ${id}`,
  );
  return row;
}

/**
 * Confirm: staff looked at the order (and rang the customer where the phone was not verified), so
 * its hold is lifted, it no longer expires, its phone counts as verified, and it moves to
 * `confirmed` through the orders' one path of status moves (changeStatusIn: its audit entry).
 */
export function confirmIntake(db: Db, id: string, ctx: ActionContext): Promise<IntakeAnswer> {
  return inTx(db, async (tx) => {
    const before = await changeOpen(tx, id, sql`hold = null, hold_reason = null, expires_at = null, phone_verified = true`);
    await changeStatusIn(tx, id, 'confirmed', ctx);
    const changes: AuditChange[] = [];
    if (before.hold_before !== null) changes.push({ field: 'hold', before: before.hold_before, after: null });
    if (before.verified_before !== true) changes.push({ field: 'phoneVerified', before: before.verified_before, after: true });
    if (changes.length > 0) await appendAudit(tx, { ...ctx, resource: 'orders', recordId: id, action: 'confirm', label: before.number, changes });
    return answerOf(tx, id);
  });
}

/** Hold: staff keep the order from being booked until someone confirms it, saying why. */
export function holdIntake(db: Db, id: string, reason: string, ctx: ActionContext): Promise<IntakeAnswer> {
  return inTx(db, async (tx) => {
    const before = await changeOpen(tx, id, sql`hold = 'staff', hold_reason = ${reason}`);
    await appendAudit(tx, {
      ...ctx,
      resource: 'orders',
      recordId: id,
      action: 'hold',
      label: before.number,
      changes: [
        { field: 'hold', before: before.hold_before, after: 'staff' },
        { field: 'holdReason', before: before.reason_before, after: reason },
      ],
    });
    return answerOf(tx, id);
  });
}

/**
 * Cancel: the order is cancelled through changeStatusIn, which gives its stock back to the shelf it
 * was taken from; the staff's reason is kept in the audit log beside the status move (the orders
 * table has no field for it, and the log is where a cancel's who, when and why are read).
 */
export function cancelIntake(db: Db, id: string, reason: string, ctx: ActionContext): Promise<IntakeAnswer> {
  return inTx(db, async (tx) => {
    // Nothing to pend once cancelled: the expiry job looks no more at it.
    const before = await changeOpen(tx, id, sql`expires_at = null`);
    const cancelled: OrderStatus = 'cancelled';
    await changeStatusIn(tx, id, cancelled, ctx);
    await appendAudit(tx, {
      ...ctx,
      resource: 'orders',
      recordId: id,
      action: 'cancel',
      label: before.number,
      changes: [{ field: 'cancelReason', after: reason }],
    });
    return answerOf(tx, id);
  });
}

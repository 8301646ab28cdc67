import { sql } from 'drizzle-orm';
import { hasPermission } from '../../../common/permissions';
import { SHIFT_PERMISSIONS, type ShiftTotals } from '../../../common/shifts';
import type { CashMovementRecord, ShiftRecord } from '../../../common/wire/shifts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { holdsNow } from '../../engine/access';
import type { Viewer } from '../../engine/declaration';
import { ApiError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { ANY_LOCATION, ownLocation } from '../inventory';
import { shiftCashMovements, shifts } from '../schema';

type ShiftRow = typeof shifts.$inferSelect;
type MovementRow = typeof shiftCashMovements.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A shift on the wire. */
export function shiftView(row: ShiftRow): ShiftRecord {
  return {
    _id: row.id,
    number: row.number,
    device: row.deviceId,
    location: row.locationId,
    cashier: row.cashierId,
    cashierName: row.cashierName,
    status: row.status === 'closed' ? 'closed' : 'open',
    openedAt: row.openedAt.toISOString(),
    closedAt: iso(row.closedAt),
    floatCounts: row.floatCounts,
    openingFloat: Number(row.openingFloat),
    countedCounts: row.countedCounts,
    countedCash: row.countedCash === null ? null : Number(row.countedCash),
    countedByName: row.countedByName,
    expectedCash: row.expectedCash === null ? null : Number(row.expectedCash),
    difference: row.difference === null ? null : Number(row.difference),
    differenceApproval: row.differenceApproval,
    approvedByName: row.approvedByName,
    approvalNote: row.approvalNote,
  };
}

export function movementView(row: MovementRow): CashMovementRecord {
  return {
    _id: row.id,
    shift: row.shiftId,
    kind: row.kind === 'in' ? 'in' : 'out',
    amount: Number(row.amount),
    reason: row.reason,
    userName: row.userName,
    approval: row.approval as CashMovementRecord['approval'],
    approvedByName: row.approvedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A closed shift's frozen figures; numbers from jsonb are plain numbers already (poisha). */
export const frozenTotals = (row: ShiftRow): ShiftTotals | null => row.figures;

/** Where the caller stands towards a shift: the shift, and whether it is at their location (or they work at every one). */
export interface ShiftReach {
  shift: ShiftRow;
  reaches: boolean;
}

/**
 * A shift and the caller's reach, read together (issue 34's rule: each shop
 * keeps to its own, as for orders). Unknown is 404; another location's is 404
 * to read, as the shifts list does not show it.
 */
export async function readableShift(db: Db, id: string, viewer: Viewer): Promise<ShiftReach> {
  if (!isUuid(id)) throw notFound('Shift');
  const [row] = await queryRows<{ own: string; any: boolean }>(db, sql`select ${ownLocation(viewer)} as own, ${holdsNow(viewer, ANY_LOCATION)} as any`);
  const [shift] = await db
    .select()
    .from(shifts)
    .where(sql`${shifts.id} = ${id}`);
  if (!shift) throw notFound('Shift');
  const reaches = row.any || shift.locationId === row.own;
  if (!reaches) throw notFound('Shift');
  return { shift, reaches };
}

/**
 * A shift the caller may work on: at their location (else 404, as to read it),
 * and their own unless they approve for others (`shifts:approve`, a manager).
 */
export async function workableShift(db: Db, id: string, viewer: Viewer, perms: readonly string[]): Promise<ShiftRow> {
  const { shift } = await readableShift(db, id, viewer);
  const [resource, action] = SHIFT_PERMISSIONS.approve.split(':');
  if (shift.cashierId !== viewer.userId && !hasPermission(perms, resource, action)) throw new ApiError(403, msg('shift_other_cashier'));
  return shift;
}

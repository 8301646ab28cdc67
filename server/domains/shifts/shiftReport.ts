import { eq } from 'drizzle-orm';
import type { ShiftReport } from '../../../common/wire/shifts';
import type { Db } from '../../db/client';
import type { Viewer } from '../../engine/declaration';
import { notFound } from '../../engine/errors';
import { shiftCashMovements } from '../schema';
import { figuresWire, shiftTotals } from './figures';
import { frozenTotals, movementView, readableShift, shiftView } from './shiftRows';

/**
 * A shift's report as the viewer may read it: the X report while it is open
 * (its figures worked out now), the Z report once closed (as frozen at
 * close), with its cash movements. The JSON call and the printed report read
 * this one answer.
 */
export async function shiftReport(db: Db, id: string, viewer: Viewer): Promise<ShiftReport> {
  const { shift } = await readableShift(db, id, viewer);
  const frozen = frozenTotals(shift);
  const totals = frozen ?? (await shiftTotals(db, shift.id));
  if (!totals) throw notFound('Shift');
  const movements = await db.select().from(shiftCashMovements).where(eq(shiftCashMovements.shiftId, shift.id)).orderBy(shiftCashMovements.createdAt);
  return { kind: frozen ? 'Z' : 'X', shift: shiftView(shift), figures: figuresWire(totals), movements: movements.map(movementView) };
}

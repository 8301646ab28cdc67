import { eq, inArray } from 'drizzle-orm';
import { locations, transfers } from '../schema';
import type { BeforeWriteContext, WriteHooks } from '../../engine/declaration';
import { conflict, fieldError, msg } from '../../engine/errors';
import { documentNumber } from './documentNumber';

/** Fields of a transfer that stay as they are once it is sent: where from, where to, what. */
const FIXED_ONCE_SENT = ['fromLocationId', 'toLocationId'];

/**
 * The engine's writes of a transfer (the form, its lines): the server makes
 * its number and starts it as a draft; origin and destination are two
 * different active locations (400 naming the field); once it is sent (or
 * cancelled) only its note may change. The row is locked first, so a save
 * of the lines cannot slip in while the transfer is being sent.
 */
export const transferRules: WriteHooks = {
  async beforeWrite(ctx: BeforeWriteContext) {
    const { tx, mode, values } = ctx;
    if (mode === 'delete') return;
    let from = values.fromLocationId as string | undefined;
    let to = values.toLocationId as string | undefined;
    if (mode === 'create' || mode === 'copy') {
      values.number = documentNumber('T-', 'transfer_number_seq');
      values.status = 'draft';
      values.userId = ctx.actor.userId ?? null;
    } else {
      const [row] = await tx
        .select()
        .from(transfers)
        .where(eq(transfers.id, ctx.id as string))
        .for('update');
      if (row.status !== 'draft' && (FIXED_ONCE_SENT.some((k) => k in values) || Object.keys(ctx.children).length > 0)) {
        throw conflict('status', msg('transfer_status', { status: row.status }));
      }
      from ??= row.fromLocationId;
      to ??= row.toLocationId;
    }
    const named = [values.fromLocationId, values.toLocationId].filter((v): v is string => typeof v === 'string');
    if (named.length > 0) {
      const live = new Set(
        (await tx.select({ id: locations.id, on: locations.isActive }).from(locations).where(inArray(locations.id, named)))
          .filter((r) => r.on)
          .map((r) => r.id),
      );
      for (const [key, field] of [
        ['fromLocationId', 'from'],
        ['toLocationId', 'to'],
      ] as const) {
        const id = values[key];
        if (typeof id === 'string' && !live.has(id)) throw fieldError(field, msg('unknown_location'));
      }
    }
    if (from && to && from === to) throw fieldError('to', msg('same_as_field', { other: 'From' }));
  },
};

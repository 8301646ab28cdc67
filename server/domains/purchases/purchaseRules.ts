import { and, eq, sql } from 'drizzle-orm';
import { lineTotal, parseTaka, poisha, sumPoisha, toTaka, type Poisha } from '../../../common/money';
import { PURCHASE_EDITABLE, purchaseNumber, type PurchaseStatus } from '../../../common/purchases';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { locations, purchaseLines, purchases } from '../schema';
import type { BeforeWriteContext, ChildEntry, WriteHooks } from '../../engine/declaration';
import { ApiError, badRequest, fieldEntry, fieldError, msg, type FieldError } from '../../engine/errors';

/**
 * The rules of a purchase's generic writes (the form, the API): the server
 * numbers it, keeps its total, and lets its lines, supplier and destination
 * change only while it is a draft or ordered. Status moves and receipts have
 * calls of their own (routes.ts); the status is read-only to the engine.
 */
export const purchaseRules: WriteHooks = {
  async beforeWrite(ctx) {
    if (ctx.mode === 'create' || ctx.mode === 'copy') {
      const [{ n }] = await queryRows<{ n: string }>(ctx.tx, sql`select nextval('purchase_number_seq')::text as n`);
      ctx.values.number = purchaseNumber(BigInt(n));
      ctx.values.status = 'draft';
      if (ctx.actor.userId) ctx.values.userId = ctx.actor.userId;
    } else {
      const status = await lockedStatus(ctx.tx, ctx.id as string);
      if (ctx.mode === 'delete') {
        if (status !== 'draft' && status !== 'cancelled') throw new ApiError(409, msg('purchase_delete', { status }));
        return;
      }
      if (!PURCHASE_EDITABLE.includes(status)) throw new ApiError(409, msg('purchase_not_editable', { status }));
    }
    if (ctx.values.locationId !== undefined) await activeLocation(ctx.tx, ctx.values.locationId);
    const lines = ctx.children.lines;
    if (lines) ctx.values.total = toTaka(poisha(await checkLines(ctx, lines)));
  },
};

/** The purchase's status, its row locked until the write commits: a receipt or a status move waits for it, and it for them. */
export async function lockedStatus(tx: Db, id: string): Promise<PurchaseStatus> {
  const [row] = await queryRows<{ status: PurchaseStatus }>(tx, sql`select status from ${purchases} where id = ${id} for update`);
  if (!row) throw new ApiError(404, msg('not_found', { what: 'Purchase' }));
  return row.status;
}

async function activeLocation(tx: Db, id: unknown): Promise<void> {
  const [row] =
    typeof id === 'string'
      ? await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, id), eq(locations.isActive, true)))
      : [];
  if (!row) throw fieldError('location', msg('unknown_location'));
}

/**
 * The purchase's total in poisha from its lines as they will be stored (an
 * entry that leaves a value out keeps the stored one); a line's quantity is
 * whole units, and an item is on one line only (a receipt moves each item
 * once). Which items the lines may name is the item-lines field's rule
 * (server/domains/inventory/resources/itemLines.ts).
 */
async function checkLines(ctx: BeforeWriteContext, entries: ChildEntry[]): Promise<number> {
  const stored = new Map<string, Record<string, unknown>>();
  if (ctx.id) {
    const rows = await ctx.tx.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, ctx.id));
    for (const r of rows) stored.set(r.id, r);
  }
  const lines = entries.map((e) => ({ ...(e.id ? stored.get(e.id) : undefined), ...e.values }) as Record<string, unknown>);
  const errors: FieldError[] = [];
  const amounts: Poisha[] = [];
  const items = new Set<string>();
  lines.forEach((l, i) => {
    // The field checks the items of the entries sent; an entry that keeps its stored item is checked here against the new ones.
    const item = String(l.variantId ?? l.productId);
    if (items.has(item)) errors.push(fieldEntry(`lines.${i}.product`, msg('item_listed_twice')));
    items.add(item);
    const qty = Number(l.qty);
    if (!Number.isInteger(qty)) errors.push(fieldEntry(`lines.${i}.qty`, msg('not_whole_number')));
    const cost = parseTaka(Number(l.unitCost));
    if (cost !== null && Number.isInteger(qty)) amounts.push(lineTotal(cost, qty));
  });
  if (errors.length > 0) throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  return sumPoisha(amounts);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseTaka, sumPoisha, toTaka } from '../../../common/money';
import { PURCHASE_EDITABLE, purchaseNumber, type PurchaseStatus } from '../../../common/purchases';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { locations, products, productVariants, purchaseLines, purchases } from '../../db/tables';
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
    if (lines) ctx.values.total = toTaka(await checkLines(ctx, lines));
  },
};

/** The purchase's status, its row locked until the write commits: a receipt or a status move waits for it, and it for them. */
export async function lockedStatus(tx: Db, id: string): Promise<PurchaseStatus> {
  const [row] = await queryRows<{ status: PurchaseStatus }>(tx, sql`select status from ${purchases} where id = ${id} for update`);
  if (!row) throw new ApiError(404, msg('not_found', { what: 'Purchase' }));
  return row.status;
}

async function activeLocation(tx: Db, id: unknown): Promise<void> {
  const [row] = typeof id === 'string' ? await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.id, id), eq(locations.isActive, true))) : [];
  if (!row) throw fieldError('location', msg('unknown_location'));
}

/**
 * Each line names a product, and a variation of it when it has variations;
 * an item once per purchase (a receipt moves each item once); whole units.
 * Answers the total in poisha (lines as they will be stored: what an entry
 * leaves out keeps the stored value).
 */
async function checkLines(ctx: BeforeWriteContext, entries: ChildEntry[]): Promise<number> {
  const stored = new Map<string, Record<string, unknown>>();
  if (ctx.id) {
    const rows = await ctx.tx.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, ctx.id));
    for (const r of rows) stored.set(r.id, r);
  }
  const lines = entries.map((e) => ({ ...(e.id ? stored.get(e.id) : undefined), ...e.values }) as Record<string, unknown>);
  const productIds = [...new Set(lines.map((l) => l.productId).filter((v): v is string => typeof v === 'string'))];
  const variantIds = [...new Set(lines.map((l) => l.variantId).filter((v): v is string => typeof v === 'string'))];
  const found = productIds.length ? await ctx.tx.select({ id: products.id, name: products.name, type: products.type }).from(products).where(inArray(products.id, productIds)) : [];
  const variants = variantIds.length
    ? await ctx.tx.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, variantIds))
    : [];
  const productOf = new Map(found.map((p) => [p.id, p]));
  const parentOf = new Map(variants.map((v) => [v.id, v.productId]));
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const totals: number[] = [];
  lines.forEach((l, i) => {
    const at = (key: string) => `lines.${i}.${key}`;
    const product = productOf.get(String(l.productId));
    const variant = typeof l.variantId === 'string' ? l.variantId : null;
    if (!product) errors.push(fieldEntry(at('product'), msg('not_product')));
    else if (product.type === 'variable' && !variant) errors.push(fieldEntry(at('variant'), msg('choose_variation', { name: product.name })));
    else if (product.type !== 'variable' && variant) errors.push(fieldEntry(at('variant'), msg('no_variations', { name: product.name })));
    else if (variant && parentOf.get(variant) !== product.id) errors.push(fieldEntry(at('variant'), msg('not_variation_of', { name: product.name })));
    else {
      const item = variant ?? product.id;
      const first = seen.get(item);
      if (first !== undefined) errors.push(fieldEntry(at(variant ? 'variant' : 'product'), msg('line_twice', { n: first + 1 })));
      else seen.set(item, i);
    }
    const qty = Number(l.qty);
    if (!Number.isInteger(qty)) errors.push(fieldEntry(at('qty'), msg('not_whole_number')));
    const cost = parseTaka(Number(l.unitCost));
    if (cost !== null && Number.isInteger(qty)) totals.push(cost * qty);
  });
  if (errors.length > 0) throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  return sumPoisha(totals);
}

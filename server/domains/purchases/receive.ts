import { and, eq, inArray, sql } from 'drizzle-orm';
import { toPoisha, toTaka, toTakaString } from '../../../common/money';
import { movingAverageCost, PURCHASE_RECEIVABLE, statusAfterReceiving, toReceive, type PurchaseStatus } from '../../../common/purchases';
import type { GoodsReceived, ReceiveInput } from '../../../common/wire/purchases';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { products, productVariants, purchaseLines, purchaseReceivings, purchases, stockMovements } from '../schema';
import type { AuditChange } from '../audit';
import type { Actor } from '../../engine/declaration';
import { ApiError, badRequest, fieldEntry, fieldError, msg, type FieldError } from '../../engine/errors';
import { appendAudit, appendAuditMany } from '../audit';
import { moveStock, type StockChange } from '../inventory';
import { readPurchase } from './purchaseDetail';
import { lockedStatus } from './purchaseRules';

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/**
 * Receive goods against a purchase (`POST purchases/{id}/receive`), all in one
 * transaction: the receipt's id is recorded (its primary key lets a receipt in
 * once: the same id again, even at the same moment, waits for the first and
 * answers what it brought), the lines' received quantities rise with a
 * conditional update (never above what was ordered), the stock comes in at
 * the destination through the ledger (kind `purchase`, at the line's cost),
 * each item's moving average cost is worked out in poisha (common/purchases.ts)
 * from its stock and cost as they stand under the row locks the ledger's
 * statement took, and the status becomes partly received or received.
 */
export async function receivePurchase(db: Db, purchaseId: string, input: ReceiveInput, actor: Actor): Promise<GoodsReceived> {
  return inTx(db, async (tx) => {
    const status = await lockedStatus(tx, purchaseId);
    const [fresh] = await tx
      .insert(purchaseReceivings)
      .values({ id: input.receipt, purchaseId, userId: actor.userId ?? null })
      .onConflictDoNothing({ target: purchaseReceivings.id })
      .returning({ createdAt: purchaseReceivings.createdAt });
    if (!fresh) return replay(tx, purchaseId, input.receipt);

    if (!PURCHASE_RECEIVABLE.includes(status)) {
      throw new ApiError(409, status === 'received' ? msg('purchase_all_received') : msg('purchase_not_receivable', { status }));
    }
    const detail = await readPurchase(tx, purchaseId);
    const amounts = amountsToReceive(detail.lines, input.lines);

    // Conditional: a line never goes past what was ordered, whatever else runs.
    const values = sql.join(
      [...amounts].map(([line, n]) => sql`(${line}::uuid, ${n}::int)`),
      sql`, `,
    );
    const raised = await queryRows<{ id: string }>(
      tx,
      sql`update ${purchaseLines} l set received_qty = l.received_qty + v.n
          from (values ${values}) as v(id, n)
          where l.id = v.id and l.purchase_id = ${purchaseId} and l.received_qty + v.n <= l.qty
          returning l.id`,
    );
    if (raised.length !== amounts.size) throw new ApiError(409, msg('shop_busy'));

    const lines = detail.lines.filter((l) => amounts.has(l._id));
    const changes: StockChange[] = lines.map((l) => ({
      productId: l.product,
      variantId: l.variant,
      locationId: detail.location._id,
      qty: amounts.get(l._id) as number,
      kind: 'purchase',
      unitCost: l.unitCost,
      purchaseId,
      userId: actor.userId,
      name: l.variantName ? `${l.name} (${l.variantName})` : l.name,
    }));
    await moveStock(tx, changes);
    const costChanges = await averageCosts(tx, changes);

    const after = detail.lines.map((l) => ({ qty: l.qty, receivedQty: l.receivedQty + (amounts.get(l._id) ?? 0) }));
    const next = statusAfterReceiving(after);
    await tx.update(purchases).set({ status: next, updatedAt: new Date() }).where(eq(purchases.id, purchaseId));

    const changesLog: AuditChange[] = [
      ...(next !== status ? [{ field: 'status', before: status, after: next }] : []),
      ...detail.lines.flatMap((l, i) =>
        amounts.has(l._id) ? [{ field: `lines.${i}.receivedQty`, before: l.receivedQty, after: l.receivedQty + (amounts.get(l._id) as number) }] : [],
      ),
      { field: 'receipt', after: input.receipt },
    ];
    await appendAuditMany(tx, [
      { ...actor, resource: 'purchases', recordId: purchaseId, action: 'receive', label: detail.number, changes: changesLog },
      ...costChanges.map((c) => ({
        ...actor,
        resource: 'products',
        recordId: c.productId,
        action: 'update',
        label: c.label,
        changes: [{ field: c.field, before: c.before, after: c.after }],
      })),
    ]);

    return {
      receipt: input.receipt,
      replayed: false,
      received: [...amounts].map(([line, qty]) => ({ line, qty })),
      purchase: await readPurchase(tx, purchaseId),
    };
  });
}

/**
 * Per line of the purchase, the units to receive now: every unit still to
 * come when no lines are named; else what is named, each line at most once
 * and never more than is left on it (400 naming `lines.N.…`, nothing changed).
 */
function amountsToReceive(lines: { _id: string; qty: number; receivedQty: number }[], asked: ReceiveInput['lines']): Map<string, number> {
  const out = new Map<string, number>();
  if (!asked) {
    for (const l of lines) if (toReceive(l) > 0) out.set(l._id, toReceive(l));
    if (out.size === 0) throw new ApiError(409, msg('purchase_all_received'));
    return out;
  }
  const errors: FieldError[] = [];
  const named = new Map<string, number>();
  asked.forEach((a, i) => {
    const line = lines.find((l) => l._id === a.line);
    if (!line) return void errors.push(fieldEntry(`lines.${i}.line`, msg('not_line_of_purchase')));
    const first = named.get(a.line);
    if (first !== undefined) return void errors.push(fieldEntry(`lines.${i}.line`, msg('line_listed_twice', { n: first + 1 })));
    named.set(a.line, i);
    if (a.qty > toReceive(line)) return void errors.push(fieldEntry(`lines.${i}.qty`, msg('receive_too_many', { left: toReceive(line) })));
    if (a.qty > 0) out.set(a.line, a.qty);
  });
  if (errors.length > 0) throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  if (out.size === 0) throw fieldError('lines', msg('receive_nothing'));
  return out;
}

interface CostChange {
  productId: string;
  label: string;
  field: string;
  before: number;
  after: number;
}

/**
 * The moving average cost of each item received, written where the item
 * keeps its cost (the variant's, or a simple product's). The ledger's
 * statement has just raised the item's stock, so its row is locked by this
 * transaction: the stock before the receipt is the stock now less what came
 * in, and nobody can change either figure until the commit. The update is
 * conditional on both anyway, so a cost is never written over a figure it was
 * not worked out from.
 */
async function averageCosts(tx: Db, changes: StockChange[]): Promise<CostChange[]> {
  const variantIds = changes.filter((c) => c.variantId).map((c) => c.variantId as string);
  const simpleIds = changes.filter((c) => !c.variantId).map((c) => c.productId);
  const variants = variantIds.length
    ? await tx
        .select({ id: productVariants.id, stock: productVariants.stock, cost: productVariants.cost, variant: productVariants.name, product: products.name })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, variantIds))
    : [];
  const simples = simpleIds.length
    ? await tx
        .select({ id: products.id, stock: products.stock, cost: products.cost, product: products.name })
        .from(products)
        .where(inArray(products.id, simpleIds))
    : [];
  const items = new Map<string, { stock: number; cost: number; product: string; variant?: string }>([...variants, ...simples].map((r) => [r.id, r]));
  const out: (CostChange & { id: string; stock: number; variant: boolean })[] = [];
  for (const c of changes) {
    const row = items.get(c.variantId ?? c.productId);
    if (!row) continue;
    const costBefore = toPoisha(row.cost);
    const next = movingAverageCost(row.stock - c.qty, costBefore, c.qty, toPoisha(c.unitCost as number));
    if (next === costBefore) continue;
    out.push({
      id: c.variantId ?? c.productId,
      variant: c.variantId !== null,
      stock: row.stock,
      productId: c.productId,
      label: row.product,
      field: row.variant ? `variations.${row.variant}.cost` : 'cost',
      before: toTaka(costBefore),
      after: toTaka(next),
    });
  }
  // One statement per table; each row only if its stock and cost are still what the cost was worked out from.
  for (const [table, rows] of [
    ['product_variants', out.filter((c) => c.variant)],
    ['products', out.filter((c) => !c.variant)],
  ] as const) {
    if (rows.length === 0) continue;
    const values = sql.join(
      rows.map((c) => sql`(${c.id}::uuid, ${c.stock}::int, ${toTakaString(toPoisha(c.before))}::numeric, ${toTakaString(toPoisha(c.after))}::numeric)`),
      sql`, `,
    );
    const written = await queryRows<{ id: string }>(
      tx,
      sql`update ${sql.identifier(table)} t set cost = n.after from (values ${values}) as n(id, stock, before, after)
          where t.id = n.id and t.stock = n.stock and t.cost = n.before returning t.id`,
    );
    if (written.length !== rows.length) throw new ApiError(409, msg('shop_busy'));
  }
  return out.map(({ productId, label, field, before, after }) => ({ productId, label, field, before, after }));
}

/**
 * The answer to a receipt id seen before: what that receipt brought in (its
 * ledger rows, written in its transaction, carry its moment and the
 * purchase), and the purchase as it is now. Another purchase's receipt id is
 * a 409.
 */
async function replay(tx: Db, purchaseId: string, receipt: string): Promise<GoodsReceived> {
  const [seen] = await tx
    .select({ purchaseId: purchaseReceivings.purchaseId, number: purchases.number })
    .from(purchaseReceivings)
    .innerJoin(purchases, eq(purchases.id, purchaseReceivings.purchaseId))
    .where(eq(purchaseReceivings.id, receipt));
  if (!seen || seen.purchaseId !== purchaseId) {
    throw new ApiError(409, msg('receipt_other_purchase', { number: seen?.number ?? '?' }), [
      fieldEntry('receipt', msg('receipt_other_purchase', { number: seen?.number ?? '?' })),
    ]);
  }
  const purchase = await readPurchase(tx, purchaseId);
  const moved = await tx
    .select({ item: stockMovements.itemId, qty: stockMovements.qty })
    .from(stockMovements)
    // Microseconds: compared in SQL, not through a JavaScript Date.
    .where(
      and(
        eq(stockMovements.purchaseId, purchaseId),
        eq(stockMovements.kind, 'purchase'),
        sql`${stockMovements.createdAt} = (select created_at from ${purchaseReceivings} where id = ${receipt})`,
      ),
    );
  const received = purchase.lines.flatMap((l) => {
    const row = moved.find((m) => m.item === (l.variant ?? l.product));
    return row ? [{ line: l._id, qty: row.qty }] : [];
  });
  return { receipt, replayed: true, received, purchase };
}

/** Mark as Ordered and Cancel: a conditional update of the status, so a move races nothing (a receipt locks the row first). */
export async function moveStatus(db: Db, purchaseId: string, to: 'ordered' | 'cancelled', actor: Actor): Promise<void> {
  await inTx(db, async (tx) => {
    const status: PurchaseStatus = await lockedStatus(tx, purchaseId);
    const allowed = to === 'ordered' ? status === 'draft' : status === 'draft' || status === 'ordered';
    if (!allowed) throw new ApiError(409, msg('status_move', { from: status, to }), [fieldEntry('status', msg('status_move', { from: status, to }))]);
    if (to === 'ordered') {
      const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${purchaseLines} where purchase_id = ${purchaseId}`);
      if (Number(n) === 0) throw new ApiError(409, msg('purchase_no_lines'), [fieldEntry('lines', msg('purchase_no_lines'))]);
    }
    const [row] = await tx
      .update(purchases)
      .set({ status: to, updatedAt: new Date(), ...(to === 'ordered' ? { orderedAt: new Date() } : {}) })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, status)))
      .returning({ number: purchases.number });
    await appendAudit(tx, {
      ...actor,
      resource: 'purchases',
      recordId: purchaseId,
      action: to === 'ordered' ? 'order' : 'cancel',
      label: row.number,
      changes: [{ field: 'status', before: status, after: to }],
    });
  });
}

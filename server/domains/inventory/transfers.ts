import { and, asc, eq, sql } from 'drizzle-orm';
import { IN_TRANSIT_REASON, toReceive, type TransferStatus } from '../../../common/transfers';
import type { ReceiveInput, TransferRecord } from '../../../common/wire/transfers';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { locations, products, productVariants, transferLines, transfers } from '../schema';
import { ApiError, conflict, fieldEntry, fieldError, msg, notFound, pgError } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import { recordTransitDamage, takeDamagedStock } from './damages';
import { moveStock, type StockChange } from './ledger';

/**
 * Transfers between locations (issue 21, spec §3.5, §4, §7.5). Sending takes
 * the lines from the origin through the ledger's conditional update (a till
 * that just sold the last unit wins, and the send is a 409 naming the item);
 * until received the units are in transit, counted in neither location (the
 * item's total drops on send and rises on receipt). Receiving puts good units
 * into the destination and books damaged ones as damages there. Every
 * action locks the transfer's row first, so two receipts of one transfer
 * (a double click, five tabs) run one after the other and the second finds
 * nothing left.
 */

export interface TransferActor {
  userId?: string;
  ip?: string;
}

type Transfer = typeof transfers.$inferSelect;

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db
    .transaction((tx) => work(tx as unknown as Db))
    .catch((err: unknown): never => {
      // Two writers that still deadlock are the client's to retry, not a server fault.
      const code = pgError(err)?.code;
      if (code === '40P01' || code === '40001') throw new ApiError(409, msg('shop_busy'));
      throw err;
    });

async function lockTransfer(tx: Db, id: string): Promise<Transfer> {
  if (!isUuid(id)) throw notFound('Transfer');
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for('update');
  if (!row) throw notFound('Transfer');
  return row;
}

interface LineRow {
  id: string;
  productId: string;
  variantId: string | null;
  name: string;
  sku: string | null;
  qty: number;
  receivedQty: number;
  damagedQty: number;
}

/** A transfer's lines in their order, with the item's name and SKU. */
async function linesOf(db: Db, id: string): Promise<LineRow[]> {
  return db
    .select({
      id: transferLines.id,
      productId: transferLines.productId,
      variantId: transferLines.variantId,
      name: sql<string>`${products.name} || coalesce(' (' || ${productVariants.name} || ')', '')`,
      sku: sql<string | null>`coalesce(${productVariants.sku}, ${products.sku})`,
      qty: transferLines.qty,
      receivedQty: transferLines.receivedQty,
      damagedQty: transferLines.damagedQty,
    })
    .from(transferLines)
    .innerJoin(products, eq(products.id, transferLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, transferLines.variantId))
    .where(eq(transferLines.transferId, id))
    .orderBy(asc(transferLines.position), asc(transferLines.id));
}

const leftOf = (l: LineRow) => toReceive({ quantity: l.qty, receivedQty: l.receivedQty, damagedQty: l.damagedQty });

/** The transfer as the transfer view reads it (spec §3.5). */
export async function readTransfer(db: Db, id: string): Promise<TransferRecord> {
  if (!isUuid(id)) throw notFound('Transfer');
  const [row] = await queryRows<{
    id: string;
    number: string;
    status: TransferStatus;
    from_id: string;
    from_name: string;
    to_id: string;
    to_name: string;
    note: string | null;
    sent_at: Date | string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select t.id, t.number, t.status, t.note, t.sent_at, t.created_at, f.id as from_id, f.name as from_name, d.id as to_id, d.name as to_name
        from ${transfers} t join ${locations} f on f.id = t.from_location_id join ${locations} d on d.id = t.to_location_id
        where t.id = ${id}`,
  );
  if (!row) throw notFound('Transfer');
  const iso = (v: Date | string) => new Date(v).toISOString();
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    from: { _id: row.from_id, name: row.from_name },
    to: { _id: row.to_id, name: row.to_name },
    note: row.note,
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    createdAt: iso(row.created_at),
    products: (await linesOf(db, id)).map((l) => ({
      _id: l.id,
      product: l.productId,
      variant: l.variantId,
      name: l.name,
      sku: l.sku,
      quantity: l.qty,
      receivedQty: l.receivedQty,
      damagedQty: l.damagedQty,
      toReceive: leftOf(l),
    })),
  };
}

/** One change per item (the ledger takes distinct items per location), named for the 409. */
function perItem(
  lines: { productId: string; variantId: string | null; name: string; qty: number }[],
  base: Omit<StockChange, 'productId' | 'variantId' | 'qty' | 'name'>,
): StockChange[] {
  const byItem = new Map<string, StockChange>();
  for (const l of lines) {
    if (l.qty === 0) continue;
    const key = l.variantId ?? l.productId;
    const had = byItem.get(key);
    byItem.set(key, had ? { ...had, qty: had.qty + l.qty } : { ...base, productId: l.productId, variantId: l.variantId, qty: l.qty, name: l.name });
  }
  return [...byItem.values()];
}

const statusChange = (before: string, after: string) => [{ field: 'status', before, after }];

/**
 * Sends a draft: its lines leave the origin in one statement, or none does
 * (409 naming the first item short there). Sending a transfer already on its
 * way or received answers it as it is (a retry, a double click); a cancelled
 * one cannot be sent.
 */
export async function sendTransfer(db: Db, id: string, actor: TransferActor): Promise<void> {
  await inTx(db, async (tx) => {
    const t = await lockTransfer(tx, id);
    if (t.status === 'cancelled') throw conflict('status', msg('transfer_status', { status: t.status }));
    if (t.status !== 'draft') return;
    const lines = await linesOf(tx, id);
    if (lines.length === 0) throw fieldError('lines', msg('cart_empty'));
    const [from] = await tx.select({ active: locations.isActive }).from(locations).where(eq(locations.id, t.fromLocationId));
    if (!from?.active) throw conflict('from', msg('unknown_location'));
    const [to] = await tx.select({ active: locations.isActive }).from(locations).where(eq(locations.id, t.toLocationId));
    if (!to?.active) throw conflict('to', msg('unknown_location'));
    await moveStock(
      tx,
      perItem(
        lines.map((l) => ({ ...l, qty: -l.qty })),
        { locationId: t.fromLocationId, kind: 'transfer-out', transferId: id, userId: actor.userId, note: t.number },
      ),
    );
    await tx.update(transfers).set({ status: 'sent', sentAt: new Date(), sentBy: actor.userId, updatedAt: new Date() }).where(eq(transfers.id, id));
    await appendAudit(tx, {
      userId: actor.userId,
      ip: actor.ip,
      resource: 'transfers',
      recordId: id,
      action: 'send',
      label: t.number,
      changes: statusChange('draft', 'sent'),
    });
  });
}

/** Cancels a draft (nothing has moved yet); a transfer already sent cannot be cancelled. */
export async function cancelTransfer(db: Db, id: string, actor: TransferActor): Promise<void> {
  await inTx(db, async (tx) => {
    const t = await lockTransfer(tx, id);
    if (t.status === 'cancelled') return;
    if (t.status !== 'draft') throw conflict('status', msg('transfer_status', { status: t.status }));
    await tx.update(transfers).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(transfers.id, id));
    await appendAudit(tx, {
      userId: actor.userId,
      ip: actor.ip,
      resource: 'transfers',
      recordId: id,
      action: 'cancel',
      label: t.number,
      changes: statusChange('draft', 'cancelled'),
    });
  });
}

/** Only a transfer on its way has anything to receive. */
function refuseUnsent(t: Transfer): void {
  if (t.status === 'draft' || t.status === 'cancelled') throw conflict('status', msg('transfer_not_sent', { status: t.status }));
}

/**
 * After a receipt: every unit that arrived into the destination
 * (`transfer-in`), then the damaged ones out of it again as damage records
 * with their `damage` movements at cost, in the same transaction: a unit lost
 * in transit leaves sellable stock through the ledger like any other damage,
 * so Profit/Loss counts it once (issue 33). The status from what is left.
 */
async function land(tx: Db, t: Transfer, got: { line: LineRow; received: number; damaged: number }[], actor: TransferActor): Promise<void> {
  await moveStock(
    tx,
    perItem(
      got.map((g) => ({ ...g.line, qty: g.received + g.damaged })),
      { locationId: t.toLocationId, kind: 'transfer-in', transferId: t.id, userId: actor.userId, note: t.number },
    ),
  );
  for (const g of got.filter((x) => x.damaged > 0)) {
    const damageId = await recordTransitDamage(tx, {
      productId: g.line.productId,
      variantId: g.line.variantId,
      locationId: t.toLocationId,
      qty: g.damaged,
      transferId: t.id,
      userId: actor.userId,
      reason: IN_TRANSIT_REASON,
    });
    await takeDamagedStock(tx, damageId, actor.userId);
  }
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(transferLines)
    .where(and(eq(transferLines.transferId, t.id), sql`${transferLines.receivedQty} + ${transferLines.damagedQty} < ${transferLines.qty}`));
  const status: TransferStatus = Number(left.n) === 0 ? 'completed' : 'partly-received';
  await tx.update(transfers).set({ status, updatedAt: new Date() }).where(eq(transfers.id, t.id));
  await appendAudit(tx, {
    userId: actor.userId,
    ip: actor.ip,
    resource: 'transfers',
    recordId: t.id,
    action: 'receive',
    label: t.number,
    changes: [
      ...(status !== t.status ? statusChange(t.status, status) : []),
      ...got.map((g) => ({ field: `lines.${g.line.name}`, after: `${g.received} received${g.damaged ? `, ${g.damaged} damaged` : ''}` })),
    ],
  });
}

/**
 * Receives per line what arrived now: `received` good units and `damaged`
 * ones. A line's received and damaged never add up to more than was sent:
 * the update is conditional on it (and the table's CHECK backs it), so a
 * second receipt of the same units finds no room and is refused with the
 * line named; nothing of the call is kept then.
 */
export async function receiveTransfer(db: Db, id: string, input: ReceiveInput, actor: TransferActor): Promise<void> {
  await inTx(db, async (tx) => {
    const t = await lockTransfer(tx, id);
    refuseUnsent(t);
    const lines = new Map((await linesOf(tx, id)).map((l) => [l.id, l]));
    const seen = new Set<string>();
    const errors = input.lines.flatMap((entry, i) => {
      if (!lines.has(entry._id)) return [fieldEntry(`lines.${i}._id`, msg('not_transfer_line', { number: t.number }))];
      if (seen.has(entry._id)) return [fieldEntry(`lines.${i}._id`, msg('transfer_line_twice'))];
      seen.add(entry._id);
      return [];
    });
    if (errors.length > 0) throw new ApiError(400, `${errors[0].field}: ${errors[0].message}`, errors);
    const wanted = input.lines.map((entry, i) => ({ i, line: lines.get(entry._id) as LineRow, received: entry.received, damaged: entry.damaged ?? 0 }));
    if (wanted.every((w) => w.received + w.damaged === 0)) throw fieldError('lines', msg('receive_nothing'));
    const got: typeof wanted = [];
    for (const w of wanted) {
      if (w.received + w.damaged === 0) continue;
      const done = await tx
        .update(transferLines)
        .set({ receivedQty: sql`${transferLines.receivedQty} + ${w.received}`, damagedQty: sql`${transferLines.damagedQty} + ${w.damaged}` })
        .where(
          and(
            eq(transferLines.id, w.line.id),
            eq(transferLines.transferId, id),
            sql`${transferLines.receivedQty} + ${transferLines.damagedQty} + ${w.received + w.damaged} <= ${transferLines.qty}`,
          ),
        )
        .returning({ id: transferLines.id });
      if (done.length === 0) throw fieldError(`lines.${w.i}.received`, msg('transfer_receive_too_many', { name: w.line.name, left: leftOf(w.line) }));
      got.push(w);
    }
    await land(tx, t, got, actor);
  });
}

/**
 * Receives everything still to receive (spec §7.5), all of it in good order.
 * The update takes what is left at that moment, so a second call (a double
 * click, five at once) finds nothing left and changes nothing: it answers
 * the same final state.
 */
export async function receiveAll(db: Db, id: string, actor: TransferActor): Promise<void> {
  await inTx(db, async (tx) => {
    const t = await lockTransfer(tx, id);
    refuseUnsent(t);
    const before = new Map((await linesOf(tx, id)).map((l) => [l.id, l]));
    const taken = await tx
      .update(transferLines)
      .set({ receivedQty: sql`${transferLines.qty} - ${transferLines.damagedQty}` })
      .where(and(eq(transferLines.transferId, id), sql`${transferLines.receivedQty} + ${transferLines.damagedQty} < ${transferLines.qty}`))
      .returning({ id: transferLines.id });
    if (taken.length === 0) return;
    const got = taken.map(({ id: lineId }) => {
      const line = before.get(lineId) as LineRow;
      return { line, received: leftOf(line), damaged: 0 };
    });
    await land(tx, t, got, actor);
  });
}

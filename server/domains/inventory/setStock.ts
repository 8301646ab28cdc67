import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { moveStock, type MovementKind } from './ledger';

export interface TargetFigure {
  productId: string;
  variantId: string | null;
  locationId: string;
  /** What the location's figure must become. */
  target: number;
  /** For a 409 naming the item (never expected: the rows are locked). */
  name: string;
}

export interface FigureSet {
  productId: string;
  variantId: string | null;
  locationId: string;
  /** The figure the moment it was set, and target − before, the ledger row's quantity. */
  before: number;
  difference: number;
}

/**
 * Sets figures of items at locations to what a person counted or typed (an
 * adjustment to a figure, a stock count's confirmation), in the caller's
 * transaction. The location's rows are made if missing and locked first (in
 * the order sales lock them), so the figure each difference is worked out
 * from is the one at this instant and no sale, receipt or transfer can come
 * between it and the write: a count started before a sale of the same item
 * still ends at what was counted. The write itself is moveStock's (the
 * location's figure, the item's, the variable parent's and the ledger row in
 * one statement), with the difference as its quantity.
 */
export async function setFigures(
  tx: Db,
  targets: TargetFigure[],
  movement: { kind: MovementKind; countId?: string; userId?: string; note?: string },
): Promise<FigureSet[]> {
  if (targets.length === 0) return [];
  const values = sql.join(
    targets.map((t) => sql`(${t.locationId}::uuid, ${t.productId}::uuid, ${t.variantId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`insert into stock_levels (location_id, product_id, variant_id, stock)
    select l, p, v, 0 from (values ${values}) as t(l, p, v) order by l, coalesce(v, p)
    on conflict (location_id, item_id) do nothing`);
  const locked = await queryRows<{ location_id: string; item_id: string; stock: number }>(
    tx,
    sql`select s.location_id, s.item_id, s.stock from stock_levels s
        join (values ${values}) as t(l, p, v) on s.location_id = t.l and s.item_id = coalesce(t.v, t.p)
        order by s.location_id, s.item_id for update of s`,
  );
  const figure = new Map(locked.map((r) => [`${r.location_id}:${r.item_id}`, Number(r.stock)]));
  const set = targets.map((t) => {
    const before = figure.get(`${t.locationId}:${t.variantId ?? t.productId}`) ?? 0;
    return { productId: t.productId, variantId: t.variantId, locationId: t.locationId, before, difference: t.target - before };
  });
  await moveStock(
    tx,
    set.map((s, i) => ({
      productId: s.productId,
      variantId: s.variantId,
      locationId: s.locationId,
      qty: s.difference,
      kind: movement.kind,
      countId: movement.countId,
      userId: movement.userId,
      note: movement.note,
      name: targets[i].name,
    })),
  );
  return set;
}

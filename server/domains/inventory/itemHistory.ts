import { sql, type SQL } from 'drizzle-orm';
import type { Movement, MovementPage, MovementQuery } from '../../../common/wire/inventory';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { Viewer } from '../../engine/declaration';
import { notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { scopeOf } from './itemList';

export interface Item {
  productId: string;
  variantId: string | null;
  name: string;
  variant: string | null;
  sku: string | null;
}

/** A variant, or a product without variants, by the item id the inventory screen shows; 404 otherwise. */
export async function itemOf(db: Db, id: string): Promise<Item> {
  if (!isUuid(id)) throw notFound('Item');
  const [row] = await queryRows<Item>(
    db,
    sql`select v.product_id as "productId", v.id as "variantId", p.name, v.name as variant, v.sku
          from product_variants v join products p on p.id = v.product_id where v.id = ${id}
        union all
        select p.id, null, p.name, null, p.sku from products p where p.id = ${id} and p.type = 'simple'`,
  );
  if (!row) throw notFound('Item');
  return row;
}

type Row = Omit<Movement, 'cause' | 'createdAt'> & {
  createdAt: Date | string;
  orderId: string | null;
  purchaseId: string | null;
  transferId: string | null;
  damageId: string | null;
  countId: string | null;
  label: string | null;
  total: number;
  now: number;
};

/** The statement of a page of an item's history (the benchmark sends the same through the driver). */
export function historySql(itemId: string, q: MovementQuery, viewer: Viewer): SQL {
  const page = q.page ?? 1;
  const limit = q.limit ?? 16;
  return sql`
    with scope as materialized (${scopeOf(viewer, q.location ? [q.location] : undefined)}),
    now as materialized (
      select coalesce(sum(l.stock), 0)::int as stock from stock_levels l, scope s
      where l.item_id = ${itemId} and (s.chosen is null or l.location_id = any(s.chosen))
    ),
    ledger as (
      select m.id, m.created_at, m.location_id, m.kind, m.qty, m.unit_cost, m.user_id, m.note,
             m.order_id, m.purchase_id, m.transfer_id, m.damage_id, m.count_id,
             (select stock from now) - coalesce(sum(m.qty) over (order by m.created_at desc, m.qty < 0 desc, m.id desc rows between unbounded preceding and 1 preceding), 0) as balance
      from stock_movements m, scope s
      where m.item_id = ${itemId} and (s.chosen is null or m.location_id = any(s.chosen))
      -- Rows of one transaction share its time: what came in is read before what went out (a receipt's good and
      -- damaged units in, then the damaged out), so the figure after each row is never below zero in between.
      order by m.created_at desc, m.qty < 0 desc, m.id desc
    ),
    shown as (select * from ledger ${q.kind ? sql`where kind = ${q.kind}` : sql``})
    select g.id as "_id", g.created_at as "createdAt", g.location_id as "locationId", loc.name as location, g.kind, g.qty,
           g.unit_cost as "unitCost", g.balance::int as balance, u.name as "user", g.note,
           g.order_id as "orderId", g.purchase_id as "purchaseId", g.transfer_id as "transferId", g.damage_id as "damageId", g.count_id as "countId",
           coalesce(o.number, pu.number, tr.number, d.number, c.number) as label,
           (select count(*)::int from shown) as total, (select stock from now) as now
    from (select * from shown limit ${limit} offset ${(page - 1) * limit}) g
    join locations loc on loc.id = g.location_id
    left join users u on u.id = g.user_id
    left join orders o on o.id = g.order_id
    left join purchases pu on pu.id = g.purchase_id
    left join transfers tr on tr.id = g.transfer_id
    left join damages d on d.id = g.damage_id
    left join stock_counts c on c.id = g.count_id
    order by g.created_at desc, g.qty < 0 desc, g.id desc`;
}

/**
 * An item's ledger, newest first, with the figure right after each row: the
 * figure now less what the rows newer than it moved, summed over the rows in
 * the order the index `stock_movements_item_idx (item_id, created_at, id)`
 * reads them backwards (one window over the item's rows, which the pager's
 * count reads anyway: an item has tens to thousands). The balance counts every kind; the kind filter
 * only chooses which rows are shown. Viewed by someone who sees only their
 * own location (itemList.ts), the rows and the balance are that location's.
 */
export async function itemHistory(db: Db, itemId: string, q: MovementQuery, viewer: Viewer): Promise<MovementPage> {
  if (!isUuid(itemId)) throw notFound('Item');
  const page = q.page ?? 1;
  const limit = q.limit ?? 16;
  // Both at once: an unknown item has no rows, and its lookup answers 404.
  const [item, rows] = await Promise.all([itemOf(db, itemId), queryRows<Row>(db, historySql(itemId, q, viewer))]);
  // The figure and the count when the page is past the end (no row carried them).
  const [fallback] = rows.length
    ? [{ total: rows[0].total, now: rows[0].now }]
    : await queryRows<{ total: number; now: number }>(
        db,
        sql`with scope as materialized (${scopeOf(viewer, q.location ? [q.location] : undefined)})
            select (select count(*)::int from stock_movements m where m.item_id = ${itemId} and (s.chosen is null or m.location_id = any(s.chosen)) ${q.kind ? sql`and m.kind = ${q.kind}` : sql``}) as total,
                   (select coalesce(sum(l.stock), 0)::int from stock_levels l where l.item_id = ${itemId} and (s.chosen is null or l.location_id = any(s.chosen))) as now
            from scope s`,
      );
  return {
    item: {
      _id: itemId,
      productId: item.productId,
      variantId: item.variantId,
      name: item.name,
      variant: item.variant,
      sku: item.sku,
      stock: Number(fallback.now),
    },
    doc: rows.map((r) => ({
      _id: r._id,
      createdAt: new Date(r.createdAt).toISOString(),
      locationId: r.locationId,
      location: r.location,
      kind: r.kind,
      qty: Number(r.qty),
      unitCost: r.unitCost === null ? null : Number(r.unitCost),
      balance: Number(r.balance),
      user: r.user,
      note: r.note,
      cause: causeOf(r),
    })),
    totalDocs: Number(fallback.total),
    page,
    limit,
  };
}

function causeOf(r: Row): Movement['cause'] {
  const label = r.label;
  if (r.orderId) return { type: 'order', id: r.orderId, label };
  if (r.purchaseId) return { type: 'purchase', id: r.purchaseId, label };
  if (r.transferId) return { type: 'transfer', id: r.transferId, label };
  if (r.damageId) return { type: 'damage', id: r.damageId, label };
  if (r.countId) return { type: 'count', id: r.countId, label };
  return null;
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { locations, products, productVariants, stockLevels, stockMovements } from '../schema';
import type { MovementKindName } from '../../../common/stockLevels';
import { ApiError, msg } from '../../engine/errors';
import type { StockMismatch } from '../../../common/wire/inventory';
import { locationOfUser } from './locations';

export type MovementKind = MovementKindName;

export interface StockChange {
  productId: string;
  variantId: string | null;
  /** The location whose stock changes. */
  locationId: string;
  /** Signed: negative takes stock, positive puts it in. */
  qty: number;
  kind: MovementKind;
  /** Cost per unit in taka (a receipt's purchase price); absent: the item's average cost now. */
  unitCost?: number;
  orderId?: string;
  purchaseId?: string;
  transferId?: string;
  damageId?: string;
  countId?: string;
  userId?: string;
  note?: string;
  /** For the 409 message when stock runs out. */
  name: string;
}

/** The item a change moves: its variant, else its product (stock_levels.item_id). */
export const itemKey = (c: Pick<StockChange, 'productId' | 'variantId'>) => c.variantId ?? c.productId;

/** Above this many items, their figures are updated from arrays, one statement part per table instead of one per row. */
const MANY_ITEMS = 8;
/** Uuids (or nulls) as one array parameter; uuids and NULL need no quoting inside the literal. */
const uuidArray = (ids: (string | null)[]) => sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::uuid[]`;
const intArray = (ns: number[]) => sql`${`{${ns.join(',')}}`}::int[]`;

/**
 * The parts of one statement that change the stock of items at locations and
 * write their ledger rows. Taking stock is a conditional UPDATE of the
 * location's row (`stock >= n`), never a read then a write, so two tills can
 * never sell the same last unit, and a transfer can never send a unit a till
 * has just sold: the second waits for the first's row lock and then finds too
 * little. The item's own figure (product or variant) and a variable
 * product's sum move in the same statement. Changes name distinct items per
 * location (callers merge their lines) and are sorted, so that two writers
 * lock shared rows in one order. `shortLine` is an expression for the index
 * (in `changes`) of the first change that could not be taken, or null.
 */
export function stockStatement(db: Db, change: StockChange | StockChange[]): { changes: StockChange[]; parts: SQL[]; shortLine: SQL } {
  const changes = (Array.isArray(change) ? change : [change])
    .filter((c) => c.qty !== 0)
    .sort((a, b) => `${a.locationId}:${itemKey(a)}`.localeCompare(`${b.locationId}:${itemKey(b)}`));
  if (changes.length === 0) return { changes, parts: [], shortLine: sql`null::int` };

  // Each row is changed by one part: PostgreSQL applies only one change per row in a statement.
  // Taking is one conditional part per line, so the statement knows which line was short.
  const parts: SQL[] = [];
  const takes = changes.flatMap((c, i) => (c.qty < 0 ? [i] : []));
  for (const i of takes) {
    const c = changes[i];
    const level = db
      .update(stockLevels)
      .set({ stock: sql`${stockLevels.stock} + ${c.qty}` })
      .where(and(eq(stockLevels.locationId, c.locationId), eq(stockLevels.itemId, itemKey(c)), sql`${stockLevels.stock} >= ${-c.qty}`))
      .returning({ item: stockLevels.itemId });
    parts.push(sql`${sql.identifier(`line${i}`)} as (${level.getSQL()})`);
  }
  // Putting never falls short: one upsert for every line, in the sorted order (a receipt of 200 lines is one part, not 200).
  const puts = changes.filter((c) => c.qty > 0);
  if (puts.length > 0) {
    parts.push(sql`puts as (insert into ${stockLevels} (location_id, product_id, variant_id, stock)
      select u.l, u.p, u.v, u.q from unnest(${uuidArray(puts.map((c) => c.locationId))}, ${uuidArray(puts.map((c) => c.productId))},
        ${uuidArray(puts.map((c) => c.variantId))}, ${intArray(puts.map((c) => c.qty))}) with ordinality as u(l, p, v, q, n) order by u.n
      on conflict (location_id, item_id) do update set stock = ${stockLevels}.stock + excluded.stock)`);
  }
  // The item's own figure, once per item whatever the number of its locations that changed; a variable product's sum with it.
  const items = new Map<string, { productId: string; variantId: string | null; qty: number }>();
  for (const c of changes) {
    const item = items.get(itemKey(c)) ?? { productId: c.productId, variantId: c.variantId, qty: 0 };
    items.set(itemKey(c), { ...item, qty: item.qty + c.qty });
  }
  const byProduct = new Map<string, number>();
  for (const c of changes) byProduct.set(c.productId, (byProduct.get(c.productId) ?? 0) + c.qty);
  const variantsMoved = [...items.values()].filter((c) => c.variantId);
  if (items.size > MANY_ITEMS) {
    // Many items (a receipt, a transfer, a count): one update per table from arrays; a product's figure is the sum of
    // its changes whether it is a simple item or the parent of the variants that moved.
    if (variantsMoved.length > 0) {
      parts.push(sql`variant_items as (update ${productVariants} v set stock = v.stock + u.q
        from unnest(${uuidArray(variantsMoved.map((c) => c.variantId))}, ${uuidArray(variantsMoved.map((c) => c.productId))}, ${intArray(variantsMoved.map((c) => c.qty))}) as u(id, p, q)
        where v.id = u.id and v.product_id = u.p)`);
    }
    const moved = [...byProduct];
    parts.push(sql`product_items as (update ${products} p set stock = p.stock + u.q
      from unnest(${uuidArray(moved.map(([id]) => id))}, ${intArray(moved.map(([, qty]) => qty))}) as u(id, q) where p.id = u.id)`);
  } else {
    // A sale's few lines: one part per row, in the sorted order, as the till's benchmark measures them.
    [...items.values()].forEach((c, i) => {
      const update = c.variantId
        ? db
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} + ${c.qty}` })
            .where(and(eq(productVariants.id, c.variantId), eq(productVariants.productId, c.productId)))
        : db
            .update(products)
            .set({ stock: sql`${products.stock} + ${c.qty}` })
            .where(eq(products.id, c.productId));
      parts.push(sql`${sql.identifier(`item${i}`)} as (${update.getSQL()})`);
    });
    const parents = [...new Set(variantsMoved.map((c) => c.productId))];
    parents.forEach((productId, i) => {
      const update = db
        .update(products)
        .set({ stock: sql`${products.stock} + ${byProduct.get(productId) ?? 0}` })
        .where(eq(products.id, productId));
      parts.push(sql`${sql.identifier(`parent${i}`)} as (${update.getSQL()})`);
    });
  }
  const ledger = db.insert(stockMovements).values(
    changes.map((c) => ({
      productId: c.productId,
      variantId: c.variantId,
      locationId: c.locationId,
      kind: c.kind,
      qty: c.qty,
      unitCost: c.unitCost ?? averageCostNow(c),
      orderId: c.orderId ?? null,
      purchaseId: c.purchaseId ?? null,
      transferId: c.transferId ?? null,
      damageId: c.damageId ?? null,
      countId: c.countId ?? null,
      userId: c.userId ?? null,
      note: c.note ?? null,
    })),
  );
  parts.push(sql`ledger as (${ledger.getSQL()})`);
  if (takes.length === 0) return { changes, parts, shortLine: sql`null::int` };
  const taken = sql.join(
    takes.map((i) => sql`select ${sql.raw(String(i))} from ${sql.identifier(`line${i}`)}`),
    sql` union all `,
  );
  parts.push(sql`short_line as (select min(w.i) as i from unnest(${intArray(takes)}) as w(i) where w.i not in (${taken}))`);
  return { changes, parts, shortLine: sql`(select i from short_line)` };
}

/** The item's cost per unit as it stands (its moving average), read in the statement that records the movement. */
function averageCostNow(c: Pick<StockChange, 'productId' | 'variantId'>): SQL {
  return c.variantId
    ? sql`(select ${productVariants.cost} from ${productVariants} where ${productVariants.id} = ${c.variantId})`
    : sql`(select ${products.cost} from ${products} where ${products.id} = ${c.productId})`;
}

/**
 * Changes stock in the caller's transaction, in one statement (see
 * stockStatement); a change that is short is refused with a 409 for the
 * caller's transaction to roll back.
 */
export async function moveStock(tx: Db, change: StockChange | StockChange[]): Promise<void> {
  const { changes, parts, shortLine } = stockStatement(tx, change);
  if (changes.length === 0) return;
  const [row] = await queryRows<{ short: number | null }>(tx, sql`with ${sql.join(parts, sql`, `)} select ${shortLine} as short`);
  if (row.short !== null) await refuseShort(tx, changes[Number(row.short)]);
}

/** What the change's location holds of its item now, and the location's name (a plain read: to word a refusal, or to size the next conditional take). */
export async function stockAt(
  tx: Db,
  change: Pick<StockChange, 'productId' | 'variantId' | 'locationId'>,
): Promise<{ available: number; location: string | undefined }> {
  const [left] = await tx
    .select({ stock: stockLevels.stock, location: locations.name })
    .from(locations)
    .leftJoin(stockLevels, and(eq(stockLevels.locationId, locations.id), eq(stockLevels.itemId, itemKey(change))))
    .where(eq(locations.id, change.locationId));
  return { available: left?.stock ?? 0, location: left?.location };
}

/** 409 naming the item, the location and what is left there (read only to word the message; nothing of the change remains once refused). */
export async function refuseShort(tx: Db, change: StockChange): Promise<never> {
  const { available, location } = await stockAt(tx, change);
  throw new ApiError(409, msg('out_of_stock', { name: change.name, available }), [
    { field: `stock.${itemKey(change)}`, message: `only ${available} left at ${location ?? 'this location'}` },
  ]);
}

/**
 * Writes the movement (and the location's figure) that makes the ledger agree
 * with a stock figure set by hand (the product form, the variant manager, an
 * import, the demo data): an `opening` row for a new item, an `adjustment`
 * when a person changed the figure. The difference goes to the writer's
 * location (their till's, else the store's main one); taking more there than
 * it holds is a 409 naming the stock. Run in the transaction that changed the
 * stock. Without `productId`, every product.
 */
export async function reconcileStock(
  tx: Db,
  opts: { productId?: string; productIds?: string[]; kind: 'opening' | 'adjustment'; userId?: string; note?: string },
): Promise<void> {
  if (opts.productIds?.length === 0) return;
  // productIds: many products at once (the CSV import); uuids need no quoting inside the array literal.
  const only = (column: string) =>
    opts.productId
      ? sql`and ${sql.raw(column)} = ${opts.productId}`
      : opts.productIds
        ? sql`and ${sql.raw(column)} = any(${`{${opts.productIds.join(',')}}`}::uuid[])`
        : sql``;
  const rows = await queryRows<{ refused: string | null }>(
    tx,
    sql`
    with place as (select ${locationOfUser(opts.userId)} as id),
    diff as (
      select d.product_id, d.variant_id, d.diff
      from (
        select p.id as product_id, null::uuid as variant_id,
               p.stock - coalesce((select sum(l.stock) from stock_levels l where l.item_id = p.id), 0) as diff
        from products p where p.type = 'simple' ${only('p.id')}
        union all
        select v.product_id, v.id,
               v.stock - coalesce((select sum(l.stock) from stock_levels l where l.item_id = v.id), 0)
        from product_variants v where true ${only('v.product_id')}
      ) d
      where d.diff <> 0
    ),
    level as (
      insert into stock_levels (location_id, product_id, variant_id, stock)
      select (select id from place), product_id, variant_id, diff from diff where diff > 0
      on conflict (location_id, item_id) do update set stock = stock_levels.stock + excluded.stock
      returning item_id
    ),
    taken as (
      update stock_levels l set stock = l.stock + d.diff
      from diff d
      where d.diff < 0 and l.location_id = (select id from place) and l.item_id = coalesce(d.variant_id, d.product_id) and l.stock >= -d.diff
      returning l.item_id
    ),
    ledger as (
      insert into stock_movements (product_id, variant_id, location_id, kind, qty, unit_cost, user_id, note)
      select d.product_id, d.variant_id, (select id from place), ${opts.kind}, d.diff,
             coalesce((select v.cost from product_variants v where v.id = d.variant_id), (select p.cost from products p where p.id = d.product_id)),
             ${opts.userId ?? null}::uuid, ${opts.note ?? null}
      from diff d
    )
    select (select coalesce(d.variant_id, d.product_id)::text from diff d
            where d.diff < 0 and coalesce(d.variant_id, d.product_id) not in (select item_id from taken) limit 1) as refused`,
  );
  const refused = rows[0]?.refused;
  if (refused) {
    const [item] = await tx
      .select({ productId: productVariants.productId, name: sql<string>`${products.name} || ' (' || ${productVariants.name} || ')'` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, refused));
    const [simple] = item ? [] : await tx.select({ name: products.name }).from(products).where(eq(products.id, refused));
    const [place] = await queryRows<{ id: string }>(tx, sql`select ${locationOfUser(opts.userId)} as id`);
    await refuseShort(tx, {
      productId: item?.productId ?? refused,
      variantId: item ? refused : null,
      locationId: place.id,
      qty: 0,
      kind: opts.kind,
      name: item?.name ?? simple?.name ?? '',
    });
  }
}

/**
 * Every place where stock figures disagree (`npm run check:stock`): a
 * location's figure of an item that is not the sum of its movements there,
 * an item's stock that is not the sum over locations, or a variable product's
 * stock that is not the sum of its variants'.
 */
export async function stockMismatches(db: Db): Promise<StockMismatch[]> {
  const rows = await queryRows<StockMismatch>(
    db,
    sql`
    with moved as (
      select location_id, item_id, min(product_id::text)::uuid as product_id, min(variant_id::text)::uuid as variant_id, sum(qty)::int as qty
      from stock_movements group by location_id, item_id
    ),
    per_place as (
      select coalesce(l.product_id, m.product_id) as product_id, coalesce(l.variant_id, m.variant_id) as variant_id,
             coalesce(l.location_id, m.location_id) as location_id, coalesce(l.stock, 0) as stock, coalesce(m.qty, 0) as expected
      from stock_levels l full join moved m on m.location_id = l.location_id and m.item_id = l.item_id
    )
    select pp.product_id as "productId", pp.variant_id as "variantId",
           p.name || coalesce(' (' || v.name || ')', '') || ' at ' || loc.name as name, pp.stock, pp.expected, 'ledger' as what
    from per_place pp
    join products p on p.id = pp.product_id
    left join product_variants v on v.id = pp.variant_id
    join locations loc on loc.id = pp.location_id
    where pp.stock <> pp.expected
    union all
    select p.id, null, p.name, p.stock, coalesce((select sum(l.stock) from stock_levels l where l.item_id = p.id), 0)::int, 'locations'
    from products p where p.type = 'simple'
    union all
    select v.product_id, v.id, p.name || ' (' || v.name || ')', v.stock,
           coalesce((select sum(l.stock) from stock_levels l where l.item_id = v.id), 0)::int, 'locations'
    from product_variants v join products p on p.id = v.product_id
    union all
    select p.id, null, p.name, p.stock,
           coalesce((select sum(v.stock) from product_variants v where v.product_id = p.id), 0)::int, 'variants'
    from products p where p.type = 'variable'`,
  );
  return rows.filter((r) => Number(r.stock) !== Number(r.expected));
}

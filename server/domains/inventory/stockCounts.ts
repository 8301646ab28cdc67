import { sql, type SQL } from 'drizzle-orm';
import type { CountLinesInput, CountSheet } from '../../../common/wire/inventory';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError, fieldError, msg, notFound } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { appendAudit } from '../audit';
import { setFigures } from './setStock';

/**
 * A stock count's lines, their differences and its confirmation (issue 21).
 * Every change to an open count first takes a share lock on the count's row,
 * and confirming takes it for update: a scan or a save of the lines either
 * lands before the confirmation (and is counted) or finds the count confirmed
 * (409), never in between.
 */

interface CountRow {
  id: string;
  number: string;
  status: 'open' | 'confirmed' | 'cancelled';
  location_id: string;
  location: string;
  category_id: string | null;
  confirmed_at: Date | string | null;
}

async function countOf(db: Db, id: string, lock?: 'share' | 'update'): Promise<CountRow> {
  if (!isUuid(id)) throw notFound('Stock Count');
  const [row] = await queryRows<CountRow>(
    db,
    sql`select c.id, c.number, c.status, c.location_id, l.name as location, c.category_id, c.confirmed_at
        from stock_counts c join locations l on l.id = c.location_id where c.id = ${id}
        ${lock === 'share' ? sql`for share of c` : lock === 'update' ? sql`for update of c` : sql``}`,
  );
  if (!row) throw notFound('Stock Count');
  return row;
}

function mustBeOpen(count: CountRow): void {
  if (count.status !== 'open') throw new ApiError(409, msg('count_closed', { status: count.status }));
}

/** Whether a product's category (SQL) is the count's category or one below it. */
const inCategory = (categoryId: string, productCategory: SQL) =>
  sql`${productCategory} in (with recursive below(id) as (
        select id from categories where id = ${categoryId}
        union select c.id from categories c join below on c.parent_category = below.id) select id from below)`;

/** The count with its lines: the figure now and counted − it while open; what was set when confirmed. */
export async function countSheet(db: Db, id: string): Promise<CountSheet> {
  const count = await countOf(db, id);
  const lines = await queryRows<CountSheet['lines'][number]>(
    db,
    sql`select l.item_id as "itemId", l.product_id as "productId", l.variant_id as "variantId", p.name, v.name as variant,
               coalesce(v.sku, p.sku) as sku, coalesce(v.barcode, p.barcode) as barcode, l.counted,
               coalesce(l.before, (select s.stock from stock_levels s where s.location_id = ${count.location_id} and s.item_id = l.item_id), 0)::int as stock
        from stock_count_lines l join products p on p.id = l.product_id left join product_variants v on v.id = l.variant_id
        where l.count_id = ${id} order by p.name, v.position, l.item_id`,
  );
  return {
    _id: count.id,
    number: count.number,
    status: count.status,
    locationId: count.location_id,
    location: count.location,
    categoryId: count.category_id,
    confirmedAt: count.confirmed_at ? new Date(count.confirmed_at).toISOString() : null,
    lines: lines.map((l) => ({ ...l, counted: Number(l.counted), stock: Number(l.stock), difference: Number(l.counted) - Number(l.stock) })),
  };
}

/** Replaces what was counted. Each line must name a product and, for a variable one, one of its variants, in the count's category. */
export async function saveLines(db: Db, id: string, body: CountLinesInput, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const count = await countOf(tx, id, 'share');
    mustBeOpen(count);
    const seen = new Map<string, number>();
    const productIds = [...new Set(body.lines.map((l) => l.product))];
    const variantIds = body.lines.map((l) => l.variant).filter((v): v is string => !!v);
    const found = productIds.length
      ? await queryRows<{ id: string; type: string; in_category: boolean }>(
          tx,
          sql`select p.id, p.type, ${count.category_id ? inCategory(count.category_id, sql`p.category_id`) : sql`true`} as in_category
              from products p where p.id = any(${`{${productIds.join(',')}}`}::uuid[])`,
        )
      : [];
    const variants = variantIds.length
      ? await queryRows<{ id: string; product_id: string }>(
          tx,
          sql`select id, product_id from product_variants where id = any(${`{${variantIds.join(',')}}`}::uuid[])`,
        )
      : [];
    const products = new Map(found.map((p) => [p.id, p]));
    const variantOf = new Map(variants.map((v) => [v.id, v.product_id]));
    body.lines.forEach((l, i) => {
      const p = products.get(l.product);
      if (!p) throw fieldError(`lines.${i}.product`, msg('missing_reference'));
      if (p.type === 'variable' && !l.variant) throw fieldError(`lines.${i}.variant`, msg('required'));
      if (l.variant && variantOf.get(l.variant) !== l.product) throw fieldError(`lines.${i}.variant`, msg('not_variation_of', { name: l.product }));
      if (!p.in_category) throw fieldError(`lines.${i}.product`, msg('not_in_count_category'));
      const key = l.variant ?? l.product;
      if (seen.has(key)) throw fieldError(`lines.${i}.${l.variant ? 'variant' : 'product'}`, msg('same_as_field', { other: `lines.${seen.get(key)}` }));
      seen.set(key, i);
    });
    await tx.execute(sql`delete from stock_count_lines where count_id = ${id}`);
    if (body.lines.length) {
      const values = sql.join(
        body.lines.map((l) => sql`(${id}::uuid, ${l.product}::uuid, ${l.variant ?? null}::uuid, ${l.counted}::int)`),
        sql`, `,
      );
      await tx.execute(sql`insert into stock_count_lines (count_id, product_id, variant_id, counted) values ${values}`);
    }
    await appendAudit(tx, {
      userId,
      resource: 'stock-counts',
      recordId: id,
      action: 'update',
      label: count.number,
      changes: [{ field: 'lines', after: body.lines.length }],
    });
  });
}

/** One unit scanned: the item whose barcode (or SKU) it is gets one more counted. */
export async function scanOne(db: Db, id: string, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const count = await countOf(tx, id, 'share');
    mustBeOpen(count);
    const [item] = await queryRows<{ product_id: string; variant_id: string | null; in_category: boolean }>(
      tx,
      sql`select i.product_id, i.variant_id, ${count.category_id ? inCategory(count.category_id, sql`(select c.category_id from products c where c.id = i.product_id)`) : sql`true`} as in_category from (
            select v.product_id, v.id as variant_id, 0 as rank from product_variants v where v.barcode = ${code} or v.sku = ${code}
            union all
            select p.id, null, 1 from products p where p.type = 'simple' and (p.barcode = ${code} or p.sku = ${code})
          ) i order by rank limit 1`,
    );
    if (!item) throw fieldError('code', msg('no_such_item', { code }));
    if (!item.in_category) throw fieldError('code', msg('not_in_count_category'));
    await tx.execute(sql`insert into stock_count_lines (count_id, product_id, variant_id, counted) values (${id}, ${item.product_id}, ${item.variant_id}, 1)
      on conflict (count_id, item_id) do update set counted = stock_count_lines.counted + 1`);
  });
}

/**
 * Confirms an open count: each counted item's figure at the count's location
 * becomes what was counted, with a `count` row of the ledger for each
 * difference, worked out from the figure at this instant (setFigures locks
 * it), so a sale made after the count was started does not leave a stale
 * figure behind. The count's row is updated first: a second confirmation
 * (a double click, a retry, two people) waits for the first and then finds it
 * confirmed, and is answered the same sheet with nothing written again.
 */
export async function confirmCount(db: Db, id: string, actor: { userId: string; ip?: string }): Promise<CountSheet> {
  await db.transaction(async (tx) => {
    const count = await countOf(tx, id, 'update');
    if (count.status === 'confirmed') return;
    mustBeOpen(count);
    const lines = await queryRows<{ product_id: string; variant_id: string | null; counted: number; name: string }>(
      tx,
      sql`select l.product_id, l.variant_id, l.counted, p.name || coalesce(' (' || v.name || ')', '') as name
          from stock_count_lines l join products p on p.id = l.product_id left join product_variants v on v.id = l.variant_id
          where l.count_id = ${id}`,
    );
    if (lines.length === 0) throw fieldError('lines', msg('count_no_lines'));
    const set = await setFigures(
      tx,
      lines.map((l) => ({ productId: l.product_id, variantId: l.variant_id, locationId: count.location_id, target: Number(l.counted), name: l.name })),
      { kind: 'count', countId: id, userId: actor.userId },
    );
    const values = sql.join(
      set.map((s) => sql`(${s.variantId ?? s.productId}::uuid, ${s.before}::int, ${s.difference}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update stock_count_lines l set before = v.before, difference = v.diff
      from (values ${values}) as v(item, before, diff) where l.count_id = ${id} and l.item_id = v.item`);
    await tx.execute(
      sql`update stock_counts set status = 'confirmed', confirmed_at = now(), confirmed_by = ${actor.userId}, updated_at = now() where id = ${id}`,
    );
    const changed = set.filter((s) => s.difference !== 0).length;
    await appendAudit(tx, {
      userId: actor.userId,
      ip: actor.ip,
      resource: 'stock-counts',
      recordId: id,
      action: 'confirm',
      label: count.number,
      changes: [
        { field: 'status', before: 'open', after: 'confirmed' },
        { field: 'adjusted', after: changed },
      ],
    });
  });
  return countSheet(db, id);
}

/** An open count given up: nothing it counted changes stock. */
export async function cancelCount(db: Db, id: string, actor: { userId: string; ip?: string }): Promise<CountSheet> {
  await db.transaction(async (tx) => {
    const count = await countOf(tx, id, 'update');
    if (count.status === 'cancelled') return;
    mustBeOpen(count);
    await tx.execute(sql`update stock_counts set status = 'cancelled', updated_at = now() where id = ${id}`);
    await appendAudit(tx, {
      userId: actor.userId,
      ip: actor.ip,
      resource: 'stock-counts',
      recordId: id,
      action: 'cancel',
      label: count.number,
      changes: [{ field: 'status', before: 'open', after: 'cancelled' }],
    });
  });
  return countSheet(db, id);
}

import { sql, type SQL } from 'drizzle-orm';
import { ID_IN, parseFilterKey, splitAnyOf } from '../../../common/filters';
import { lineTotal, toPoisha, toTaka } from '../../../common/money';
import { stockLevel } from '../../../common/stockLevels';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { FieldDecl, ListParams, WireRecord, ResourceReader, Viewer } from '../../engine/declaration';
import { fieldError, msg } from '../../engine/errors';
import { isUuid } from '../../engine/uuid';
import { accessSql } from '../../engine/access';
import { locationOfUser } from './locations';

/**
 * The rows of the inventory screen (`/inventory`, spec §2.1): one per item, a
 * variant or a product without variants, with its stock at each location, in
 * transit, in all, its average cost and the value of its stock.
 *
 * Who sees what (one rule, here): a user whose role holds `inventory:adjust`
 * (a manager) sees every location, and the location filter chooses whose
 * stock the Stock column, the low and out-of-stock filters and In Transit
 * count. Anyone else (a cashier) sees their own location only: the filter is
 * forced to it whatever they ask, and the per-location columns show only it.
 * The role is read in the statement itself (`current_access`), so a role
 * changed a moment ago counts at once, not when the token is renewed.
 *
 * Figures: Stock is on hand at the chosen locations (all by default); In
 * Transit is what transfers that are sent or partly received still carry to
 * them; Total is the two together, the units the shop owns; Stock Value is
 * Total × Average Cost, in poisha.
 */

/** Permissions that let a user see every location's stock. */
const SEES_EVERY_LOCATION = ['*', 'inventory:*', 'inventory:adjust'];

/**
 * `visible`: the locations whose columns the viewer sees (null: all);
 * `chosen`: those the figures are for (null: all). One row, read first.
 */
export function scopeOf(viewer: Viewer, requested: string[] | undefined): SQL {
  const asked = requested ? sql`${`{${requested.join(',')}}`}::uuid[]` : sql`null::uuid[]`;
  const seesAll =
    viewer.userId && viewer.sessionId
      ? sql`coalesce(${accessSql(viewer.userId, viewer.sessionId)} ?| ${`{${SEES_EVERY_LOCATION.map((p) => `"${p}"`).join(',')}}`}::text[], false)`
      : sql`false`;
  const own = sql`array[${locationOfUser(viewer.userId)}]`;
  return sql`select case when a.sees_all then ${asked} else ${own} end as chosen, case when a.sees_all then null::uuid[] else ${own} end as visible
    from (select ${seesAll} as sees_all) a`;
}

interface Parsed {
  locations?: string[];
  categories?: string[];
  brands?: string[];
  low?: boolean;
  out?: boolean;
  ids?: string[];
  search?: string;
}

const FILTERS = ['location', 'category', 'brand', 'lowStock', 'outOfStock'] as const;

function uuids(key: string, value: string): string[] {
  const ids = splitAnyOf(value);
  if (ids.length === 0) throw fieldError(key, msg('filter_needs_value'));
  if (!ids.every(isUuid)) throw fieldError(key, msg('not_record_ids'));
  return ids;
}

/** true, false, or undefined for both (the boolean filter's "either"). */
function flag(key: string, value: string): boolean | undefined {
  const values = new Set(splitAnyOf(value));
  if (![...values].every((v) => v === 'true' || v === 'false')) throw fieldError(key, msg('not_boolean'));
  return values.size === 1 ? values.has('true') : undefined;
}

/** The query's filters, checked: a key the screen does not offer is a 400 naming it, as the engine's lists answer. */
function parse(params: Pick<ListParams, 'search' | 'filters'>): Parsed {
  const out: Parsed = { search: params.search?.toLowerCase() };
  for (const [key, value] of Object.entries(params.filters)) {
    if (key === ID_IN) {
      out.ids = uuids(key, value);
      continue;
    }
    const { field, op } = parseFilterKey(key);
    if (!(FILTERS as readonly string[]).includes(field)) throw fieldError(key, msg('not_filter_of', { resource: 'inventory' }));
    if (op !== 'eq')
      throw fieldError(key, msg('filter_operator', { type: field === 'lowStock' || field === 'outOfStock' ? 'boolean' : 'multi-select', operator: op }));
    if (field === 'location') out.locations = uuids(key, value);
    else if (field === 'category') out.categories = uuids(key, value);
    else if (field === 'brand') out.brands = uuids(key, value);
    else if (field === 'lowStock') out.low = flag(key, value);
    else out.out = flag(key, value);
  }
  return out;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const idArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Conditions on the product (category with its subcategories, brand) and the search's first cut by the trigram index. */
function productConditions(f: Parsed): SQL[] {
  const out: SQL[] = [];
  if (f.categories) {
    out.push(sql`p.category_id in (with recursive below(id) as (
      select id from categories where id = any(${idArray(f.categories)})
      union select c.id from categories c join below on c.parent_category = below.id) select id from below)`);
  }
  if (f.brands) out.push(sql`p.brand_id = any(${idArray(f.brands)})`);
  if (f.search) out.push(sql`p.search_text like ${like(f.search)}`);
  return out;
}

/** Stock at the chosen locations: the item's own figure when all are chosen (no join), else the sum of their rows. */
const stockSql = (item: SQL, overall: SQL) =>
  sql`case when s.chosen is null then ${overall} else coalesce((select sum(l.stock) from stock_levels l where l.item_id = ${item} and l.location_id = any(s.chosen)), 0)::int end`;

/**
 * The matching items, with their stock when a filter or the sort needs it
 * (otherwise it is read for the page's rows only). Products are the outer
 * rows and their items a lateral join (their variants, or the product itself
 * when it has none), so a page sorted by name can walk `products_name_idx`
 * and stop once it has its rows.
 */
function matched(f: Parsed, needsStock: boolean): SQL {
  const pattern = f.search ? like(f.search) : '';
  const variantOnly: SQL[] = [];
  if (f.search)
    variantOnly.push(
      sql`(lower(p.name) like ${pattern} or lower(p.sku) like ${pattern} or lower(coalesce(v.sku, '')) like ${pattern} or lower(v.barcode) like ${pattern})`,
    );
  if (f.ids) variantOnly.push(sql`v.id = any(${idArray(f.ids)})`);
  const productWhere = productConditions(f);
  const items = sql`
    select i.item_id, p.id as product_id, i.variant_id, p.name, i.variant_name, i.sku, i.barcode, i.cost, i.overall,
           p.low_stock_alert, i.position, i.attributes
    from products p
    cross join lateral (
      select v.id as item_id, v.id as variant_id, v.name as variant_name, v.sku, v.barcode, v.cost, v.stock as overall, v.position, v.attributes
      from product_variants v where v.product_id = p.id ${variantOnly.length ? sql`and ${sql.join(variantOnly, sql` and `)}` : sql``}
      union all
      select p.id, null::uuid, null, p.sku, p.barcode, p.cost, p.stock, 0, '[]'::jsonb
      where p.type = 'simple' ${f.ids ? sql`and p.id = any(${idArray(f.ids)})` : sql``}
    ) i
    ${productWhere.length ? sql`where ${sql.join(productWhere, sql` and `)}` : sql``}`;
  if (!needsStock) return items;
  const conditions: SQL[] = [];
  if (f.out !== undefined) conditions.push(f.out ? sql`x.stock <= 0` : sql`x.stock > 0`);
  if (f.low !== undefined) conditions.push(f.low ? sql`(x.stock > 0 and x.stock < x.low_stock_alert)` : sql`not (x.stock > 0 and x.stock < x.low_stock_alert)`);
  return sql`select x.* from (select i.*, ${stockSql(sql`i.item_id`, sql`i.overall`)} as stock from (${items}) i, scope s) x
    ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`;
}

/** ORDER BY of each sortable key; ties broken so pages never overlap. */
const ORDER: Record<string, (dir: SQL) => SQL> = {
  name: (d) => sql`name ${d}, product_id ${d}, position ${d}, item_id ${d}`,
  sku: (d) => sql`sku ${d}, item_id ${d}`,
  cost: (d) => sql`cost ${d}, item_id ${d}`,
  stock: (d) => sql`stock ${d}, item_id ${d}`,
};

function needsStock(f: Parsed, sort?: string): boolean {
  return f.low !== undefined || f.out !== undefined || sort?.replace(/^-/, '') === 'stock';
}

/** A value of the variant's attributes (`size`, `color`), read for the page's rows only. */
const attribute = (labels: string[]) =>
  sql`(select a->>'value' from jsonb_array_elements(page.attributes) a where lower(a->>'label') = any(${`{${labels.join(',')}}`}::text[]) limit 1)`;

interface ItemRow {
  _id: string;
  productId: string;
  variantId: string | null;
  name: string;
  variant: string | null;
  sku: string | null;
  barcode: string;
  size: string | null;
  color: string | null;
  stock: number;
  stockAt: Record<string, number> | null;
  inTransit: number;
  cost: string | number;
  lowStockAlert: number;
}

/** A row as the screen shows it: Total, Stock Value and the level worked out once, here (money in poisha). */
function shaped(r: ItemRow): WireRecord {
  const stock = Number(r.stock);
  const inTransit = Number(r.inTransit);
  const total = stock + inTransit;
  const cost = toPoisha(r.cost);
  return {
    _id: r._id,
    productId: r.productId,
    variantId: r.variantId,
    name: r.name,
    variant: r.variant,
    sku: r.sku,
    barcode: r.barcode,
    size: r.size,
    color: r.color,
    stock,
    stockAt: r.stockAt ?? {},
    inTransit,
    total,
    cost: toTaka(cost),
    value: toTaka(lineTotal(cost, total)),
    lowStockAlert: Number(r.lowStockAlert),
    level: stockLevel(stock, Number(r.lowStockAlert)),
  };
}

/** The statement of a page (the benchmark sends the same through the driver). */
export function inventoryPageSql(params: ListParams, viewer: Viewer): SQL {
  const f = parse(params);
  const descending = params.sort.startsWith('-');
  const key = params.sort.replace(/^-/, '');
  const order = (ORDER[key] ?? ORDER.name)(descending ? sql`desc` : sql`asc`);
  const stocked = needsStock(f, params.sort);
  return sql`
    with scope as materialized (${scopeOf(viewer, f.locations)})
    select page.item_id as "_id", page.product_id as "productId", page.variant_id as "variantId", page.name,
      page.variant_name as "variant", page.sku, page.barcode,
      ${attribute(['size'])} as size, ${attribute(['color', 'colour'])} as color,
      ${stocked ? sql`page.stock` : stockSql(sql`page.item_id`, sql`page.overall`)} as stock,
      (select jsonb_object_agg(loc.id, coalesce(l.stock, 0)) from locations loc
         left join stock_levels l on l.location_id = loc.id and l.item_id = page.item_id
         where s.visible is null or loc.id = any(s.visible)) as "stockAt",
      (select coalesce(sum(tl.qty - tl.received_qty - tl.damaged_qty), 0)::int
         from transfer_lines tl join transfers t on t.id = tl.transfer_id
         where tl.product_id = page.product_id and coalesce(tl.variant_id, tl.product_id) = page.item_id
           and t.status in ('sent', 'partly-received') and (s.chosen is null or t.to_location_id = any(s.chosen))) as "inTransit",
      page.cost, page.low_stock_alert as "lowStockAlert"
    from (select * from (${matched(f, stocked)}) m order by ${order} limit ${params.limit} offset ${(params.page - 1) * params.limit}) page, scope s
    order by ${order}`;
}

export async function inventoryPage(db: Db, params: ListParams, viewer: Viewer): Promise<WireRecord[]> {
  const rows = await queryRows<ItemRow>(db, inventoryPageSql(params, viewer));
  return rows.map(shaped);
}

/** The statement of the count of matches. */
export function inventoryCountSql(params: Pick<ListParams, 'search' | 'filters'>, viewer: Viewer, cap?: number): SQL {
  const f = parse(params);
  const limit = cap === undefined ? sql`` : sql`limit ${cap + 1}`;
  return sql`with scope as materialized (${scopeOf(viewer, f.locations)}) select count(*)::int as n from (select 1 from (${matched(f, needsStock(f))}) m ${limit}) c`;
}

export async function inventoryCount(db: Db, params: Pick<ListParams, 'search' | 'filters'>, viewer: Viewer, cap?: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, inventoryCountSql(params, viewer, cap));
  return Number(row.n);
}

/**
 * A stock column per location, by name (locations are data: their columns
 * are read at each request). Active ones are shown by default; a cashier
 * gets only their own.
 */
async function locationFields(db: Db, viewer: Viewer): Promise<FieldDecl[]> {
  const rows = await queryRows<{ id: string; name: string; active: boolean }>(
    db,
    sql`with scope as materialized (${scopeOf(viewer, undefined)})
        select l.id, l.name, l.is_active as active from locations l, scope s
        where s.visible is null or l.id = any(s.visible) order by l.created_at, l.id`,
  );
  return rows.map((l) => ({
    key: `stockAt.${l.id}`,
    label: l.name,
    type: 'read-only',
    viewType: 'number',
    readOnly: true,
    column: { type: 'number', sortable: false, default: l.active },
  }));
}

export const inventoryReader: ResourceReader = {
  page: inventoryPage,
  count: inventoryCount,
  fieldsFrom: locationFields,
  fieldsFromKeys: '^stockAt\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  sortable: Object.keys(ORDER),
};

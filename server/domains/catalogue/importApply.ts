import { and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { slugify } from '../../../common/slug';
import type { Db } from '../../db/client';
import { productCollections, products, productVariants } from '../schema';
import type { ChildEntry, Actor } from '../../engine/declaration';
import type { CompiledResource } from '../../engine/compile';
import { mapDbError } from '../../engine/dbErrors';
import type { PreparedWrite } from '../../engine/write';
import { newBarcodes } from './resources/products/barcodes';
import { appendAuditMany, type AuditEntry, diffRecords } from '../audit';
import { reconcileStock } from '../inventory';
import type { ProductGroup } from './importPlan';

/** A checked product of the file: the product it updates (by SKU), or none for a new one. */
export interface PlannedProduct {
  group: ProductGroup;
  id?: string;
  prepared: PreparedWrite;
}

// Rows per statement: a product has about 45 columns, and a statement takes at most 65,535 parameters.
const ROWS = 1000;

const chunks = <T>(list: T[], size = ROWS): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** A PostgreSQL array literal of ids (uuids hold no quotes or commas), for `= any(…)`. */
const idArray = (ids: string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

const skuOf = (text: string) => slugify(text).toUpperCase().slice(0, 60);

/** `INSERT … ON CONFLICT (id) DO UPDATE` setting every column from the row sent (rows carry all their values). */
function upsertSet(table: typeof products | typeof productVariants): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [prop, col] of Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)) {
    if (prop === 'id' || prop === 'createdAt') continue;
    set[prop] = prop === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${col.name}"`);
  }
  return set;
}

/** The first free value of `base`, `base-2`, `base-3`… given the values taken. */
function freeIn(taken: Set<string>, base: string): string {
  let value = base;
  for (let n = 2; taken.has(value); n++) value = `${base}-${n}`;
  taken.add(value);
  return value;
}

/** Values already used in a unique text column that start like one of `bases` (the `-2` forms included). */
async function takenLike(tx: Db, column: AnyPgColumn, bases: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks([...new Set(bases)], 5000)) {
    const list = `{${part.map((b) => `"${b.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    const rows = await tx
      .select({ v: column })
      .from(products)
      .where(sql`regexp_replace(${column}, '-[0-9]+$', '') = any(${list}::text[])`);
    for (const r of rows) taken.add(String(r.v));
  }
  return taken;
}

/** An entry's value is to be made: sent empty, or not sent by a new entry (the products rules' convention). */
const needsValue = (e: ChildEntry, prop: string) => e.values[prop] === null || (e.id === undefined && e.values[prop] === undefined);

/**
 * Write the checked products in one transaction with set statements: slugs,
 * SKUs and barcodes made for the empty ones (the products rules' way), new
 * products inserted and matched ones updated a thousand rows per statement,
 * their variations replaced, collections linked, then, for all of them at
 * once, a variable product's stock as the sum of its variants', the search
 * text, the stock ledger's opening or adjustment rows and the audit entries.
 */
export async function applyImport(db: Db, res: CompiledResource, planned: PlannedProduct[], actor: Actor): Promise<void> {
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await write(tx, res, planned, actor);
    });
  } catch (err) {
    mapDbError(res, err, 'write');
  }
}

async function write(tx: Db, res: CompiledResource, planned: PlannedProduct[], actor: Actor): Promise<void> {
  const creates = planned.filter((p) => !p.id);
  const updates = planned.filter((p) => p.id);
  for (const p of creates) p.id = randomUUID();
  const ids = planned.map((p) => p.id as string);

  // Slugs of new products from their names, unique among products and in the file.
  const toSlug = creates.filter((p) => p.prepared.slugsToMake.length > 0);
  const slugBase = (p: PlannedProduct) => slugify(String(p.prepared.values.name ?? '')) || 'item';
  const slugs = await takenLike(tx, products.slug, toSlug.map(slugBase));
  for (const p of planned) if (typeof p.prepared.values.slug === 'string') slugs.add(p.prepared.values.slug);
  for (const p of toSlug) p.prepared.values.slug = freeIn(slugs, slugBase(p));

  // SKUs left empty: the product's from its slug.
  const needsSku = planned.filter((p) => p.prepared.values.sku === null || (!updates.includes(p) && p.prepared.values.sku === undefined));
  const skuBase = (p: PlannedProduct) => skuOf(String(p.prepared.values.slug ?? p.prepared.values.name ?? 'ITEM')) || 'ITEM';
  const skus = await takenLike(tx, products.sku, needsSku.map(skuBase));
  for (const p of planned) if (typeof p.prepared.values.sku === 'string') skus.add(p.prepared.values.sku);
  for (const p of needsSku) p.prepared.values.sku = freeIn(skus, skuBase(p));

  // Variation SKUs from the product's SKU and the variation's name; barcodes from the shop's sequence.
  let wanted = 0;
  for (const p of planned) {
    const v = p.prepared.values;
    if (v.barcode === null || (v.barcode === undefined && !updates.includes(p))) wanted++;
    const entries = p.prepared.children.variations ?? [];
    const used = new Set(entries.flatMap((e) => (typeof e.values.sku === 'string' ? [e.values.sku] : [])));
    const productSku = String(v.sku ?? p.group.sku);
    for (const e of entries) {
      if (needsValue(e, 'sku')) e.values.sku = freeIn(used, `${productSku}-${skuOf(String(e.values.name ?? ''))}`);
      if (needsValue(e, 'barcode')) wanted++;
    }
  }
  const codes = await newBarcodes(tx, wanted);
  for (const p of planned) {
    const v = p.prepared.values;
    if (v.barcode === null || (v.barcode === undefined && !updates.includes(p))) v.barcode = codes.shift();
    for (const e of p.prepared.children.variations ?? []) if (needsValue(e, 'barcode')) e.values.barcode = codes.shift();
  }

  const audit: AuditEntry[] = [];
  const wire = (row: Record<string, unknown>) =>
    Object.fromEntries(res.writable.flatMap((f) => ((res.propOf.get(f) as string) in row ? [[f.key, row[res.propOf.get(f) as string]]] : [])));
  const label = (row: Record<string, unknown>) => String(row.name ?? '');

  // New products: a thousand rows per INSERT.
  for (const part of chunks(creates)) {
    const rows = part.map((p) => ({ ...p.prepared.values, id: p.id as string }) as typeof products.$inferInsert);
    await tx.insert(products).values(rows);
    for (const r of rows)
      audit.push({
        userId: actor.userId,
        ip: actor.ip,
        resource: res.decl.path,
        recordId: r.id,
        action: 'create',
        label: label(r),
        changes: diffRecords(undefined, wire(r)),
      });
  }
  // Matched products: read, merge, and write back a thousand rows per INSERT … ON CONFLICT DO UPDATE.
  const productSet = upsertSet(products);
  for (const part of chunks(updates)) {
    const current = new Map(
      (
        await tx
          .select()
          .from(products)
          .where(
            inArray(
              products.id,
              part.map((p) => p.id as string),
            ),
          )
      ).map((r) => [r.id, r]),
    );
    const rows = part.map((p) => {
      const before = current.get(p.id as string) as typeof products.$inferSelect;
      const after = { ...before, ...p.prepared.values };
      const changes = diffRecords(wire(before), wire(after));
      if (changes.length > 0)
        audit.push({ userId: actor.userId, ip: actor.ip, resource: res.decl.path, recordId: before.id, action: 'update', label: label(after), changes });
      return after as typeof products.$inferInsert;
    });
    await tx.insert(products).values(rows).onConflictDoUpdate({ target: products.id, set: productSet });
  }

  // Variations: the file's list replaces a product's (rows matched by SKU keep their id); a simple product has none.
  const withList = planned.filter((p) => p.prepared.children.variations !== undefined || p.prepared.values.type === 'simple');
  const variantSet = upsertSet(productVariants);
  for (const part of chunks(withList)) {
    const partIds = part.map((p) => p.id as string);
    const existing = new Map((await tx.select().from(productVariants).where(inArray(productVariants.productId, partIds))).map((r) => [r.id, r]));
    const rows: (typeof productVariants.$inferInsert)[] = [];
    for (const p of part) {
      const entries = p.prepared.values.type === 'simple' ? [] : (p.prepared.children.variations ?? []);
      entries.forEach((e, position) => {
        const current = e.id ? existing.get(e.id) : undefined;
        const base = current && current.productId === p.id ? (({ createdAt: _c, updatedAt: _u, ...rest }) => rest)(current) : { id: randomUUID() };
        rows.push({ ...base, ...e.values, productId: p.id as string, position } as typeof productVariants.$inferInsert);
      });
    }
    const kept = rows.flatMap((r) => (r.id && existing.has(r.id) ? [r.id] : []));
    await tx
      .delete(productVariants)
      .where(and(sql`${productVariants.productId} = any(${idArray(partIds)})`, sql`not (${productVariants.id} = any(${idArray(kept)}))`));
    for (const rowsPart of chunks(rows, 2000))
      await tx.insert(productVariants).values(rowsPart).onConflictDoUpdate({ target: productVariants.id, set: variantSet });
  }

  // Collections: the file's list replaces a product's.
  const linked = planned.filter((p) => p.prepared.links.collection !== undefined);
  for (const part of chunks(linked)) {
    await tx.delete(productCollections).where(sql`${productCollections.productId} = any(${idArray(part.map((p) => p.id as string))})`);
    const pairs = part.flatMap((p) => (p.prepared.links.collection ?? []).map((collectionId) => ({ productId: p.id as string, collectionId })));
    if (pairs.length > 0) await tx.insert(productCollections).values(pairs).onConflictDoNothing();
  }

  const { searchSource } = res.decl;
  for (const part of chunks(ids, 5000)) {
    const any = sql`${products.id} = any(${idArray(part)})`;
    await tx.execute(
      sql`update ${products} p set stock = coalesce((select sum(v.stock) from ${productVariants} v where v.product_id = p.id), 0)::int where p.type = 'variable' and p.id = any(${idArray(part)})`,
    );
    if (searchSource) await tx.update(products).set({ searchText: searchSource }).where(any);
  }
  await reconcileStock(tx, { productIds: creates.map((p) => p.id as string), kind: 'opening', userId: actor.userId });
  await reconcileStock(tx, { productIds: updates.map((p) => p.id as string), kind: 'adjustment', userId: actor.userId });
  await appendAuditMany(tx, audit);
}

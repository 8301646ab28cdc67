import { inArray } from 'drizzle-orm';
import type { ImportReport } from '../../../common/wire/catalogue';
import type { Db } from '../../db/client';
import { barcodes, brands, categories, collections, products, productVariants } from '../schema';
import type { CompiledResource } from '../../engine/compile';
import { ApiError, fieldEntry, msg } from '../../engine/errors';
import type { Actor } from '../../engine/declaration';
import { prepareWrite, type PreparedWrite } from '../../engine/write';
import { checkBarcode } from './resources/products/barcodes';
import { applyImport, type PlannedProduct } from './importApply';
import { columnsOf, groupRows, NEW_PRODUCT_DEFAULTS, readCsv, type ImportColumn, type NameMaps, type PlanError, type ProductGroup } from './importPlan';

const CHUNK = 5000;

/** `select … where col in (…)` a chunk at a time (a statement takes at most 65,535 parameters). */
async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(...(await read(values.slice(i, i + CHUNK))));
  return out;
}

async function nameMaps(db: Db): Promise<NameMaps> {
  const byName = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  return new Map([
    ['categories', byName(await db.select({ id: categories.id, name: categories.name }).from(categories))],
    ['brands', byName(await db.select({ id: brands.id, name: brands.name }).from(brands))],
    ['collections', byName(await db.select({ id: collections.id, name: collections.name }).from(collections))],
  ]);
}

/** Where a validation error of a product's body points in the file: its row and column. */
function locate(group: ProductGroup, columns: ImportColumn[], field: string): { row: number; column: string } {
  const m = /^variations\.(\d+)\.(.+)$/.exec(field);
  if (m) {
    const entry = group.variations[Number(m[1])];
    const col = columns.find((c) => c.child?.key === m[2]);
    return { row: entry?.row ?? group.row, column: col?.header ?? field };
  }
  const col = columns.find((c) => !c.child && c.field.key === field);
  return { row: group.row, column: col?.header ?? field };
}

/**
 * Read a products CSV (the export's columns, one line per variation) and
 * check every row in memory: values by the declaration's rules, categories
 * and brands by name, and SKUs, slugs and barcodes against the file and the
 * database in a few set queries. Rows are matched to products by SKU, and
 * variations to a product's variants by their SKU. Applying then writes all
 * products in one transaction with multi-row statements (importApply.ts), or
 * nothing when any row is invalid.
 */
export async function importProducts(db: Db, res: CompiledResource, csv: Buffer, apply: boolean, actor: Actor): Promise<ImportReport> {
  const file = readCsv(csv);
  const [header, ...rows] = file.records;
  // Data row n (1-based) is record n: its line of the file is what people are told.
  const lineOf = (row: number) => file.lines[row] ?? row + 1;
  const columns = columnsOf(res, header);
  if (!columns.some((c) => !c.child && c.field.key === 'sku')) {
    throw new ApiError(400, 'The file needs a SKU column to match products', [fieldEntry('file', msg('csv_no_sku'))]);
  }
  const errors: PlanError[] = [];
  const groups = groupRows(rows, columns, await nameMaps(db), errors);

  // What the database holds for the file's SKUs: the products they match and those products' variants.
  const skus = groups.map((g) => g.sku).filter(Boolean);
  const existing = new Map(
    (await inChunks(skus, (c) => db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, c)))).map((r) => [r.sku, r.id]),
  );
  const matchedIds = [...existing.values()];
  const variantsOf = new Map<string, Map<string, string>>();
  for (const v of await inChunks(matchedIds, (c) =>
    db
      .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.productId, c)),
  )) {
    const m = variantsOf.get(v.productId) ?? new Map<string, string>();
    if (v.sku) m.set(v.sku, v.id);
    variantsOf.set(v.productId, m);
  }

  const planned: PlannedProduct[] = [];
  for (const group of groups) {
    const id = group.sku ? existing.get(group.sku) : undefined;
    const body = { ...group.body };
    if (group.variations.length > 0) {
      body.type ??= 'variable';
      const own = id ? variantsOf.get(id) : undefined;
      body.variations = group.variations.map((v) => {
        const known = typeof v.values.sku === 'string' ? own?.get(v.values.sku) : undefined;
        // A new variation starts with the product's price and cost, as in the form.
        return known ? { ...v.values, _id: known } : { price: body.price, cost: body.cost, stock: 0, ...v.values };
      });
      if (body.type !== 'variable') errors.push({ ...locate(group, columns, 'type'), message: 'a simple product has no variations' });
    }
    // A new product needs what the form needs; the export writes these columns.
    if (!id) for (const [key, value] of Object.entries(NEW_PRODUCT_DEFAULTS)) body[key] ??= value;
    let prepared: PreparedWrite | undefined;
    try {
      prepared = await prepareWrite(res, body, id ? 'update' : 'create', db);
    } catch (err) {
      const fieldErrors = (err as ApiError).errors ?? [{ field: 'row', message: (err as Error).message }];
      for (const e of fieldErrors) {
        const at = locate(group, columns, e.field);
        // A cell that could not be read is reported once, not again as missing.
        if (!errors.some((x) => x.row === at.row && x.column === at.column)) errors.push({ ...at, message: e.message });
      }
    }
    if (!prepared) continue;
    const discountType = body.discountType;
    if (discountType === 'percentage' && typeof body.discount === 'number' && body.discount > 100) {
      errors.push({ ...locate(group, columns, 'discount'), message: 'a percentage cannot be more than 100' });
    }
    planned.push({ group, id, prepared });
  }
  await checkUnique(db, planned, columns, errors, lineOf);

  errors.sort((a, b) => a.row - b.row);
  const report: ImportReport = { dryRun: !apply, ...linesToWrite(groups, existing, variantsOf), errors: errors.map((e) => ({ ...e, line: lineOf(e.row) })) };
  if (!apply || errors.length > 0) return report;
  await applyImport(db, res, planned, actor);
  return report;
}

/**
 * What the report counts: lines of the file, not products (a variable
 * product is a line per variation). A product's own line updates when its SKU
 * matches a product; a variation's line updates when its SKU matches one of
 * that product's variants; every other line creates.
 */
function linesToWrite(groups: ProductGroup[], existing: Map<string, string>, variantsOf: Map<string, Map<string, string>>): { create: number; update: number } {
  let create = 0;
  let update = 0;
  for (const group of groups) {
    const id = group.sku ? existing.get(group.sku) : undefined;
    const variantSkus = id ? variantsOf.get(id) : undefined;
    // The product's first line carries its first variation when it has any.
    if (group.variations[0]?.row !== group.row) {
      if (id) update++;
      else create++;
    }
    for (const v of group.variations) {
      if (typeof v.values.sku === 'string' && variantSkus?.has(v.values.sku)) update++;
      else create++;
    }
  }
  return { create, update };
}

/**
 * Barcodes (EAN-13 check digit; unique across products and variants), variant
 * SKUs and slugs: against each other in the file and against other products
 * in the database, with one query each.
 */
async function checkUnique(db: Db, planned: PlannedProduct[], columns: ImportColumn[], errors: PlanError[], lineOf: (row: number) => number): Promise<void> {
  const wantedCodes = new Map<string, { row: number; column: string; productId?: string; variantIds: Set<string> }>();
  const wantedSkus = new Map<string, { row: number; column: string; productId?: string }>();
  const wantedSlugs = new Map<string, { row: number; column: string; productId?: string }>();
  const claim = <T extends { row: number; column: string }>(map: Map<string, T>, key: string, at: T, what: string) => {
    const earlier = map.get(key);
    if (earlier) errors.push({ row: at.row, column: at.column, message: `${what} ${key} is on line ${lineOf(earlier.row)} too` });
    else map.set(key, at);
  };
  for (const p of planned) {
    const v = p.prepared.values;
    const entries = p.prepared.children.variations ?? [];
    const variantIds = new Set(entries.flatMap((e) => (e.id ? [e.id] : [])));
    const code = (field: string, value: unknown) => {
      if (typeof value !== 'string') return;
      const at = locate(p.group, columns, field);
      try {
        checkBarcode(field, value);
      } catch (err) {
        errors.push({ ...at, message: (err as ApiError).errors?.[0]?.message ?? (err as Error).message });
        return;
      }
      claim(wantedCodes, value, { ...at, productId: p.id, variantIds }, 'Barcode');
    };
    code('barcode', v.barcode);
    if (typeof v.slug === 'string') claim(wantedSlugs, v.slug, { ...locate(p.group, columns, 'slug'), productId: p.id }, 'Slug');
    for (const [i, e] of entries.entries()) {
      code(`variations.${i}.barcode`, e.values.barcode);
      if (typeof e.values.sku === 'string')
        claim(wantedSkus, e.values.sku, { ...locate(p.group, columns, `variations.${i}.sku`), productId: p.id }, 'Variation SKU');
    }
  }
  const taken = (at: { row: number; column: string }, message: string) => errors.push({ row: at.row, column: at.column, message });
  for (const r of await inChunks([...wantedCodes.keys()], (c) =>
    db.select({ code: barcodes.code, productId: barcodes.productId, variantId: barcodes.variantId }).from(barcodes).where(inArray(barcodes.code, c)),
  )) {
    const at = wantedCodes.get(r.code);
    if (!at) continue;
    const mine = (r.productId !== null && r.productId === at.productId) || (r.variantId !== null && at.variantIds.has(r.variantId));
    if (!mine) taken(at, 'is already used by another product or variant');
  }
  for (const r of await inChunks([...wantedSkus.keys()], (c) =>
    db.select({ sku: productVariants.sku, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.sku, c)),
  )) {
    const at = wantedSkus.get(String(r.sku));
    if (at && at.productId !== r.productId) taken(at, 'is already the SKU of another product’s variation');
  }
  for (const r of await inChunks([...wantedSlugs.keys()], (c) =>
    db.select({ slug: products.slug, id: products.id }).from(products).where(inArray(products.slug, c)),
  )) {
    const at = wantedSlugs.get(r.slug);
    if (at && at.productId !== r.id) taken(at, 'is already used by another product');
  }
}

import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import type { ImportReport, ImportRowError } from '../../../common/productImport';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import type { CompiledResource } from '../../engine/compile';
import type { FieldDecl } from '../../engine/declaration';
import { ApiError } from '../../engine/errors';
import type { Actor, WriteHooks } from '../../engine/hooks';
import { ResourceStore } from '../../engine/store';
import { prepareWrite } from '../../engine/write';

/** Columns the import reads: the products export's headers (field labels), a field's key also accepted. */
function columnsOf(res: CompiledResource, header: string[]): { index: number; field: FieldDecl }[] {
  const byName = new Map<string, FieldDecl>();
  for (const f of [...res.writable, ...res.links]) {
    byName.set(f.label.toLowerCase(), f);
    byName.set(f.key.toLowerCase(), f);
  }
  return header.flatMap((h, index) => {
    const field = byName.get(h.trim().toLowerCase());
    return field ? [{ index, field }] : [];
  });
}

/** A cell as the export writes it, back into a body value. */
function cellValue(f: FieldDecl, text: string, names: { categories: Map<string, string>; brands: Map<string, string> }): { value?: unknown; error?: string } {
  const t = text.trim();
  if (t === '') return { value: f.type === 'switch' ? undefined : null };
  switch (f.type) {
    case 'switch':
      if (/^(yes|true|1)$/i.test(t)) return { value: true };
      if (/^(no|false|0)$/i.test(t)) return { value: false };
      return { error: 'must be Yes or No' };
    case 'number':
    case 'currency': {
      const n = Number(t.replace(/[৳,\s]/g, ''));
      return Number.isFinite(n) ? { value: n } : { error: 'must be a number' };
    }
    case 'tag':
    case 'array-string':
    case 'image-array':
      return { value: t.split(',').map((s) => s.trim()).filter(Boolean) };
    case 'nested-select':
    case 'data-select': {
      const map = f.reference?.resource === 'brands' ? names.brands : names.categories;
      const id = map.get(t.toLowerCase());
      return id ? { value: id } : { error: `no ${f.reference?.resource === 'brands' ? 'brand' : 'category'} is named "${t}"` };
    }
    case 'custom-attribute':
      return { value: t.split(';').map((p) => p.split(':')).filter((p) => p.length >= 2).map(([label, ...rest]) => ({ label: label.trim(), value: rest.join(':').trim() })) };
    default:
      return { value: t };
  }
}

interface PlannedRow {
  row: number;
  id?: string;
  body: Record<string, unknown>;
}

/**
 * Read a products CSV (the export's columns), check every row and match rows
 * to products by SKU. `apply` then writes all rows in one transaction through
 * the products store (the same rules as the API), or nothing when any row is
 * invalid.
 */
export async function importProducts(db: Db, res: CompiledResource, hooks: () => readonly WriteHooks[], csv: Buffer, apply: boolean, actor: Actor): Promise<ImportReport> {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (err) {
    throw new ApiError(400, `The file is not a readable CSV: ${(err as Error).message}`, [{ field: 'file', message: 'is not a readable CSV' }]);
  }
  if (records.length < 2) throw new ApiError(400, 'The file has no product rows', [{ field: 'file', message: 'has no product rows' }]);
  const [header, ...rows] = records;
  const columns = columnsOf(res, header);
  const skuCol = columns.find((c) => c.field.key === 'sku');
  if (!skuCol) throw new ApiError(400, 'The file needs a SKU column to match products', [{ field: 'file', message: 'has no SKU column' }]);
  const names = {
    categories: new Map((await db.select({ id: categories.id, name: categories.name }).from(categories)).map((r) => [r.name.toLowerCase(), r.id])),
    brands: new Map((await db.select({ id: brands.id, name: brands.name }).from(brands)).map((r) => [r.name.toLowerCase(), r.id])),
  };
  const skus = rows.map((r) => (r[skuCol.index] ?? '').trim()).filter(Boolean);
  const existing = new Map<string, string>();
  for (let i = 0; i < skus.length; i += 5000) {
    const found = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus.slice(i, i + 5000)));
    for (const f of found) existing.set(f.sku, f.id);
  }
  const errors: ImportRowError[] = [];
  const planned: PlannedRow[] = [];
  const seen = new Set<string>();
  for (const [i, cells] of rows.entries()) {
    const row = i + 1;
    const body: Record<string, unknown> = {};
    for (const { index, field } of columns) {
      const { value, error } = cellValue(field, cells[index] ?? '', names);
      if (error) errors.push({ row, column: header[index], message: error });
      else if (value !== undefined) body[field.key] = value;
    }
    const sku = String(body.sku ?? '');
    if (sku && seen.has(sku)) errors.push({ row, column: header[skuCol.index], message: `SKU ${sku} is on an earlier row too` });
    if (sku) seen.add(sku);
    const id = sku ? existing.get(sku) : undefined;
    if (!id) {
      // A new product needs what the form needs; the export writes these columns.
      body.status ??= 'draft';
      body.cost ??= 0;
    }
    try {
      await prepareWrite(res, body, id ? 'update' : 'create', db);
    } catch (err) {
      const fieldErrors = (err as ApiError).errors ?? [{ field: 'row', message: (err as Error).message }];
      for (const e of fieldErrors) {
        const col = columns.find((c) => c.field.key === e.field);
        const column = col ? header[col.index] : e.field;
        // A cell that could not be read is reported once, not again as missing.
        if (!errors.some((x) => x.row === row && x.column === column)) errors.push({ row, column, message: e.message });
      }
    }
    planned.push({ row, id, body });
  }
  const report: ImportReport = { dryRun: !apply, create: planned.filter((p) => !p.id).length, update: planned.filter((p) => p.id).length, errors };
  if (!apply || errors.length > 0) return report;
  await db.transaction(async (tx) => {
    const store = new ResourceStore(res, () => tx as unknown as Db, hooks, () => 'Asia/Dhaka');
    for (const p of planned) {
      try {
        if (p.id) await store.update(p.id, p.body, actor);
        else await store.create(p.body, actor);
      } catch (err) {
        const e = err as ApiError;
        throw new ImportFailed({ ...report, errors: (e.errors ?? [{ field: 'row', message: e.message }]).map((x) => ({ row: p.row, column: x.field, message: x.message })) });
      }
    }
  });
  return report;
}

/** A row the database refused while applying: everything is rolled back, and the report says which row. */
export class ImportFailed extends Error {
  constructor(readonly report: ImportReport) {
    super('import refused');
  }
}

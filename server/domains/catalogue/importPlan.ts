import { parse } from 'csv-parse/sync';
import type { ImportRowError } from '../../../common/wire/catalogue';
import type { FieldType } from '../../../common/resourceSpec';
import type { CompiledResource } from '../../engine/compile';
import type { FieldDecl } from '../../engine/declaration';
import { ApiError, fieldEntry, msg } from '../../engine/errors';
import { childColumnLabel } from '../../engine/export/childColumns';
import { exportWords } from '../../engine/export/language';

const bangla = exportWords('bn');

/** What a new product of the file gets when its line leaves it out (the form starts with these too). */
export const NEW_PRODUCT_DEFAULTS: Readonly<Record<string, unknown>> = { status: 'draft', cost: 0 };

/** A problem found while reading the rows: its data row (the line is added to the report at the end). */
export type PlanError = Omit<ImportRowError, 'line'>;

/** Names of the records a reference column names, by resource: lower-cased name → id. */
export type NameMaps = Map<string, Map<string, string>>;

/** One column of the file: a product field, or a field of its variations (`Variations: Sell Price`). */
export interface ImportColumn {
  index: number;
  header: string;
  field: FieldDecl;
  /** Set for a column of the child list (the variations). */
  child?: FieldDecl;
}

/** One product of the file: its first row's product cells and one entry per variation row. */
export interface ProductGroup {
  /** 1-based data row of the product's first row. */
  row: number;
  sku: string;
  body: Record<string, unknown>;
  /** Rows of the variations, in file order, with their cells (by child field key). */
  variations: { row: number; values: Record<string, unknown> }[];
}

/**
 * The columns the import reads: the products export's headers (field labels,
 * `Variations: Name` for a variation's fields), a field's key also accepted
 * (`sku`, `variations.price`).
 */
export function columnsOf(res: CompiledResource, header: string[]): ImportColumn[] {
  const byName = new Map<string, { field: FieldDecl; child?: FieldDecl }>();
  // Keys first: a label that is another field's key (Discount, the switch, and `discount`, the amount) means what the export wrote under it.
  for (const f of [...res.writable, ...res.links]) byName.set(f.key.toLowerCase(), { field: f });
  for (const f of [...res.writable, ...res.links]) {
    byName.set(f.label.toLowerCase(), { field: f });
    // A products CSV exported in Bangla has Bangla headers (export/language.ts).
    byName.set(bangla(f.label).toLowerCase(), { field: f });
  }
  for (const f of res.children) {
    for (const c of f.child?.fields ?? []) {
      if (c.readOnly || !c.db) continue;
      byName.set(childColumnLabel(f, c).toLowerCase(), { field: f, child: c });
      byName.set(childColumnLabel(f, c, bangla).toLowerCase(), { field: f, child: c });
      byName.set(`${f.key}.${c.key}`.toLowerCase(), { field: f, child: c });
    }
  }
  return header.flatMap((h, index) => {
    const found = byName.get(h.trim().toLowerCase());
    return found ? [{ index, header: h.trim(), ...found }] : [];
  });
}

type CellRead = { value?: unknown; error?: string };
type ReadCell = (f: FieldDecl, text: string, names: NameMaps) => CellRead;

const asText: ReadCell = (_f, t) => ({ value: t });
const list: ReadCell = (_f, t) => ({
  value: t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
});
const figure: ReadCell = (_f, t) => {
  const n = Number(t.replace(/[৳,\s]/g, ''));
  return Number.isFinite(n) ? { value: n } : { error: 'must be a number' };
};
/** A reference by the record's name; a link list (collections) takes several, comma-separated, as the export writes them. */
const byName: ReadCell = (f, t, names) => {
  const resource = f.reference?.resource ?? '';
  const what = resource.replace(/ies$/, 'y').replace(/s$/, '');
  const wanted = f.links
    ? t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [t];
  const ids: string[] = [];
  for (const name of wanted) {
    const id = names.get(resource)?.get(name.toLowerCase());
    if (!id) return { error: `no ${what} is named "${name}"` };
    ids.push(id);
  }
  return { value: f.links ? ids : ids[0] };
};
/** Not written by the export as a plain cell: the text goes to the field's own checks. */
const unread: ReadCell = asText;

/**
 * How the import reads a cell the export wrote, for each field type (the
 * reverse of the export's cells). One entry per type: a new type does not
 * compile until it says how it is imported.
 */
const READ_CELL: Record<FieldType, ReadCell> = {
  text: asText,
  email: asText,
  phone: asText,
  textarea: asText,
  editor: asText,
  slug: asText,
  select: asText,
  color: asText,
  image: asText,
  file: asText,
  date: asText,
  datetime: asText,
  'read-only': asText,
  switch: (_f, t) => {
    if (/^(yes|true|1|হ্যাঁ)$/i.test(t)) return { value: true };
    if (/^(no|false|0|না)$/i.test(t)) return { value: false };
    return { error: 'must be Yes or No' };
  },
  number: figure,
  currency: figure,
  tag: list,
  'array-string': list,
  'image-array': list,
  'nested-select': byName,
  'data-select': byName,
  'custom-attribute': (_f, t) => ({
    value: t
      .split(';')
      .map((p) => p.split(':'))
      .filter((p) => p.length >= 2)
      .map(([label, ...rest]) => ({ label: label.trim(), value: rest.join(':').trim() })),
  }),
  link: unread,
  password: unread,
  permissions: unread,
  'address-array': unread,
  variant: unread,
  'item-lines': unread,
};

/** A cell as the export writes it, back into a body value. */
export function cellValue(f: FieldDecl, text: string, names: NameMaps): CellRead {
  const t = text.trim();
  if (t === '') return { value: f.type === 'switch' ? undefined : null };
  return READ_CELL[f.type](f, t, names);
}

/**
 * An empty cell of a column that cannot be empty (a SKU, a barcode) is left
 * out: a new product or variation gets one made, an existing one keeps its own.
 */
function keepsItsValue(f: FieldDecl, value: unknown): boolean {
  return value === null && f.db?.notNull === true && !f.required;
}

/** The CSV's records, header first, and the line of the file each starts on (the header's is 1). */
export interface CsvFile {
  records: string[][];
  lines: number[];
}

const CR = 0x0d;
const LF = 0x0a;

/**
 * The line of the file each record starts on, from the byte offset where each
 * ends (csv-parse's `info.bytes`, delimiter included): blank lines before a
 * record are skipped as the parser skipped them, and a quoted cell's own line
 * breaks count. csv-parse's `info.lines` cannot be used: it counts a CR LF
 * inside a quoted cell as two lines, and every later record is off by one.
 */
function startLines(csv: Buffer, ends: number[]): number[] {
  let line = 1;
  let at = 0;
  // One line break: CR LF, CR or LF.
  const breakAt = (i: number) => (csv[i] === CR ? (csv[i + 1] === LF ? 2 : 1) : csv[i] === LF ? 1 : 0);
  return ends.map((end) => {
    for (let step = breakAt(at); step > 0 && at < end; step = breakAt(at)) {
      at += step;
      line++;
    }
    const start = line;
    while (at < end) {
      const step = breakAt(at);
      if (step > 0) line++;
      at += step || 1;
    }
    return start;
  });
}

/** Reads the CSV: its records, header first, and the line of the file each starts on (the header's is 1). */
export function readCsv(csv: Buffer): CsvFile {
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof parsed;
  } catch (err) {
    throw new ApiError(400, `The file is not a readable CSV: ${(err as Error).message}`, [fieldEntry('file', msg('csv_unreadable'))]);
  }
  if (parsed.length < 2) throw new ApiError(400, 'The file has no product rows', [fieldEntry('file', msg('csv_no_rows'))]);
  return {
    records: parsed.map((p) => p.record),
    lines: startLines(
      csv,
      parsed.map((p) => p.info.bytes),
    ),
  };
}

/**
 * Rows into products: the rows of one product share its SKU (the export
 * repeats the product's cells on each of its variations' rows); the first
 * row's product cells count. A row without a SKU is a product of its own.
 */
export function groupRows(rows: string[][], columns: ImportColumn[], names: NameMaps, errors: PlanError[]): ProductGroup[] {
  const skuCol = columns.find((c) => !c.child && c.field.key === 'sku');
  const nameCol = columns.find((c) => c.child?.key === 'name');
  const groups: ProductGroup[] = [];
  const bySku = new Map<string, ProductGroup>();
  for (const [i, cells] of rows.entries()) {
    const row = i + 1;
    const sku = skuCol ? (cells[skuCol.index] ?? '').trim() : '';
    const isVariation = nameCol !== undefined && (cells[nameCol.index] ?? '').trim() !== '';
    let group = sku ? bySku.get(sku) : undefined;
    if (group && !isVariation) {
      errors.push({ row, column: skuCol?.header ?? 'SKU', message: `SKU ${sku} is on an earlier line too` });
      continue;
    }
    if (!group) {
      group = { row, sku, body: {}, variations: [] };
      for (const c of columns) {
        if (c.child) continue;
        const { value, error } = cellValue(c.field, cells[c.index] ?? '', names);
        if (error) errors.push({ row, column: c.header, message: error });
        else if (value !== undefined && !keepsItsValue(c.field, value)) group.body[c.field.key] = value;
      }
      groups.push(group);
      if (sku) bySku.set(sku, group);
    }
    if (!isVariation) continue;
    if (!sku) {
      errors.push({ row, column: skuCol?.header ?? 'SKU', message: "a variation needs its product's SKU" });
      continue;
    }
    const values: Record<string, unknown> = {};
    for (const c of columns) {
      if (!c.child) continue;
      const { value, error } = cellValue(c.child, cells[c.index] ?? '', names);
      if (error) errors.push({ row, column: c.header, message: error });
      else if (value !== undefined && !keepsItsValue(c.child, value)) values[c.child.key] = value;
    }
    group.variations.push({ row, values });
  }
  return groups;
}

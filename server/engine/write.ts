import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import { slugify } from '../../common/slug';
import type { Db } from '../db/client';
import { prepareEntries, prepareLinks } from './children';
import type { CompiledResource } from './compile';
import type { ChildEntry, FieldDecl } from './declaration';
import { badRequest, fieldEntry, type FieldError } from './errors';
import { checkField, isEmpty } from './fieldValue';
import { hasPath, readPath } from './paths';

export interface PreparedWrite {
  /** Drizzle property → value. */
  values: Record<string, unknown>;
  /** Slug fields left empty: generated from their source field. */
  slugsToMake: FieldDecl[];
  /** Child lists sent, by field key: written after the row, in the same transaction. */
  children: Record<string, ChildEntry[]>;
  /** Link lists sent, by field key. */
  links: Record<string, string[]>;
}

/**
 * Check and normalise a create or update body against the declaration.
 * Every problem is reported at once, by field; nothing is written on error.
 */
export async function prepareWrite(res: CompiledResource, body: Record<string, unknown>, mode: 'create' | 'update', db: Db): Promise<PreparedWrite> {
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  const slugsToMake: FieldDecl[] = [];
  const at = { db, isNew: mode === 'create', cleared: 'refuse' } as const;
  for (const f of res.writable) {
    const checked = await checkField(f, body, at);
    if ('error' in checked) errors.push(fieldEntry(checked.at ? `${f.key}.${checked.at}` : f.key, checked.error));
    else if ('value' in checked) values[res.propOf.get(f) as string] = checked.value;
    else if (f.type === 'slug' && at.isNew && !f.excluded && isEmpty(readPath(body, f.key))) slugsToMake.push(f);
  }
  const children: Record<string, ChildEntry[]> = {};
  for (const f of res.children) {
    if (hasPath(body, f.key)) children[f.key] = await prepareEntries(db, f, readPath(body, f.key), errors);
    else if (mode === 'create') children[f.key] = [];
  }
  const links: Record<string, string[]> = {};
  for (const f of res.links) if (hasPath(body, f.key)) links[f.key] = prepareLinks(f, readPath(body, f.key), errors);
  if (errors.length > 0) {
    throw badRequest(`${errors[0].field}: ${errors[0].message}`, errors);
  }
  return { values, slugsToMake, children, links };
}

/**
 * A value of a unique text column not yet taken: `format(base, 1)`, then
 * `format(base, 2)`…; by default `base`, `base-2`, `base-3`… With a `limit` on
 * the field, the base is cut short before what `format` adds, so every
 * candidate still fits the field.
 */
export async function freeValue(
  db: Db,
  res: CompiledResource,
  f: FieldDecl,
  base: string,
  format: (base: string, n: number) => string = (b, n) => (n === 1 ? b : `${b}-${n}`),
  exceptId?: string,
): Promise<string> {
  const col = f.db as NonNullable<FieldDecl['db']>;
  const candidate = (n: number) => withinLimit(base, f.limit, (b) => format(b, n));
  // Every candidate starts with what the first, the second and a far one share.
  const prefix = commonPrefix([candidate(1), candidate(2), candidate(1_000_000)]);
  const notSelf: SQL | undefined = exceptId ? ne(res.decl.id, exceptId) : undefined;
  const rows = (await db
    .select({ v: col })
    .from(res.decl.table)
    .where(and(or(eq(col, candidate(1)), like(col, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)), notSelf))) as {
    v: string;
  }[];
  const taken = new Set(rows.map((r) => r.v));
  for (let n = 1; ; n++) {
    if (!taken.has(candidate(n))) return candidate(n);
  }
}

/** `shape(base)`, with `base` cut short so that the result is at most `limit` long. */
function withinLimit(base: string, limit: number | undefined, shape: (base: string) => string): string {
  const whole = shape(base);
  if (limit === undefined || whole.length <= limit) return whole;
  return shape(base.slice(0, Math.max(0, base.length - (whole.length - limit))));
}

function commonPrefix(texts: string[]): string {
  let prefix = texts[0];
  for (const text of texts) while (!text.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/** Fill the empty slugs of a create from their source field (`from`, default `name`). */
export async function makeSlugs(db: Db, res: CompiledResource, prepared: PreparedWrite): Promise<void> {
  for (const f of prepared.slugsToMake) {
    const sourceField = res.decl.fields.find((s) => s.key === (f.from ?? 'name'));
    const source = sourceField ? prepared.values[res.propOf.get(sourceField) as string] : undefined;
    const base = slugify(String(source ?? '')) || 'item';
    prepared.values[res.propOf.get(f) as string] = await freeValue(db, res, f, base);
  }
}

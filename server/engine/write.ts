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
    if ('error' in checked) errors.push(fieldEntry(f.key, checked.error));
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
 * A value of a unique text column not yet taken: `base`, then `base-2`,
 * `base-3`… (or with `format` for other shapes such as `Red (Copy 2)`).
 */
export async function freeValue(
  db: Db,
  res: CompiledResource,
  f: FieldDecl,
  base: string,
  format: (base: string, n: number) => string = (b, n) => `${b}-${n}`,
  exceptId?: string,
): Promise<string> {
  const col = f.db as NonNullable<FieldDecl['db']>;
  const prefix = format(base, 2).slice(0, base.length);
  const notSelf: SQL | undefined = exceptId ? ne(res.decl.id, exceptId) : undefined;
  const rows = (await db
    .select({ v: col })
    .from(res.decl.table)
    .where(and(or(eq(col, base), like(col, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)), notSelf))) as {
    v: string;
  }[];
  const taken = new Set(rows.map((r) => r.v));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = format(base, n);
    if (!taken.has(candidate)) return candidate;
  }
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

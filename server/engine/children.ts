import { and, asc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ChildEntry, ChildTableDecl, FieldDecl, LinkTableDecl, ListSwap } from './declaration';
import { fieldEntry, msg, type FieldError } from './errors';
import { checkField } from './fieldValue';
import { isUuid } from './uuid';

/**
 * Child tables and link tables: list fields whose entries live in rows of
 * another table (a product's variants, its collections). Read with the
 * record, written in the write's transaction, described in the record's JSON
 * schema like any other field (jsonSchemas.ts).
 */

/** Drizzle property of each column of a table. */
function propsOf(table: ChildTableDecl['table'] | LinkTableDecl['table']): Map<AnyPgColumn, string> {
  const out = new Map<AnyPgColumn, string>();
  for (const [prop, col] of Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)) out.set(col, prop);
  return out;
}

const childProps = new WeakMap<ChildTableDecl, Map<AnyPgColumn, string>>();
function propOf(child: ChildTableDecl, col: AnyPgColumn): string {
  let props = childProps.get(child);
  if (!props) {
    props = propsOf(child.table);
    childProps.set(child, props);
  }
  const prop = props.get(col);
  if (!prop) throw new Error(`column ${col.name} is not in the child table`);
  return prop;
}

/**
 * Check and normalise the entries of a child list with the same checker as
 * the record's own fields; problems go to `errors` named by position
 * (`variations.3.price`).
 */
export async function prepareEntries(db: Db, f: FieldDecl, raw: unknown, errors: FieldError[]): Promise<ChildEntry[]> {
  const child = f.child as ChildTableDecl;
  const list = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
  const entries: ChildEntry[] = [];
  for (const [i, entry] of list.entries()) {
    const out: ChildEntry = { values: {} };
    if (typeof entry._id === 'string' && isUuid(entry._id)) out.id = entry._id;
    const at = { db, isNew: out.id === undefined, cleared: 'keep' } as const;
    for (const cf of child.fields) {
      if (cf.readOnly || !cf.db) continue;
      const checked = await checkField(cf, entry, at);
      if ('error' in checked) errors.push(fieldEntry(`${f.key}.${i}.${cf.key}${checked.at ? `.${checked.at}` : ''}`, checked.error));
      else if ('value' in checked) out.values[propOf(child, cf.db)] = checked.value;
    }
    entries.push(out);
  }
  if (child.checkEntries && errors.length === 0) {
    for (const problem of await child.checkEntries(db, entries)) errors.push(fieldEntry(`${f.key}.${problem.index}.${problem.field}`, problem.message));
  }
  return entries;
}

/** The link ids of a body: one id or a list, each a record id. */
export function prepareLinks(f: FieldDecl, raw: unknown, errors: FieldError[]): string[] {
  const ids = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const bad = ids.find((v) => typeof v !== 'string' || !isUuid(v));
  if (bad !== undefined) errors.push(fieldEntry(f.key, msg('not_record_ids')));
  return [...new Set(ids.map(String))];
}

/** Put each record's child entries on it (one query for all the records); `swap` swaps what some entry fields read (ListSwap.children). */
export async function attachChildren(db: Db, fields: FieldDecl[], records: Record<string, unknown>[], swap?: ListSwap['children']): Promise<void> {
  if (records.length === 0) return;
  for (const f of fields) {
    const child = f.child as ChildTableDecl;
    const sel: Record<string, AnyPgColumn | SQL> = { _id: child.id, __parent: child.parent };
    for (const cf of child.fields) {
      if (cf.db) sel[cf.key] = swap?.[f.key]?.[cf.key] ?? cf.db;
      else if (cf.computed) sel[cf.key] = cf.computed;
    }
    const ids = records.map((r) => String(r._id));
    const rows = (await db
      .select(sel)
      .from(child.table)
      .where(ids.length === 1 ? eq(child.parent, ids[0]) : inArray(child.parent, ids))
      .orderBy(asc(child.parent), asc(child.position))) as Record<string, unknown>[];
    const byParent = new Map<string, Record<string, unknown>[]>();
    for (const { __parent, ...row } of rows) {
      const list = byParent.get(String(__parent)) ?? [];
      list.push(row);
      byParent.set(String(__parent), list);
    }
    for (const r of records) r[f.key] = byParent.get(String(r._id)) ?? [];
  }
}

/** A record's child entries as stored (Drizzle property → value), for copies. */
export async function readEntries(db: Db, f: FieldDecl, parentId: string): Promise<ChildEntry[]> {
  const child = f.child as ChildTableDecl;
  const rows = (await db.select().from(child.table).where(eq(child.parent, parentId)).orderBy(asc(child.position))) as Record<string, unknown>[];
  const idProp = propOf(child, child.id);
  return rows.map((row) => ({ id: String(row[idProp]), values: row }));
}

/**
 * Make the stored rows equal to the entries, in their order: entries with
 * the id of one of this record's rows update it (what they leave out stays),
 * the others are inserted, rows no entry names are deleted. Then the parent's
 * sums over the entries are written.
 */
export async function writeEntries(
  tx: Db,
  f: FieldDecl,
  parentTable: { table: ChildTableDecl['table']; id: AnyPgColumn },
  parentId: string,
  entries: ChildEntry[],
): Promise<void> {
  const child = f.child as ChildTableDecl;
  const idProp = propOf(child, child.id);
  const parentProp = propOf(child, child.parent);
  const positionProp = propOf(child, child.position);
  const existing = new Map<string, Record<string, unknown>>();
  for (const row of (await tx.select().from(child.table).where(eq(child.parent, parentId))) as Record<string, unknown>[]) {
    existing.set(String(row[idProp]), row);
  }
  const kept: string[] = [];
  const rows = entries.map((e, position) => {
    const current = e.id !== undefined ? existing.get(e.id) : undefined;
    if (current) kept.push(e.id as string);
    const { createdAt: _c, updatedAt: _u, ...base } = current ?? {};
    // An id that is not one of this record's rows is a new entry (never another record's row).
    const row: Record<string, unknown> = { ...base, ...e.values, [parentProp]: parentId, [positionProp]: position };
    if (!current) delete row[idProp];
    return row;
  });
  const gone = [...existing.keys()].filter((id) => !kept.includes(id));
  if (gone.length > 0) await tx.delete(child.table).where(and(eq(child.parent, parentId), inArray(child.id, gone)));
  if (rows.length > 0) {
    // One statement for updated and new entries; existing rows carry all their values (merged above).
    const columns = getTableColumns(child.table) as Record<string, AnyPgColumn>;
    const set: Record<string, SQL> = {};
    for (const [prop, col] of Object.entries(columns)) {
      if (prop === idProp || prop === 'createdAt') continue;
      set[prop] = prop === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${col.name}"`);
    }
    await tx.insert(child.table).values(rows).onConflictDoUpdate({ target: child.id, set });
  }
  for (const s of child.sums ?? []) {
    const parentProps = propsOf(parentTable.table);
    await tx
      .update(parentTable.table)
      .set({ [parentProps.get(s.parent) as string]: sql`(select coalesce(sum(${s.child}), 0) from ${child.table} where ${child.parent} = ${parentId})` })
      .where(s.when ? and(eq(parentTable.id, parentId), s.when) : eq(parentTable.id, parentId));
  }
}

/** Replace a record's links with `ids`, or (`add`) add those it lacks. */
export async function writeLinks(tx: Db, f: FieldDecl, parentId: string, ids: string[], mode: 'replace' | 'add'): Promise<void> {
  const links = f.links as LinkTableDecl;
  const props = propsOf(links.table);
  const parentProp = props.get(links.parent) as string;
  const targetProp = props.get(links.target) as string;
  if (mode === 'replace') {
    await tx.delete(links.table).where(ids.length > 0 ? and(eq(links.parent, parentId), notInArray(links.target, ids)) : eq(links.parent, parentId));
  }
  if (ids.length > 0) {
    await tx
      .insert(links.table)
      .values(ids.map((id) => ({ [parentProp]: parentId, [targetProp]: id })))
      .onConflictDoNothing();
  }
}

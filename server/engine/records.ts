import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { FieldDecl, LinkTableDecl, ListSwap, ResourceDecl } from './declaration';
import { qualified } from './qualified';

/** Fields that can be read back (passwords cannot); child lists are read by a query of their own. */
export function readableFields(decl: ResourceDecl): FieldDecl[] {
  return decl.fields.filter((f) => !f.writeOnly && (f.db || f.computed || f.links));
}

/** The ids of a record's links as one JSON array, read in the record's own select. */
export function linkSelection(links: LinkTableDecl, parentId: AnyPgColumn): SQL {
  return sql`coalesce((select jsonb_agg(${links.target}) from ${links.table} where ${links.parent} = ${qualified(parentId)}), '[]'::jsonb)`;
}

/**
 * The select list of a record: wire key → column or computed SQL. A dotted
 * key (`meta.title`) is nested here, so Drizzle hands back each row already
 * shaped as the record it sends, with no second copy of every row. A list
 * swap (ListSwapParam) reads its SQL instead of the fields it swaps.
 */
export function selection(decl: ResourceDecl, swap?: ListSwap): SelectedFields {
  type Level = { [key: string]: AnyPgColumn | SQL | Level };
  const out: Level = { _id: decl.id };
  for (const f of readableFields(decl)) {
    const parts = f.key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Level;
    }
    node[parts[parts.length - 1]] = f.links ? linkSelection(f.links, decl.id) : ((swap?.fields?.[f.key] ?? f.db ?? f.computed) as AnyPgColumn | SQL);
  }
  return out as SelectedFields;
}

import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { FieldDecl, ResourceDecl } from './declaration';
import { childRecordJson, linkRecordJson, linkSelection } from './children';
import { typeInfo } from './fieldTypes';

/** Fields that can be read back (passwords cannot); child lists are read by a query of their own. */
export function readableFields(decl: ResourceDecl): FieldDecl[] {
  return decl.fields.filter((f) => !f.writeOnly && (f.db || f.computed || f.links));
}

/**
 * The select list of a record: wire key → column or computed SQL. A dotted
 * key (`meta.title`) is nested here, so Drizzle hands back each row already
 * shaped as the record it sends, with no second copy of every row.
 */
export function selection(decl: ResourceDecl): SelectedFields {
  type Level = { [key: string]: AnyPgColumn | SQL | Level };
  const out: Level = { _id: decl.id };
  for (const f of readableFields(decl)) {
    const parts = f.key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Level;
    }
    node[parts[parts.length - 1]] = f.links ? linkSelection(f.links, decl.id) : ((f.db ?? f.computed) as AnyPgColumn | SQL);
  }
  return out as SelectedFields;
}

/** Read a dotted key from a nested body (`meta.title`), or from a flat one. */
export function readPath(body: Record<string, unknown>, key: string): unknown {
  if (key in body) return body[key];
  let node: unknown = body;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a dotted key is present in a body, nested or flat. */
export function hasPath(body: Record<string, unknown>, key: string): boolean {
  if (key in body) return true;
  const parts = key.split('.');
  let node: unknown = body;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || !(part in (node as object))) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** The JSON type a field's value has when read back. */
export function outputJson(f: FieldDecl): Record<string, unknown> {
  if (f.child) return childRecordJson(f.child);
  if (f.links) return linkRecordJson;
  if (f.type === 'read-only') {
    if (f.viewType === 'date') return { type: 'string', format: 'date-time' };
    if (f.viewType === 'number' || f.viewType === 'currency') return { type: 'number' };
    if (f.viewType === 'boolean') return { type: 'boolean' };
    return { type: ['string', 'null'] };
  }
  if (f.type === 'date') return { type: ['string', 'null'] };
  return typeInfo(f.type).json;
}

/**
 * The JSON schema of a record as the server sends it; Fastify serialises
 * responses with it, so a column that is not declared can never leak.
 */
export function recordJsonSchema(decl: ResourceDecl): Record<string, unknown> {
  const root: { type: string; properties: Record<string, unknown> } = {
    type: 'object',
    properties: { _id: { type: 'string' } },
  };
  for (const f of [...readableFields(decl), ...decl.fields.filter((x) => x.child)]) {
    const parts = f.key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node.properties[part] ??= { type: 'object', properties: {} };
      node = node.properties[part] as typeof root;
    }
    node.properties[parts[parts.length - 1]] = outputJson(f);
  }
  return root;
}

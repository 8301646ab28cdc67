import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceSchema } from '../../common/schema';
import type { FieldDecl, Operation, ResourceDecl } from './declaration';
import { ALL_OPERATIONS } from './declaration';
import { childBodyJson, linkBodyJson } from './children';
import { typeInfo } from './fieldTypes';
import { publicSchema } from './publicSchema';
import { recordJsonSchema } from './records';

/**
 * A declaration with everything derived from it worked out once at start-up:
 * the public schema, the JSON schemas of bodies and records, and the way back
 * from a database column to its field.
 */
export interface CompiledResource {
  decl: ResourceDecl;
  schema: ResourceSchema;
  ops: Set<Operation>;
  /** Drizzle property name of each stored field (what insert/update take). */
  propOf: Map<FieldDecl, string>;
  /** The field a unique constraint name is about. */
  fieldOfConstraint(constraint: string | undefined): FieldDecl | undefined;
  /** Drizzle property of the update-time column, set on every write. */
  updatedAtProp?: string;
  /** Fields a client may write (columns of the table). */
  writable: FieldDecl[];
  /** List fields stored as rows of a child table. */
  children: FieldDecl[];
  /** List fields stored as ids in a join table. */
  links: FieldDecl[];
  createBody: Record<string, unknown>;
  updateBody: Record<string, unknown>;
  record: Record<string, unknown>;
  labelField?: FieldDecl;
}

function inputJson(f: FieldDecl): Record<string, unknown> {
  if (f.child) return childBodyJson(f.child);
  if (f.links) return linkBodyJson;
  const json = { ...typeInfo(f.type).json };
  if (f.type === 'select' && f.options) json.enum = [...f.options.map((o) => o.value), null];
  return json;
}

/** Nested JSON schema of a body: `meta.title` becomes `{meta: {title}}`; unknown keys are dropped. */
function bodySchema(fields: FieldDecl[], required: string[]): Record<string, unknown> {
  const root = { type: 'object', properties: {} as Record<string, unknown>, additionalProperties: false, required };
  for (const f of fields) {
    const parts = f.key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node.properties[part] ??= { type: 'object', properties: {}, additionalProperties: false, required: [] };
      node = node.properties[part] as typeof root;
    }
    node.properties[parts[parts.length - 1]] = inputJson(f);
  }
  return root;
}

export function compile(decl: ResourceDecl): CompiledResource {
  const columns = getTableColumns(decl.table) as Record<string, AnyPgColumn>;
  const propOf = new Map<FieldDecl, string>();
  for (const f of decl.fields) {
    if (!f.db) continue;
    const prop = Object.keys(columns).find((k) => columns[k] === f.db);
    if (!prop) throw new Error(`${decl.path}.${f.key}: its column is not in table ${getTableName(decl.table)}`);
    propOf.set(f, prop);
  }
  const updatedAtProp = Object.keys(columns).find((k) => decl.updatedAt && columns[k] === decl.updatedAt);
  if (decl.updatedAt && !updatedAtProp) throw new Error(`${decl.path}: its updatedAt column is not in its table`);
  const writable = decl.fields.filter((f) => f.db && !f.readOnly && f.type !== 'read-only');
  const children = decl.fields.filter((f) => f.child && !f.readOnly);
  const links = decl.fields.filter((f) => f.links && !f.readOnly);
  const tableName = getTableName(decl.table);
  const labelKey = decl.labelKey ?? 'name';
  return {
    decl,
    schema: publicSchema(decl),
    ops: new Set(decl.operations ?? ALL_OPERATIONS),
    propOf,
    updatedAtProp,
    writable,
    children,
    links,
    fieldOfConstraint(constraint) {
      if (!constraint) return undefined;
      return decl.fields.find(
        (f) => (f.db && constraint === `${tableName}_${f.db.name}_unique`) || f.constraints?.includes(constraint),
      );
    },
    // Required fields are checked after trimming (an all-space name is missing), not here.
    createBody: bodySchema([...writable, ...children, ...links], []),
    updateBody: bodySchema([...writable, ...children, ...links], []),
    record: recordJsonSchema(decl),
    labelField: decl.fields.find((f) => f.key === labelKey),
  };
}

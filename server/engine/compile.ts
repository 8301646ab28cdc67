import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceSchema } from '../../common/schema';
import type { FieldDecl, Operation, ResourceDecl } from './declaration';
import { ALL_OPERATIONS } from './declaration';
import { childBodyJson, linkBodyJson } from './children';
import { isTextType, typeInfo } from './fieldTypes';
import { publicSchema } from './publicSchema';
import { recordJsonSchema } from './records';
import { DATE_PATTERN, LINK_PATTERN, numberBounds, textLimit } from './valueRules';

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
  /** `updates` of `PUT update/many`: as an update, but a link field may name one record to add (`Add to collection`). */
  manyBody: Record<string, unknown>;
  record: Record<string, unknown>;
  labelField?: FieldDecl;
}

/**
 * The JSON schema of one writable field's value: the type, and the limits of
 * valueRules (text length, number range of the column, link schemes), so the
 * route refuses a bad value before any SQL runs.
 */
function inputJson(f: FieldDecl): Record<string, unknown> {
  if (f.child) return childBodyJson(f.child);
  if (f.links) return linkBodyJson;
  const json: Record<string, unknown> = { ...typeInfo(f.type).json };
  const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type, 'null'] });
  switch (f.type) {
    case 'number':
    case 'currency': {
      const b = numberBounds(f);
      return nullable({ type: b.integer ? 'integer' : 'number', minimum: b.min, maximum: b.max });
    }
    case 'image':
    case 'file':
      return nullable({ type: 'string', maxLength: textLimit(f), pattern: LINK_PATTERN });
    case 'image-array':
      return { ...json, items: { type: 'string', maxLength: 2048, pattern: LINK_PATTERN } };
    case 'date':
      return nullable({ type: 'string', format: 'date', pattern: DATE_PATTERN });
    case 'select':
      return { type: ['string', 'null'], maxLength: textLimit(f), ...(f.options ? { enum: [...f.options.map((o) => o.value), null] } : {}) };
    case 'password':
      return json;
    default:
      if (isTextType(f.type) || f.type === 'editor' || f.type === 'textarea') return { ...json, maxLength: textLimit(f) };
      return json;
  }
}

/** A bulk change adds links rather than replacing them, so one id is as good as a list. */
function manyBodySchema(body: Record<string, unknown>, links: FieldDecl[]): Record<string, unknown> {
  const properties = { ...(body.properties as Record<string, unknown>) };
  for (const f of links) {
    if (!f.key.includes('.')) properties[f.key] = { anyOf: [{ type: 'string', format: 'uuid' }, linkBodyJson] };
  }
  return { ...body, properties };
}

/** A key the record has but a client cannot write (`createdAt`, counts). */
export const READ_ONLY = { not: {}, description: 'read-only' };

/**
 * Nested JSON schema of a body: `meta.title` becomes `{meta: {title}}`. A key
 * that is not a writable field is refused (400 naming it), never dropped.
 */
function bodySchema(fields: FieldDecl[], readOnly: FieldDecl[], required: string[]): Record<string, unknown> {
  const root = { type: 'object', properties: { _id: READ_ONLY } as Record<string, unknown>, additionalProperties: false, required };
  const entries: [FieldDecl, Record<string, unknown>][] = [
    ...readOnly.filter((f) => !f.key.includes('.')).map((f): [FieldDecl, Record<string, unknown>] => [f, READ_ONLY]),
    ...fields.map((f): [FieldDecl, Record<string, unknown>] => [f, inputJson(f)]),
  ];
  for (const [f, schema] of entries) {
    const parts = f.key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node.properties[part] ??= { type: 'object', properties: {}, additionalProperties: false, required: [] };
      node = node.properties[part] as typeof root;
    }
    node.properties[parts[parts.length - 1]] = schema;
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
  const readOnly = decl.fields.filter((f) => !writable.includes(f) && !children.includes(f) && !links.includes(f));
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
    createBody: bodySchema([...writable, ...children, ...links], readOnly, []),
    updateBody: bodySchema([...writable, ...children, ...links], readOnly, []),
    manyBody: manyBodySchema(bodySchema([...writable, ...children, ...links], readOnly, []), links),
    record: recordJsonSchema(decl),
    labelField: decl.fields.find((f) => f.key === labelKey),
  };
}

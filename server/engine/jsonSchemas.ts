import type { ChildTableDecl, FieldDecl, ResourceDecl } from './declaration';
import { isTextType, typeInfo } from './fieldTypes';
import { readableFields } from './records';
import { DATE_PATTERN, LINK_PATTERN, numberBounds, textLimit } from './valueRules';

/**
 * The JSON schemas the engine derives from a declaration: what a request body
 * may carry (Ajv refuses the rest before any SQL runs) and what a record looks
 * like when sent (Fastify serialises with it, so a column that is not declared
 * can never leak). A child table's entries are described by the same rules as
 * the record's own fields.
 */

export const linkBodyJson = { type: 'array', maxItems: 999, items: { type: 'string', format: 'uuid' } };
const linkRecordJson = { type: 'array', items: { type: 'string' } };

/**
 * The JSON schema of one writable field's value: the type, and the limits of
 * valueRules (text length, number range of the column, link schemes).
 */
export function inputJson(f: FieldDecl): Record<string, unknown> {
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

/** JSON schema of a child list in a request body: each entry's fields as the record's own would be. */
function childBodyJson(child: ChildTableDecl): Record<string, unknown> {
  const properties: Record<string, unknown> = { _id: { type: 'string' } };
  for (const f of child.fields) if (!f.readOnly) properties[f.key] = inputJson(f);
  return { type: 'array', maxItems: child.limit, items: { type: 'object', properties, additionalProperties: false } };
}

/** The JSON type a field's value has when read back. */
function outputJson(f: FieldDecl): Record<string, unknown> {
  if (f.child) {
    const properties: Record<string, unknown> = { _id: { type: 'string' } };
    for (const cf of f.child.fields) properties[cf.key] = outputJson(cf);
    return { type: 'array', items: { type: 'object', properties } };
  }
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

type ObjectSchema = { type: string; properties: Record<string, unknown>; additionalProperties?: boolean; required?: string[] };

/** Put each field's schema at its dotted key: `meta.title` becomes `{meta: {title}}`. */
function nest(root: ObjectSchema, entries: [FieldDecl, Record<string, unknown>][], level: () => ObjectSchema): ObjectSchema {
  for (const [f, schema] of entries) {
    const parts = f.key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      node.properties[part] ??= level();
      node = node.properties[part] as ObjectSchema;
    }
    node.properties[parts[parts.length - 1]] = schema;
  }
  return root;
}

/** The JSON schema of a record as the server sends it. */
export function recordJsonSchema(decl: ResourceDecl): Record<string, unknown> {
  const fields = [...readableFields(decl), ...decl.fields.filter((x) => x.child)];
  return nest(
    { type: 'object', properties: { _id: { type: 'string' } } },
    fields.map((f) => [f, outputJson(f)]),
    () => ({ type: 'object', properties: {} }),
  );
}

/** A key the record has but a client cannot write (`createdAt`, counts). */
const READ_ONLY = { not: {}, description: 'read-only' };

/**
 * The JSON schema of a create or update body. A key that is not a writable
 * field is refused (400 naming it), never dropped.
 */
export function bodySchema(fields: FieldDecl[], readOnly: FieldDecl[]): Record<string, unknown> {
  // Required fields are checked after trimming (an all-space name is missing), not here.
  return nest(
    { type: 'object', properties: { _id: READ_ONLY }, additionalProperties: false, required: [] },
    [
      ...readOnly.filter((f) => !f.key.includes('.')).map((f): [FieldDecl, Record<string, unknown>] => [f, READ_ONLY]),
      ...fields.map((f): [FieldDecl, Record<string, unknown>] => [f, inputJson(f)]),
    ],
    () => ({ type: 'object', properties: {}, additionalProperties: false, required: [] }),
  );
}

/** `updates` of `PUT update/many`: a bulk change adds links rather than replacing them, so one id is as good as a list. */
export function manyBodySchema(body: Record<string, unknown>, links: FieldDecl[]): Record<string, unknown> {
  const properties = { ...(body.properties as Record<string, unknown>) };
  for (const f of links) {
    if (!f.key.includes('.')) properties[f.key] = { anyOf: [{ type: 'string', format: 'uuid' }, linkBodyJson] };
  }
  return { ...body, properties };
}

import type { FieldType } from '../../common/resourceSpec';
import type { ChildTableDecl, FieldDecl, ResourceDecl } from './declaration';
import { typeInfo } from './fieldTypeWire';
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

type Json = Record<string, unknown>;
const nullable = (schema: Json): Json => ({ ...schema, type: [schema.type, 'null'] });
/** The type's wire JSON (fieldTypeWire.ts) as it is. */
const plain = (f: FieldDecl): Json => ({ ...typeInfo(f.type).json });
/** Free text: the wire JSON with the field's length limit. */
const limitedText = (f: FieldDecl): Json => ({ ...typeInfo(f.type).json, maxLength: textLimit(f) });
function numberJson(f: FieldDecl): Json {
  const b = numberBounds(f);
  return nullable({ type: b.integer ? 'integer' : 'number', minimum: b.min, maximum: b.max });
}
const fileJson = (f: FieldDecl): Json => nullable({ type: 'string', maxLength: textLimit(f), pattern: LINK_PATTERN });

/**
 * The JSON schema of one writable value of each field type: its wire JSON
 * and the limits of valueRules (text length, the column's number range, link
 * schemes), so a route refuses a bad value before any SQL runs. One entry per
 * type: a new type does not compile until it says what it accepts.
 */
const INPUT_JSON: Record<FieldType, (f: FieldDecl) => Json> = {
  text: limitedText,
  email: limitedText,
  phone: limitedText,
  slug: limitedText,
  color: limitedText,
  textarea: limitedText,
  editor: limitedText,
  number: numberJson,
  currency: numberJson,
  image: fileJson,
  file: fileJson,
  'image-array': (f) => ({ ...plain(f), items: { type: 'string', maxLength: 2048, pattern: LINK_PATTERN } }),
  date: () => nullable({ type: 'string', format: 'date', pattern: DATE_PATTERN }),
  select: (f) => ({ type: ['string', 'null'], maxLength: textLimit(f), ...(f.options ? { enum: [...f.options.map((o) => o.value), null] } : {}) }),
  password: plain,
  switch: plain,
  datetime: plain,
  link: plain,
  'data-select': plain,
  'nested-select': plain,
  tag: plain,
  'array-string': plain,
  permissions: plain,
  'custom-attribute': plain,
  'address-array': plain,
  variant: plain,
  'item-lines': plain,
  'read-only': plain,
};

/** The JSON schema of one writable field's value (a child list's entries, a link list's ids, or its type's). */
export function inputJson(f: FieldDecl): Json {
  if (f.child) return childBodyJson(f.child);
  if (f.links) return linkBodyJson;
  return INPUT_JSON[f.type](f);
}

/** JSON schema of a child list in a request body: each entry's fields as the record's own would be. */
function childBodyJson(child: ChildTableDecl): Record<string, unknown> {
  const properties: Record<string, unknown> = { _id: { type: 'string', maxLength: 100 } };
  for (const f of child.fields) if (!f.readOnly) properties[f.key] = inputJson(f);
  return { type: 'array', maxItems: child.limit, items: { type: 'object', properties, additionalProperties: false } };
}

/** Whether a stored field's column takes null (a computed value or one without a column may be null too). */
function mayBeNull(f: FieldDecl): boolean {
  return !(f.db as { notNull?: boolean } | undefined)?.notNull;
}

const count = { type: 'integer' };
const riskReasonJson = {
  type: ['object', 'null'],
  properties: { code: { type: 'string' }, orders: count, finished: count, returned: count, cancelled: count },
};

/** The JSON type a field's value has when read back. */
function outputJson(f: FieldDecl): Record<string, unknown> {
  if (f.child) {
    const properties: Record<string, unknown> = { _id: { type: 'string' } };
    for (const cf of f.child.fields) properties[cf.key] = outputJson(cf);
    return { type: 'array', items: { type: 'object', properties } };
  }
  if (f.links) return linkRecordJson;
  if (f.type === 'read-only') {
    // A text written in both languages by someone else (a courier's tracking message), drawn by the `bilingual-text` part.
    if (f.component === 'bilingual-text') return { type: ['object', 'null'], properties: { en: { type: 'string' }, bn: { type: ['string', 'null'] } } };
    // Why a phone's fraud band is what it is, as a code and its counts (common/fraudRisk.ts RiskReason), worded by the `risk-reason` part.
    if (f.component === 'risk-reason') return riskReasonJson;
    // A moment that may not have happened yet (a user's last sign-in) is null, not "" (issue 35).
    if (f.viewType === 'date') return { type: mayBeNull(f) ? ['string', 'null'] : 'string', format: 'date-time' };
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
  // An empty change is refused in the schema, as the repository refuses one that changes nothing.
  return { ...body, properties, minProperties: 1 };
}

import type { FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { EXPORT_MIN_FIELDS, PDF_MAX_FIELDS } from '../../common/resourceSpec';
import type { CompiledResource } from './compile';
import type { FieldDecl, ResourceDecl } from './declaration';
import { isSortable } from './listQuery';
import { readableFields } from './records';
import { isSummable } from './repository';
import { NOT_BLANK_PATTERN, withoutNul } from './valueRules';

/**
 * What the OpenAPI document says of a generic route beyond the schema its
 * validator runs: the rules the engine checks after the schema (required
 * fields after trimming, sortable and summable keys, ids in a list, the
 * export's field counts, amounts). They are not put in the validated schema
 * because Ajv would then refuse first, in its own words ("name: must have
 * required property", "sort: must be equal to one of the allowed values",
 * one error per missing field in another order), and the API's answers
 * (`name: is required`, `sort: cannot sort by "x"`, every field's problem at
 * once) must stay as they are. The document is stricter only where the API
 * already refuses: a request valid by it is valid by these checks too.
 */

type Json = Record<string, unknown>;

/** A route's `config.swaggerTransform` (@fastify/swagger) putting `parts` over the route's own schema in the document. */
export function documentedAs(parts: Partial<Record<'body' | 'querystring' | 'params', Json>>): SwaggerTransform {
  // The parts refuse NUL in free text as the route's own schema does (answers.ts).
  const documented = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, withoutNul(v)]));
  return ({ schema, url }) => ({ schema: { ...(schema as FastifySchema), ...documented } as FastifySchema, url });
}

/** Keys `sort` takes: stored fields that are not lists nor write-only, ascending or with `-` descending (listQuery.orderOf). */
export function sortKeys(decl: ResourceDecl): string[] {
  const keys = decl.reader ? decl.reader.sortable : decl.fields.filter(isSortable).map((f) => f.key);
  return [...keys, ...keys.map((k) => `-${k}`)];
}

/** Keys `get/sum/{field}` takes: stored number and money fields (repository.sum). */
export function sumKeys(decl: ResourceDecl): string[] {
  return decl.fields.filter(isSummable).map((f) => f.key);
}

/** The list's query string with `sort` as the keys it takes. */
export function listQueryDoc(query: Json, decl: ResourceDecl): Json {
  const properties = query.properties as Json;
  return { ...query, properties: { ...properties, sort: { type: 'string', enum: sortKeys(decl), description: 'A field, or -field for descending' } } };
}

function withoutNull(schema: Json): Json {
  const out = { ...schema };
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((t) => t !== 'null');
    out.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(out.enum)) out.enum = (out.enum as unknown[]).filter((v) => v !== null);
  // Values are trimmed before the check: a text of spaces is as missing as no text.
  if (out.type === 'string' && !out.enum && !out.format && out.pattern === undefined) out.pattern = NOT_BLANK_PATTERN;
  return out;
}

/** Where null (or empty text) is refused: a required field always, a NOT NULL column on update or without a default (fieldValue.checkField). */
function refusesNull(f: FieldDecl, mode: 'create' | 'update'): boolean {
  if (f.required) return !(mode === 'create' && (f.type === 'slug' || f.excluded));
  if (f.type === 'slug') return mode === 'update';
  const col = f.db as { notNull?: boolean; hasDefault?: boolean } | undefined;
  if (!col?.notNull) return false;
  return mode === 'update' || !col.hasDefault;
}

/** Required when a record is made: a required field, unless the server makes it (a slug) or ignores it then (excluded). */
const requiredOnCreate = (f: FieldDecl) => !!f.required && f.type !== 'slug' && !f.excluded;

/** A value's rules the engine checks past the schema (fieldValue.normalise), as schema words. */
function valueRules(f: FieldDecl, schema: Json): Json {
  const out = { ...schema };
  if (f.type === 'currency') {
    // Money is taka with at most two decimals, never negative (parseTaka, `negative`).
    out.minimum = Math.max(0, (out.minimum as number | undefined) ?? 0);
    out.multipleOf = 0.01;
  }
  if (f.type === 'phone') {
    out.description =
      'A Bangladeshi mobile number, 01 then 3–9 then 8 digits; written with +880 or 00880, spaces, hyphens, dots or brackets it is kept as its 11 digits (01712345678).';
  } else if (f.pattern && out.pattern === undefined) {
    out.pattern = f.pattern.regex;
  }
  return out;
}

/** Put `change` on the schema at a dotted key of a nested body (`meta.title`); `required` marks it at each level. */
function atKey(body: Json, key: string, change: (s: Json) => Json, required: boolean): Json {
  const [head, ...rest] = key.split('.');
  const properties = { ...(body.properties as Json) };
  const current = properties[head] as Json | undefined;
  if (!current) return body;
  properties[head] = rest.length === 0 ? change(current) : atKey(current, rest.join('.'), change, required);
  const req = new Set((body.required as string[] | undefined) ?? []);
  if (required) req.add(head);
  return { ...body, properties, ...(body.required !== undefined || required ? { required: [...req] } : {}) };
}

/** A create or update body as the engine takes it: its required fields, nulls refused, money and patterns. */
export function bodyDoc(res: CompiledResource, body: Json, mode: 'create' | 'update'): Json {
  let doc = body;
  for (const f of res.writable) {
    const strict = refusesNull(f, mode);
    const change = (s: Json) => {
      const rules = valueRules(f, strict ? withoutNull(s) : s);
      // An empty list is as missing as no list.
      return f.required && rules.type === 'array' && !rules.minItems ? { ...rules, minItems: 1 } : rules;
    };
    doc = atKey(doc, f.key, change, mode === 'create' && requiredOnCreate(f));
  }
  return doc;
}

const uuidList = (schema: Json): Json => ({ ...schema, items: { type: 'string', format: 'uuid' } });

/** `PUT update/many`: its ids are record ids (repository.updateMany), its updates an update's. */
export function manyDoc(res: CompiledResource, body: Json): Json {
  const properties = body.properties as Json;
  return { ...body, properties: { ...properties, ids: uuidList(properties.ids as Json), updates: bodyDoc(res, properties.updates as Json, 'update') } };
}

/**
 * `POST export/csv` and `POST export/pdf`: fields the resource can read back (export/job.ts exportFields),
 * at least two; a PDF at most five and no child lists (export/pdf.ts).
 */
export function exportDoc(res: CompiledResource, body: Json, type: 'csv' | 'pdf'): Json {
  const properties = body.properties as Json;
  const { reader } = res.decl;
  const own = reader ? res.decl.fields.filter((f) => !f.writeOnly) : readableFields(res.decl);
  const keys = [...new Set([...own, ...(type === 'csv' ? res.children : [])].map((f) => f.key))];
  // A reader's columns made from another table's rows (a stock column per location) by the pattern of their keys.
  const item = reader?.fieldsFromKeys
    ? { type: 'string', maxLength: 100, anyOf: [{ enum: keys }, { pattern: reader.fieldsFromKeys }] }
    : { type: 'string', enum: keys };
  const fields = {
    ...(properties.fields as Json),
    minItems: EXPORT_MIN_FIELDS,
    ...(type === 'pdf' ? { maxItems: PDF_MAX_FIELDS } : {}),
    items: item,
    description:
      type === 'csv' && res.children.length > 0
        ? `The fields to write, in order; a child list (${res.children.map((f) => f.key).join(', ')}) is written a line per entry.`
        : 'The fields to write, in order.',
  };
  return { ...body, properties: { ...properties, fields, ids: uuidList(properties.ids as Json) } };
}

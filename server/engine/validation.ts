import { AjvCompiler, type Ajv } from '@fastify/ajv-compiler';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { SERVER_MESSAGES, type MessageCode } from '../../common/serverMessages';
import { MESSAGE_KEYWORD } from '../../common/wire/errors';
import { ApiError, fieldEntry, fieldError, msg, type FieldError, type Message } from './errors';
import { DATE_PATTERN, LINK_MESSAGE, LINK_PATTERN, NO_NUL_PATTERN } from './valueRules';

/** The content type of an upload's body: its fields are checked by the route itself, part by part (server/domains/uploads). */
export const MULTIPART = 'multipart/form-data';

type AjvIssue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown>; parentSchema?: unknown };

/** `x-message` (common/wire/errors.ts): the message a schema names for the values it refuses. */
const messageKeyword = (ajv: Ajv) => ajv.addKeyword({ keyword: MESSAGE_KEYWORD, schemaType: 'string' });

/**
 * Bodies are JSON and are checked as sent: no type coercion (`12345` is not
 * "12345", `"x"` is not `["x"]`, `null` is not false) and no silent dropping
 * of unknown keys. Query strings and path parameters are text by nature, so
 * their numbers and booleans are coerced from it.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  return (route) => {
    // A multipart form is read as a stream by its route (domains/uploads/multipartBody.ts): its schema documents it.
    if (route.httpPart === 'body' && route.contentType === MULTIPART) return () => true;
    // The same schema makes the same validator: compiled once per process, not once per app (the API tests build
    // dozens of apps in one process, and compiling every route's schemas was most of their start).
    const key = `${route.httpPart === 'body' ? 'body' : 'text'}:${JSON.stringify(route.schema)}`;
    let validate = COMPILED.get(key);
    if (!validate) {
      validate = onFirstUse(() => (route.httpPart === 'body' ? compilers().strict(route) : compilers().lenient(route)));
      COMPILED.set(key, validate);
    }
    return validate;
  };
}

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;
const COMPILED = new Map<string, Validate>();

/**
 * A route's validator compiled by its first request, not at start: compiling
 * every route's schemas was a second of the start and memory held by routes a
 * small shop may never call (issue 40). Fastify reads a refusal's reasons from
 * the validator's `errors`, as ajv leaves them on the compiled function. A test
 * compiles every route's schemas (schemasCompile.test.ts), so a schema ajv
 * refuses still fails the suite rather than a first request.
 */
function onFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const ready = () => (compiled ??= compile());
  UNCOMPILED.push(ready);
  const validate = ((data: unknown) => ready()(data)) as Validate;
  Object.defineProperty(validate, 'errors', { get: () => (compiled as { errors?: unknown } | undefined)?.errors });
  return validate;
}
const UNCOMPILED: (() => Validate)[] = [];

/** Compiles every validator made so far (the test of every route's schemas): how many there are. */
export function compileEveryValidator(): number {
  for (const ready of UNCOMPILED) ready();
  return UNCOMPILED.length;
}
let made: { strict: FastifySchemaCompiler<unknown>; lenient: FastifySchemaCompiler<unknown> } | undefined;

function compilers() {
  made ??= makeCompilers();
  return made;
}

function makeCompilers() {
  const factory = AjvCompiler();
  const plugins = [messageKeyword];
  // verbose: each error carries the schema it broke (parentSchema), where x-message is read.
  // `multipleOf: 0.01` divides in floating point: 33.33 / 0.01 is 3332.9999999999995, so without a
  // precision ৳33.33 (or ৳1.15) would be refused as "not a multiple of 0.01".
  const common = { allErrors: true, verbose: true, multipleOfPrecision: 9 };
  const strict = factory({}, { customOptions: { ...common, coerceTypes: false, removeAdditional: false, useDefaults: false }, plugins });
  // An unknown query parameter is refused, not dropped (answers.ts closedQuery).
  const lenient = factory({}, { customOptions: { ...common, coerceTypes: 'array', removeAdditional: false }, plugins });
  return { strict, lenient };
}

const TYPE_MESSAGES: Record<string, MessageCode> = {
  number: 'not_number',
  integer: 'not_whole_number',
  string: 'not_text',
  boolean: 'not_boolean',
  array: 'not_list',
  object: 'not_object',
};
const FORMAT_MESSAGES: Record<string, MessageCode> = { email: 'not_email', uuid: 'not_record_id', date: 'not_date' };

/** The message a schema names for the values it refuses (x-message). */
function ownMessage(v: AjvIssue): Message | undefined {
  const own = (v.parentSchema as Record<string, unknown> | undefined)?.[MESSAGE_KEYWORD];
  return typeof own === 'string' && own in SERVER_MESSAGES ? msg(own as MessageCode) : undefined;
}

/** What a person should read for an ajv error, instead of ajv's own wording. */
function messageOf(v: AjvIssue, context?: string): Message {
  const own = ownMessage(v);
  if (own) return own;
  const p = v.params ?? {};
  const limit = Number(p.limit);
  switch (v.keyword) {
    case 'required':
      return msg('required');
    case 'type': {
      const t = String(p.type).split(',')[0];
      return TYPE_MESSAGES[t] ? msg(TYPE_MESSAGES[t]) : msg('not_type', { type: t });
    }
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ? msg(FORMAT_MESSAGES[String(p.format)]) : msg('not_format', { format: String(p.format) });
    case 'pattern':
      if (p.pattern === LINK_PATTERN) return LINK_MESSAGE;
      if (p.pattern === DATE_PATTERN) return msg('not_date');
      if (p.pattern === NO_NUL_PATTERN) return msg('nul_character');
      return msg('not_pattern');
    case 'enum':
      return msg('one_of', { values: (p.allowedValues as unknown[]).filter((x) => x !== null).join(', ') });
    case 'minLength':
      return limit <= 1 ? msg('required') : msg('min_length', { limit });
    case 'maxLength':
      return msg('max_length', { limit });
    case 'maxItems':
      return msg('max_items', { limit });
    case 'minItems':
      return msg('min_items', { limit });
    case 'minimum':
      return msg('minimum', { limit });
    case 'maximum':
      return msg('maximum', { limit });
    case 'minProperties':
      // The one object that must name a key: `updates` of `PUT update/many` (engine/jsonSchemas.ts manyBodySchema).
      return msg('nothing_to_change');
    case 'additionalProperties':
      return context === 'querystring' ? msg('not_a_filter') : msg('not_writable');
    case 'not':
      return msg('read_only');
    default:
      return v.message ?? msg('invalid');
  }
}

/** `/meta/title` + missing `slug` (or unknown `isactive`) → `meta.title` / `slug` / `isactive`. */
function fieldOf(v: AjvIssue, context?: string): string {
  const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const named = (v.params?.missingProperty ?? v.params?.additionalProperty) as string | undefined;
  const field = [path, named].filter(Boolean).join('.');
  return field || context || 'body';
}

/** A failed schema check as the 400 of ARCHITECTURE.md, one entry per field. */
export function validationError(err: FastifyError): ApiError {
  const issues = (err.validation ?? []) as AjvIssue[];
  // The `type` issue of a nullable union says it twice ("string,null"): one entry per field and reason.
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const v of issues) {
    const e = fieldEntry(fieldOf(v, err.validationContext), messageOf(v, err.validationContext));
    const key = `${e.field}\u0001${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(e);
  }
  if (errors.length === 0) errors.push(fieldEntry(err.validationContext ?? 'body', msg('invalid')));
  // A whole sentence the spec gives (a schema's x-message such as 'Please select at least 2
  // fields') is the headline as it is; a phrase ('must be …') is put after its field.
  const first = issues.find((v) => fieldOf(v, err.validationContext) === errors[0].field);
  const own = first && ownMessage(first);
  const sentence = own && /^[A-Z]/.test(errors[0].message);
  return new ApiError(400, sentence ? own : `${errors[0].field}: ${errors[0].message}`, errors);
}

/** The first string in a parsed body or query that holds a NUL byte, as a dotted path. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const child = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return child;
    const found = nulPath(v, child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Query keys that name an object's machinery, not a field. */
const PROTO_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The first key of a raw query string that is object machinery (`__proto__`, `a[__proto__]`). */
function protoKey(rawQuery: string): string | undefined {
  for (const pair of rawQuery.split('&')) {
    const rawKey = pair.split('=')[0];
    let key: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    if (key.split(/[[\].]/).some((part) => PROTO_KEYS.has(part))) return key;
  }
  return undefined;
}

/**
 * Refuse, for every route, text PostgreSQL cannot store (a NUL byte) and
 * query keys that are object machinery, before any handler runs: a route can
 * forget neither. Runs before schema validation, so the login route is covered
 * without a token.
 */
export function refuseUnsafeInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const rawQuery = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const proto = protoKey(rawQuery);
    if (proto !== undefined) throw fieldError(proto, msg('not_a_filter'));
    const inQuery = nulPath(req.query, '');
    const inParams = nulPath(req.params, '');
    const inBody = nulPath(req.body, '');
    const field = inQuery ?? inParams ?? inBody;
    if (field !== undefined) {
      throw fieldError(field, msg('nul_character'));
    }
  });
}

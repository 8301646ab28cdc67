import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ApiError, type FieldError } from './errors';
import { DATE_PATTERN, LINK_MESSAGE, LINK_PATTERN } from './valueRules';

type AjvIssue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown>; parentSchema?: unknown };

/**
 * Bodies are JSON and are checked as sent: no type coercion (`12345` is not
 * "12345", `"x"` is not `["x"]`, `null` is not false) and no silent dropping
 * of unknown keys. Query strings and path parameters are text by nature, so
 * their numbers and booleans are coerced from it.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const factory = AjvCompiler();
  const strict = factory({}, { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false }, plugins: [] });
  const lenient = factory({}, { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true }, plugins: [] });
  return (route) => (route.httpPart === 'body' ? strict(route) : lenient(route));
}

/** What a person should read for an ajv error, instead of ajv's own wording. */
function messageOf(v: AjvIssue): string {
  const p = v.params ?? {};
  switch (v.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const t = String(p.type).split(',')[0];
      return { number: 'must be a number', integer: 'must be a whole number', string: 'must be text', boolean: 'must be true or false', array: 'must be a list', object: 'must be an object' }[t] ?? `must be ${t}`;
    }
    case 'format':
      return { email: 'must be an email address', uuid: 'must be a record id', date: 'must be a date YYYY-MM-DD' }[String(p.format)] ?? `must be a valid ${String(p.format)}`;
    case 'pattern':
      if (p.pattern === LINK_PATTERN) return LINK_MESSAGE;
      if (p.pattern === DATE_PATTERN) return 'must be a date YYYY-MM-DD';
      return 'is not in the expected form';
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).filter((x) => x !== null).join(', ')}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? 'is required' : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'maxItems':
      return `can hold at most ${String(p.limit)}`;
    case 'minItems':
      return `needs at least ${String(p.limit)}`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'additionalProperties':
      return 'is not a field that can be written';
    case 'not':
      return 'is read-only';
    default:
      return v.message ?? 'is not valid';
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
    const e = { field: fieldOf(v, err.validationContext), message: messageOf(v) };
    const key = `${e.field}\u0001${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(e);
  }
  if (errors.length === 0) errors.push({ field: err.validationContext ?? 'body', message: 'is not valid' });
  return new ApiError(400, `${errors[0].field}: ${errors[0].message}`, errors);
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
    if (proto !== undefined) throw new ApiError(400, `${proto}: is not a filter`, [{ field: proto, message: 'is not a filter' }]);
    const inQuery = nulPath(req.query, '');
    const inParams = nulPath(req.params, '');
    const inBody = nulPath(req.body, '');
    const field = inQuery ?? inParams ?? inBody;
    if (field !== undefined) {
      throw new ApiError(400, `${field}: must not contain a NUL character`, [{ field, message: 'must not contain a NUL character' }]);
    }
  });
}

import { AjvCompiler, type Ajv } from '@fastify/ajv-compiler';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Every operation of /api/docs/json, called as the document describes it
 * (issue 20: a client generated from the document is not surprised). For each:
 * a request built from the operation's own schemas gets a status the
 * document lists, with a body its schema for that status takes; a request
 * that breaks the schema (a wrong type, a missing required field, a string
 * over its length) gets a 4xx the document lists. A valid request that the
 * API refuses for a missing field means the document did not say the field
 * was required.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  multipleOf?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  not?: Schema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}
type Paths = Record<string, Record<string, Operation>>;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** A real 1×1 PNG, for the upload forms. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

// ---------------------------------------------------------------------------
// A minimal valid instance of a documented schema.

/** One schema from an allOf: the parts' limits together, every pattern kept. */
function flatten(s: Schema): Schema & { patterns: string[] } {
  const parts = [s, ...(s.allOf ?? [])];
  const merged: Schema & { patterns: string[] } = { patterns: [] };
  for (const part of parts) {
    const { allOf: _nested, pattern, ...rest } = part;
    Object.assign(merged, rest);
    if (pattern) merged.patterns.push(pattern);
    for (const inner of part.allOf ?? []) if (inner.pattern) merged.patterns.push(inner.pattern);
  }
  return merged;
}

/** Strings that meet the usual patterns (links, dates, mobile numbers, codes), tried before fast-check guesses one. */
const KNOWN_TEXTS = ['walk', 'https://example.com/walk.png', '2026-01-15', '01712345678', '#a1b2c3', 'walk-1', 'WALK1', 'a'];

function textFor(s: Schema & { patterns: string[] }): string {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Infinity;
  const fits = (v: string) => v.length >= min && v.length <= max && s.patterns.every((p) => new RegExp(p, 'u').test(v));
  switch (s.format) {
    case 'uuid':
      return UNKNOWN;
    case 'email':
      return 'walk@example.com';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.com/walk';
  }
  const known = KNOWN_TEXTS.map((t) => (t.length < min ? t.padEnd(min, 'a') : t)).find(fits);
  if (known !== undefined) return known;
  const [first, ...others] = s.patterns;
  const guessed = fc.sample(fc.stringMatching(new RegExp(first)), { numRuns: 200, seed: 20 }).find(fits);
  if (guessed === undefined) throw new Error(`no text for ${JSON.stringify({ ...s, others })}`);
  return guessed;
}

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

function minimal(schema: Schema): unknown {
  if (schema.anyOf ?? schema.oneOf) return minimal({ ...schema, anyOf: undefined, oneOf: undefined, ...(schema.anyOf ?? schema.oneOf)![0] });
  const s = flatten(schema);
  if ('const' in s) return s.const;
  if (s.enum) return s.enum.find((v) => v !== null);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = minimal(s.properties?.[key] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => minimal(s.items ?? {}));
    case 'string':
      return textFor(s);
    case 'integer':
    case 'number': {
      let n = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1);
      if (s.maximum !== undefined) n = Math.min(n, s.maximum);
      if (s.multipleOf) n = Math.ceil(n / s.multipleOf) * s.multipleOf;
      return typeOf(s) === 'integer' ? Math.ceil(n) : n;
    }
    case 'boolean':
      return false;
    default:
      return {};
  }
}

/** A value of another JSON type than the schema's. */
function wrongType(s: Schema): unknown {
  const t = typeOf(flatten(s));
  if (t === 'string') return 12345;
  if (t === undefined) return undefined;
  return 'walk';
}

// ---------------------------------------------------------------------------
// Requests built from an operation.

interface Request {
  /** What the request is, for the report. */
  kind: 'valid' | 'wrong type' | 'missing required' | 'too long';
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  /** A multipart form: field → a file (Buffer) or text. */
  form?: Record<string, Buffer | string>;
}

const paramsIn = (op: Operation, where: Parameter['in']) => (op.parameters ?? []).filter((p) => p.in === where);
const jsonBody = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const formBody = (op: Operation) => op.requestBody?.content['multipart/form-data']?.schema;

function validRequest(op: Operation): Request {
  const path: Record<string, string> = {};
  // An id in the path is one no record has: an answer about a real record is the other tests' part.
  for (const p of paramsIn(op, 'path')) path[p.name] = p.name === 'id' && !p.schema.enum ? UNKNOWN : String(minimal(p.schema));
  const query: Record<string, string> = {};
  for (const p of paramsIn(op, 'query')) if (p.required) query[p.name] = String(minimal(p.schema));
  const json = jsonBody(op);
  const form = formBody(op);
  const request: Request = { kind: 'valid', path, query };
  if (json) request.body = minimal(json);
  else if (form) {
    request.form = {};
    for (const key of form.required ?? []) {
      const field = form.properties?.[key] ?? {};
      request.form[key] = field.format === 'binary' ? (key === 'image' ? PNG : Buffer.from('Name,SKU\r\nWalk,WALK-1\r\n')) : String(minimal(field));
    }
  }
  return request;
}

/** Requests that break the operation's schema, one way each, the rest valid. */
function brokenRequests(op: Operation): Request[] {
  const valid = validRequest(op);
  const out: Request[] = [];
  const json = jsonBody(op);
  const form = formBody(op);
  const body = valid.body as Record<string, unknown> | undefined;
  if (json && typeOf(json) === 'object' && body && typeof body === 'object') {
    const props = Object.entries(json.properties ?? {}).filter(([, p]) => !p.not);
    const target = props.find(([k]) => json.required?.includes(k)) ?? props[0];
    if (target && wrongType(target[1]) !== undefined) out.push({ ...valid, kind: 'wrong type', body: { ...body, [target[0]]: wrongType(target[1]) } });
    const required = json.required?.[0];
    if (required) {
      const { [required]: _gone, ...rest } = body;
      out.push({ ...valid, kind: 'missing required', body: rest });
    }
    const long = props.find(([, p]) => flatten(p).maxLength !== undefined && typeOf(flatten(p)) === 'string' && !flatten(p).enum);
    if (long) out.push({ ...valid, kind: 'too long', body: { ...body, [long[0]]: 'a'.repeat(flatten(long[1]).maxLength! + 1) } });
  } else if (json) {
    out.push({ ...valid, kind: 'wrong type', body: wrongType(json) ?? 'walk' });
  }
  if (form?.required?.length && valid.form) {
    const { [form.required[0]]: _gone, ...rest } = valid.form;
    out.push({ ...valid, kind: 'missing required', form: { ...rest, note: 'no file' } });
  }
  const number = paramsIn(op, 'query').find((p) => ['integer', 'number'].includes(typeOf(p.schema) ?? ''));
  if (number) out.push({ ...valid, kind: 'wrong type', query: { ...valid.query, [number.name]: 'walk' } });
  const longParam = [...paramsIn(op, 'query'), ...paramsIn(op, 'path')].find((p) => p.schema.maxLength !== undefined && !p.schema.enum);
  if (longParam) {
    const tooLong = 'a'.repeat(longParam.schema.maxLength! + 1);
    out.push(
      longParam.in === 'path'
        ? { ...valid, kind: 'too long', path: { ...valid.path, [longParam.name]: tooLong } }
        : { ...valid, kind: 'too long', query: { ...valid.query, [longParam.name]: tooLong } },
    );
  }
  return out;
}

function multipart(form: Record<string, Buffer | string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----walk-boundary';
  const parts = Object.entries(form).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(
        typeof value === 'string'
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name === 'image' ? 'walk.png' : 'walk.csv'}"\r\nContent-Type: ${name === 'image' ? 'image/png' : 'text/csv'}\r\n\r\n`,
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function injectOptions(method: string, template: string, r: Request): InjectOptions {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(r.path[name]));
  const opts: InjectOptions = { method: method.toUpperCase() as InjectOptions['method'], url, query: r.query };
  if (r.form) Object.assign(opts, multipart(r.form));
  else if (r.body !== undefined) opts.payload = JSON.stringify(r.body);
  if (r.body !== undefined && !r.form) opts.headers = { 'content-type': 'application/json' };
  return opts;
}

// ---------------------------------------------------------------------------
// What an answer must be.

let ajv: Ajv;
AjvCompiler()({}, { customOptions: { strict: false, allErrors: true, logger: false }, onCreate: (a) => (ajv = a) });
const validators = new Map<Schema, ReturnType<Ajv['compile']>>();

/** What is wrong with an answer to `op` (nothing: an empty list). */
function problemsOf(op: Operation, kind: Request['kind'], res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): string[] {
  const documented = op.responses[String(res.statusCode)];
  if (!documented) return [`${kind} request: ${res.statusCode} is not documented (${res.body.slice(0, 200)})`];
  const problems: string[] = [];
  if (kind !== 'valid' && (res.statusCode < 400 || res.statusCode >= 500)) problems.push(`${kind} request answered ${res.statusCode}, not a 4xx`);
  const content = documented.content ?? {};
  const type = String(res.headers['content-type'] ?? '').split(';')[0];
  if (Object.keys(content).length === 0) {
    if (res.body !== '') problems.push(`${res.statusCode} has a body the document does not describe`);
    return problems;
  }
  if (!content[type]) return [...problems, `${res.statusCode} answered ${type || 'no content type'}, documented ${Object.keys(content).join(', ')}`];
  if (type !== 'application/json') return problems;
  const schema = content[type].schema;
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  if (!validate(JSON.parse(res.body)))
    problems.push(`${res.statusCode} body breaks its schema: ${ajv.errorsText(validate.errors)} (${res.body.slice(0, 200)})`);
  if (kind === 'valid' && res.statusCode === 400) {
    // A request the document calls valid that is refused for a missing field: the document did not say it was required.
    const missing = ((JSON.parse(res.body) as { errors?: { field: string; code?: string }[] }).errors ?? []).filter((e) => e.code === 'required');
    if (missing.length > 0) problems.push(`valid request refused for missing ${missing.map((e) => e.field).join(', ')}, which the document does not require`);
  }
  return problems;
}

// ---------------------------------------------------------------------------

let t: TestApp;
let token: string;
let paths: Paths;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** Every operation, the sign-in calls last (they may end the session the others use). */
function operations(): [string, string, Operation][] {
  const all = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]): [string, string, Operation] => [path, method, op]));
  const last = (path: string) => (path.startsWith('/api/auth/') ? 1 : 0);
  return all.sort((a, b) => last(a[0]) - last(b[0]));
}

async function send(path: string, method: string, op: Operation, r: Request): Promise<LightMyRequestResponse> {
  const opts = injectOptions(method, path, r);
  return op.security?.length === 0 ? t.app.inject(opts) : t.call(token, opts);
}

describe('the OpenAPI document, walked', () => {
  it('answers every operation as documented, valid and broken requests alike', async () => {
    const problems: string[] = [];
    const seen = new Map<string, number>();
    let requests = 0;
    for (const [path, method, op] of operations()) {
      for (const r of [validRequest(op), ...brokenRequests(op)]) {
        const res = await send(path, method, op, r);
        requests++;
        seen.set(String(res.statusCode), (seen.get(String(res.statusCode)) ?? 0) + 1);
        for (const p of problemsOf(op, r.kind, res)) problems.push(`${method.toUpperCase()} ${path}: ${p}`);
      }
    }
    // Enough of the document was met for the walk to mean something.
    expect(operations().length).toBeGreaterThan(250);
    expect(requests).toBeGreaterThan(2 * operations().length);
    expect([...seen.keys()].sort()).toEqual(expect.arrayContaining(['200', '201', '400', '404', '414']));
    expect(problems).toEqual([]);
  }, 120_000);

  it('fails an answer whose status or body the document does not give', async () => {
    const [path, method, op] = operations().find(([p, m]) => p === '/api/categories/{id}' && m === 'get')!;
    const res = await send(path, method, op, validRequest(op));
    expect(res.statusCode).toBe(404);
    expect(problemsOf(op, 'valid', res)).toEqual([]);
    // The same answer against a document without its status, or with another body, is caught.
    const { '404': _gone, ...others } = op.responses;
    expect(problemsOf({ ...op, responses: others }, 'valid', res)).toEqual([expect.stringContaining('404 is not documented')]);
    const otherBody = { ...op.responses, '404': { content: { 'application/json': { schema: { type: 'object', required: ['total'] } } } } };
    expect(problemsOf({ ...op, responses: otherBody }, 'valid', res)).toEqual([expect.stringContaining('breaks its schema')]);
    // A broken request that succeeds is caught too.
    expect(problemsOf(op, 'too long', { ...res, statusCode: 200, body: '{}' })).not.toEqual([]);
  });

  it('answers 405 with Allow, 414 and a sign-in 401 in the error body, not a surprise', async () => {
    const trace = await t.call(token, { method: 'TRACE' as InjectOptions['method'], url: '/api/categories' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST');
    expect(trace.json()).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
    const patch = await t.call(token, { method: 'PATCH', url: `/api/categories/${UNKNOWN}` });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    // A path no method answers is still 404.
    expect((await t.call(token, { method: 'TRACE' as InjectOptions['method'], url: '/api/nowhere' })).statusCode).toBe(404);

    const long = await t.call(token, { method: 'GET', url: `/api/categories/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ statusCode: 414, error: 'URI Too Long' });

    const none = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Authentication required. Please sign in.', code: 'sign_in_required' });
    const { sub, name, perms, sid } = t.app.jwt.decode<{ sub: string; name: string; perms: string[]; sid: string }>(token)!;
    // Signed a minute in the past with a life of one second: the token of a session that ran out.
    const expired = t.app.jwt.sign({ sub, name, perms, sid }, { expiresIn: 1, clockTimestamp: Date.now() - 60_000 });
    const late = await t.call(expired, { method: 'GET', url: '/api/categories' });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: 'Your session has expired. Please sign in again.', code: 'session_expired' });
  });
});

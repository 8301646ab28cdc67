import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/*
 * Issue 35, "the API document states every rule the API enforces": an outside
 * fuzzer found rules that lived only in a description or nowhere. The whole
 * document (/api/docs/json) is walked here for what a generated client or a
 * fuzzer reads from it, and a few of the rules are called to see that the API
 * refuses what the document says it refuses.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}
interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
type Paths = Record<string, Record<string, Operation>>;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestApp;
let token: string;
let paths: Paths;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** Every schema under `schema` (itself included) with where it is. */
function* schemasIn(schema: Schema | undefined, where: string): Generator<[Schema, string]> {
  if (!schema || typeof schema !== 'object') return;
  yield [schema, where];
  for (const [key, child] of Object.entries(schema.properties ?? {})) yield* schemasIn(child, `${where}.${key}`);
  if (schema.items) yield* schemasIn(schema.items, `${where}[]`);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') yield* schemasIn(schema.additionalProperties, `${where}{}`);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const [i, child] of (schema[k] ?? []).entries()) yield* schemasIn(child, `${where}|${k}${i}`);
}

/** What a client sends: each parameter's schema (its description with it) and each request body. */
function* requestSchemas(): Generator<[Schema, string]> {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) yield* schemasIn({ ...p.schema, description: p.description ?? p.schema.description }, `${at} ${p.in}:${p.name}`);
      for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) yield* schemasIn(c.schema, `${at} body(${type})`);
    }
  }
}

const isString = (s: Schema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
/** The pattern every free text has (engine/valueRules.ts NO_NUL_PATTERN): it says nothing of length. */
const NO_NUL = '^[^\\u0000]*$';

/**
 * Whether a pattern refuses every text holding a NUL: it names NUL itself (a
 * negated class or a lookahead), or it is anchored at both ends and has no
 * class that could take one (a negated class, `.`, `\S`, `\W`, `\D`).
 */
function refusesNul(pattern: string): boolean {
  if (pattern.includes('\\u0000')) return true;
  const anchored = pattern.startsWith('^') && pattern.endsWith('$');
  // A class of named characters (`[A-Za-z0-9_.:-]`) takes no NUL, whatever it holds.
  const named = pattern.replace(/\[(?!\^)(?:\\.|[^\]\\])*\]/g, 'x');
  return anchored && !/\[\^|\\[SWD]|(^|[^\\])\./.test(named);
}

describe('the document', () => {
  it('has no empty enum (an operation no call can pass)', () => {
    const empty: string[] = [];
    const walk = (v: unknown, where: string) => {
      if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${where}/${i}`));
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (Array.isArray(o.enum) && o.enum.length === 0) empty.push(where);
      for (const [k, x] of Object.entries(o)) walk(x, `${where}/${k}`);
    };
    walk(paths, '');
    expect(empty).toEqual([]);
  });

  it('bounds every string a client sends: a length, a list of values, a format or a pattern', () => {
    const open: string[] = [];
    for (const [s, where] of requestSchemas()) {
      if (!isString(s) || s.enum || s.const !== undefined || s.format) continue;
      if (s.maxLength === undefined && (s.pattern === undefined || s.pattern === NO_NUL)) open.push(where);
    }
    expect(open).toEqual([]);
  });

  it('says of every free-text string that it refuses NUL characters', () => {
    const takesNul: string[] = [];
    for (const [s, where] of requestSchemas()) {
      if (!isString(s) || s.enum || s.const !== undefined || s.format) continue;
      if (s.pattern === undefined || !refusesNul(s.pattern)) takesNul.push(`${where} ${s.pattern ?? ''}`);
    }
    expect(takesNul).toEqual([]);
  });

  it('states in keywords the limits its descriptions give in words', () => {
    // Small on purpose: a number said in words ("at most 5", "between 1 and 9") or a date format.
    const rules: [RegExp, string[]][] = [
      [/\bat most \d/i, ['maximum', 'maxLength', 'maxItems', 'exclusiveMaximum']],
      [/\bat least \d/i, ['minimum', 'minLength', 'minItems', 'exclusiveMinimum']],
      [/\bbetween -?\d[\d,.]* and -?\d/i, ['maximum', 'maxLength', 'maxItems']],
      [/\b(YYYY-MM-DD|ISO 8601|format)\b/, ['format', 'pattern']],
      [/\bmust (be|match) (a|an|one of)\b/i, ['enum', 'format', 'pattern', 'const']],
    ];
    const prose: string[] = [];
    for (const [s, where] of requestSchemas()) {
      if (!s.description) continue;
      const keywords = (s.type === 'array' ? [s, s.items ?? {}] : [s]).flatMap((x) => Object.keys(x));
      // A limit against another value ("at most 366 days after from") is no keyword's: it is checked by the call.
      const own = s.description.replace(/\bat most \d+ \w+ (after|before) [\w`]+/g, '');
      for (const [words, needs] of rules) {
        if (words.test(own) && !needs.some((k) => keywords.includes(k))) prose.push(`${where}: ${s.description}`);
      }
    }
    expect(prose).toEqual([]);
  });

  it('answers a method a path does not have with 405 and the methods it has, a list root with or without its slash', async () => {
    const methodsOf = (path: string) => {
      const has = METHODS.filter((m) => paths[path]?.[m]).map((m) => m.toUpperCase());
      return has.includes('GET') ? [...has, 'HEAD'] : has;
    };
    const wrong: string[] = [];
    for (const path of Object.keys(paths)) {
      const url = path.replace(/\{[^}]+\}/g, UNKNOWN);
      // A plugin's root answers both ways (`/api/brands/` and `/api/brands`); a domain may add a method to
      // one spelling (`POST /api/courier-settlements`): the Allow of either holds its own methods, and
      // none but the two spellings'.
      const root = path.endsWith('/') && path.length > 1;
      const other = root ? path.slice(0, -1) : `${path}/`;
      const own = methodsOf(path);
      const possible = new Set([...own, ...(root || paths[other] ? methodsOf(other) : []), ...(root ? methodsOf(path) : [])]);
      const spellings = root ? [[url, own] as const, [url.slice(0, -1), own] as const] : [[url, own] as const];
      for (const method of ['PUT', 'POST', 'DELETE', 'GET', 'PATCH'].filter((m) => !own.includes(m))) {
        for (const [u, needed] of spellings) {
          const res = await t.app.inject({ method: method as 'GET', url: u });
          // Another route took it (`PUT /api/products/import` is `PUT /api/products/{id}`; the other spelling's own method).
          if (res.statusCode !== 404 && res.statusCode !== 405) continue;
          const got = String(res.headers.allow ?? '')
            .split(/,\s*/)
            .filter(Boolean);
          const ok = res.statusCode === 405 && needed.every((m) => got.includes(m)) && got.every((m) => possible.has(m));
          if (!ok) wrong.push(`${method} ${u}: ${res.statusCode} Allow: ${got.join(', ')} (want ${needed.join(', ')})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps an unknown path a 404', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: '/api/brands/get/nothing/here' });
    expect(get.statusCode).toBe(404);
  });
});

describe('the rules, called', () => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.call(token, { method, url, payload: payload as never });

  it('refuses a NUL character with a 400 naming the field', async () => {
    const res = await call('POST', '/api/brands', { name: 'Aarong\u0000' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('name');
  });

  it('answers PUT on a GET-only path with 405 and Allow', async () => {
    const res = await call('PUT', '/api/dashboard', {});
    expect(res.statusCode, res.body).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers POST on a path of a resource that has no create with 405', async () => {
    const res = await call('POST', `/api/audit/${UNKNOWN}`, {});
    expect(res.statusCode, res.body).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('refuses update/many with no updates', async () => {
    const res = await call('PUT', '/api/brands/update/many', { ids: [UNKNOWN], updates: {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('updates');
  });

  it('refuses a content version past int32 with a 400 naming it', async () => {
    const data = { root: { props: { title: 'x' } }, content: [], zones: {} };
    const res = await call('PUT', '/api/contents/home?type=builder', { data, version: 2147483648 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('version');
  });

  it('answers lastSignInAt null for a user who never signed in', async () => {
    const roles = (await call('GET', '/api/roles')).json().doc as { _id: string }[];
    const made = await call('POST', '/api/users', { name: 'Never', email: 'never@example.com', password: 'a-long-password-1', role: roles[0]._id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().lastSignInAt).toBeNull();
    expect((await call('GET', `/api/users/${made.json()._id}`)).json().lastSignInAt).toBeNull();
  });

  it('refuses an unknown query parameter with a 400 naming it', async () => {
    const res = await call('GET', '/api/dashboard?colour=red');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('colour');
  });

  it('refuses DELETE ?key= naming no list field', async () => {
    const res = await call('DELETE', `/api/products/${UNKNOWN}?key=name&item=x`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('key');
  });
});

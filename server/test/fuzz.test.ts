import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledResource } from '../engine/compile';
import { resources } from '../domains/resources';
import { createTestApp, type TestApp } from './harness';
import { sampleBody } from './samples';

/**
 * Issue 6 §1 as a property: bad bodies and bad queries against every
 * declared resource (read from the registry, so a new one is covered the day
 * it is declared) never answer 5xx, and a refused call writes nothing.
 * Runs are bounded (RUNS per resource and kind) to keep the file quick on
 * PGlite and on PostgreSQL.
 */

const RUNS = 30;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }) });

const count = async (path: string) => Number(((await call('GET', `/api/${path}/get/count`)).json() as { count: number }).count);

/** Values a careless or hostile client sends in place of a field's value. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e300, -1e300, 2 ** 31, 1e20, '', ' ', '\u0000', 'a\u0000b'),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,x', '/uploads/../x', '0000-01-01', '2026-02-30', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'),
  fc.constantFrom(
    'x'.repeat(300_000),
    ['x'.repeat(100_000)],
    Array.from({ length: 2000 }, (_, i) => String(i)),
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
);

function setPath(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = key.split('.');
  let node = copy;
  for (const p of parts.slice(0, -1)) {
    if (node[p] === null || typeof node[p] !== 'object') node[p] = {};
    node = node[p] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
  return copy;
}

/** A body changed in one way: a field (or an unknown key) given a bad value, or not an object at all. */
function badBody(res: CompiledResource, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [
    ...res.writable.map((f) => f.key),
    ...res.decl.fields.filter((f) => !res.writable.includes(f)).map((f) => f.key),
    '_id',
    'isactive',
    'unknown.key',
  ];
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...keys), badValue).map(([k, v]) => setPath(valid, k, v)) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 'text', 42, [valid]) },
  );
}

/** Query strings of a list: declared filters with any operator, paging, sort and search, with bad values. */
function badQuery(res: CompiledResource): fc.Arbitrary<string> {
  const ops = ['', '_gt', '_lt', '_gte', '_lte', '_btw', '_last', '_in'];
  const filterKeys = res.decl.filters.flatMap((f) => ops.map((o) => `${f.field}${o}`));
  const key = fc.oneof(fc.constantFrom('page', 'limit', 'sort', 'search', '_id_in', ...filterKeys), fc.string({ minLength: 1, maxLength: 10 }));
  const value = fc.oneof(
    fc.constantFrom(
      '1e300',
      '1e20',
      '1.5',
      '-1',
      '99999999999',
      '1_1e300',
      '0000-01-01',
      '2026-01-01_0000-01-01',
      'days_99999',
      'months_9999',
      'true,false,x',
      '\u0000',
      'NaN',
      'Infinity',
      '-createdAt',
      'password',
    ),
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.double().map(String),
  );
  return fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 3 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

describe.each(resources.map((r) => r.path))('%s', (path) => {
  it('never answers 5xx to a bad query', async () => {
    const res = t.app.registry.get(path) as CompiledResource;
    await fc.assert(
      fc.asyncProperty(badQuery(res), async (query) => {
        for (const url of [`/api/${path}?${query}`, `/api/${path}/get/count?${query}`]) {
          const answer = await call('GET', url);
          expect(answer.statusCode, `${url} → ${answer.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never answers 5xx to a bad body, and a refused write changes nothing', async () => {
    const res = t.app.registry.get(path) as CompiledResource;
    if (!res.ops.has('create')) return;
    const valid = await sampleBody(t, token, res);
    const made = await call('POST', `/api/${path}`, await sampleBody(t, token, res));
    expect(made.statusCode, made.body).toBe(201);
    const target = made.json() as { _id: string };
    await fc.assert(
      fc.asyncProperty(badBody(res, valid), fc.constantFrom('create', 'update', 'update-many'), async (body, kind) => {
        const before = await count(path);
        const stored = (await call('GET', `/api/${path}/${target._id}`)).body;
        const answer =
          kind === 'create'
            ? await call('POST', `/api/${path}`, body)
            : kind === 'update'
              ? await call('PUT', `/api/${path}/${target._id}`, body)
              : await call('PUT', `/api/${path}/update/many`, { ids: [target._id], updates: body });
        expect(answer.statusCode, `${kind} ${JSON.stringify(body).slice(0, 300)} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        if (answer.statusCode >= 400) {
          expect(await count(path)).toBe(before);
          expect((await call('GET', `/api/${path}/${target._id}`)).body).toBe(stored);
        } else if (kind === 'create' && res.ops.has('delete')) {
          // Some changes are still valid (another text): take the record away again.
          await call('DELETE', `/api/${path}/${(answer.json() as { _id: string })._id}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

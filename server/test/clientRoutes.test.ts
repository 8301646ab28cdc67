import fastifySwagger from '@fastify/swagger';
import Fastify, { type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, FILE, LIST_QUERY, type ClientRoute } from '../../common/wire/clientRoutes';
import { withoutNul } from '../engine/valueRules';
import { createTestApp, type TestApp } from './harness';

/**
 * The admin app's typed client (common/wire/clientRoutes.ts) names each
 * hand-written call by its method and path and types it from wire schemas.
 * This keeps the table true to the server: every entry must be an operation
 * of the API document the server serves, with the same method and path, and
 * with the body, query, headers and success answers the document gives it.
 *
 * How the schemas are compared. The document is OpenAPI 3.0, which has no
 * type lists or null type, so @fastify/swagger rewrites every schema it
 * writes (`type: ['string', 'null']` → `nullable: true`, an anyOf with null
 * folded the same way, patternProperties → additionalProperties, const →
 * enum). Rather than rewrite by hand, each table entry is written into a
 * document by the same plugin, in a bare Fastify with one route per entry
 * and nothing of the app; the two documents' parts are then compared after
 * dropping annotations (description, title, example(s), $comment: words,
 * not rules; a property that happens to be named `description` is kept) and
 * sorting the lists whose order means nothing (`required`, `enum`). Every
 * rule that decides what is valid (types, formats, limits, patterns,
 * required fields, additionalProperties, defaults, x-message) must be equal.
 * Path parameters are compared by name only (the path itself): the server
 * adds the router's length limit to them in its document. The server also
 * gives every free-text string of a request the pattern refusing NUL
 * (engine/answers.ts, valueRules.ts withoutNul): the table's schemas get it
 * here the same way, so the comparison is of everything else.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: Schema;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', '$comment']);
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/** A schema (or a document part holding schemas) without its annotations, its unordered lists sorted. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [key, inner] of Object.entries(value)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === 'properties' || key === 'patternProperties') {
      // Property names, not keywords: every one is kept.
      out[key] = Object.fromEntries(Object.entries(inner as Schema).map(([name, schema]) => [name, plain(schema)]));
    } else if ((key === 'required' || key === 'enum') && Array.isArray(inner)) {
      out[key] = [...inner].sort(byJson);
    } else {
      out[key] = plain(inner);
    }
  }
  return out;
}

/** The query and header parameters of an operation, by where and name. */
function parametersOf(op: Operation): Record<string, unknown> {
  const kept = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'header');
  return Object.fromEntries(kept.map((p) => [`${p.in} ${p.name}`, { required: p.required ?? false, schema: plain(p.schema) }]));
}

const isSuccess = (status: string) => /^2\d\d$/.test(status);

function splitKey(key: string): { method: string; path: string } {
  const [method, path] = key.split(' ');
  return { method, path };
}

/** The table's entries written into an OpenAPI document by @fastify/swagger, as the server's routes are. */
async function tableDocument(): Promise<Document> {
  const app = Fastify();
  // Only the document is wanted: nothing is validated or answered.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(fastifySwagger, { openapi: { info: { title: 'client routes', version: '0' } } });
  for (const [key, route] of Object.entries(CLIENT_ROUTES) as [string, ClientRoute][]) {
    const { method, path } = splitKey(key);
    const schema: Schema = {};
    if (route.query && route.query !== LIST_QUERY) schema.querystring = withoutNul(route.query as unknown as Schema);
    if (route.headers) schema.headers = withoutNul(route.headers as unknown as Schema);
    if (route.body) schema.body = withoutNul(route.body as unknown as Schema);
    if (route.form) schema.body = { content: { 'multipart/form-data': { schema: route.form } } };
    if (route.answer !== FILE) schema.response = { 200: route.answer };
    app.route({ method: method as HTTPMethods, url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}`, schema, handler: async () => null });
  }
  await app.ready();
  const document = app.swagger() as unknown as Document;
  await app.close();
  return document;
}

let served: TestApp;
let serverDoc: Document;
let tableDoc: Document;
/** The server's paths by their form without a trailing slash (`/api/orders/` is `POST orders` to the client). */
const serverPaths = new Map<string, string[]>();

beforeAll(async () => {
  served = await createTestApp();
  const res = await served.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  serverDoc = res.json();
  for (const path of Object.keys(serverDoc.paths)) {
    const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
    serverPaths.set(bare, [...(serverPaths.get(bare) ?? []), path]);
  }
  tableDoc = await tableDocument();
});

afterAll(async () => {
  await served?.close();
});

describe('the typed client’s routes (common/wire/clientRoutes.ts) are operations of the API document', () => {
  it.each(Object.keys(CLIENT_ROUTES))('%s', (key) => {
    const route: ClientRoute = CLIENT_ROUTES[key as keyof typeof CLIENT_ROUTES];
    const { method, path } = splitKey(key);
    // `/api/courier-settlements` (its POST) and `/api/courier-settlements/` (the engine's list) are two paths of the document.
    const ops = (serverPaths.get(`/api${path}`) ?? []).flatMap((p) => serverDoc.paths[p][method.toLowerCase()] ?? []);
    expect(ops.length, `${method} /api${path} is one operation of the document, with or without a trailing slash`).toBeLessThanOrEqual(1);
    const op = ops[0];
    expect(op, `${method} /api${path} is not an operation of /api/docs/json`).toBeDefined();
    if (!op) return;
    const mine = tableDoc.paths[`/api${path}`][method.toLowerCase()];

    expect(plain(op.requestBody ?? null), 'the request body').toEqual(plain(mine.requestBody ?? null));
    expect(parametersOf(op), 'the query and header parameters').toEqual(parametersOf(mine));

    const successes = Object.entries(op.responses).filter(([status]) => isSuccess(status));
    expect(successes.length, 'a success answer').toBeGreaterThan(0);
    for (const [status, answer] of successes) {
      if (route.answer === FILE) {
        // A file: every success is a binary media type, never JSON.
        const types = Object.entries(answer.content ?? {});
        expect(types.length, `${status}: a file`).toBeGreaterThan(0);
        for (const [type, media] of types) {
          expect(type, `${status}: a file`).not.toBe('application/json');
          expect(media.schema, `${status} ${type}`).toMatchObject({ type: 'string', format: 'binary' });
        }
      } else {
        expect(plain(answer.content), `the answer ${status}`).toEqual(plain(mine.responses['200'].content));
      }
    }
  });
});

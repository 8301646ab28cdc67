import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '../../common/wire/errors';
import type { ErrorStatus } from './errorSchema';
import { withoutNul } from './valueRules';

/**
 * Answers every route can give whatever its handler does, written into its
 * response schema (and so into the OpenAPI document) where they arise:
 * the guard (401 without a valid session, 403 for a permission), the
 * validator (400), the body parser (400 for broken JSON, 413 over the body
 * limit, 415 for a media type no parser takes) and the router (414 for a path
 * parameter over MAX_PARAM_LENGTH). A route that lists one already keeps its
 * own schema for it (the import's 400 carries its report).
 */

/**
 * The OpenAPI extensions naming the permission an operation needs, as the
 * guard checks it (domains/accounts/guard.ts): `public` (no token), `user` (any
 * signed-in user), `*` (an owner) or `resource:action` (held as itself,
 * `resource:*` or `*`, common/permissions.ts `hasPermission`); and, for a
 * route that needs another permission when a query parameter is sent,
 * `{ parameter: permission }` (`DELETE /api/products/{id}?key=` edits).
 */
export const PERMISSION_KEY = 'x-permission';
export const PERMISSION_WHEN_QUERY_KEY = 'x-permission-when-query';

/** Fastify's default `maxParamLength`: a longer path parameter is refused by the router. */
export const MAX_PARAM_LENGTH = 100;

/** Methods whose requests Fastify parses a body for. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Schema = Record<string, unknown>;

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/** The statuses the machinery around a route can answer for it. */
function machineryStatuses(route: RouteOptions): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  const auth = route.config?.auth;
  if (auth && auth !== 'public') statuses.add(401);
  if (auth && auth !== 'public' && auth !== 'user') statuses.add(403);
  const schema = (route.schema ?? {}) as Schema;
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (methodsOf(route).some((m) => BODY_METHODS.has(m))) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(415);
  }
  if (route.url.includes(':')) statuses.add(414);
  return [...statuses];
}

/**
 * Path parameters say the router's length limit. A copy: TypeBox's shared
 * schemas (IdParams) stay as they are; Ajv never sees a longer value, the
 * router refuses it first (414).
 */
function withParamLimit(params: Schema): Schema {
  const properties = params.properties as Record<string, Schema> | undefined;
  if (!properties) return params;
  const limited: Record<string, Schema> = {};
  for (const [key, p] of Object.entries(properties)) {
    limited[key] = p.type === 'string' && p.maxLength === undefined && !p.enum ? { ...p, maxLength: MAX_PARAM_LENGTH } : p;
  }
  return { ...params, properties: limited };
}

/**
 * A query string takes only the parameters it names: an unknown one is a 400
 * naming it, as the lists answer an unknown filter. A query string that says
 * `additionalProperties: true` checks its other parameters itself (the lists'
 * filters, engine/listQuery.ts).
 */
function closedQuery(query: Schema): Schema {
  return query.type === 'object' && query.additionalProperties === undefined ? { ...query, additionalProperties: false } : query;
}

/**
 * `/api/products/:id` → a matcher of the concrete paths the router takes for it: a parameter is one
 * segment (the router takes an empty one too: `PUT /api/products/` reaches `PUT /api/products/:id`), `*` the rest.
 */
function pathMatcher(url: string): RegExp {
  const body = url
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/**
 * The paths a route answers on: its own, and for a plugin's root (`/` under the prefix `/api/brands`,
 * which onRoute sees as `/api/brands`) the prefix with the slash too, which Fastify registers beside it
 * without telling onRoute (prefixTrailingSlash 'both'), except for its HEAD.
 */
function spellingsOf(route: RouteOptions & { prefix?: string; routePath?: string }): string[] {
  const { url, prefix, routePath } = route;
  if (prefix && routePath === '' && url === prefix) return [url, `${url}/`];
  return [url];
}

/** How exactly a route's pattern names a path: its segments that are not parameters (the router prefers those). */
const staticSegments = (url: string) => url.split('/').filter((part) => !part.startsWith(':') && part !== '*').length;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For a request no route took: the methods its path does answer, for a 405
     * with `Allow` (RFC 9110 §15.5.6: a POST to the read-only audit log, a PUT
     * on a report); none when no route answers the path at all, and it stays a
     * 404. A GET that a route passed on (a stored file that is gone) is not
     * found either: its path answers GET.
     */
    methodsAllowed(method: string, path: string): string[];
  }
}

export const answers = fp(async (app: FastifyInstance) => {
  const routes: { methods: string[]; match: RegExp; statics: number }[] = [];
  app.addHook('onRoute', (route) => {
    for (const url of spellingsOf(route)) routes.push({ methods: methodsOf(route), match: pathMatcher(url), statics: staticSegments(url) });
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const schema = { ...((route.schema ?? {}) as Schema) };
    const response = { ...((schema.response ?? {}) as Schema) };
    for (const status of machineryStatuses(route)) response[status] ??= ErrorBody;
    schema.response = response;
    // Who may call it, as the guard reads it (config.auth), for clients and for routeWalk.test.ts.
    const { auth, authWhenQuery } = route.config ?? {};
    if (auth) schema[PERMISSION_KEY] = auth;
    if (authWhenQuery) schema[PERMISSION_WHEN_QUERY_KEY] = authWhenQuery;
    if (schema.params) schema.params = withParamLimit(schema.params as Schema);
    for (const part of ['body', 'querystring', 'params', 'headers'] as const) if (schema[part]) schema[part] = withoutNul(schema[part] as Schema);
    if (schema.querystring) schema.querystring = closedQuery(schema.querystring as Schema);
    route.schema = schema;
  });
  app.decorate('methodsAllowed', (method: string, path: string) => {
    // The path is the most exact pattern that takes it: `/api/products/labels`, not `/api/products/:id`.
    const matching = routes.filter((r) => r.match.test(path));
    const best = Math.max(...matching.map((r) => r.statics));
    const methods = new Set(matching.filter((r) => r.statics === best).flatMap((r) => r.methods));
    // A method the path answers was not refused by the router (a GET passed on by its route): no 405.
    return methods.has(method) ? [] : [...methods].sort();
  });
});

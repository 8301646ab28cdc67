import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '../../common/wire/errors';
import type { ErrorStatus } from './errorSchema';

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

/** `/api/products/:id` → a matcher of concrete paths (a parameter is one non-empty segment, `*` the rest). */
function pathMatcher(url: string): RegExp {
  const body = url
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For a request no route took: the methods its path does answer, when its
     * method is one this server answers on no path at all (TRACE, PATCH,
     * OPTIONS), for a 405 with `Allow`; otherwise none, and it stays a 404. A
     * generic call a resource does not have (a POST to the read-only audit log)
     * is an unknown call of spec §7.1, answered 404 as before, and a GET that a
     * route passed on (a stored file that is gone) is not found either.
     */
    methodsAllowed(method: string, path: string): string[];
  }
}

export const answers = fp(async (app: FastifyInstance) => {
  const routes: { methods: string[]; match: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ methods: methodsOf(route), match: pathMatcher(route.url) });
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
    route.schema = schema;
  });
  app.decorate('methodsAllowed', (method: string, path: string) => {
    if (routes.some((r) => r.methods.includes(method))) return [];
    const methods = new Set<string>();
    for (const r of routes) if (r.match.test(path)) for (const m of r.methods) methods.add(m);
    return [...methods].sort();
  });
});

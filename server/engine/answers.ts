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
    /** The methods some route answers on this concrete path (for 405 and its Allow header). */
    methodsOn(path: string): string[];
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
    if (schema.params) schema.params = withParamLimit(schema.params as Schema);
    route.schema = schema;
  });
  app.decorate('methodsOn', (path: string) => {
    const methods = new Set<string>();
    for (const r of routes) if (r.match.test(path)) for (const m of r.methods) methods.add(m);
    return [...methods].sort();
  });
});

import type { TSchema } from 'typebox';
import { CLIENT_ROUTES, LIST_QUERY, type ClientRoute } from '../../common/wire/clientRoutes';

type Calls = typeof CLIENT_ROUTES;
type Call = keyof Calls;

/** One part of an entry under the name Fastify's schema gives it (`query` is `querystring`). */
type Part<E, From extends string, To extends string> = E extends { [P in From]: infer S extends TSchema } ? { [P in To]: S } : unknown;
type Request<K extends Call> = Part<Calls[K], 'body', 'body'> & Part<Calls[K], 'query', 'querystring'> & Part<Calls[K], 'headers', 'headers'>;
type Answer<K extends Call> = Calls[K] extends { answer: infer A extends TSchema } ? A : never;

/**
 * The request schemas of a hand-written call (its body, query and headers)
 * from its entry in common/wire/clientRoutes.ts: the route validates with the
 * very schemas the admin app's typed client is checked against, named once.
 */
export function callRequest<K extends Call>(key: K): Request<K> {
  const entry: ClientRoute = CLIENT_ROUTES[key];
  return {
    ...(entry.body ? { body: entry.body } : {}),
    ...(entry.query && entry.query !== LIST_QUERY ? { querystring: entry.query } : {}),
    ...(entry.headers ? { headers: entry.headers } : {}),
  } as Request<K>;
}

/**
 * A call's request schemas and its answer under the status of its success,
 * beside the route's error answers (`errorsFor(…)`): a route's whole wire
 * from its entry.
 */
export function callSchema<K extends Call, const S extends 200 | 201, E extends object>(
  key: K,
  status: S,
  errors: E,
): Request<K> & { response: { [P in S]: Answer<K> } & E } {
  const entry: ClientRoute = CLIENT_ROUTES[key];
  return { ...(callRequest(key) as object), response: { [status]: entry.answer, ...errors } } as Request<K> & { response: { [P in S]: Answer<K> } & E };
}

import type { JsonRouteKey, RouteAnswer, RouteArgs, RouteKey } from '../../common/wire/clientRoutes';
import type { ApiClient, HttpMethod, RequestOptions } from './apiClient';

/**
 * The hand-written calls, by their entry in common/wire/clientRoutes.ts:
 * `request(client, 'PUT /orders/{id}/status', { params: { id }, body: { status } })`.
 * The key is the method and the path; the path parameters, query, headers,
 * body and answer are typed from the wire schemas of the entry, so a path the
 * table does not hold, a body the route does not take or a misread answer
 * fails to compile. Only the types are imported: the key itself carries what
 * the call needs at run time.
 */

/** A call's arguments, which may be left out when none of them must be given. */
export type ArgsOf<K extends RouteKey> = object extends RouteArgs<K> ? [args?: RouteArgs<K>] : [args: RouteArgs<K>];

/** RouteArgs of any route, as the request is built from them. */
interface AnyArgs {
  params?: Record<string, string>;
  query?: Record<string, unknown> | URLSearchParams;
  headers?: Record<string, string | undefined>;
  body?: unknown;
  form?: Record<string, unknown>;
}

/** Query values as the routes read them: an absent or empty value is not sent. */
function searchOf(query: AnyArgs['query']): URLSearchParams | undefined {
  if (query === undefined || query instanceof URLSearchParams) return query;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search;
}

function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined) form.append(key, String(value));
  }
  return form;
}

/** The method, the path below /api (parameters filled in, each encoded) and the request of a call. */
export function requestOf(key: RouteKey, args: object = {}): { method: HttpMethod; path: string; options: RequestOptions } {
  const { params, query, headers, body, form } = args as AnyArgs;
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as HttpMethod;
  // Without the leading slash: the client and the error labeller read the path from its first segment.
  const path = key.slice(space + 2).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: the path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  const sent = headers && Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { method, path, options: { query: searchOf(query), body: form ? formOf(form) : body, headers: sent } };
}

/**
 * A JSON call through the API client. `auth: false` for the one call made
 * signed out (`POST /auth/login`): no token, no renewal on a 401. `token`: a
 * call made as someone else, with their access token and not the session's
 * (a manager's one approval at a cashier's till); it is not renewed either.
 */
export function callRoute<K extends JsonRouteKey>(
  client: ApiClient,
  key: K,
  args: RouteArgs<K>,
  { auth, token }: { auth?: false; token?: string } = {},
): Promise<RouteAnswer<K>> {
  const { method, path, options } = requestOf(key, args);
  if (token) return client.json<RouteAnswer<K>>(method, path, { ...options, auth: false, headers: { ...options.headers, Authorization: `Bearer ${token}` } });
  return client.json<RouteAnswer<K>>(method, path, { ...options, ...(auth === false ? { auth } : {}) });
}

import { toHttpError, type MessageLocalizer } from './toHttpError';

/** The label of a field of a call to `path` (`settings`, `auth/change-password`), in the chosen language. */
export type CallFieldLabeller = (path: string, field: string) => string | undefined;
import { tokenStorage, type TokenPair } from './tokenStorage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: URLSearchParams;
  /** JSON-encoded, or sent as is when it is FormData (uploads). */
  body?: unknown;
  /** Send the access token and renew it on a 401 (everything but login and refresh). */
  auth?: boolean;
  /** Extra request headers (`Idempotency-Key` of `POST orders`). */
  headers?: Record<string, string>;
}

/**
 * The one place that talks HTTP to `/api`: adds the bearer token, renews it
 * from the refresh cookie once on a 401 and retries, and turns failures into react-admin HttpErrors.
 * Both the dataProvider and the authProvider go through it.
 */
export interface ApiClient {
  json<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The raw response, for file downloads. */
  send(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>;
  /**
   * A new access token from the refresh cookie (one renewal at a time in this
   * tab): `ok`, `ended` (the server refused: signed out) or `unreachable` (no network).
   */
  renew(): Promise<Renewal>;
  /** Sign out the cookie's session on the server and drop the cookie (best effort). */
  endSession(): Promise<void>;
}

export type Renewal = 'ok' | 'ended' | 'unreachable';

/**
 * Sent with the calls that use the refresh cookie: the server's CSRF defence
 * for that route (a page of another site cannot send a custom header without a
 * preflight that the API does not allow).
 */
const CSRF_HEADERS = { 'X-Requested-With': 'fetch' };

export interface ApiClientOptions {
  /** `/api` in the browser; tests give an absolute URL because Node's fetch needs one. */
  baseUrl: string;
  /** Shows the server's coded error messages in the chosen language. */
  localize?: MessageLocalizer;
  /** The chosen language, sent as Accept-Language (exports are written in it). */
  language?: () => string;
  /** Names a refused field by its label in error messages. */
  fieldLabel?: CallFieldLabeller;
  /**
   * A read answered 503 (the server overloaded, or restarting) is tried again
   * this many times, after the server's Retry-After capped at `maxWaitMs`; the
   * last 503 is shown as the server's message ("The server is overloaded...").
   * Writes are never retried here: an order's retry is the till's, with its Idempotency-Key.
   */
  retryReads?: { times: number; maxWaitMs: number };
}

/** Seconds of a Retry-After header (a number or an HTTP date), else undefined. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function createApiClient({ baseUrl, localize, language, fieldLabel, retryReads = { times: 2, maxWaitMs: 5000 } }: ApiClientOptions): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');
  // Concurrent 401s share one renewal: each would otherwise spend a token of the rotating family.
  // Other tabs renewing at the same moment are covered by the server's grace window (issue 34).
  let renewing: Promise<Renewal> | null = null;

  function url(path: string, query?: URLSearchParams): string {
    const qs = query?.toString();
    return `${root}/${path.replace(/^\/+/, '')}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
  }

  async function rawFetch(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    if (language) headers.set('Accept-Language', language());
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const token = options.auth === false ? null : tokenStorage.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url(path, options.query), { method, headers, body });
  }

  async function renewOnce(): Promise<Renewal> {
    try {
      const response = await rawFetch('POST', 'auth/refresh', { body: {}, auth: false, headers: CSRF_HEADERS });
      if (!response.ok) {
        // Refused: the session is over here, and in every tab of this browser.
        if (response.status === 401 || response.status === 403) tokenStorage.clear();
        return response.status === 401 || response.status === 403 ? 'ended' : 'unreachable';
      }
      tokenStorage.save((await response.json()) as TokenPair);
      return 'ok';
    } catch {
      return 'unreachable';
    }
  }

  function renew(): Promise<Renewal> {
    renewing ??= renewOnce().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function endSession(): Promise<void> {
    await rawFetch('DELETE', 'auth/refresh', { auth: false, headers: CSRF_HEADERS }).catch(() => undefined);
  }

  async function send(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
    const authed = options.auth !== false;
    // A reloaded tab holds the session's cookie but no access token yet: renewing first saves the
    // round trip of a call the server can only refuse (each page load's first call, on a slow line).
    const renewedFirst = authed && tokenStorage.getAccessToken() === null && tokenStorage.isSignedIn() ? await renew() : null;
    let response = await rawFetch(method, path, options);
    if (response.status === 401 && authed && renewedFirst !== 'ok' && renewedFirst !== 'ended' && (await renew()) === 'ok') {
      response = await rawFetch(method, path, options);
    }
    for (let tried = 0; response.status === 503 && method === 'GET' && tried < retryReads.times; tried++) {
      const wait = Math.min(retryAfterMs(response.headers.get('Retry-After')) ?? 1000, retryReads.maxWaitMs);
      await new Promise((resolve) => setTimeout(resolve, wait));
      response = await rawFetch(method, path, options);
    }
    if (!response.ok) throw await toHttpError(response, localize, fieldLabel && ((field) => fieldLabel(path, field)));
    return response;
  }

  async function json<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
    const response = await send(method, path, options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  return { json, send, renew, endSession };
}

/**
 * RedX Open API's transport: one authenticated JSON call and the refusals
 * staff read. Their docs show no error bodies, so a refusal's reason is read
 * from whichever of `message`, `error` or per-field `errors` it carries.
 */

export const REDX_BASE_URL = 'https://openapi.redx.com.bd/v1.0.0-beta';
export const REDX_SANDBOX_URL = 'https://sandbox.redx.com.bd/v1.0.0-beta';

/** A call that did not end in a usable answer, in words staff can act on. */
export class RedxRefusal extends Error {
  constructor(
    message: string,
    /** No answer came (a time-out, a cut connection, a 5xx): the call may or may not have been carried out. */
    readonly unknownOutcome = false,
    /** Their HTTP status when they answered one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Their reason: `errors` per field (an object or a list of `{field, message}`), else `message` or `error`. */
export function reasonOf(body: unknown): string | null {
  if (!isRecord(body)) return typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : null;
  const errors = body.errors ?? body.validation_errors;
  if (isRecord(errors)) {
    const parts = Object.entries(errors).map(([field, why]) => `${field}: ${Array.isArray(why) ? why.join(' ') : String(why)}`);
    if (parts.length > 0) return parts.join('; ');
  }
  if (Array.isArray(errors)) {
    const parts = errors.map((e) => (isRecord(e) ? [e.field ?? e.path, e.message ?? e.msg].filter(Boolean).join(': ') : String(e))).filter(Boolean);
    if (parts.length > 0) return parts.join('; ');
  }
  for (const key of ['message', 'error']) if (typeof body[key] === 'string' && body[key]) return body[key];
  return null;
}

export interface RedxHttpOptions {
  token: string;
  baseUrl: string;
  timeoutMs: number;
}

/**
 * One call: `API-ACCESS-TOKEN: Bearer <token>` on every request (their docs'
 * sample requests). Throws a RedxRefusal for anything but a 2xx JSON answer;
 * never retries, since a parcel's POST is not idempotent on their side.
 */
export async function redxCall(o: RedxHttpOptions, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${o.baseUrl}${path}`, {
      method,
      headers: { 'API-ACCESS-TOKEN': `Bearer ${o.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      throw new RedxRefusal(`RedX did not answer within ${o.timeoutMs < 1000 ? `${o.timeoutMs} ms` : `${Math.round(o.timeoutMs / 1000)} s`}`, true);
    }
    throw new RedxRefusal(`RedX could not be reached (${err instanceof Error ? err.message : String(err)})`, true);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    // The answer was cut (or timed out) half-way: whatever was asked may have been done.
    throw new RedxRefusal(`RedX's answer was cut off (${err instanceof Error ? err.message : String(err)})`, true);
  }
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): the status says what happened.
  }
  if (res.status === 401 || res.status === 403) throw new RedxRefusal(`RedX refused the API token (${res.status})`, false, res.status);
  if (res.status >= 500) throw new RedxRefusal(`RedX failed (${res.status}): ${reasonOf(parsed) ?? res.statusText}`, true, res.status);
  if (!res.ok) throw new RedxRefusal(`RedX refused it (${res.status}): ${reasonOf(parsed) ?? res.statusText}`, false, res.status);
  return parsed;
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

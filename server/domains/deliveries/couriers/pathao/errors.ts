const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What Pathao answered: the HTTP status and the JSON (or text) body. */
export interface PathaoAnswer {
  status: number;
  body: unknown;
}

/**
 * Why a call to Pathao did not give a usable answer, and what that means for
 * a booking:
 * - `answered`: Pathao refused it (a 4xx); nothing was done.
 * - `uncertain`: a 5xx, a time-out or a cut connection after the request
 *   went out; Pathao may have done it, so a booking is looked up, never sent
 *   again blindly.
 * - `unsent`: it never reached Pathao (connection refused, the rate limit
 *   not freed in time); nothing was done and it can be tried again.
 */
export class PathaoError extends Error {
  constructor(
    message: string,
    readonly kind: 'answered' | 'uncertain' | 'unsent',
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** Their refusals: `{message, errors: {field: [reasons]}}` (Laravel), or a message / OAuth error alone. */
export function reasonOf(body: unknown): string | null {
  if (!isRecord(body)) return typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : null;
  const errors = body.errors;
  if (isRecord(errors)) {
    const parts = Object.entries(errors).map(([field, why]) => `${field}: ${Array.isArray(why) ? why.join(' ') : String(why)}`);
    if (parts.length > 0) return parts.join('; ');
  }
  for (const key of ['message', 'error_description', 'error']) if (typeof body[key] === 'string' && body[key]) return body[key];
  return null;
}

/** A 2xx answer's body, or what the answer means as a PathaoError. */
export function judge({ status, body }: PathaoAnswer): unknown {
  if (status >= 200 && status < 300) return body;
  if (status === 401 || status === 403) throw new PathaoError(`Pathao refused our credentials (${status})`, 'answered', status, body);
  if (status >= 500) throw new PathaoError(`Pathao failed (${status}): ${reasonOf(body) ?? 'no reason given'}`, 'uncertain', status, body);
  throw new PathaoError(`Pathao refused it (${status}): ${reasonOf(body) ?? 'no reason given'}`, 'answered', status, body);
}

import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../common/schema';

/**
 * Turns a coded server message (`{code, params}`, common/serverMessages.ts)
 * into the chosen language; `english` is what the server wrote, the fallback.
 */
export type MessageLocalizer = (message: { code: string; params?: Record<string, string | number> }, english: string) => string;

/** Shown when the server gives no message (spec §8 "Error Loading Data"). */
export const FALLBACK_ERROR_MESSAGE = 'app.notification.error_loading';

/** What react-admin finds in `error.body`: the server's body, field errors keyed by field. */
export interface HttpErrorBody extends Omit<Partial<ApiErrorBody>, 'errors'> {
  /** `{ 'meta.title': 'Required' }`: react-admin 5 puts these under the matching inputs. */
  errors?: Record<string, string>;
}

function isApiErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turn a failed response into react-admin's HttpError. The server lists field
 * errors as `[{field, message}]`; react-admin's forms want `{field: message}`.
 */
export async function toHttpError(response: Response, localize?: MessageLocalizer): Promise<HttpError> {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the status only.
  }
  const server = isApiErrorBody(parsed) ? parsed : {};
  const local = (m: { code?: string; params?: Record<string, string | number>; message?: string }) =>
    localize && typeof m.code === 'string' && typeof m.message === 'string' ? localize({ code: m.code, params: m.params }, m.message) : m.message;
  const body: HttpErrorBody = {
    statusCode: server.statusCode ?? response.status,
    error: server.error,
    message: local(server),
  };
  if (Array.isArray(server.errors) && server.errors.length > 0) {
    body.errors = Object.fromEntries(server.errors.map((e) => [e.field, local(e) ?? e.message]));
    // The server's `field: message` headline of a field error, in the chosen language too.
    const [first] = server.errors;
    if (!server.code && server.message === `${first.field}: ${first.message}`) body.message = `${first.field}: ${body.errors[first.field]}`;
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : FALLBACK_ERROR_MESSAGE;
  return new HttpError(message, response.status, body);
}

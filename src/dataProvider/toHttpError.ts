import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../common/schema';

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
export async function toHttpError(response: Response): Promise<HttpError> {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the status only.
  }
  const server = isApiErrorBody(parsed) ? parsed : {};
  const body: HttpErrorBody = {
    statusCode: server.statusCode ?? response.status,
    error: server.error,
    message: server.message,
  };
  if (Array.isArray(server.errors) && server.errors.length > 0) {
    body.errors = Object.fromEntries(server.errors.map((e) => [e.field, e.message]));
  }
  const message = typeof server.message === 'string' && server.message !== '' ? server.message : FALLBACK_ERROR_MESSAGE;
  return new HttpError(message, response.status, body);
}
